// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cssFont, maskFromPixels, textFontFamily } from './textRaster';

/** RGBA pixels of `rows` (strings of `#` and `.`), alpha 255 for `#`, a given alpha for `+`. */
function pixels(rows: string[], halfAlpha = 127): Uint8ClampedArray {
  const width = rows[0]!.length;
  const data = new Uint8ClampedArray(width * rows.length * 4);
  rows.forEach((row, y) =>
    [...row].forEach((character, x) => {
      data[(y * width + x) * 4 + 3] = character === '#' ? 255 : character === '+' ? halfAlpha : 0;
    }),
  );
  return data;
}

describe('text rasterisation', () => {
  it('makes cells of the covered pixels, trimmed to the letters', () => {
    const drawn = pixels(['......', '..#...', '..#+..', '..###.', '......']);
    expect(maskFromPixels(drawn, 6, 5)).toEqual({
      columns: 3,
      rows: 3,
      mask: Uint8Array.from([1, 0, 0, 1, 0, 0, 1, 1, 1]),
    });
  });

  it('counts a pixel at least half covered', () => {
    const drawn = pixels(['+#'], 128);
    expect(maskFromPixels(drawn, 2, 1)).toEqual({ columns: 2, rows: 1, mask: Uint8Array.from([1, 1]) });
  });

  it('has no cells without covered pixels', () => {
    expect(maskFromPixels(pixels(['...', '.+.']), 3, 2)).toBeUndefined();
  });

  it('draws with the bundled font in the chosen weight and slant', () => {
    expect(cssFont({ bold: true, italic: true }, 30)).toBe(`italic 700 30px "${textFontFamily}"`);
    expect(cssFont({ bold: false, italic: false }, 12)).toBe(`400 12px "${textFontFamily}"`);
  });
});
