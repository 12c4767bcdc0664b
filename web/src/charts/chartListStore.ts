/**
 * One charts list on screen (a folder view, a search): its charts page by page, loading more, and refreshing
 * after a change (spec §4: the list waits 500 ms after a delete and refreshes). Answers of an older query are
 * dropped, so switching folders quickly never shows the wrong charts.
 */
import { chartListPaging, type ChartListEntry, type ChartsOrder } from '@steekwerk/model';
import { createStore, type StoreApi } from 'zustand';
import type { Timers, TimerHandle } from '../lib/timers';
import type { ChartListApi } from './chartListApi';
import { appendPage, morePageSize, type ListFolder } from './listRules';

/** Spec §9: after a delete the list waits 500 ms, then refreshes. */
export const deleteRefreshDelayMs = 500;

export interface ChartListQuery {
  readonly folder: ListFolder;
  readonly order: ChartsOrder;
  /** Search text (trimmed); empty for no search. */
  readonly q: string;
}

export type ChartListStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'notLoggedIn';

export interface ChartListState {
  readonly query: ChartListQuery | undefined;
  readonly entries: readonly ChartListEntry[];
  /** The cursor of the next page; `null` when everything is shown. */
  readonly next: string | null;
  readonly status: ChartListStatus;
  readonly loadingMore: boolean;
  readonly error: unknown;

  /** Shows the first `firstSize` charts of a query (loads again when asked for the same). */
  open(query: ChartListQuery, firstSize: number): Promise<void>;
  /** Adds the next 20 charts (spec §9); nothing while a load runs or at the end. */
  loadMore(): Promise<void>;
  /** Loads again as many charts as are shown now (at least the first page). */
  refresh(): Promise<void>;
  /** Refreshes after `delayMs` (restarting the wait if called again). */
  refreshLater(delayMs?: number): void;
  /** Takes charts off the list at once (before the refresh confirms it). */
  remove(chartIds: readonly string[]): void;
  /** Stops a waiting refresh. */
  dispose(): void;
}

export type ChartListStore = StoreApi<ChartListState>;

export function createChartListStore(dependencies: { api: ChartListApi; timers: Timers }): ChartListStore {
  const { api, timers } = dependencies;
  let generation = 0;
  let firstSize: number = chartListPaging.first;
  let refreshTimer: TimerHandle | undefined;

  return createStore<ChartListState>()((set, get) => {
    /** Loads up to `count` charts of the query from the start, in pages of at most 100. */
    async function loadFromStart(query: ChartListQuery, count: number, ticket: number) {
      let entries: ChartListEntry[] = [];
      let next: string | null = null;
      do {
        const limit = Math.min(chartListPaging.max, count - entries.length);
        const answer = await api.list({
          folder: query.folder,
          order: query.order,
          q: query.q,
          limit,
          ...(next ? { after: next } : {}),
        });
        if (ticket !== generation) return;
        if (answer.status !== 'ok') {
          set({ status: 'notLoggedIn', entries: [], next: null });
          return;
        }
        entries = appendPage(entries, answer.charts);
        next = answer.next;
      } while (next !== null && entries.length < count);
      set({ entries, next, status: 'ready', error: undefined, loadingMore: false });
    }

    async function run(work: (ticket: number) => Promise<void>, ticket: number) {
      try {
        await work(ticket);
      } catch (error) {
        if (ticket === generation) set({ status: 'failed', error, loadingMore: false });
      }
    }

    return {
      query: undefined,
      entries: [],
      next: null,
      status: 'idle',
      loadingMore: false,
      error: undefined,

      async open(query, size) {
        firstSize = size;
        const ticket = (generation += 1);
        set({ query, status: 'loading', entries: [], next: null, loadingMore: false, error: undefined });
        await run((current) => loadFromStart(query, size, current), ticket);
      },

      async loadMore() {
        const { query, next, loadingMore, status, entries } = get();
        if (!query || next === null || loadingMore || status !== 'ready') return;
        const ticket = generation;
        set({ loadingMore: true });
        await run(async (current) => {
          const answer = await api.list({ ...query, limit: morePageSize, after: next });
          if (current !== generation) return;
          if (answer.status !== 'ok') {
            set({ status: 'notLoggedIn', entries: [], next: null, loadingMore: false });
            return;
          }
          set({ entries: appendPage(entries, answer.charts), next: answer.next, loadingMore: false });
        }, ticket);
      },

      async refresh() {
        const { query, entries } = get();
        if (!query) return;
        const ticket = (generation += 1);
        await run((current) => loadFromStart(query, Math.max(firstSize, entries.length), current), ticket);
      },

      refreshLater(delayMs = deleteRefreshDelayMs) {
        if (refreshTimer !== undefined) timers.clearTimeout(refreshTimer);
        refreshTimer = timers.setTimeout(() => {
          refreshTimer = undefined;
          void get().refresh();
        }, delayMs);
      },

      remove(chartIds) {
        const removed = new Set(chartIds);
        set({ entries: get().entries.filter((entry) => !removed.has(entry.chartId)) });
      },

      dispose() {
        if (refreshTimer !== undefined) timers.clearTimeout(refreshTimer);
        refreshTimer = undefined;
        generation += 1;
      },
    };
  });
}
