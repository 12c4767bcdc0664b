import { describe, expect, it } from 'vitest';
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import { wrapWrittenLine } from './writtenWrap';

type EmbedderFontName = Parameters<typeof StandardFontEmbedder.for>[0];
const helvetica = StandardFontEmbedder.for(StandardFonts.Helvetica as string as EmbedderFontName);
const options = { size: 10, width: 200, hangingIndent: 24 };
const row = `Naald 1: ${Array.from({ length: 40 }, (_, index) => `${index + 1} r`).join(', ')} (820 steken)`;

describe('wrapWrittenLine', () => {
  it('keeps a short line whole, unindented, in Helvetica', () => {
    expect(wrapWrittenLine('Toer 1: 3 r, 2 av (5 steken)', options)).toEqual([
      { text: 'Toer 1: 3 r, 2 av (5 steken)', indent: 0, font: 'text', bold: false },
    ]);
  });

  it('breaks a long row only at spaces, never between a number and its stitch, with a hanging indent', () => {
    const lines = wrapWrittenLine(row, options);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map((line) => line.text).join(' ')).toBe(row);
    expect(lines.map((line) => line.indent)).toEqual([0, ...lines.slice(1).map(() => 24)]);
    for (const line of lines) {
      expect(helvetica.widthOfTextAtSize(line.text, 10) + line.indent).toBeLessThanOrEqual(200);
      // Every line after the first starts with a count and its stitch, never with a bare stitch word.
      if (line.indent > 0) expect(line.text).toMatch(/^\d+ r[,]?( |$)|^\(820 steken\)$/);
    }
  });

  it('splits only a run of text without spaces that is wider than the page', () => {
    const lines = wrapWrittenLine(`Afkortingen: ${'x'.repeat(120)} = kruisje`, options);
    const texts = lines.map((line) => line.text);
    expect(texts[0]).toBe('Afkortingen:');
    expect(texts.join('').replace(/[^x]/g, '')).toHaveLength(120);
    expect(texts.at(-1)).toMatch(/= kruisje$/);
    for (const line of lines) {
      expect(helvetica.widthOfTextAtSize(line.text, 10) + line.indent).toBeLessThanOrEqual(200);
    }
  });

  it('never cuts a character beyond the basic plane in two', () => {
    const stars = '🧶'.repeat(40);
    const lines = wrapWrittenLine(`Toer 1: ${stars}`, options);
    expect(lines.map((line) => line.text).join('')).toBe(`Toer 1:${stars}`);
    // A lone half of a character cannot be encoded.
    for (const line of lines) expect(() => encodeURIComponent(line.text)).not.toThrow();
    expect(lines.slice(1).every((line) => /^(🧶)+$/u.test(line.text))).toBe(true);
    // 2 em each (Helvetica has no such glyph), × 1.2 in the fallback font: 24 pt, so 7 fit in 176 pt.
    expect(lines.slice(1, -1).map((line) => [...line.text].length)).toEqual(lines.slice(1, -1).map(() => 7));
  });

  it('writes a line with characters Helvetica lacks in the embedded fallback font, measured wider', () => {
    const lines = wrapWrittenLine('Rij 3 ↙ (GK, meerderen): 3 blokjes', options);
    expect(lines.every((line) => line.font === 'fallback')).toBe(true);
  });

  it('keeps an empty line as one empty line', () => {
    expect(wrapWrittenLine('', options)).toEqual([{ text: '', indent: 0, font: 'text', bold: false }]);
  });
});
