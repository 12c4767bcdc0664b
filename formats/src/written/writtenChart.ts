/**
 * What the written-pattern generator reads: the cells of a grid chart with its styles and work order. Kept apart
 * from the chart state so the generator is a pure function over plain data; {@link writtenChartOf} adapts a
 * chart state.
 */
import type { ChartType, Craft, PaletteStyle } from '@steekwerk/model';
import type { ChartSnapshot } from '../chart/chartSnapshot';

/** The order the rows are worked in and the direction each row is read. */
export interface WorkOrder {
  /** Which row is worked first: the bottom one (the usual) or the top one. */
  rows: 'bottomToTop' | 'topToBottom';
  /** The direction of the first worked row (right to left is the usual). */
  firstRow: 'rightToLeft' | 'leftToRight';
  /** Every next row turns back (worked back and forth), rather than all rows running the same way (rounds). */
  alternating: boolean;
}

export interface WrittenChart {
  title: string;
  craft: Craft;
  /** Rows written one by one, or corner to corner (crochet C2C) along the diagonals. */
  layout: 'rows' | 'c2c';
  columnCount: number;
  rowCount: number;
  /** A style id per cell (0 is empty), row-major, the top row first. */
  cells: Uint8Array;
  styles: readonly PaletteStyle[];
  order: WorkOrder;
  /** How many cells side by side make one stitch (crochet mosaic overlay 2, inset 4; otherwise 1). */
  cellsPerStitch: number;
  /** Names of linked catalogue products by product id, e.g. "DMC 310 Zwart". */
  productNames?: ReadonlyMap<string, string>;
  /** A colour's Dutch name (e.g. "rood") for a style with no abbreviation, product or description. */
  colourName?: (hexColour: string) => string;
}

/** Cells per written stitch of each chart type (crochet mosaic charts draw one stitch over several cells). */
export function cellsPerStitchOf(type: ChartType): number {
  if (type === 'mosaicOverlay') return 2;
  if (type === 'mosaicInset') return 4;
  return 1;
}

export interface WrittenChartOptions {
  /** Rows turn back each time; without it, alternating follows the craft (knitting and crochet: yes). */
  alternating?: boolean;
  productNames?: ReadonlyMap<string, string>;
  colourName?: (hexColour: string) => string;
}

/**
 * The generator's input of a grid chart's snapshot: its cells, the work order from the grid's directions
 * (`direction1` the rows' order, `direction2` the first row's direction).
 */
export function writtenChartOf(snapshot: ChartSnapshot, options: WrittenChartOptions = {}): WrittenChart {
  const { chart: state, cells } = snapshot;
  const { size, direction1, direction2 } = state.grid.settings;
  const craft = state.settings.craft;
  return {
    title: state.settings.title,
    craft,
    layout: state.settings.type === 'c2c' ? 'c2c' : 'rows',
    columnCount: size.columnCount,
    rowCount: size.rowCount,
    cells,
    styles: state.palette.styles,
    order: {
      rows: direction1 === 'topToBottom' ? 'topToBottom' : 'bottomToTop',
      firstRow: direction2 === 'leftToRight' ? 'leftToRight' : 'rightToLeft',
      alternating: options.alternating ?? (craft === 'knitting' || craft === 'crochet'),
    },
    cellsPerStitch: cellsPerStitchOf(state.settings.type),
    ...(options.productNames ? { productNames: options.productNames } : {}),
    ...(options.colourName ? { colourName: options.colourName } : {}),
  };
}
