/**
 * The chart state on the wire (docs/architecture.md, "model/"): settings, grid, palette, layers, freeform and
 * details, as `chart/get` answers it and `chart/save` sends it (spec §3, §7). Cells travel as the grid's rows
 * string; the server stores them as bytes.
 */
import { z } from '../parseWithoutEval';
import { storableText } from '../text';
import { chartTypes, crafts, type ChartType, type Craft } from '../crafts';
import { hexColorSchema } from './color';
import { freeformGuideLimits } from '../freeform/constants';
import { roundGuideSchema } from '../freeform/roundGuide';
import { defaultGridSettings, gridSchema, type GridSize } from './grid';
import { defaultRulerFor } from './ruler/craftRuler';
import { DEFAULT_BRIGHTNESS, DEFAULT_ZOOM_LEVEL } from './limits';
import { writtenSettingsSchema } from './writtenSettings';
import { createPalette, paletteSchema, styleIdSchema, type PaletteStyle } from './palette';

/** The most characters of a title and of the notes. */
export const chartTextLimits = { title: 200, notes: 20_000 } as const;

/** A chart id: letters, digits, `-` and `_` (the server makes 12 characters), or `new` before the first save. */
export const chartIdSchema = z.string().regex(/^(?:new|[A-Za-z0-9_-]{1,64})$/);

/** A folder: `''` for no folder, `deleted` for the bin, otherwise a folder id. */
export const folderIdSchema = z.string().regex(/^(?:|deleted|[A-Za-z0-9_-]{1,64})$/);

export const bottomPanelSchema = z.object({
  visible: z.boolean(),
  /** Pixels; clamped to 50..40 % of the window by the editor (spec §5). */
  height: z.number().min(0).max(10_000),
  mode: z.enum(['writtenInstructions', 'textToGrid', 'rowNumber']),
  rowNumber: z.number().int().min(0),
  fontSize: z.number().int().min(8).max(40),
});
export type BottomPanel = z.infer<typeof bottomPanelSchema>;

export const chartSettingsSchema = z.object({
  chartId: chartIdSchema,
  /** The revision this state is based on (0 for a new chart). */
  revision: z.number().int().min(0),
  /** 0 or below: the current revision; above 0: a backup being viewed (spec §3). */
  revisionNumber: z.number().int(),
  folderId: folderIdSchema,
  title: storableText().max(chartTextLimits.title),
  locked: z.boolean(),
  craft: z.enum(crafts as unknown as [Craft, ...Craft[]]),
  type: z.enum(chartTypes),
  subtype: storableText().max(64),
  template: storableText().max(64),
  notes: storableText().max(chartTextLimits.notes),
  zoomLevel: z.number().min(1).max(500),
  brightness: z.number().min(-100).max(100),
  bottomPanel: bottomPanelSchema,
  allowAnonymous: z.boolean(),
  /** E-mail addresses of users the chart is shared with (read only). */
  allowUsers: z.array(storableText().max(254)).max(500),
  /** The written-pattern settings (issue 27); absent in older charts and until the user changes one. */
  written: writtenSettingsSchema.optional(),
});
export type ChartSettings = z.infer<typeof chartSettingsSchema>;

export const layerSchema = z.object({
  layerId: z.number().int().min(1),
  title: storableText().max(200),
  visible: z.boolean(),
  /**
   * A grid chart's cells on this layer, encoded like `grid.rows` (docs/decisions/layers.md). The first layer (the
   * bottom one) never has it: its cells are `grid.rows`. A further layer without it has no cells (an older chart,
   * a freeform layer).
   */
  rows: z.string().optional(),
});
export type Layer = z.infer<typeof layerSchema>;

export const layersSchema = z.object({
  items: z.array(layerSchema).min(1).max(100),
  selectedLayerId: z.number().int().min(1),
});
export type Layers = z.infer<typeof layersSchema>;

export const freeformSymbolSchema = z.object({
  layerId: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
  rotate: z.number(),
  size: z.number().min(0),
  styleId: styleIdSchema,
  /** The box around the turned symbol (spec §3); derived from the rest (`boundingBoxOf`), absent in older charts. */
  boundingBox: z
    .object({
      x: z.number(),
      y: z.number(),
      width: z.number().min(0),
      height: z.number().min(0),
      right: z.number(),
      bottom: z.number(),
    })
    .optional(),
});
export type FreeformSymbol = z.infer<typeof freeformSymbolSchema>;

export const freeformSchema = z.object({
  size: z.object({ width: z.number().min(1).max(100_000), height: z.number().min(1).max(100_000) }),
  backgroundColor: hexColorSchema,
  symbols: z.array(freeformSymbolSchema).max(200_000),
  /** Round guides for doilies and mandalas (issue 29); absent in charts saved before them. */
  roundGuides: z.array(roundGuideSchema).max(freeformGuideLimits.guides).optional(),
});
export type Freeform = z.infer<typeof freeformSchema>;

export const chartDetailsSchema = z.object({
  dateCreated: z.string(),
  dateModified: z.string(),
  ownerUserId: z.string(),
  ownerPremium: z.boolean(),
  scroll: z.object({
    x: z.number(),
    y: z.number(),
    centerX: z.number().optional(),
    centerY: z.number().optional(),
  }),
  allowClone: z.boolean(),
  allowExport: z.boolean(),
  /** The mode this viewer last used on the chart (from `chart/changes`); the editor reopens a maker's tracker. */
  mode: z.string().max(40).optional(),
});
export type ChartDetails = z.infer<typeof chartDetailsSchema>;

export const chartStateSchema = z.object({
  settings: chartSettingsSchema,
  grid: gridSchema,
  palette: paletteSchema,
  layers: layersSchema,
  freeform: freeformSchema,
  details: chartDetailsSchema,
});
export type ChartState = z.infer<typeof chartStateSchema>;

export interface NewChartOptions {
  readonly craft: Craft;
  readonly type: ChartType;
  readonly size: GridSize;
  /** The rows string of the cells, `"1:" + base64` (the engine makes it). */
  readonly rows: string;
  readonly styles?: PaletteStyle[];
  readonly title?: string;
}

/** The state of a chart that has never been saved (chartId `new`), with the defaults of spec §3. */
export function createChartState(options: NewChartOptions): ChartState {
  return {
    settings: {
      chartId: 'new',
      revision: 0,
      revisionNumber: 0,
      folderId: '',
      title: options.title ?? '',
      locked: false,
      craft: options.craft,
      type: options.type,
      subtype: '',
      template: '',
      notes: '',
      zoomLevel: DEFAULT_ZOOM_LEVEL,
      brightness: DEFAULT_BRIGHTNESS,
      bottomPanel: { visible: false, height: 200, mode: 'writtenInstructions', rowNumber: 0, fontSize: 14 },
      allowAnonymous: false,
      allowUsers: [],
    },
    grid: {
      settings: { ...defaultGridSettings(options.size), ruler: defaultRulerFor(options.craft) },
      rows: options.rows,
      customLines: [],
      halfStitches: [],
      quarterStitches: [],
      ornaments: [],
    },
    palette: createPalette(options.styles ?? []),
    layers: { items: [{ layerId: 1, title: 'Laag 1', visible: true }], selectedLayerId: 1 },
    freeform: { size: { width: 500, height: 500 }, backgroundColor: '#ffffff', symbols: [] },
    details: {
      dateCreated: '',
      dateModified: '',
      ownerUserId: '',
      ownerPremium: false,
      scroll: { x: 0, y: 0 },
      allowClone: false,
      allowExport: true,
    },
  };
}
