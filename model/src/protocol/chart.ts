/**
 * The chart calls of spec §7 (docs/architecture.md, "The save protocol"): load, save, the batched changes loop,
 * the write lock, delete and the user's chart list. A chart the caller may not see, or that is gone, is not an
 * HTTP error: the answer is `status` ≠ `ok` with a `reason` (spec §8 maps them), so the request helper does not
 * retry it. Bad input is a 400 with a message ("Invalid grid rows", "Invalid HEX color", …).
 */
import { z } from '../parseWithoutEval';
import { storableText } from '../text';
import { chartIdSchema, chartStateSchema, folderIdSchema } from '../chart/chartState';
import { CHART_GET_VERSION, SAVE_PROTOCOL_VERSION } from '../chart/constants';
import { okEnvelopeSchema } from './envelope';
import { progressTrackerExtrasSchema } from './progressTrackerExtras';

/** A tab's session id (`s`): one per browser tab, made by the client. */
export const clientSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, {
  error: 'Ongeldige sessie-id.',
});

/** The write access of one client session to one chart (spec §3 "Access"). */
export const accessSessionSchema = z.object({
  hasWriteAccess: z.boolean(),
  hasWriteLock: z.boolean(),
});
export type AccessSession = z.infer<typeof accessSessionSchema>;

/** Why a chart call did not do its work (spec §8). `notFound` is shown as deleted. */
export const chartFailureReasons = [
  'notFound',
  'deleted',
  'accessDenied',
  'accessDeniedAnonymous',
  'notLoggedIn',
  'writeLockLost',
  'staleRevision',
  'locked',
  /** A save or copy that would take the owner's stored charts beyond the storage quota. */
  'storageFull',
] as const;
export const chartFailureReasonSchema = z.enum(chartFailureReasons);
export type ChartFailureReason = z.infer<typeof chartFailureReasonSchema>;

/** A refused chart call: `status` names the reason (`notLoggedIn` for saves, `deleted`…) and `reason` repeats it. */
export const chartFailureSchema = okEnvelopeSchema({
  status: chartFailureReasonSchema,
  reason: chartFailureReasonSchema,
});
export type ChartFailure = z.infer<typeof chartFailureSchema>;

/** An earlier revision that can be opened read-only (spec §3 "Backup snapshot"). */
export const backupSnapshotSchema = z.object({
  revisionNumber: z.number().int().min(1),
  dateCreated: z.string(),
  hasMultipleUsers: z.boolean(),
});
export type BackupSnapshot = z.infer<typeof backupSnapshotSchema>;

/** The query of `GET chart/get/{chartId}`. */
export const chartGetQuerySchema = z.object({
  s: clientSessionIdSchema,
  v: z.coerce.number().int().optional(),
  /** The web app's build (product version); a different one than the server's asks for a reload. */
  f: z.string().max(100).optional(),
  /** A past revision to open as a backup; absent, 0 or below: the current one. */
  revisionNumber: z.coerce.number().int().optional(),
  /** `1`: include the list of backups. */
  m: z.enum(['0', '1']).optional(),
});
export type ChartGetQuery = z.infer<typeof chartGetQuerySchema>;

export const chartGetResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    state: chartStateSchema,
    accessSession: accessSessionSchema,
    /** The client's build is not the server's: reload once with `refresh=yes` (spec §4). */
    needsRefresh: z.boolean(),
    backups: z.array(backupSnapshotSchema).optional(),
  }),
  chartFailureSchema,
]);
export type ChartGetResponse = z.infer<typeof chartGetResponseSchema>;

/** The chart version `chart/get` sends (spec §9). */
export const chartGetVersion = CHART_GET_VERSION;

/** The server's answer to a save of an older protocol version (a tab left open over a deploy): reload the app. */
export const outdatedAppMessage = 'Verouderde versie van de app; laad de pagina opnieuw.';

/**
 * `POST chart/save/{chartId|new}`: the whole state (without local state and progress tracker). `saveId` is made
 * by the client per save attempt and kept across its retries, so a retry never makes a second revision.
 * `state.settings.revision` is the revision the edits are based on.
 */
export const chartSaveRequestSchema = z.object({
  state: chartStateSchema,
  s: clientSessionIdSchema,
  v: z.literal(SAVE_PROTOCOL_VERSION, { error: outdatedAppMessage }),
  saveId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Ongeldige opslag-id.' }),
});
export type ChartSaveRequest = z.infer<typeof chartSaveRequestSchema>;

/** A changed symbol text the editor takes over after saving (spec §7). */
export const symbolChangeSchema = z.object({
  symbolId: z.string(),
  abbreviation: z.string(),
  description: z.string(),
  alternativeAbbreviation: z.string(),
  alternativeDescription: z.string(),
});
export type SymbolChange = z.infer<typeof symbolChangeSchema>;

export const chartSaveResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    chartId: z.string(),
    revision: z.number().int().min(1),
    accessSession: accessSessionSchema,
    symbolsChanged: z.array(symbolChangeSchema),
  }),
  chartFailureSchema,
]);
export type ChartSaveResponse = z.infer<typeof chartSaveResponseSchema>;

/** The small batched actions of the changes loop (spec §7); duplicate types collapse to the last. */
export const chartActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('zoom'), zoomLevel: z.number().min(1).max(500) }),
  z.object({
    type: z.literal('scroll'),
    x: z.number(),
    y: z.number(),
    centerX: z.number().optional(),
    centerY: z.number().optional(),
  }),
  z.object({ type: z.literal('mode'), mode: storableText().max(40) }),
  z.object({ type: z.literal('progressTrackerMode'), mode: storableText().max(40) }),
  z.object({ type: z.literal('progressTrackerPosition'), position: z.number().int().min(0) }),
  /** The tracker's parking markers and row helpers, all of them (issue 17). */
  z.object({ type: z.literal('progressTrackerExtras'), extras: progressTrackerExtrasSchema }),
  z.object({ type: z.literal('rowNumber'), rowNumber: z.number().int().min(0) }),
]);
export type ChartAction = z.infer<typeof chartActionSchema>;
export type ChartActionType = ChartAction['type'];

/**
 * Keeps the last action of each type, in the order of their last occurrence (spec §7: "duplicate action types
 * collapsed to the last").
 */
export function collapseChartActions(actions: readonly ChartAction[]): ChartAction[] {
  const last = new Map<ChartActionType, ChartAction>();
  for (const action of actions) {
    last.delete(action.type);
    last.set(action.type, action);
  }
  return [...last.values()];
}

/** `POST chart/changes/{chartId}`: every 3 s per open chart; also renews (or takes) the write lock. */
export const chartChangesRequestSchema = z.object({
  s: clientSessionIdSchema,
  /** The chart revision the client has (0 if another chart). */
  r: z.number().int().min(0),
  /** The progress-tracker revision the client has. */
  p: z.number().int().min(0),
  actions: z.array(chartActionSchema).max(100),
});
export type ChartChangesRequest = z.infer<typeof chartChangesRequestSchema>;

export const chartChangesResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    /** The user of the cookie, `''` when anonymous; a change makes the client refresh its user. */
    userId: z.string(),
    /** The current revision: above `r` means another session saved ("new revision available"). */
    revision: z.number().int().min(0),
    accessSession: accessSessionSchema,
    progressTrackerRevision: z.number().int().min(0),
    progressTrackerRefresh: z.boolean(),
  }),
  chartFailureSchema.extend({ userId: z.string() }),
]);
export type ChartChangesResponse = z.infer<typeof chartChangesResponseSchema>;

/** `POST chart/writelock/release` (sent with `keepalive` when the page closes). */
export const writeLockReleaseRequestSchema = z.object({ chartId: chartIdSchema, s: clientSessionIdSchema });
export type WriteLockReleaseRequest = z.infer<typeof writeLockReleaseRequestSchema>;
export const writeLockReleaseResponseSchema = okEnvelopeSchema({ status: z.literal('ok') });

/**
 * `POST chart/writelock/take/{chartId}` ("Hier verder bewerken"): the owner moves the write lock to this tab's
 * session `s`, also from another tab or device that still holds it; that session learns it on its next
 * `chart/changes`. The answer gives the current revision, so the tab can tell whether it must load it first.
 */
export const writeLockTakeRequestSchema = z.object({ s: clientSessionIdSchema });
export type WriteLockTakeRequest = z.infer<typeof writeLockTakeRequestSchema>;
export const writeLockTakeResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    revision: z.number().int().min(0),
    accessSession: accessSessionSchema,
  }),
  chartFailureSchema,
]);
export type WriteLockTakeResponse = z.infer<typeof writeLockTakeResponseSchema>;

/**
 * `POST chart/open/{chartId}`, sent once the editor has loaded the current revision: takes the write lock for the
 * tab's session `s` when the viewer may edit and nobody else holds it (never from another session: that is
 * {@link writeLockTakeRequestSchema}), and records the open for a logged-in viewer. `GET chart/get` only reads.
 */
export const chartOpenRequestSchema = writeLockTakeRequestSchema;
export type ChartOpenRequest = WriteLockTakeRequest;
export const chartOpenResponseSchema = writeLockTakeResponseSchema;
export type ChartOpenResponse = WriteLockTakeResponse;

/** `POST chart/delete/{chartId}/{chartId}`: moves the chart to the bin (folderId `deleted`). */
export const chartDeleteResponseSchema = z.union([
  okEnvelopeSchema({ status: z.literal('ok') }),
  chartFailureSchema,
]);

/** One chart in a list (spec §3 "Chart list item"). */
export const chartListItemSchema = z.object({
  chartId: z.string(),
  title: z.string(),
  imageLink: z.string(),
  folderId: folderIdSchema,
  locked: z.boolean(),
  dateOpened: z.string(),
  allowAnonymous: z.boolean(),
  allowUsers: z.array(z.string()),
});
export type ChartListItem = z.infer<typeof chartListItemSchema>;

/** `GET charts/user`: the ids the user owns (not in the bin) and those shared with them, and each chart. */
export const chartsUserResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    ownedByUser: z.array(z.string()),
    sharedWithUser: z.array(z.string()),
    charts: z.record(z.string(), chartListItemSchema),
  }),
  okEnvelopeSchema({ status: z.literal('notLoggedIn') }),
]);
export type ChartsUserResponse = z.infer<typeof chartsUserResponseSchema>;
