/**
 * What the written-pattern generator reads: the cells of a grid chart with its styles and work order. Kept apart
 * from the chart state so the generator is a pure function over plain data; {@link writtenChartOf} adapts a
 * chart state.
 */
import {
  isFreeformCraft,
  namesWrongSideStitches,
  rulerLineNumbers,
  workDirectionsOf,
  workOrderOf,
  type ChartType,
  type Craft,
  type PaletteStyle,
  type WorkDirections,
} from '@steekwerk/model';
import type { ChartSnapshot } from '../chart/chartSnapshot';
import type { WrittenFreeform } from './freeformRounds';

/**
 * The order rows are worked in, as the written generator used to take it (before issue 27): kept for callers and
 * tests that speak of rows; {@link directionsOfRows} turns it into the chart's work directions.
 */
export interface RowsOrder {
  /** Which row is worked first: the bottom one (the usual) or the top one. */
  rows: 'bottomToTop' | 'topToBottom';
  /** The direction of the first worked row (right to left is the usual). */
  firstRow: 'rightToLeft' | 'leftToRight';
  /** Every next row turns back (worked back and forth), rather than all rows running the same way (rounds). */
  alternating: boolean;
}

/** The work directions of rows worked in `order` (back and forth: run length 1). */
export function directionsOfRows(order: RowsOrder): WorkDirections {
  return {
    direction1: order.rows,
    direction2: order.alternating ? `${order.firstRow}Alternating` : order.firstRow,
    runLength: 1,
  };
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
  /** The chart's work directions (`workDirectionsOf`): the text writes the lines of their work order. */
  directions: WorkDirections;
  /** How many cells side by side make one stitch (crochet mosaic overlay 2, inset 4; otherwise 1). */
  cellsPerStitch: number;
  /**
   * The number each line of the work order carries on the chart's ruler (model `rulerLineNumbers`), for the row
   * labels; absent when the lines count 1…n (the default rulers of knitting and crochet, diagonals).
   */
  lineNumbers?: readonly number[];
  /**
   * Whether wrong-side rows name the stitch worked there ("av" for a knit square; model `namesWrongSideStitches`:
   * knitted lace, cable and brioche charts). It only matters for rows worked back and forth (a side per row).
   */
  wrongSideStitches?: boolean;
  /** Names of linked catalogue products by product id, e.g. "DMC 310 Zwart". */
  productNames?: ReadonlyMap<string, string>;
  /** A colour's Dutch name (e.g. "rood") for a style with no abbreviation, product or description. */
  colourName?: (hexColour: string) => string;
  /**
   * A freeform chart's symbols, round guides and layers (issue 29): when present, the text is the written rounds
   * (`freeformRounds.ts`) and the cells are not read.
   */
  freeform?: WrittenFreeform;
}

/** Cells per written stitch of each chart type (crochet mosaic charts draw one stitch over several cells). */
export function cellsPerStitchOf(type: ChartType): number {
  if (type === 'mosaicOverlay') return 2;
  if (type === 'mosaicInset') return 4;
  return 1;
}

export interface WrittenChartOptions {
  productNames?: ReadonlyMap<string, string>;
  colourName?: (hexColour: string) => string;
}

/**
 * The generator's input of a grid chart's snapshot: its cells and styles, and the work directions the tracker
 * follows too (`workDirectionsOf`), so the text's line k is the tracker's line k.
 */
export function writtenChartOf(snapshot: ChartSnapshot, options: WrittenChartOptions = {}): WrittenChart {
  const { chart: state, cells } = snapshot;
  const { size } = state.grid.settings;
  const layout = state.settings.type === 'c2c' ? 'c2c' : 'rows';
  const directions = workDirectionsOf(state.settings.type, state.grid.settings);
  const lineNumbers =
    layout === 'rows' ? rulerLineNumbers(state.settings.craft, state.grid.settings, directions) : undefined;
  return {
    title: state.settings.title,
    craft: state.settings.craft,
    layout,
    columnCount: size.columnCount,
    rowCount: size.rowCount,
    cells,
    styles: state.palette.styles,
    directions,
    cellsPerStitch: cellsPerStitchOf(state.settings.type),
    ...(namesWrongSideStitches(state.settings.craft, state.settings.type) ? { wrongSideStitches: true } : {}),
    ...(lineNumbers ? { lineNumbers } : {}),
    ...(options.productNames ? { productNames: options.productNames } : {}),
    ...(options.colourName ? { colourName: options.colourName } : {}),
    ...(isFreeformCraft(state.settings.craft) ? { freeform: writtenFreeformOf(state) } : {}),
  };
}

/** The freeform part of a chart state the written rounds read. */
export function writtenFreeformOf(
  state: Pick<ChartSnapshot['chart'], 'freeform' | 'layers'>,
): WrittenFreeform {
  return {
    symbols: state.freeform.symbols,
    roundGuides: state.freeform.roundGuides ?? [],
    layers: state.layers.items.map(({ layerId, title, visible }) => ({ layerId, title, visible })),
  };
}

/**
 * The directions the text follows: the chart's own, a c2c layout given straight directions worked along the
 * diagonals from the corner they name (as `workDirectionsOf` does for a c2c chart state).
 */
export function textDirectionsOf(chart: Pick<WrittenChart, 'layout' | 'directions'>): WorkDirections {
  if (chart.layout !== 'c2c') return chart.directions;
  const { direction1, direction2, runLength } = chart.directions;
  return workDirectionsOf('c2c', { direction1, direction2, directionRunLength: runLength });
}

/** The work order the text writes, line by line (the one the tracker steps through). */
export function textWorkOrderOf(
  chart: Pick<WrittenChart, 'layout' | 'directions' | 'columnCount' | 'rowCount'>,
) {
  return workOrderOf({ columnCount: chart.columnCount, rowCount: chart.rowCount }, textDirectionsOf(chart));
}
