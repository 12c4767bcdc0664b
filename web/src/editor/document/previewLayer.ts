/**
 * The preview layer (spec §4): a block of cells over the chart (0 where the chart shows through), with the custom
 * lines, part stitches, knots and beads that go with them, placed at a cell position the user moves before applying
 * it. Text to grid and paste make one; picture import into an open chart will place its own the same way. Pure
 * functions.
 */
import type { GridItems } from './gridItems';

/**
 * A block of cells over the chart: its top-left cell and, row-major, a style id per cell; `items` are placed
 * relative to the layer's top-left corner (a line from (0, 0) starts at the layer's corner).
 */
export interface PreviewLayer {
  readonly x: number;
  readonly y: number;
  readonly columnCount: number;
  readonly rowCount: number;
  readonly cells: Uint8Array;
  readonly items?: GridItems;
  /**
   * Whether the layer replaces everything in its rectangle: its empty cells (0) empty the chart's cells, and the
   * chart's items within the rectangle (`areaItems.ts`) make way for the layer's. Otherwise (text to grid, a paste
   * with `copyNoStitch` off) 0 is transparent and the chart's items stay, part stitches in the same corner of the
   * same cell excepted.
   */
  readonly opaque?: boolean;
  /**
   * The point the layer turns around (spec §4 `rotateX`, `rotateY`), in cells of the chart; absent: the layer's
   * middle. Kept through turns so four quarter turns bring the layer back where it was; a move resets it.
   */
  readonly rotateX?: number;
  readonly rotateY?: number;
  /** Moving this layer is free for everyone (text to grid's); otherwise it is a premium edit (spec §2, s=55). */
  readonly moveIsFree?: boolean;
}

/** A layer's content without a position yet. */
export type LayerCells = Pick<PreviewLayer, 'columnCount' | 'rowCount' | 'cells' | 'items' | 'opaque'>;

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

/**
 * Whether a layer can be placed on a chart of this extent (spec §5 "a paste must fit: an insertion or growth larger
 * than the pasted size is refused"): its size whole and at least 1, its cells as many as its size says, its corner
 * whole and not before the chart's; the chart grows at the right and the bottom by at most the layer's own size, so
 * the layer must start within the chart or right after its last column or row (never with a gap of new lines).
 */
export function layerFits(layer: PreviewLayer, grid: GridExtent): boolean {
  const whole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;
  return (
    whole(layer.columnCount, 1) &&
    whole(layer.rowCount, 1) &&
    layer.cells.length === layer.columnCount * layer.rowCount &&
    whole(layer.x, 0) &&
    whole(layer.y, 0) &&
    layer.x <= grid.columnCount &&
    layer.y <= grid.rowCount
  );
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
 * the chart's own cell where the layer is transparent (an opaque layer's values as they are).
 */
export function appliedValues(chartCells: Uint8Array, chartColumns: number, layer: PreviewLayer): Uint8Array {
  if (layer.opaque) return layer.cells.slice();
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
