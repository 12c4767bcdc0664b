/**
 * What the PNG draws per row beside and over the cells: the main-colour column (grid setting `mainColorColumn`, a
 * square per row in the row's most used colour, model `mainStyleOfRow`, as the editor draws it) and the shade of the
 * wrong-side rows (model `wrongSideRowsFrom`, the editor's opacity).
 */
import {
  hexToRgb,
  isWrongSideRow,
  mainStyleOfRow,
  wrongSideRowsFrom,
  wrongSideShadeOpacity,
} from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';
import type { Raster, Rgb } from './raster';

const outline: Rgb = [0x77, 0x77, 0x77];

/** Where the main-colour squares go: their left edges in pixels (one per side shown) and their width. */
export interface MainColumnPlace {
  readonly lefts: readonly number[];
  readonly width: number;
}

/** Darkens the chart's wrong-side rows (none unless the chart shades them), from `left` over `width` pixels. */
export function shadeWrongSideRows(
  raster: Raster,
  state: ChartMetadata,
  left: number,
  width: number,
  edgeY: (row: number) => number,
): void {
  const rowsFrom = wrongSideRowsFrom(state.settings, state.grid.settings);
  if (!rowsFrom) return;
  const { rowCount } = state.grid.settings.size;
  for (let row = 0; row < rowCount; row += 1) {
    if (!isWrongSideRow(rowsFrom, rowCount, row)) continue;
    raster.shade(left, edgeY(row), width, edgeY(row + 1) - edgeY(row), wrongSideShadeOpacity);
  }
}

/**
 * A square per row in the row's main colour at each of `place.lefts`, outlined in grey with a pixel between rows
 * when the rows are tall enough; nothing for an empty row.
 */
export function drawMainColorColumn(
  raster: Raster,
  state: ChartMetadata,
  cells: Uint8Array,
  place: MainColumnPlace,
  edgeY: (row: number) => number,
): void {
  if (place.lefts.length === 0) return;
  const { columnCount, rowCount } = state.grid.settings.size;
  const colours = new Map(
    state.palette.styles.map((style) => [style.styleId, hexToRgb(style.colorBackground)]),
  );
  for (let row = 0; row < rowCount; row += 1) {
    const colour = colours.get(mainStyleOfRow(cells, columnCount, row));
    if (!colour) continue;
    const top = edgeY(row);
    const height = edgeY(row + 1) - top;
    const framed = height >= 4 && place.width >= 4;
    for (const left of place.lefts) {
      if (!framed) {
        raster.fillRect(left, top, place.width, height, colour);
        continue;
      }
      raster.fillRect(left, top, place.width, height - 1, outline);
      raster.fillRect(left + 1, top + 1, place.width - 2, height - 3, colour);
    }
  }
}
