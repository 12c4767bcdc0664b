/** The grid of a chart (spec §3 "Grid"): its settings, rows, custom lines and part stitches. */
import { z } from '../parseWithoutEval';
import { hexColorSchema } from './color';
import { styleIdSchema } from './palette';

/** The largest grid side the format carries at all (beyond any tier; the renderer's texture limit). */
export const MAX_GRID_SIDE = 8192;

export const gridSizeSchema = z.object({
  columnCount: z.number().int().min(1).max(MAX_GRID_SIDE),
  rowCount: z.number().int().min(1).max(MAX_GRID_SIDE),
});
export type GridSize = z.infer<typeof gridSizeSchema>;

/** The four straight directions: the order of rows or columns (`direction1`) or the way along one (`direction2`). */
export const workDirections = ['leftToRight', 'rightToLeft', 'topToBottom', 'bottomToTop'] as const;
export type WorkDirection = (typeof workDirections)[number];

/** Diagonal work (corner to corner): `direction1` names the corner the first diagonal starts at (spec §3). */
export const diagonalWorkDirections = [
  'diagonalFromTopLeft',
  'diagonalFromBottomLeft',
  'diagonalFromTopRight',
  'diagonalFromBottomRight',
] as const;
export type DiagonalWorkDirection = (typeof diagonalWorkDirections)[number];

/**
 * Alternating variants of `direction2`: the first run of lines goes the named way, the next run back, and so on;
 * a run is `directionRunLength` lines (default 2). See docs/decisions.md "Progress tracker: the rules".
 */
export const alternatingWorkDirections = [
  'leftToRightAlternating',
  'rightToLeftAlternating',
  'topToBottomAlternating',
  'bottomToTopAlternating',
] as const;
export type AlternatingWorkDirection = (typeof alternatingWorkDirections)[number];

/** The order of the lines: rows (vertical sequence), columns (horizontal sequence) or diagonals. */
export const lineSequences = [...workDirections, ...diagonalWorkDirections] as const;
export type LineSequence = (typeof lineSequences)[number];
/** The way along a line, straight or alternating. */
export const alongDirections = [...workDirections, ...alternatingWorkDirections] as const;
export type AlongDirection = (typeof alongDirections)[number];

/** The run length of alternating directions when a chart does not say (spec §3). */
export const defaultDirectionRunLength = 2;
export const maxDirectionRunLength = 1000;

export const gridLineThemes = ['default', 'defaultWithoutHighlights', 'print', 'contrast', 'hidden'] as const;
export type GridLineTheme = (typeof gridLineThemes)[number];

const lineStyleSchema = z.object({ color: hexColorSchema, thickness: z.number().min(0).max(64) });
const highlightSchema = lineStyleSchema.extend({ every: z.number().int().min(0).max(1000) });

export const gridLinesSchema = z.object({
  show: z.boolean(),
  theme: z.enum(gridLineThemes),
  line: lineStyleSchema,
  highlight1: highlightSchema,
  highlight2: highlightSchema,
});
export type GridLines = z.infer<typeof gridLinesSchema>;

const rulerSideSchema = z.enum(['both', 'onlyBottom', 'onlyRight', 'hidden']);

export const rulerSchema = z.object({
  horizontal: rulerSideSchema,
  vertical: rulerSideSchema,
  skipCount: z.number().int().min(1).max(1000),
  numberRepeat: z.number().int().min(0).max(100_000),
  startNumber: z.number().int().min(-100_000).max(100_000),
  numberIncrement: z.number().int().min(-1000).max(1000),
  deviationValues: z.array(z.number().int().min(-1000).max(1000)).max(1000),
  deviationSide: z.enum(['disabled', 'left', 'right']),
  horizontalDirection: z.enum(['leftToRight', 'rightToLeft']),
  verticalDirection: z.enum(['topToBottom', 'bottomToTop']),
  template: z.enum(['default', 'center']),
  ignoredColumns: z.array(z.number().int().min(0).max(MAX_GRID_SIDE)).max(MAX_GRID_SIDE),
  ignoredRows: z.array(z.number().int().min(0).max(MAX_GRID_SIDE)).max(MAX_GRID_SIDE),
  /**
   * Set once the ruler was chosen for this chart (at creation, from its craft, or by the maker); absent in charts
   * saved before, whose knitting-default directions read as their craft's default (model/src/chart/ruler).
   */
  explicit: z.boolean().optional(),
});
export type Ruler = z.infer<typeof rulerSchema>;

export const gaugeSchema = z.object({
  unit: z.enum(['in', 'cm']),
  /** Stretch cells to the gauge's aspect; applies only when both gauges are above 0 (spec §5). */
  adjustGrid: z.boolean(),
  gaugeHorizontal: z.number().min(0).max(10_000),
  gaugeVertical: z.number().min(0).max(10_000),
  swatchStitches: z.number().min(0).max(10_000),
  swatchRows: z.number().min(0).max(10_000),
  swatchWidth: z.number().min(0).max(10_000),
  swatchHeight: z.number().min(0).max(10_000),
});
export type Gauge = z.infer<typeof gaugeSchema>;

/** A rectangle of cells, corners inclusive; -1 everywhere means no selection. */
export const selectedAreaSchema = z.object({
  x1: z.number().int().min(-1),
  y1: z.number().int().min(-1),
  x2: z.number().int().min(-1),
  y2: z.number().int().min(-1),
});
export type SelectedArea = z.infer<typeof selectedAreaSchema>;

export const noSelectedArea: SelectedArea = Object.freeze({ x1: -1, y1: -1, x2: -1, y2: -1 });

export const gridSettingsSchema = z.object({
  size: gridSizeSchema,
  /** The order of the lines worked: rows, columns or diagonals (spec §3 "work directions"). */
  direction1: z.enum(lineSequences),
  /** The way along the first line; alternating variants turn after every run of lines. */
  direction2: z.enum(alongDirections),
  /** Lines per run of an alternating `direction2`; absent in older charts, meaning {@link defaultDirectionRunLength}. */
  directionRunLength: z.number().int().min(1).max(maxDirectionRunLength).optional(),
  mainColorColumn: z.enum(['unused', 'left', 'both', 'right']),
  draw: z.enum(['both', 'colors', 'symbols']),
  gauge: gaugeSchema,
  customLineThickness: z.number().min(1).max(64),
  cursor: z.object({ x: z.number().int().min(0), y: z.number().int().min(0), visible: z.boolean() }),
  gridLines: gridLinesSchema,
  ruler: rulerSchema,
  selectedArea: selectedAreaSchema,
});
export type GridSettings = z.infer<typeof gridSettingsSchema>;

/** The run length of a chart's alternating direction, {@link defaultDirectionRunLength} when it has none. */
export function directionRunLengthOf(settings: Pick<GridSettings, 'directionRunLength'>): number {
  return settings.directionRunLength ?? defaultDirectionRunLength;
}

/** A line drawn between grid points (spec §3 "customLines"). */
export const customLineSchema = z.object({
  x1: z.number().min(0).max(MAX_GRID_SIDE),
  y1: z.number().min(0).max(MAX_GRID_SIDE),
  x2: z.number().min(0).max(MAX_GRID_SIDE),
  y2: z.number().min(0).max(MAX_GRID_SIDE),
  styleId: styleIdSchema,
});
export type CustomLine = z.infer<typeof customLineSchema>;

/** A half or quarter stitch in a cell: which half/quarter by `left` and `top` (spec §3). */
export const partStitchSchema = z.object({
  x: z.number().int().min(0).max(MAX_GRID_SIDE),
  y: z.number().int().min(0).max(MAX_GRID_SIDE),
  left: z.boolean(),
  top: z.boolean(),
  styleId: styleIdSchema,
});
export type PartStitch = z.infer<typeof partStitchSchema>;

/** The kinds of ornament a grid carries (OXS `ornaments_inc_knots_and_beads`): French knots and beads. */
export const ornamentKinds = ['knot', 'bead'] as const;
export type OrnamentKind = (typeof ornamentKinds)[number];

/** The bead diameter (mm) OXS means by a plain `bead` (WinStitch's 2 mm). */
export const DEFAULT_BEAD_SIZE_MM = 2;

/**
 * A French knot or a bead placed on the grid: `x`, `y` in cell units on the hole lattice (like custom lines: whole
 * numbers are cell corners, a cell's centre is `x + 0.5`), its style, and for a bead its diameter in millimetres.
 */
export const ornamentSchema = z.object({
  x: z.number().min(0).max(MAX_GRID_SIDE),
  y: z.number().min(0).max(MAX_GRID_SIDE),
  kind: z.enum(ornamentKinds),
  /** A bead's diameter in mm (OXS `bead1mm` … `bead12mm`); absent for a knot and for a plain 2 mm bead. */
  sizeMm: z.number().min(0.5).max(20).optional(),
  styleId: styleIdSchema,
});
export type Ornament = z.infer<typeof ornamentSchema>;

/** The most custom lines and part stitches a chart carries (a bound for validation, far above real use). */
export const maxGridItems = 200_000;

export const gridSchema = z.object({
  settings: gridSettingsSchema,
  /** `"1:" + base64`, one byte per cell, row-major (spec §3); checked by the engine's decoder. */
  rows: z.string(),
  customLines: z.array(customLineSchema).max(maxGridItems),
  halfStitches: z.array(partStitchSchema).max(maxGridItems),
  quarterStitches: z.array(partStitchSchema).max(maxGridItems),
  /** French knots and beads; absent in charts saved before they existed (read as none). */
  ornaments: z.array(ornamentSchema).max(maxGridItems).default([]),
});
export type Grid = z.infer<typeof gridSchema>;

/** The default grid lines (spec §3, §9): #dddddd 1 px, every 5 #aaaaaa, every 10 #000000. */
export function defaultGridLines(): GridLines {
  return {
    show: true,
    theme: 'default',
    line: { color: '#dddddd', thickness: 1 },
    highlight1: { color: '#aaaaaa', thickness: 1, every: 5 },
    highlight2: { color: '#000000', thickness: 1, every: 10 },
  };
}

/** The default ruler: numbers on both sides, start 1, increment 1, no skipping. */
export function defaultRuler(): Ruler {
  return {
    horizontal: 'both',
    vertical: 'both',
    skipCount: 1,
    numberRepeat: 0,
    startNumber: 1,
    numberIncrement: 1,
    deviationValues: [],
    deviationSide: 'disabled',
    horizontalDirection: 'rightToLeft',
    verticalDirection: 'bottomToTop',
    template: 'default',
    ignoredColumns: [],
    ignoredRows: [],
  };
}

/** Grid settings of a new chart of the given size, with the defaults of spec §3. */
export function defaultGridSettings(size: GridSize): GridSettings {
  return {
    size: { ...size },
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    mainColorColumn: 'unused',
    draw: 'both',
    gauge: {
      unit: 'in',
      adjustGrid: false,
      gaugeHorizontal: 0,
      gaugeVertical: 0,
      swatchStitches: 0,
      swatchRows: 0,
      swatchWidth: 0,
      swatchHeight: 0,
    },
    customLineThickness: 7,
    cursor: { x: 0, y: 0, visible: false },
    gridLines: defaultGridLines(),
    ruler: defaultRuler(),
    selectedArea: { ...noSelectedArea },
  };
}
