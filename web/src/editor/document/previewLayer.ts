/**
 * The preview layer (spec §4): a block of cells over the chart (0 where the chart shows through), with the custom
 * lines, part stitches, knots and beads that go with them, placed at a cell position the user moves before applying
 * it. Text to grid and paste make one; picture import into an open chart will place its own the same way. Pure
 * functions.
 */
import type { GridItems } from './gridItems';

/**
 * A block of cells over the chart: its top-left cell and, row-major, a style id per cell (0: transparent); `items`
 * are placed relative to the layer's top-left corner (a line from (0, 0) starts at the layer's corner).
 */
export interface PreviewLayer {
  readonly x: number;
  readonly y: number;
  readonly columnCount: number;
  readonly rowCount: number;
  readonly cells: Uint8Array;
  readonly items?: GridItems;
}

/** A layer's cells (and items) without a position yet. */
export type LayerCells = Pick<PreviewLayer, 'columnCount' | 'rowCount' | 'cells' | 'items'>;

export interface GridExtent {
  readonly columnCount: number;
  readonly rowCount: number;
}

/**
 * The layer's position kept inside the chart: its top-left cell from 0 up to where it ends at the chart's edge; a
 * layer larger than the chart (which grows on applying) starts at 0 in that direction.
 */
export function clampLayerPosition(
  x: number,
  y: number,
  layer: Pick<PreviewLayer, 'columnCount' | 'rowCount'>,
  grid: GridExtent,
): { x: number; y: number } {
  const clamp = (value: number, size: number, extent: number) =>
    Math.max(0, Math.min(Math.max(0, extent - size), Math.round(value)));
  return { x: clamp(x, layer.columnCount, grid.columnCount), y: clamp(y, layer.rowCount, grid.rowCount) };
}

/** A layer of these cells centred on the chart (or on `around`, a cell, when given). */
export function placeLayer(
  size: LayerCells,
  grid: GridExtent,
  around?: { column: number; row: number },
): PreviewLayer {
  const centreX = around?.column ?? grid.columnCount / 2;
  const centreY = around?.row ?? grid.rowCount / 2;
  const position = clampLayerPosition(
    centreX - size.columnCount / 2,
    centreY - size.rowCount / 2,
    size,
    grid,
  );
  return { ...size, ...position };
}

/** How many columns and rows the chart must grow by for the layer to fit (at the right and the bottom). */
export function growthFor(layer: PreviewLayer, grid: GridExtent): { columns: number; rows: number } {
  return {
    columns: Math.max(0, layer.x + layer.columnCount - grid.columnCount),
    rows: Math.max(0, layer.y + layer.rowCount - grid.rowCount),
  };
}

/**
 * The values of the layer's rectangle after applying it over the chart's cells: the layer's style where it has one,
 * the chart's own cell where the layer is transparent.
 */
export function appliedValues(chartCells: Uint8Array, chartColumns: number, layer: PreviewLayer): Uint8Array {
  const values = new Uint8Array(layer.columnCount * layer.rowCount);
  for (let row = 0; row < layer.rowCount; row += 1) {
    for (let column = 0; column < layer.columnCount; column += 1) {
      const index = row * layer.columnCount + column;
      const own = layer.cells[index] ?? 0;
      values[index] = own !== 0 ? own : (chartCells[(layer.y + row) * chartColumns + layer.x + column] ?? 0);
    }
  }
  return values;
}
