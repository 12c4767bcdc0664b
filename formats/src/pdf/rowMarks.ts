/**
 * What a chart page draws per row beside and over its cells: the shade of the wrong-side rows (model
 * `wrongSideRowsFrom`, at the editor's opacity, under the grid lines and symbols) and the main-colour column (grid
 * setting `mainColorColumn`: a square per row in the row's most used colour, model `mainStyleOfRow`, outside the row
 * numbers; in black and white the colour's symbol in an outlined square). Each page shows them for its own rows.
 */
import { isWrongSideRow, mainStyleOfRow, wrongSideRowsFrom } from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';
import type { StyleInk } from './chartPage';
import { hundredths as num, rgbOperands } from './contentOperands';
import { chartPageChrome, mainColumnRoomPt, type ChartPageLayout, type PageTile } from './pageTiling';

export interface RowMarksInput {
  readonly chart: ChartMetadata;
  readonly cells: Uint8Array;
  readonly layout: ChartPageLayout;
  readonly tile: PageTile;
  readonly inks: ReadonlyMap<number, StyleInk>;
  /** The page's grid: its left and right edges in points and a row's top edge. */
  readonly left: number;
  readonly right: number;
  readonly y: (row: number) => number;
}

/**
 * The wrong-side rows of the tile as filled rectangles (in hundredths, to fill in black under the graphics state
 * named `gs`); nothing when the chart shades no rows.
 */
export function wrongSideContent(input: RowMarksInput, gs: string): string[] {
  const { chart, tile, left, right, y } = input;
  const rowsFrom = wrongSideRowsFrom(chart.settings, chart.grid.settings);
  if (!rowsFrom) return [];
  const { rowCount } = chart.grid.settings.size;
  const rects: string[] = [];
  for (let row = tile.row0; row < tile.row1; row += 1) {
    if (!isWrongSideRow(rowsFrom, rowCount, row)) continue;
    rects.push(`${num(left)} ${num(y(row + 1))} ${num(right - left)} ${num(y(row) - y(row + 1))} re f`);
  }
  return rects.length > 0 ? ['q', `/${gs} gs 0 0 0 rg`, ...rects, 'Q'] : [];
}

/**
 * The main-colour squares of the tile's rows on the sides the layout names, outlined in grey; in colour mode filled
 * with the colour, in black and white with the colour's symbol glyph (font `font`) centred.
 */
export function mainColumnContent(input: RowMarksInput, font: string): string[] {
  const { chart, cells, layout, tile, inks, left, right, y } = input;
  const column = layout.mainColumn;
  if (!column || column.sides.length === 0) return [];
  const { columnCount } = chart.grid.settings.size;
  const lefts = column.sides.map((side) =>
    side === 'left'
      ? left - chartPageChrome.numbers - mainColumnRoomPt(layout, 'left') + column.gapPt
      : right + chartPageChrome.numbers + column.gapPt,
  );
  const width = column.widthPt;
  const inset = Math.min(0.5, (y(tile.row0) - y(tile.row0 + 1)) / 8);
  const squares: string[] = ['q 0.45 0.45 0.45 RG 30 w'];
  const glyphs: string[] = [];
  for (let row = tile.row0; row < tile.row1; row += 1) {
    const styleId = mainStyleOfRow(cells, columnCount, row);
    const ink = styleId ? inks.get(styleId) : undefined;
    if (!ink) continue;
    const bottom = y(row + 1) + inset;
    const height = y(row) - y(row + 1) - 2 * inset;
    for (const x of lefts) {
      const rect = `${num(x)} ${num(bottom)} ${num(width)} ${num(height)} re`;
      squares.push(ink.fill ? `${rgbOperands(ink.fill)} rg ${rect} B` : `${rect} S`);
      if (!ink.fill && ink.glyphHex) {
        const size = Math.min(width, height) * 0.7;
        const glyphWidth = (ink.glyphWidth * size) / Math.max(1e-6, ink.glyphSize ?? size);
        glyphs.push(
          `/${font} ${num(size)} Tf 1 0 0 1 ${num(x + (width - glyphWidth) / 2)} ${num(bottom + height / 2 - size * 0.36)} Tm ${ink.glyphHex} Tj`,
        );
      }
    }
  }
  squares.push('Q');
  return glyphs.length > 0 ? [...squares, '0 0 0 rg BT', ...glyphs, 'ET'] : squares;
}
