/**
 * The counts the convert command prints about a chart: its size, colours, stitches, lines, part stitches, French knots
 * and beads; of a freeform chart (issue 29) its size in units and its symbols too.
 */
import { isFreeformCraft, type ChartState } from '@steekwerk/model';
import { decodeRowsPlain } from '@steekwerk/engine/plain';

export interface ChartSummary {
  readonly columns: number;
  readonly rows: number;
  readonly colours: number;
  /** Cells holding a stitch (a style id other than 0). */
  readonly stitches: number;
  readonly lines: number;
  readonly partStitches: number;
  readonly knots: number;
  readonly beads: number;
  /** A freeform chart's size in units and its symbols (all layers). */
  readonly freeform?: { readonly width: number; readonly height: number; readonly symbols: number };
}

/** The counts of a chart state (its rows are decoded once). */
export function summariseChart(state: ChartState): ChartSummary {
  const { columnCount, rowCount } = state.grid.settings.size;
  const cells = decodeRowsPlain(state.grid.rows, columnCount, rowCount);
  let stitches = 0;
  for (let index = 0; index < cells.length; index += 1) if (cells[index] !== 0) stitches += 1;
  const knots = state.grid.ornaments.filter((ornament) => ornament.kind === 'knot').length;
  return {
    columns: columnCount,
    rows: rowCount,
    colours: state.palette.styles.length,
    stitches,
    lines: state.grid.customLines.length,
    partStitches: state.grid.halfStitches.length + state.grid.quarterStitches.length,
    knots,
    beads: state.grid.ornaments.length - knots,
    ...(isFreeformCraft(state.settings.craft)
      ? { freeform: { ...state.freeform.size, symbols: state.freeform.symbols.length } }
      : {}),
  };
}
