/**
 * The rules a chart must meet before it is stored, beyond its schema (spec §5): rows that decode to the grid's
 * size, a grid, freeform and palette within the user's tier, and every cell, line, stitch, knot, bead and freeform
 * symbol using a style of the palette (lines, stitches, knots and beads inside the grid). Nothing here touches the
 * database, so a refused save stores nothing.
 */
import type { ChartState, TierLimits } from '@steekwerk/model';
import { GridRowsError, type Engine } from '@steekwerk/engine/node';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { checkFreeformLayers } from './freeform-validation';
import { decodeLayerCells, storedLayers, visibleStoredCells } from './layer-cells';

/** A chart ready to store: the state with its rows taken out, and the cells as bytes. */
export interface ValidatedChart {
  /**
   * The state as stored in jsonb: `grid.rows` is `''`, the cells live in {@link cells}; so do the further layers'
   * (their `rows` is `''`, see `layer-cells.ts`).
   */
  readonly state: ChartState;
  /** The first layer's cells, then each further layer's with cells. */
  readonly cells: Uint8Array;
  /** What the chart shows: the visible layers flattened (for the thumbnail). */
  readonly visibleCells: Uint8Array;
  readonly columnCount: number;
  readonly rowCount: number;
}

/**
 * Checks a parsed chart state against the rules and decodes its cells.
 *
 * @param state a state that passed `chartStateSchema`
 * @param engine the rows decoder
 * @param limits the saving user's tier
 * @throws AppException InvalidGridRows, ChartTooLarge (grid, layers or freeform), InvalidInput (layer ids), TooManyStyles, UnknownStyle or OutsideGrid
 *   (all 400)
 */
export function validateChartForSave(state: ChartState, engine: Engine, limits: TierLimits): ValidatedChart {
  const { columnCount, rowCount } = state.grid.settings.size;
  if (columnCount > limits.maxGridSize || rowCount > limits.maxGridSize) {
    throw new AppException(
      ErrorCode.ChartTooLarge,
      `Hoogstens ${limits.maxGridSize} × ${limits.maxGridSize} steken.`,
    );
  }
  if (state.palette.styles.length > limits.maxPaletteStyles) {
    throw new AppException(ErrorCode.TooManyStyles, `Hoogstens ${limits.maxPaletteStyles} stijlen.`);
  }
  checkFreeformLimits(state, limits);
  checkFreeformLayers(state, limits);
  let cells: Uint8Array;
  try {
    cells = engine.decodeRows(state.grid.rows, columnCount, rowCount);
  } catch (error) {
    if (error instanceof GridRowsError) throw new AppException(ErrorCode.InvalidGridRows);
    throw error;
  }
  const known = new Uint8Array(256);
  for (const style of state.palette.styles) known[style.styleId] = 1;
  known[0] = 1; // an empty cell
  const further = decodeLayerCells(state, engine, limits);
  for (const layerCells of [cells, ...further.map((layer) => layer.cells)]) {
    const unknownInCells = firstUnknownStyle(layerCells, known);
    if (unknownInCells !== undefined) {
      throw new AppException(ErrorCode.UnknownStyle, `Stijl ${unknownInCells} ontbreekt.`);
    }
  }
  checkLinesAndStitches(state, known);
  known[0] = 0; // a freeform symbol always has a style
  for (const symbol of state.freeform.symbols) {
    if (!known[symbol.styleId])
      throw new AppException(ErrorCode.UnknownStyle, `Stijl ${symbol.styleId} ontbreekt.`);
  }
  const stored = storedLayers(state.layers, cells, further);
  const storedState = { ...state, grid: { ...state.grid, rows: '' }, layers: stored.layers };
  return {
    state: storedState,
    cells: stored.cells,
    visibleCells: visibleStoredCells(storedState, stored.cells),
    columnCount,
    rowCount,
  };
}

/** A freeform chart's size and symbol count within the tier, refused like a grid that is too large. */
function checkFreeformLimits(state: ChartState, limits: TierLimits): void {
  const { width, height } = state.freeform.size;
  if (width > limits.maxFreeformSize || height > limits.maxFreeformSize) {
    throw new AppException(
      ErrorCode.ChartTooLarge,
      `Hoogstens ${limits.maxFreeformSize} × ${limits.maxFreeformSize} voor een vrije vorm.`,
    );
  }
  if (state.freeform.symbols.length > limits.maxFreeformSymbols) {
    throw new AppException(
      ErrorCode.ChartTooLarge,
      `Hoogstens ${limits.maxFreeformSymbols.toLocaleString('nl-NL')} symbolen.`,
    );
  }
}

/** The first style id used in the cells that the palette lacks, or undefined. One pass, no allocation per cell. */
function firstUnknownStyle(cells: Uint8Array, known: Uint8Array): number | undefined {
  const used = new Uint8Array(256);
  for (let index = 0; index < cells.length; index += 1) used[cells[index]!] = 1;
  for (let styleId = 1; styleId < 256; styleId += 1) if (used[styleId] && !known[styleId]) return styleId;
  return undefined;
}

function checkLinesAndStitches(state: ChartState, known: Uint8Array): void {
  const { columnCount, rowCount } = state.grid.settings.size;
  for (const line of state.grid.customLines) {
    if (!known[line.styleId])
      throw new AppException(ErrorCode.UnknownStyle, `Stijl ${line.styleId} ontbreekt.`);
    if (Math.max(line.x1, line.x2) > columnCount || Math.max(line.y1, line.y2) > rowCount) {
      throw new AppException(ErrorCode.OutsideGrid);
    }
  }
  for (const stitch of [...state.grid.halfStitches, ...state.grid.quarterStitches]) {
    if (!known[stitch.styleId])
      throw new AppException(ErrorCode.UnknownStyle, `Stijl ${stitch.styleId} ontbreekt.`);
    if (stitch.x >= columnCount || stitch.y >= rowCount) throw new AppException(ErrorCode.OutsideGrid);
  }
  // Knots and beads sit on the hole lattice, like line ends: the right and bottom edges are inside.
  for (const ornament of state.grid.ornaments) {
    if (!known[ornament.styleId])
      throw new AppException(ErrorCode.UnknownStyle, `Stijl ${ornament.styleId} ontbreekt.`);
    if (ornament.x > columnCount || ornament.y > rowCount) throw new AppException(ErrorCode.OutsideGrid);
  }
}
