/**
 * The rules of the charts list screen (spec §2, §9) as plain functions: titles, page sizes, the sort order, when
 * infinite scroll loads more, which charts can be selected, and the list's addresses.
 */
import {
  chartListPaging,
  chartListScrollMargins,
  sortsDescending,
  type ChartListEntry,
  type ChartsOrder,
  type FolderView,
} from '@steekwerk/model';
import { nl } from '../i18n/nl';

/** A list's folder: a view of the list, or a folder id. */
export type ListFolder = FolderView | (string & {});

/** The title a chart is shown with: "Naamloos" when empty after trimming (spec §2). */
export function displayTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed === '' ? nl.charts.untitled : trimmed;
}

/** How many charts a list shows first: 50, or 7 in single-line mode (spec §9). */
export function firstPageSize(singleLine: boolean): number {
  return singleLine ? chartListPaging.firstSingleLine : chartListPaging.first;
}

/** How many charts each "Meer weergeven..." or scroll adds (spec §9). */
export const morePageSize = chartListPaging.more;

/** What infinite scroll looks at: the scroll position of a scroll box or of the window. */
export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/**
 * Whether the end of the list is near enough to load more: within 200 px of the end of a scroll box, 600 px of
 * the window's (spec §9).
 */
export function nearEnd(metrics: ScrollMetrics, container: 'box' | 'window'): boolean {
  const distance = metrics.scrollHeight - (metrics.scrollTop + metrics.clientHeight);
  return distance <= chartListScrollMargins[container];
}

/** The key a chart sorts by in `order` (the time of last opening falls back to the last change). */
function sortKey(entry: ChartListEntry, order: ChartsOrder): string {
  switch (order) {
    case 'dateOpened':
      return entry.dateOpened || entry.dateModified;
    case 'dateModified':
      return entry.dateModified;
    case 'dateCreated':
      return entry.dateCreated;
    case 'title':
      return entry.title.toLocaleLowerCase('nl');
  }
}

const titleCollator = new Intl.Collator('nl', { sensitivity: 'base' });

/**
 * Compares two charts as the list sorts them (spec §2): descending when the order starts with `date`,
 * ascending otherwise; equal keys by chart id in the same direction.
 */
export function compareEntries(order: ChartsOrder): (a: ChartListEntry, b: ChartListEntry) => number {
  const direction = sortsDescending(order) ? -1 : 1;
  return (a, b) => {
    const keyA = sortKey(a, order);
    const keyB = sortKey(b, order);
    const byKey =
      order === 'title' ? titleCollator.compare(keyA, keyB) : keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
    const byId = a.chartId < b.chartId ? -1 : a.chartId > b.chartId ? 1 : 0;
    return direction * (byKey || byId);
  };
}

/** The charts of `page` appended to `shown`, without any already shown. */
export function appendPage(
  shown: readonly ChartListEntry[],
  page: readonly ChartListEntry[],
): ChartListEntry[] {
  const seen = new Set(shown.map((entry) => entry.chartId));
  return [...shown, ...page.filter((entry) => !seen.has(entry.chartId))];
}

/** Whether a chart can be selected (spec §4: locked charts cannot; only the owner's charts can be changed). */
export function isSelectable(entry: Pick<ChartListEntry, 'locked' | 'ownedByUser'>): boolean {
  return entry.ownedByUser && !entry.locked;
}

/** The list of a folder: `/nl/browse` for all, `/nl/browse/{folder}` otherwise. */
export function browsePath(folder: ListFolder): string {
  return folder === 'all' ? '/nl/browse' : `/nl/browse/${encodeURIComponent(folder)}`;
}

/** The chart-properties page of one or several charts (ids joined by commas, spec §2). */
export function chartPropertiesPath(chartIds: readonly string[]): string {
  return `/nl/browse/all/chart-properties/${chartIds.map(encodeURIComponent).join(',')}`;
}

/** Whether a path is a chart-properties page (select mode survives going there, spec §2). */
export function isChartPropertiesPath(pathname: string): boolean {
  return /^\/nl\/browse\/all\/chart-properties\/[^/]+\/?$/.test(pathname);
}

/** The editor of a chart. */
export function chartPath(chartId: string, screen?: 'settings' | 'share' | 'clone' | 'delete'): string {
  const path = `/nl/c/${encodeURIComponent(chartId)}`;
  return screen ? `${path}/${screen}` : path;
}
