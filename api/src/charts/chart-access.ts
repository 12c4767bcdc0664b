/**
 * Who may do what with a chart (spec §6, ASVS 8.3.1): decided here, in one function every chart call uses after
 * loading the chart, never in controllers.
 */
import type { ChartFailureReason } from '@steekwerk/model';

/** The person making a request: `null` for an anonymous visitor. */
export interface Viewer {
  readonly userId: string;
  readonly emailAddress: string;
  readonly premium: boolean;
  readonly pending: boolean;
}

/** What the access rules need to know about a chart. */
export interface ChartAccessFacts {
  readonly ownerId: string;
  readonly inBin: boolean;
  readonly allowAnonymous: boolean;
  /** E-mail addresses (lower case) the chart is shared with, read only. */
  readonly allowUsers: readonly string[];
}

export type ChartAccess =
  | { readonly ok: true; readonly canWrite: boolean; readonly isOwner: boolean }
  | { readonly ok: false; readonly reason: ChartFailureReason };

/**
 * The viewer's access to a chart: the owner reads and writes; users in `allowUsers` and everyone (also anonymous
 * visitors) of an `allowAnonymous` chart read; everyone else is refused — `accessDeniedAnonymous` for anonymous
 * visitors so the client can offer to log in. A chart in the bin is `deleted` for everyone but its owner, who
 * may only restore it (also `deleted` here: opening it shows it as deleted, spec §8).
 *
 * @param chart the loaded chart, or undefined when there is none
 * @param viewer the requester, or null when anonymous
 */
export function decideChartAccess(chart: ChartAccessFacts | undefined, viewer: Viewer | null): ChartAccess {
  if (!chart) return { ok: false, reason: 'notFound' };
  if (chart.inBin) return { ok: false, reason: 'deleted' };
  const isOwner = viewer !== null && viewer.userId === chart.ownerId;
  if (isOwner) return { ok: true, canWrite: !viewer.pending, isOwner: true };
  const sharedWithViewer = viewer !== null && chart.allowUsers.includes(viewer.emailAddress.toLowerCase());
  if (chart.allowAnonymous || sharedWithViewer) return { ok: true, canWrite: false, isOwner: false };
  return { ok: false, reason: viewer === null ? 'accessDeniedAnonymous' : 'accessDenied' };
}
