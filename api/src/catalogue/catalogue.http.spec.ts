import {
  cataloguePaletteResponseSchema,
  cataloguePalettesResponseSchema,
  type CataloguePaletteResponse,
} from '@steekwerk/model';
import { loadBrandPalette } from '@steekwerk/engine/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { importCatalogue } from './catalogue-import';

describe('catalogue import and palettes (real PostgreSQL)', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
    // The shipped catalogue, so each test finds it whatever ran before it (tests may run shuffled).
    await importCatalogue(server.dataSource);
  });

  afterAll(async () => {
    await server.close();
  });

  it('imports every brand file, then finds nothing to do on a second run', async () => {
    await server.dataSource.query(`DELETE FROM brands`);
    const first = await importCatalogue(server.dataSource);
    expect(first.map((outcome) => [outcome.brandId, outcome.status])).toEqual([
      ['dmc', 'imported'],
      ['hama', 'imported'],
      ['perler', 'imported'],
      ['artkal', 'imported'],
      ['diamonddotz', 'imported'],
    ]);
    const dmc = await loadBrandPalette('dmc');
    expect(first[0]!.colorCount).toBe(dmc.length);
    const [{ count }] = await server.dataSource.query(`SELECT count(*)::int AS count FROM products`);
    expect(count).toBe(first.reduce((sum, outcome) => sum + outcome.colorCount, 0));

    const second = await importCatalogue(server.dataSource);
    expect(second.every((outcome) => outcome.status === 'unchanged')).toBe(true);
    const [{ count: again }] = await server.dataSource.query(`SELECT count(*)::int AS count FROM products`);
    expect(again).toBe(count);
  });

  it('replaces a brand whose file changed, dropping colours no longer in it', async () => {
    const hamaCsv = 'H01,White,!,229,236,241\nH99,Nieuw,#,1,2,3\n';
    const outcomes = await importCatalogue(server.dataSource, {
      readCsv: async (brandId) => {
        if (brandId === 'hama') return hamaCsv;
        const { readFile } = await import('node:fs/promises');
        const { brandPalettesPath } = await import('@steekwerk/engine/node');
        const { brandPaletteFiles } = await import('@steekwerk/engine/palettes');
        return readFile(`${brandPalettesPath()}/${brandPaletteFiles[brandId].file}`, 'utf8');
      },
    });
    expect(outcomes.find((outcome) => outcome.brandId === 'hama')).toEqual({
      brandId: 'hama',
      status: 'imported',
      colorCount: 2,
    });
    expect(outcomes.filter((outcome) => outcome.status === 'imported')).toHaveLength(1);
    const answer = await get(server, 'catalogue/palette/hama');
    expect(cataloguePaletteResponseSchema.parse(answer.body).colors).toEqual([
      { productId: 'hama-h01', code: 'H01', name: 'White', color: '#e5ecf1' },
      { productId: 'hama-h99', code: 'H99', name: 'Nieuw', color: '#010203' },
    ]);
    // Back to the shipped file for the tests below.
    await importCatalogue(server.dataSource);
  });

  it('lists the brands with their colour counts, in the import order', async () => {
    const answer = await get(server, 'catalogue/palettes');
    expect(answer.status).toBe(200);
    const { brands } = cataloguePalettesResponseSchema.parse(answer.body);
    expect(brands.map((brand) => [brand.brandId, brand.name, brand.category])).toEqual([
      ['dmc', 'DMC', 'floss'],
      ['hama', 'Hama', 'beads'],
      ['perler', 'Perler', 'beads'],
      ['artkal', 'Artkal S', 'beads'],
      ['diamonddotz', 'Diamond Dotz', 'drills'],
    ]);
    expect(brands[0]!.colorCount).toBe((await loadBrandPalette('dmc')).length);
  });

  it('gives a brand’s colours in the file’s order with codes, names and product ids', async () => {
    const answer = await get(server, 'catalogue/palette/dmc');
    expect(answer.status).toBe(200);
    const body: CataloguePaletteResponse = cataloguePaletteResponseSchema.parse(answer.body);
    const file = await loadBrandPalette('dmc');
    expect(body.colors).toHaveLength(file.length);
    expect(body.colors[0]).toEqual({
      productId: `dmc-${file[0]!.code.toLowerCase()}`,
      code: file[0]!.code,
      name: file[0]!.name,
      color: `#${file[0]!.rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
    });
    const black = body.colors.find((color) => color.code === '310');
    expect(black).toMatchObject({ productId: 'dmc-310', color: '#000000' });
    expect(new Set(body.colors.map((color) => color.productId)).size).toBe(file.length);
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    const unknown = await get(server, 'catalogue/palette/onbekend');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ sfRequest: 'error', error: 'Dit merk staat niet in de catalogus.' });
    const malformed = await get(server, 'catalogue/palette/DMC!');
    expect(malformed.status).toBe(400);
  });
});
