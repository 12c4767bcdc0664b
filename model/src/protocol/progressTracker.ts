/**
 * The progress-tracker calls of spec §7: its status per chart and user, the done cells (encoded like the grid
 * rows: `"1:" + base64`, one byte per cell, 0 not done, 1 done) and the styles it tracks.
 */
import { z } from 'zod';
import { gridSizeSchema } from '../chart/grid';
import { storableText } from '../text';
import { clientSessionIdSchema } from './chart';
import { okEnvelopeSchema } from './envelope';

/** `rowsFull` and the other row modes (their names begin with `rows`), or `perGridCell` (spec §3). */
export const progressTrackerModeSchema = z.string().regex(/^(?:rows[A-Za-z0-9]*|perGridCell)$/);

/** A corner of a cell, for a parking marker. */
export const cellCornerSchema = z.enum(['topLeft', 'topRight', 'bottomLeft', 'bottomRight']);

/** Where a maker parked the needle of one style: a cell (0-based column x, row y from the top) and its corner. */
export const parkingMarkerSchema = z.object({
  styleId: z.number().int().min(1).max(255),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  corner: cellCornerSchema,
});
export type ParkingMarkerWire = z.infer<typeof parkingMarkerSchema>;

/** Rows of the row helpers are numbered as the maker counts them: 1 is the first row worked (work order). */
const workRowNumber = z.number().int().min(1).max(100_000);
const helperId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/**
 * A row-repeat counter: rows `firstRow`–`lastRow` worked `times` times (knitCompanion's "Row Repeats"),
 * `completed` of them finished.
 */
export const rowRepeatSchema = z
  .object({
    id: helperId,
    label: storableText().trim().max(80),
    firstRow: workRowNumber,
    lastRow: workRowNumber,
    times: z.number().int().min(1).max(999),
    /** How many times the maker has finished the rows so far (0 … times). */
    completed: z.number().int().min(0).max(999),
  })
  .refine((repeat) => repeat.firstRow <= repeat.lastRow, {
    error: 'De eerste naald van een herhaling komt voor de laatste.',
  });
export type RowRepeat = z.infer<typeof rowRepeatSchema>;

/**
 * A row reminder: `text` on row `fromRow` and every `every` rows after it, `times` times in all ("meerder aan
 * beide kanten elke 6e naald vanaf naald 12, 5 keer"); `ticked` lists the rows the maker ticked it off on.
 */
export const rowReminderSchema = z.object({
  id: helperId,
  text: storableText().trim().min(1).max(200),
  fromRow: workRowNumber,
  every: z.number().int().min(1).max(10_000),
  times: z.number().int().min(1).max(999),
  ticked: z.array(workRowNumber).max(999),
});
export type RowReminder = z.infer<typeof rowReminderSchema>;

/** The tracker's state besides the done cells, kept per chart and user: parking markers and the row helpers. */
export const progressTrackerExtrasSchema = z.object({
  parking: z.array(parkingMarkerSchema).max(255),
  repeats: z.array(rowRepeatSchema).max(20),
  reminders: z.array(rowReminderSchema).max(50),
});
export type ProgressTrackerExtras = z.infer<typeof progressTrackerExtrasSchema>;

/** A tracker without parking markers and row helpers. */
export const emptyProgressTrackerExtras: ProgressTrackerExtras = { parking: [], repeats: [], reminders: [] };

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
