/**
 * `GET chart/backups/{chartId}?before&limit`: the earlier revisions of a chart for its Back-ups panel, newest
 * first, a page at a time. Only users who may write the chart see them (issue 16, issue 14).
 */
import { z } from '../parseWithoutEval';
import {
  accessSessionSchema,
  backupSnapshotSchema,
  chartFailureSchema,
  clientSessionIdSchema,
} from './chart';
import { okEnvelopeSchema } from './envelope';

/** How many backups a page holds by default and at most. */
export const chartBackupsPaging = { first: 20, max: 50 } as const;

export const chartBackupsQuerySchema = z.object({
  /** The `next` of the page before: only revisions below it. */
  before: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(chartBackupsPaging.max).default(chartBackupsPaging.first),
});
export type ChartBackupsQuery = z.input<typeof chartBackupsQuerySchema>;
export type ChartBackupsParsedQuery = z.output<typeof chartBackupsQuerySchema>;

/** A backup as the panel lists it: the snapshot and who saved it (a name, never an address). */
export const chartBackupEntrySchema = backupSnapshotSchema.extend({
  savedBy: z.string(),
});
export type ChartBackupEntry = z.infer<typeof chartBackupEntrySchema>;

export const chartBackupsResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    /** The chart's current revision: the one the editor shows, never listed as a backup. */
    revision: z.number().int().min(0),
    backups: z.array(chartBackupEntrySchema),
    /** `before` of the next page, `null` at the end. */
    next: z.number().int().nullable(),
  }),
  chartFailureSchema,
]);
export type ChartBackupsResponse = z.infer<typeof chartBackupsResponseSchema>;

/** `POST chart/backup/restore/{chartId}`: "Deze versie terugzetten" from the tab with session `s`. */
export const chartBackupRestoreRequestSchema = z.object({
  revisionNumber: z.number().int().min(1).max(2_000_000_000),
  s: clientSessionIdSchema,
});
export type ChartBackupRestoreRequest = z.infer<typeof chartBackupRestoreRequestSchema>;

export const chartBackupRestoreResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    /** The new current revision: the backup's drawing saved again. */
    revision: z.number().int().min(1),
    accessSession: accessSessionSchema,
  }),
  chartFailureSchema,
]);
export type ChartBackupRestoreResponse = z.infer<typeof chartBackupRestoreResponseSchema>;
