/**
 * The charts list of spec §2 ("Charts list screen") as one paged call: a folder view, the sort order of the
 * user's `chartsOrder` setting, an optional search text, and a cursor for the next page. The list constants of
 * spec §9 live here so the web app and the API agree on them.
 */
import { z } from '../parseWithoutEval';
import { storableText } from '../text';
import { chartTypes, craftLabels, crafts, type ChartType, type Craft } from '../crafts';
import { userSettingsSchema } from '../account/settings';
import { chartListItemSchema } from './chart';
import { ajaxBasePath } from './actions';
import { okEnvelopeSchema } from './envelope';

/** Spec §9: 50 charts at first (7 in single-line mode), each load adds 20. */
export const chartListPaging = { first: 50, firstSingleLine: 7, more: 20, max: 100 } as const;

/** Spec §9: infinite scroll loads more within 200 px of the end of a scroll box, 600 px of the window. */
export const chartListScrollMargins = { box: 200, window: 600 } as const;

/**
 * The folder views that are not a folder of the user (spec §2): every chart, charts shared with the user, the
 * user's charts shared with others or publicly, the user's public charts, charts in no folder, and the bin.
 */
export const folderViews = [
  'all',
  'shared-with-me',
  'shared-by-me',
  'public',
  'no-folder',
  'deleted',
] as const;
export type FolderView = (typeof folderViews)[number];

/** Whether a `/nl/browse/{folderId}` segment names a view rather than a folder of the user. */
export function isFolderView(value: string): value is FolderView {
  return (folderViews as readonly string[]).includes(value);
}

/** A folder of the user: letters, digits, `-` and `_` (the server makes 12 characters). */
export const userFolderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Ongeldige map.' });

/** What a list shows: a view, or a folder of the user. */
export const listFolderSchema = z.union([z.enum(folderViews), userFolderIdSchema]);

/** The sort keys of the `chartsOrder` setting. */
export const chartsOrders = userSettingsSchema.shape.chartsOrder.options;
export type ChartsOrder = (typeof chartsOrders)[number];

/** Spec §2: lists sort descending when the sort key starts with `date`, ascending otherwise. */
export function sortsDescending(order: ChartsOrder): boolean {
  return order.startsWith('date');
}

/** The longest search text. */
export const maxSearchLength = 200;

/** `GET charts/list?folder&order&q&after&limit` */
export const chartsListQuerySchema = z.object({
  folder: listFolderSchema.default('all'),
  order: z.enum(chartsOrders).default('dateOpened'),
  /** Search text: every word must occur in the title, the notes, the craft or the type (Dutch labels). */
  q: storableText().trim().max(maxSearchLength, { error: 'De zoektekst is te lang.' }).optional(),
  /** The `next` cursor of the page before. */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, { error: 'Ongeldige positie in de lijst.' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(chartListPaging.max).default(chartListPaging.first),
});
export type ChartsListQuery = z.input<typeof chartsListQuerySchema>;
export type ChartsListParsedQuery = z.output<typeof chartsListQuerySchema>;

/** One chart in a paged list: the list item of spec §3 plus what the list screens show and decide on. */
export const chartListEntrySchema = chartListItemSchema.extend({
  /** The viewer owns the chart (otherwise it is shared with them). */
  ownedByUser: z.boolean(),
  craft: z.enum(crafts as unknown as [Craft, ...Craft[]]),
  type: z.enum(chartTypes),
  columnCount: z.number().int().min(0),
  rowCount: z.number().int().min(0),
  revision: z.number().int().min(0),
  dateCreated: z.string(),
  dateModified: z.string(),
  allowClone: z.boolean(),
  allowExport: z.boolean(),
});
export type ChartListEntry = z.infer<typeof chartListEntrySchema>;

export const chartsListResponseSchema = z.union([
  okEnvelopeSchema({
    status: z.literal('ok'),
    charts: z.array(chartListEntrySchema),
    /** The cursor of the next page, `null` at the end. */
    next: z.string().nullable(),
  }),
  okEnvelopeSchema({ status: z.literal('notLoggedIn') }),
]);
export type ChartsListResponse = z.infer<typeof chartsListResponseSchema>;

/**
 * The Dutch words a search finds a chart type by. They mirror the type names the editor shows
 * (`nl.editor.chartTypes` in the web app; a web test keeps the two equal).
 */
export const chartTypeLabels: Readonly<Record<ChartType, string>> = {
  other: 'Overig',
  colors: 'Kleuren',
  lace: 'Kant',
  cables: 'Kabels',
  brioche: 'Brioche',
  mosaic: 'Mozaïek',
  mosaicOverlay: 'Mozaïek (overlay)',
  mosaicInset: 'Mozaïek (inset)',
  c2c: 'C2C (hoek tot hoek)',
  filet: 'Filet',
  tunisian: 'Tunesisch',
  tunisian1: 'Tunesisch 1',
  tunisian2: 'Tunesisch 2',
  machineColors: 'Machinebreien (kleuren)',
  machineSymbols: 'Machinebreien (symbolen)',
};

/** The words of a search text, lower case, at most 8 (more words only narrow an already tiny result). */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, 8);
}

/** The crafts whose id or Dutch label contains `word` (lower case). */
export function craftsMatching(word: string): Craft[] {
  return crafts.filter(
    (craft) => craft.toLowerCase().includes(word) || craftLabels[craft].toLowerCase().includes(word),
  );
}

/** The chart types whose id or Dutch label contains `word` (lower case). */
export function chartTypesMatching(word: string): ChartType[] {
  return chartTypes.filter(
    (type) => type.toLowerCase().includes(word) || chartTypeLabels[type].toLowerCase().includes(word),
  );
}

/**
 * The address of a chart's thumbnail at a revision: it changes with every save, so the image can be cached for
 * good (spec §3 "Chart list item" imageLink).
 */
export function chartImageLink(chartId: string, revision: number): string {
  return `${ajaxBasePath}/chart/image/${encodeURIComponent(chartId)}/${revision}`;
}
