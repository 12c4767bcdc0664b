/**
 * The progress-tracker calls of spec §7: its status per chart and user, the done cells (encoded like the grid
 * rows: `"1:" + base64`, one byte per cell, 0 not done, 1 done) and the styles it tracks.
 */
import { z } from '../parseWithoutEval';
import { gridSizeSchema } from '../chart/grid';
import { clientSessionIdSchema } from './chart';
import { okEnvelopeSchema } from './envelope';
import { emptyProgressTrackerExtras, progressTrackerExtrasSchema } from './progressTrackerExtras';

/** `rowsFull` and the other row modes (their names begin with `rows`), or `perGridCell` (spec §3). */
export const progressTrackerModeSchema = z.string().regex(/^(?:rows[A-Za-z0-9]*|perGridCell)$/);

export {
  cellCornerSchema,
  emptyProgressTrackerExtras,
  parkingMarkerSchema,
  progressTrackerExtrasSchema,
  rowReminderSchema,
  rowRepeatSchema,
  type ParkingMarkerWire,
  type ProgressTrackerExtras,
  type RowReminder,
  type RowRepeat,
} from './progressTrackerExtras';

export const progressTrackerStatusResponseSchema = okEnvelopeSchema({
  chartId: z.string(),
  /** Increases with every save of this user's progress on the chart. */
  revision: z.number().int().min(0),
  mode: progressTrackerModeSchema,
  width: z.number().int().min(0),
  columnCount: z.number().int().min(0),
  rowCount: z.number().int().min(0),
  position: z.number().int().min(0),
  /** `"1:" + base64` of one byte per cell, or `''` when nothing is done yet. */
  done: z.string(),
  /** Parking markers and row helpers (an older server leaves them out: none). */
  extras: progressTrackerExtrasSchema.optional().default(emptyProgressTrackerExtras),
});
export type ProgressTrackerStatusResponse = z.infer<typeof progressTrackerStatusResponseSchema>;

export const saveGridRowsDoneRequestSchema = gridSizeSchema.extend({
  done: z.string(),
  s: clientSessionIdSchema,
});
export type SaveGridRowsDoneRequest = z.infer<typeof saveGridRowsDoneRequestSchema>;
export const saveGridRowsDoneResponseSchema = okEnvelopeSchema({
  progressTrackerRevision: z.number().int().min(1),
});

/** Style ids joined by commas (`"1,4,7"`, or `""`). */
const styleIdList = z.string().regex(/^(?:(?:[1-9]\d{0,2})(?:,[1-9]\d{0,2})*)?$/, {
  error: 'Een lijst van stijl-ids gescheiden door komma’s.',
});

export const saveProgressStylesRequestSchema = z.object({
  styleIds: styleIdList,
  customLineStyleIds: styleIdList,
  halfStitchStyleIds: styleIdList,
  quarterStitchStyleIds: styleIdList,
});
export type SaveProgressStylesRequest = z.infer<typeof saveProgressStylesRequestSchema>;
export const saveProgressStylesResponseSchema = okEnvelopeSchema({ status: z.literal('ok') });
