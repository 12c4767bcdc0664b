/**
 * A 3 × 5 pixel font for ruler numbers and legend lines in PNG exports: digits, upper-case letters and a few signs,
 * drawn scaled by whole pixels (no font rasteriser is needed in the worker or in Node). Lower case is drawn as
 * upper case; other characters as a blank.
 */

/** Each glyph: five rows of three pixels, `#` set. */
const glyphRows: Readonly<Record<string, string>> = {
  '0': '### #.# #.# #.# ###',
  '1': '.#. ##. .#. .#. ###',
  '2': '### ..# ### #.. ###',
  '3': '### ..# .## ..# ###',
  '4': '#.# #.# ### ..# ..#',
  '5': '### #.. ### ..# ###',
  '6': '### #.. ### #.# ###',
  '7': '### ..# .#. .#. .#.',
  '8': '### #.# ### #.# ###',
  '9': '### #.# ### ..# ###',
  A: '.#. #.# ### #.# #.#',
  B: '##. #.# ##. #.# ##.',
  C: '.## #.. #.. #.. .##',
  D: '##. #.# #.# #.# ##.',
  E: '### #.. ##. #.. ###',
  F: '### #.. ##. #.. #..',
  G: '.## #.. #.# #.# .##',
  H: '#.# #.# ### #.# #.#',
  I: '### .#. .#. .#. ###',
  J: '..# ..# ..# #.# .#.',
  K: '#.# #.# ##. #.# #.#',
  L: '#.. #.. #.. #.. ###',
  M: '#.# ### ### #.# #.#',
  N: '##. #.# #.# #.# #.#',
  O: '.#. #.# #.# #.# .#.',
  P: '##. #.# ##. #.. #..',
  Q: '.#. #.# #.# ##. .##',
  R: '##. #.# ##. #.# #.#',
  S: '.## #.. .#. ..# ##.',
  T: '### .#. .#. .#. .#.',
  U: '#.# #.# #.# #.# ###',
  V: '#.# #.# #.# #.# .#.',
  W: '#.# #.# ### ### #.#',
  X: '#.# #.# .#. #.# #.#',
  Y: '#.# #.# .#. .#. .#.',
  Z: '### ..# .#. #.. ###',
  '-': '... ... ### ... ...',
  '.': '... ... ... ... .#.',
  ':': '... .#. ... .#. ...',
  '#': '#.# ### #.# ### #.#',
  '/': '..# ..# .#. #.. #..',
  '+': '... .#. ### .#. ...',
  '×': '... #.# .#. #.# ...',
  '(': '.#. #.. #.. #.. .#.',
  ')': '.#. ..# ..# ..# .#.',
};

/** Glyph bitmaps: 15 bits, row by row. */
const glyphs = new Map<string, number>(
  Object.entries(glyphRows).map(([character, rows]) => {
    let bits = 0;
    for (const pixel of rows.replace(/ /g, '')) bits = (bits << 1) | (pixel === '#' ? 1 : 0);
    return [character, bits];
  }),
);

export const glyphWidth = 3;
export const glyphHeight = 5;
/** Pixels (before scaling) from one character to the next. */
export const glyphAdvance = 4;

/** Calls `plot(x, y)` for each set pixel of `text` at `scale`, starting at the top-left (`left`, `top`). */
export function drawText(
  text: string,
  left: number,
  top: number,
  scale: number,
  fill: (x: number, y: number, width: number, height: number) => void,
): void {
  let x = left;
  for (const character of text.toUpperCase()) {
    const bits = glyphs.get(character) ?? 0;
    for (let row = 0; row < glyphHeight; row += 1) {
      for (let column = 0; column < glyphWidth; column += 1) {
        if (bits & (1 << (14 - (row * 3 + column))))
          fill(x + column * scale, top + row * scale, scale, scale);
      }
    }
    x += glyphAdvance * scale;
  }
}

/** The width in pixels of `text` at `scale`. */
export function textWidth(text: string, scale: number): number {
  return Math.max(0, [...text].length * glyphAdvance - 1) * scale;
}
