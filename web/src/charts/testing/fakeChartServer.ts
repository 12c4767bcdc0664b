/**
 * An in-memory stand-in for the charts list calls (list, folders, properties, sharing, copies, the bin), answering
 * like the API for one logged-in user. Composed with the fake account server's fetch by {@link chartsTestFetch}.
 */
import {
  chartImageLink,
  copyTitle,
  searchWords,
  type ChartListEntry,
  type ChartsOrder,
  type Folder,
} from '@steekwerk/model';
import { bodyTextOf, jsonResponse, type RecordedRequest } from '../../test/fakeFetch';
import type { FakeAccountServer } from '../../test/fakeAccountServer';
import { compareEntries } from '../listRules';

/** A chart of the fake server: a list entry plus the notes. */
export interface FakeChart extends ChartListEntry {
  notes: string;
}

let counter = 0;

/** A chart of the user with sensible values; `overrides` change any. */
export function fakeChart(overrides: Partial<FakeChart> = {}): FakeChart {
  counter += 1;
  const chartId = overrides.chartId ?? `chart${String(counter).padStart(4, '0')}`;
  const date = new Date(Date.UTC(2026, 0, 1, 0, counter)).toISOString();
  return {
    chartId,
    title: `Chart ${counter}`,
    imageLink: chartImageLink(chartId, 1),
    folderId: '',
    locked: false,
    dateOpened: '',
    allowAnonymous: false,
    allowUsers: [],
    ownedByUser: true,
    craft: 'knitting',
    type: 'colors',
    columnCount: 60,
    rowCount: 80,
    revision: 1,
    dateCreated: date,
    dateModified: date,
    allowClone: false,
    allowExport: true,
    notes: '',
    ...overrides,
  };
}

export class FakeChartServer {
  readonly charts = new Map<string, FakeChart>();
  readonly folders: Folder[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Answers the list as for a session that ended (`status: notLoggedIn`). */
  sessionEnded = false;
  private nextFolder = 1;

  constructor(charts: readonly FakeChart[] = []) {
    for (const chart of charts) this.charts.set(chart.chartId, chart);
  }

  addFolder(title: string): Folder {
    const folder = { folderId: `folder${this.nextFolder++}`, title, custom: true, chartCount: 0 };
    this.folders.push(folder);
    return folder;
  }

  /** The paths of the requests made, e.g. `charts/list?folder=all&…`. */
  get paths(): string[] {
    return this.requests.map((request) => request.url.replace(/^\/nl\/ajax\//, ''));
  }

  /** Whether this server answers `path`. */
  handles(path: string): boolean {
    return /^(charts\/(list|properties|delete|bin)|folders?|folder\/|chart\/(share|clone|restore))/.test(
      path,
    );
  }

  private inView(chart: FakeChart, folder: string): boolean {
    const inBin = chart.folderId === 'deleted';
    switch (folder) {
      case 'all':
        return !inBin;
      case 'shared-with-me':
        return !inBin && !chart.ownedByUser;
      case 'shared-by-me':
        return !inBin && chart.ownedByUser && (chart.allowAnonymous || chart.allowUsers.length > 0);
      case 'public':
        return !inBin && chart.ownedByUser && chart.allowAnonymous;
      case 'no-folder':
        return chart.ownedByUser && chart.folderId === '';
      case 'deleted':
        return chart.ownedByUser && inBin;
      default:
        return chart.ownedByUser && chart.folderId === folder;
    }
  }

  private list(query: URLSearchParams) {
    const folder = query.get('folder') ?? 'all';
    const order = (query.get('order') ?? 'dateOpened') as ChartsOrder;
    const limit = Number(query.get('limit') ?? 50);
    const words = searchWords(query.get('q') ?? '');
    const matching = [...this.charts.values()]
      .filter((chart) => this.inView(chart, folder))
      .filter((chart) => words.every((word) => `${chart.title} ${chart.notes}`.toLowerCase().includes(word)))
      .sort(compareEntries(order));
    const start = Number(query.get('after') ?? 0);
    const page = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? String(start + limit) : null;
    return {
      status: 'ok',
      charts: page.map(({ notes: _notes, ...entry }) => entry),
      next,
    };
  }

  private counts() {
    const count = (folder: string) =>
      [...this.charts.values()].filter((chart) => this.inView(chart, folder)).length;
    return {
      all: count('all'),
      'shared-with-me': count('shared-with-me'),
      'shared-by-me': count('shared-by-me'),
      public: count('public'),
      'no-folder': count('no-folder'),
      deleted: count('deleted'),
    };
  }

  private properties(chart: FakeChart) {
    const { dateOpened: _o, dateCreated: _c, dateModified: _m, ...rest } = chart;
    return rest;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const bodyText = bodyTextOf(init);
    const body = (bodyText === undefined ? {} : JSON.parse(bodyText)) as Record<string, unknown>;
    this.requests.push({ method: init?.method ?? 'GET', url, body, init });
    const [path = '', search = ''] = url.replace(/^\/nl\/ajax\//, '').split('?');
    const query = new URLSearchParams(search);
    const ok = (fields: object) => jsonResponse({ sfRequest: 'ok', ...fields });
    const segments = path.split('/');
    if (path === 'charts/list') return ok(this.sessionEnded ? { status: 'notLoggedIn' } : this.list(query));
    if (path === 'folders') {
      const folders = this.folders.map((folder) => ({
        ...folder,
        chartCount: [...this.charts.values()].filter((chart) => chart.folderId === folder.folderId).length,
      }));
      return ok({ status: 'ok', folders, counts: this.counts() });
    }
    if (path === 'folder/create') {
      if (
        this.folders.some((folder) => folder.title.toLowerCase() === String(body.title).trim().toLowerCase())
      ) {
        return jsonResponse({ sfRequest: 'error', error: 'Je hebt al een map met deze naam.' }, 400);
      }
      return ok({ status: 'ok', folder: this.addFolder(String(body.title).trim()) });
    }
    if (segments[0] === 'folder' && segments[1] === 'rename') {
      const folder = this.folders.find((candidate) => candidate.folderId === segments[2]);
      if (folder) folder.title = String(body.title);
      return ok({ status: 'ok', folder });
    }
    if (segments[0] === 'folder' && segments[1] === 'delete') {
      const index = this.folders.findIndex((candidate) => candidate.folderId === segments[2]);
      this.folders.splice(index, 1);
      let moved = 0;
      for (const chart of this.charts.values()) {
        if (chart.folderId === segments[2]) {
          chart.folderId = '';
          moved += 1;
        }
      }
      return ok({ status: 'ok', movedCharts: moved });
    }
    if (path === 'charts/properties') {
      const ids = (query.get('ids') ?? '').split(',');
      const found = ids.map((id) => this.charts.get(id));
      return ok({
        status: 'ok',
        charts: found.filter((chart) => chart !== undefined).map((chart) => this.properties(chart)),
        refused: ids.filter((id) => !this.charts.has(id)).map((chartId) => ({ chartId, reason: 'notFound' })),
      });
    }
    if (path === 'charts/properties/save') {
      const changes = body.changes as Partial<FakeChart>;
      const changed: string[] = [];
      const refused: Array<{ chartId: string; reason: string }> = [];
      for (const chartId of body.chartIds as string[]) {
        const chart = this.charts.get(chartId);
        if (!chart) refused.push({ chartId, reason: 'notFound' });
        else if (chart.locked && Object.keys(changes).some((key) => key !== 'locked')) {
          refused.push({ chartId, reason: 'locked' });
        } else {
          Object.assign(chart, changes);
          changed.push(chartId);
        }
      }
      return ok({ status: 'ok', changed, refused });
    }
    if (path === 'charts/delete') {
      const deleted: string[] = [];
      const refused: Array<{ chartId: string; reason: string }> = [];
      for (const chartId of body.chartIds as string[]) {
        const chart = this.charts.get(chartId);
        if (chart && !chart.locked && chart.ownedByUser) {
          chart.folderId = 'deleted';
          deleted.push(chartId);
        } else refused.push({ chartId, reason: chart?.locked ? 'locked' : 'accessDenied' });
      }
      return ok({ status: 'ok', deleted, refused });
    }
    if (path === 'charts/bin/empty') {
      let deleted = 0;
      for (const chart of [...this.charts.values()]) {
        if (chart.folderId === 'deleted') {
          this.charts.delete(chart.chartId);
          deleted += 1;
        }
      }
      return ok({ status: 'ok', deleted });
    }
    const chart = this.charts.get(segments[2] ?? '');
    if (!chart) return ok({ status: 'notFound', reason: 'notFound' });
    if (path.startsWith('chart/share/')) {
      Object.assign(chart, body);
      const { allowAnonymous, allowUsers, allowClone, allowExport } = chart;
      return ok({ status: 'ok', sharing: { allowAnonymous, allowUsers, allowClone, allowExport } });
    }
    if (path.startsWith('chart/clone/')) {
      const copy = fakeChart({
        ...chart,
        chartId: `copy-${chart.chartId}`,
        title: (body.title as string | undefined) ?? copyTitle(chart.title),
        ownedByUser: true,
        locked: false,
      });
      this.charts.set(copy.chartId, copy);
      return ok({ status: 'ok', chartId: copy.chartId, revision: 1 });
    }
    if (path.startsWith('chart/restore/')) {
      chart.folderId = '';
      return ok({ status: 'ok', folderId: '' });
    }
    return jsonResponse({ sfRequest: 'error', error: 'Onbekende actie.' }, 404);
  };
}

/** A fetch that sends the charts calls to `charts` and everything else to `account`. */
export function chartsTestFetch(account: FakeAccountServer, charts: FakeChartServer): typeof fetch {
  return (input, init) => {
    const path = String(input).replace(/^\/nl\/ajax\//, '');
    return charts.handles(path) ? charts.fetch(input, init) : account.fetch(input, init);
  };
}
