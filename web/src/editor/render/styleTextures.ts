/**
 * The style tables the grid shader reads, built from the palette: a 256 × 1 palette of background colours (one
 * entry per possible cell value; 0 is the empty cell) and a 256 × 2 table with, per style, the foreground colour
 * (row 0) and the symbol's atlas tile (row 1: tile column, tile row, width in cells, 0 = no symbol).
 * Recolouring a style re-uploads these 3 KB, never the cells.
 */
import type { Rgb } from './gridTheme';

/** Entries in the palette texture: one per possible cell value. */
export const paletteSize = 256;

/** What the renderer needs of one style. */
export interface StyleVisual {
  readonly styleId: number;
  readonly background: Rgb;
  readonly foreground: Rgb;
  /** The symbol's tile in the atlas, when it has one and the chart draws symbols. */
  readonly tile?: AtlasTile;
}

/** A symbol's place in the atlas, in tiles (a multi-cell symbol is `cells` tiles wide). */
export interface AtlasTile {
  readonly column: number;
  readonly row: number;
  readonly cells: number;
}

/** Background colours: `emptyCell` for 0, each style's background, and a fallback for ids not in the palette. */
export function buildPaletteRgba(
  styles: readonly StyleVisual[],
  emptyCell: Rgb,
  unknown: Rgb = [0xff, 0x00, 0xff],
): Uint8Array<ArrayBuffer> {
  const rgba = new Uint8Array(paletteSize * 4);
  for (let index = 0; index < paletteSize; index += 1) {
    const colour = index === 0 ? emptyCell : unknown;
    rgba.set([colour[0], colour[1], colour[2], 0xff], index * 4);
  }
  for (const style of styles) {
    if (style.styleId < 1 || style.styleId > 255) continue;
    rgba.set([style.background[0], style.background[1], style.background[2], 0xff], style.styleId * 4);
  }
  return rgba;
}

/** Foreground colours (row 0) and atlas tiles (row 1). */
export function buildStyleTableRgba(styles: readonly StyleVisual[]): Uint8Array<ArrayBuffer> {
  const rgba = new Uint8Array(paletteSize * 2 * 4);
  for (const style of styles) {
    if (style.styleId < 1 || style.styleId > 255) continue;
    const offset = style.styleId * 4;
    rgba.set([style.foreground[0], style.foreground[1], style.foreground[2], 0xff], offset);
    if (style.tile) {
      rgba.set([style.tile.column, style.tile.row, style.tile.cells, 0xff], paletteSize * 4 + offset);
    }
  }
  return rgba;
}
