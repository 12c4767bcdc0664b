import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPalettesPath, loadBrandPalette } from './node';
import {
  BRAND_IDS,
  PaletteParseError,
  brandPaletteFiles,
  brandPaletteRgb,
  isBrandId,
  parseBrandPalette,
  type BrandId,
} from './palettes';

/** The colour counts the shared data's README gives for each file. */
const expectedCounts: Record<BrandId, number> = {
  dmc: 489,
  hama: 92,
  perler: 103,
  artkal: 199,
  diamonddotz: 461,
};

describe('the shipped palettes', () => {
  it.each(BRAND_IDS)('%s parses completely', async (brand) => {
    const colors = await loadBrandPalette(brand);
    expect(colors).toHaveLength(expectedCounts[brand]);
    for (const color of colors) {
      expect(color.brand).toBe(brand);
      expect(color.code).not.toBe('');
      expect(color.rgb.every((channel) => Number.isInteger(channel) && channel >= 0 && channel <= 255)).toBe(
        true,
      );
    }
    expect(new Set(colors.map((color) => color.code)).size).toBe(colors.length);
  });

  it('reads known colours', async () => {
    const dmc = await loadBrandPalette('dmc');
    expect(dmc.find((color) => color.code === '310')).toEqual({
      brand: 'dmc',
      code: '310',
      name: 'Black',
      rgb: [0, 0, 0],
    });
    expect(dmc[0]).toEqual({ brand: 'dmc', code: '3713', name: 'Salmon Very Light', rgb: [255, 226, 226] });
    const hama = await loadBrandPalette('hama');
    expect(hama[0]).toEqual({ brand: 'hama', code: 'H01', name: 'White', rgb: [229, 236, 241] });
    const perler = await loadBrandPalette('perler');
    expect(perler[0]?.code).toBe('80-15179');
  });

  it('ships a README with the licences next to the files', () => {
    const readme = readFileSync(path.join(brandPalettesPath(), 'README.md'), 'utf8');
    expect(readme).toMatch(/MIT/);
    for (const brand of BRAND_IDS) expect(readme).toContain(brandPaletteFiles[brand].file);
  });
});

describe('parseBrandPalette', () => {
  it('skips the DMC header and blank lines, and takes CRLF', () => {
    const csv =
      'Floss#,Description,Red,Green,Blue,RGB code,Row\r\n310,Black,0,0,0,0,row 19-16\r\n\r\nB5200,Snow White,255,255,255,FFFFFF,\r\n';
    expect(parseBrandPalette('dmc', csv)).toEqual([
      { brand: 'dmc', code: '310', name: 'Black', rgb: [0, 0, 0] },
      { brand: 'dmc', code: 'B5200', name: 'Snow White', rgb: [255, 255, 255] },
    ]);
  });

  it('reads bead files without a header, and quoted names', () => {
    const csv =
      'H01,White,!,229,236,241,205.00,0.30,0.92,93.01,-1.40,-3.23,Jeppewl\nH02,"Cream, ""light""",#,228,228,197\n';
    expect(parseBrandPalette('hama', csv)).toEqual([
      { brand: 'hama', code: 'H01', name: 'White', rgb: [229, 236, 241] },
      { brand: 'hama', code: 'H02', name: 'Cream, "light"', rgb: [228, 228, 197] },
    ]);
  });

  it.each([
    ['too few columns', 'H01,White,!,229,236'],
    ['a channel above 255', 'H01,White,!,229,256,241'],
    ['a negative channel', 'H01,White,!,229,-1,241'],
    ['a fractional channel', 'H01,White,!,229,23.5,241'],
    ['an empty channel', 'H01,White,!,229,,241'],
    ['an empty code', ',White,!,229,236,241'],
    ['a repeated code', 'H01,White,!,1,2,3\nH01,Black,!,0,0,0'],
    ['an unclosed quote', 'H01,"White,!,1,2,3'],
  ])('rejects %s with the line number', (_reason, csv) => {
    let thrown: unknown;
    try {
      parseBrandPalette('hama', csv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PaletteParseError);
    expect((thrown as PaletteParseError).line).toBe(csv.includes('\n') ? 2 : 1);
    expect((thrown as Error).message).toMatch(/^Palette line \d+: /);
  });

  it('turns colours into the RGB triplets the engine takes', () => {
    const colors = parseBrandPalette('hama', 'A,a,!,1,2,3\nB,b,!,4,5,6');
    expect([...brandPaletteRgb(colors)]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(isBrandId('dmc')).toBe(true);
    expect(isBrandId('anchor')).toBe(false);
  });
});
