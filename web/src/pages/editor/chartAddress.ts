/**
 * Which addresses belong to the chart open in the editor: the editor itself at `/nl/c/{chartId}` and its
 * sub-screens (`/download`, `/settings`, …), shown over the editor. Anything else leaves the chart (another chart,
 * another query of the editor that opens the chart again, any other screen); the editor's navigation guard and
 * the decision to open a chart again both ask {@link leavesChart}. A trip to log in, register or activate takes the
 * chart along as a draft ({@link accountTripTo}, {@link draftTripAddress}).
 */
import { activationPath, isLoginPath } from '../../account/redirectUrl';
import { draftQuery } from '../../editor/sync/draftStore';

/** The editor's sub-screens below `/nl/c/{chartId}/`, nested routes shown over the editor. */
export const editorScreenPaths = [
  'download',
  'symbol-properties',
  'chart-properties',
  'zoom',
  'settings',
  'share',
  'clone',
  'delete',
  'premium/order',
] as const;

/**
 * Sub-paths that unmount the editor although they belong to the chart: the chart's login route, reached only
 * after the editor kept the chart as a draft for the way back.
 */
const keptChartPaths: readonly string[] = ['login'];

/** The chart open in the editor. */
export interface OpenChartIdentity {
  /** The id in the address the chart was opened from (`new` for a new chart). */
  readonly openedId: string;
  /** The id the first save gave a new chart. */
  readonly createdId: string | undefined;
}

/** The parts of a location that matter here. */
export interface AddressLocation {
  readonly pathname: string;
  readonly search: string;
}

interface ChartPath {
  readonly chartId: string;
  /** The sub-path after the chart id (`download`, `premium/order`), or '' for the editor itself. */
  readonly screen: string;
}

/** Splits `/nl/c/{chartId}/{screen}`; `undefined` for any other path. */
export function parseChartPath(pathname: string): ChartPath | undefined {
  const match = /^\/nl\/c\/([^/]+)(?:\/(.*?))?\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return { chartId: decodeURIComponent(match[1]), screen: match[2] ?? '' };
  } catch {
    // A malformed escape (`%E0%A4%A`) names no chart.
    return undefined;
  }
}

/** Whether `pathname` is one of the editor's sub-screens (of any chart). */
export function isEditorScreen(pathname: string): boolean {
  const path = parseChartPath(pathname);
  return path !== undefined && (editorScreenPaths as readonly string[]).includes(path.screen);
}

/**
 * Whether going from `from` to `to` leaves the open chart: the editor would close or open a chart again. Staying
 * are: a sub-screen of the chart, the editor again from one of its sub-screens, the same address (the hash only
 * changed, say the sidebar opened) and the new chart's own address after its first save.
 */
export function leavesChart(chart: OpenChartIdentity, from: AddressLocation, to: AddressLocation): boolean {
  const next = parseChartPath(to.pathname);
  if (!next) return true;
  const ownIds = [chart.openedId, chart.createdId];
  if (!ownIds.includes(next.chartId)) return true;
  if (next.screen !== '') {
    return ![...editorScreenPaths, ...keptChartPaths].includes(next.screen);
  }
  const previous = parseChartPath(from.pathname);
  if (previous && ownIds.includes(previous.chartId) && previous.screen !== '') return false;
  if (from.pathname === to.pathname && from.search === to.search) return false;
  const firstSave =
    chart.createdId !== undefined &&
    next.chartId === chart.createdId &&
    previous?.chartId === 'new' &&
    to.search === '';
  return !firstSave;
}

/** A trip from the editor to an account screen: logging in or registering (one screen), or activating. */
export type AccountTrip = 'login' | 'activation';

/** The account trip a navigation to `pathname` is: a login screen (the site's or a chart's), the activation screen. */
export function accountTripTo(pathname: string): AccountTrip | undefined {
  if (isLoginPath(pathname)) return 'login';
  if (pathname.replace(/\/$/, '') === activationPath) return 'activation';
  return undefined;
}

/**
 * Where an account trip from the chart `chartId` goes when the chart is kept as a draft: the chart's login route
 * (whose registration keeps the draft for the activation too) or the activation screen, each coming back to
 * `/nl/c/{chartId}?draft=1`, which opens the draft and saves it.
 */
export function draftTripAddress(chartId: string, trip: AccountTrip): string {
  const back = encodeURIComponent(`/nl/c/${chartId}?${draftQuery}`);
  const path = trip === 'login' ? `/nl/c/${chartId}/login` : activationPath;
  return `${path}?redirectUrl=${back}`;
}
