/**
 * Why the open chart cannot be edited, for the notice in the editor's header: the editability rule of spec §4
 * ({@link canEdit}) with the one fact it does not hold, whose chart it is.
 */
import type { SyncNotice } from '../editorStore';
import { writeLockNotices } from './writeLockNotice';
import { canEdit, type EditAccess } from '../document/editability';

/**
 * - `notMine`: someone else's chart (a shared or public chart: only its owner may change it);
 * - `backup`: an earlier revision;
 * - `locked`: its owner locked it;
 * - `smallScreen`: a phone (spec §4 refuses editing on small mobile screens);
 * - `other`: none of these, and nothing else says why.
 */
export type ReadOnlyReason = 'notMine' | 'backup' | 'locked' | 'smallScreen' | 'other';

export interface ReadOnlyFacts {
  /** The editor's access, with `locked` as the chart's settings say now (the owner can lock it in the editor). */
  readonly access: EditAccess;
  /** The viewer owns the chart (a new chart is the viewer's own). */
  readonly owner: boolean;
  /** The sync layer's notice shown beside it, if any. */
  readonly syncNotice: SyncNotice | undefined;
}

/** Notices that already say why the owner cannot edit: another tab or device holds the chart, or an account step. */
const explainingNotices: ReadonlySet<SyncNotice> = new Set<SyncNotice>([
  ...writeLockNotices,
  'activateToSave',
  'loginToSave',
]);

/**
 * Why the chart is read only, or `undefined` when it can be edited or the sync notice already says why (the chart
 * deleted or out of reach, open in another tab or on another device, an account to activate). Someone else's
 * chart comes first: unlocking or a larger screen would not let the viewer edit it.
 */
export function readOnlyReason(facts: ReadOnlyFacts): ReadOnlyReason | undefined {
  const { access, owner, syncNotice } = facts;
  if (canEdit(access)) return undefined;
  if (syncNotice === 'deleted' || syncNotice === 'accessDenied') return undefined;
  if (!owner) return 'notMine';
  if (access.revisionNumber > 0) return 'backup';
  if (access.locked) return 'locked';
  if (access.smallMobileScreen) return 'smallScreen';
  if (syncNotice !== undefined && explainingNotices.has(syncNotice)) return undefined;
  return 'other';
}
