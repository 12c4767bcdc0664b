/**
 * Reading a chart PNG back in tests: where its grid is (from its heavy black lines) and the ruler numbers printed
 * beside it (matched against the pixel font's own glyphs, drawn here).
 */
import { drawText, glyphAdvance, glyphHeight, glyphWidth } from '../pixelFont';

export interface Image {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

export type Rgb = readonly [number, number, number];

export function pixel(image: Image, x: number, y: number): Rgb {
  const at = (Math.floor(y) * image.width + Math.floor(x)) * 4;
  return [image.rgba[at]!, image.rgba[at + 1]!, image.rgba[at + 2]!];
}

const isBlack = (image: Image, x: number, y: number) => {
  const [red, green, blue] = pixel(image, x, y);
  return red === 0 && green === 0 && blue === 0;
};

/** The grid's box: its outer border, found as the outermost lines that are black over most of the image. */
export function gridBox(image: Image): { left: number; top: number; right: number; bottom: number } {
  const rows: number[] = [];
  for (let y = 0; y < image.height; y += 1) {
    let black = 0;
    for (let x = 0; x < image.width; x += 1) if (isBlack(image, x, y)) black += 1;
    if (black > image.width * 0.4) rows.push(y);
  }
  const columns: number[] = [];
  for (let x = 0; x < image.width; x += 1) {
    let black = 0;
    for (let y = 0; y < image.height; y += 1) if (isBlack(image, x, y)) black += 1;
    if (black > image.height * 0.4) columns.push(x);
  }
  if (rows.length === 0 || columns.length === 0) throw new Error('no grid in the picture');
  return { left: columns[0]!, top: rows[0]!, right: columns.at(-1)! + 1, bottom: rows.at(-1)! + 1 };
}

/** The pixel font's digits as 15-bit patterns (row by row), drawn with the font itself. */
function digitPatterns(): Map<number, string> {
  const patterns = new Map<number, string>();
  for (const digit of '0123456789') {
    let bits = 0;
    drawText(digit, 0, 0, 1, (x, y) => {
      bits |= 1 << (14 - (y * glyphWidth + x));
    });
    patterns.set(bits, digit);
  }
  // Ten different glyphs, or a reading could not tell two digits apart.
  if (patterns.size !== 10) throw new Error('two digits of the pixel font look the same');
  return patterns;
}

/** A number read from the picture: its text and the middle of its ink. */
export interface ReadNumber {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/**
 * The numbers printed in black inside a rectangle (end exclusive): lines of ink `glyphHeight × scale` high, cut
 * into glyphs `glyphWidth × scale` wide `scale` apart, each matched against the font's digits ('?' when none fits).
 */
export function readNumbers(image: Image, x0: number, y0: number, x1: number, y1: number): ReadNumber[] {
  const patterns = digitPatterns();
  const inkRows: number[] = [];
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      if (isBlack(image, x, y)) {
        inkRows.push(y);
        break;
      }
    }
  }
  const lines: [number, number][] = [];
  for (const y of inkRows) {
    const last = lines.at(-1);
    if (last && last[1] === y) last[1] = y + 1;
    else lines.push([y, y + 1]);
  }
  const numbers: ReadNumber[] = [];
  for (const [top, bottom] of lines) {
    const scale = (bottom - top) / glyphHeight;
    if (!Number.isInteger(scale)) throw new Error(`a line of ink ${bottom - top} pixels high at y ${top}`);
    const runs: [number, number][] = [];
    for (let x = x0; x < x1; x += 1) {
      let ink = false;
      for (let y = top; y < bottom && !ink; y += 1) ink = isBlack(image, x, y);
      if (!ink) continue;
      const last = runs.at(-1);
      if (last && last[1] === x) last[1] = x + 1;
      else runs.push([x, x + 1]);
    }
    let text = '';
    let start = 0;
    runs.forEach(([from, to], index) => {
      if (text === '') start = from;
      let bits = 0;
      for (let row = 0; row < glyphHeight; row += 1)
        for (let column = 0; column < glyphWidth; column += 1)
          if (isBlack(image, from + column * scale + scale / 2, top + row * scale + scale / 2))
            bits |= 1 << (14 - (row * glyphWidth + column));
      text += to - from === glyphWidth * scale ? (patterns.get(bits) ?? '?') : '?';
      const next = runs[index + 1];
      if (!next || next[0] - to !== (glyphAdvance - glyphWidth) * scale) {
        numbers.push({ text, x: (start + to) / 2, y: (top + bottom) / 2 });
        text = '';
      }
    });
  }
  return numbers;
}
