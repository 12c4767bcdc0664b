import {
  cataloguePaletteResponseSchema,
  cataloguePalettesResponseSchema,
  type CataloguePaletteResponse,
} from '@steekwerk/model';
import { createHash } from 'node:crypto';
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
      ['dropsparis', 'imported'],
      ['dropssafran', 'imported'],
      ['hobbiirainbowcotton', 'imported'],
      ['scheepjescahlista', 'imported'],
      ['scheepjescatona', 'imported'],
      ['scheepjesstonewashed', 'imported'],
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

  it('repairs the names the DMC file lost a dash in, also over rows imported before the repair', async () => {
    const { readFile } = await import('node:fs/promises');
    const { brandPalettesPath } = await import('@steekwerk/engine/node');
    const raw = await readFile(`${brandPalettesPath()}/dmc-floss.csv`);
    // As an import before the repair left it: the broken name, and the hash of the bare file.
    await server.dataSource.query(`UPDATE products SET name = 'Red?Copper' WHERE id = 'dmc-919'`);
    await server.dataSource.query(`UPDATE brands SET source_hash = $1 WHERE id = 'dmc'`, [
      createHash('sha256').update(raw).digest('hex'),
    ]);
    const outcomes = await importCatalogue(server.dataSource);
    expect(
      outcomes.filter((outcome) => outcome.status === 'imported').map((outcome) => outcome.brandId),
    ).toEqual(['dmc']);
    const answer = await get(server, 'catalogue/palette/dmc');
    const colors = cataloguePaletteResponseSchema.parse(answer.body).colors;
    const named = (code: string) => colors.find((color) => color.code === code)?.name;
    expect(named('919')).toBe('Red–Copper');
    expect(named('918')).toBe('Red–Copper Dark');
    expect(named('606')).toBe('Orange–Red Bright');
    expect(colors.filter((color) => /[?\uFFFD]/.test(color.name))).toEqual([]);
    expect(
      (await importCatalogue(server.dataSource)).every((outcome) => outcome.status === 'unchanged'),
    ).toBe(true);
  });

  it('keeps non-ASCII names intact from UTF-8 and from Windows-1252 files', async () => {
    const header = 'Floss#,Description,Red,Green,Blue,RGB code,Row\n';
    const rows = '919,Red–Copper,166,69,16,A64510,row 15-10\n3865,Écru d’hiver,249,247,241,F9F7F1,row 1\n';
    const utf8 = new TextEncoder().encode(`\uFEFF${header}${rows}`);
    const windows1252 = Uint8Array.from(
      [...`${header}${rows}`].map((char) => (char === '–' ? 0x96 : char === '’' ? 0x92 : char.charCodeAt(0))),
    );
    for (const file of [utf8, windows1252]) {
      const outcomes = await importCatalogue(server.dataSource, {
        readCsv: async (brandId) => {
          if (brandId === 'dmc') return file;
          const { readFile } = await import('node:fs/promises');
          const { brandPalettesPath } = await import('@steekwerk/engine/node');
          const { brandPaletteFiles } = await import('@steekwerk/engine/palettes');
          return readFile(`${brandPalettesPath()}/${brandPaletteFiles[brandId].file}`);
        },
      });
      expect(outcomes[0]).toMatchObject({ brandId: 'dmc', colorCount: 2 });
      const answer = await get(server, 'catalogue/palette/dmc');
      expect(cataloguePaletteResponseSchema.parse(answer.body).colors.map((color) => color.name)).toEqual([
        'Red–Copper',
        'Écru d’hiver',
      ]);
    }
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
      ['dropsparis', 'DROPS Paris', 'yarn'],
      ['dropssafran', 'DROPS Safran', 'yarn'],
      ['hobbiirainbowcotton', 'Hobbii Rainbow Cotton 8/4', 'yarn'],
      ['scheepjescahlista', 'Scheepjes Cahlista', 'yarn'],
      ['scheepjescatona', 'Scheepjes Catona', 'yarn'],
      ['scheepjesstonewashed', 'Scheepjes Stone Washed', 'yarn'],
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
