/**
 * Grid line themes (product specification §3 "Grid line themes"): a default line and highlights every 5 and
 * every 10 cells.
 */

/** An opaque colour as red, green and blue bytes. */
export type Rgb = readonly [red: number, green: number, blue: number];

export interface GridTheme {
  readonly line: Rgb;
  readonly lineEvery5: Rgb;
  readonly lineEvery10: Rgb;
  /** The colour of an empty cell (style id 0). */
  readonly emptyCell: Rgb;
}

/** Theme "default": #dddddd lines, #aaaaaa every 5, #000000 every 10, white empty cells. */
export const defaultGridTheme: GridTheme = {
  line: [0xdd, 0xdd, 0xdd],
  lineEvery5: [0xaa, 0xaa, 0xaa],
  lineEvery10: [0x00, 0x00, 0x00],
  emptyCell: [0xff, 0xff, 0xff],
};

/** Converts a byte colour to the 0–1 floats a shader uniform takes. */
export function rgbToUnitFloats(colour: Rgb): Float32Array {
  return new Float32Array([colour[0] / 255, colour[1] / 255, colour[2] / 255]);
}
