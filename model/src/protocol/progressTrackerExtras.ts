/**
 * The tracker's state besides the done cells, kept per chart and user (issue 17): parking markers and the row
 * helpers. A module of its own, so the changes loop's actions (chart.ts) can carry them without importing
 * progressTracker.ts, which imports chart.ts.
 */
import { z } from '../parseWithoutEval';
import { storableText } from '../text';

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
  parking: z
    .array(parkingMarkerSchema)
    .max(255)
    .refine((markers) => new Set(markers.map((marker) => marker.styleId)).size === markers.length, {
      error: 'Elke stijl heeft hoogstens één parkeermarkering.',
    }),
  repeats: z.array(rowRepeatSchema).max(20),
  reminders: z.array(rowReminderSchema).max(50),
});
export type ProgressTrackerExtras = z.infer<typeof progressTrackerExtrasSchema>;

/** A tracker without parking markers and row helpers. */
export const emptyProgressTrackerExtras: ProgressTrackerExtras = { parking: [], repeats: [], reminders: [] };
