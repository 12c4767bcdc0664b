import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { symbolFontBytes } from './symbolFont';
import { textFontBytes } from './textFonts';
import { wrapWrittenLine } from './writtenWrap';

/** The fonts as pdf-lib embeds and draws them: the widths a printed line really has. */
let text: PDFFont;
let bold: PDFFont;
let fallback: PDFFont;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  text = await doc.embedFont(textFontBytes('regular'), { subset: true });
  bold = await doc.embedFont(textFontBytes('bold'), { subset: true });
  fallback = await doc.embedFont(await symbolFontBytes(), { subset: false });
});
const options = { size: 10, width: 200, hangingIndent: 24 };
const row = `Naald 1: ${Array.from({ length: 40 }, (_, index) => `${index + 1} r`).join(', ')} (820 steken)`;

describe('wrapWrittenLine', () => {
  it('keeps a short line whole, unindented, in the text font', () => {
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
      expect(text.widthOfTextAtSize(line.text, 10) + line.indent).toBeLessThanOrEqual(200);
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
      expect(text.widthOfTextAtSize(line.text, 10) + line.indent).toBeLessThanOrEqual(200);
    }
  });

  it('never cuts a character beyond the basic plane in two', () => {
    const stars = '🧶'.repeat(40);
    const lines = wrapWrittenLine(`Toer 1: ${stars}`, options);
    expect(lines.map((line) => line.text).join('')).toBe(`Toer 1:${stars}`);
    // A lone half of a character cannot be encoded.
    for (const line of lines) expect(() => encodeURIComponent(line.text)).not.toThrow();
    expect(lines.slice(1).every((line) => /^(🧶)+$/u.test(line.text))).toBe(true);
    // 2 em each (neither font has such a glyph): 20 pt, so 8 fit in the 176 pt of a hanging line.
    expect(lines.slice(1, -1).map((line) => [...line.text].length)).toEqual(lines.slice(1, -1).map(() => 8));
  });

  it('writes a line with characters the text font lacks in the embedded fallback font, measured in it', () => {
    const row = `Rij 3 ↙ (GK, meerderen): ${Array.from({ length: 30 }, () => '3 blokjes ↗').join(', ')}`;
    const lines = wrapWrittenLine(row, options);
    expect(lines.every((line) => line.font === 'fallback')).toBe(true);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(fallback.widthOfTextAtSize(line.text, 10) + line.indent).toBeLessThanOrEqual(200);
    }
    // Filled lines use the room: the next word would not have fitted.
    expect(fallback.widthOfTextAtSize(lines[1]!.text, 10)).toBeGreaterThan(150);
  });

  it('measures bold headings with the bold font', () => {
    const heading = Array.from({ length: 12 }, (_, index) => `Afkortingen${index}`).join(' ');
    const lines = wrapWrittenLine(heading, { ...options, bold: true });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(bold.widthOfTextAtSize(line.text, 10) + line.indent).toBeLessThanOrEqual(200);
    }
    expect(bold.widthOfTextAtSize(`${lines[0]!.text} Afkortingen99`, 10)).toBeGreaterThan(200);
  });

  it('keeps an empty line as one empty line', () => {
    expect(wrapWrittenLine('', options)).toEqual([{ text: '', indent: 0, font: 'text', bold: false }]);
  });
});
