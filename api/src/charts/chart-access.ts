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

export interface ChartAccessOptions {
  /**
   * Lets the owner reach a chart in the bin (to restore it, list it or see its thumbnail); everyone else still
   * gets `deleted`.
   */
  readonly ownerInBin?: boolean;
}

/**
 * The viewer's access to a chart: the owner reads and writes; active users in `allowUsers` and everyone (also
 * anonymous visitors) of an `allowAnonymous` chart read; everyone else is refused — `accessDeniedAnonymous` for anonymous
 * visitors so the client can offer to log in. A chart in the bin is `deleted` for everyone but its owner, who
 * may only restore it (also `deleted` here unless `options.ownerInBin`: opening it shows it as deleted, spec §8).
 *
 * @param chart the loaded chart, or undefined when there is none
 * @param viewer the requester, or null when anonymous
 * @param options what the calling action allows beyond the rule above
 */
export function decideChartAccess(
  chart: ChartAccessFacts | undefined,
  viewer: Viewer | null,
  options: ChartAccessOptions = {},
): ChartAccess {
  if (!chart) return { ok: false, reason: 'notFound' };
  const isOwner = viewer !== null && viewer.userId === chart.ownerId;
  if (chart.inBin && !(isOwner && options.ownerInBin)) return { ok: false, reason: 'deleted' };
  if (isOwner) return { ok: true, canWrite: !viewer.pending, isOwner: true };
  const address = sharedAddressOf(viewer);
  const sharedWithViewer = address !== null && chart.allowUsers.includes(address);
  if (chart.allowAnonymous || sharedWithViewer) return { ok: true, canWrite: false, isOwner: false };
  return { ok: false, reason: viewer === null ? 'accessDeniedAnonymous' : 'accessDenied' };
}

/**
 * The address charts shared with the viewer are found by: an active user's, lower case. Anonymous visitors and
 * accounts pending activation have none: anyone may register a pending account for an address that has not
 * signed up yet, so only activation proves the address is theirs.
 */
export function sharedAddressOf(viewer: Viewer | null): string | null {
  return viewer && !viewer.pending ? viewer.emailAddress.toLowerCase() : null;
}
