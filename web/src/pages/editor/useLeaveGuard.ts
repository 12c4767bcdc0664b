/**
 * The editor's guard for navigation inside the app (issue 13): leaving the open chart with unsaved changes first
 * saves them, showing "Opslaan…" meanwhile, and then goes on; when they cannot be saved (nobody logged in, an
 * account not activated, the connection or the server failing) it asks whether to leave anyway, except on the way
 * to log in, register or activate (issue 23): then the page keeps the chart as a draft and the trip comes back to it.
 * A page close is left to the `beforeunload` warning of `pageLifecycle.ts`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useBlocker, useNavigate, type BlockerFunction, type Location } from 'react-router';
import { useEditorStore, type SyncNotice } from '../../editor/editorStore';
import type { ChartSession } from '../../editor/sync/chartSession';
import {
  accountTripTo,
  draftTripAddress,
  leavesChart,
  type AccountTrip,
  type OpenChartIdentity,
} from './chartAddress';

/** Why leaving needs the user's word. */
export type LeaveReason = 'notLoggedIn' | 'notActivated' | 'notSaved';

/** What the guard needs of the save queue. */
export interface PendingSaves {
  readonly status: string;
  hasUnsavedChanges(): boolean;
  save(): Promise<void>;
}

/** Each round waits for a save; changes made meanwhile get the next round. */
const flushRounds = 3;

/**
 * Saves what is unsaved before leaving. Resolves `true` when nothing is left unsaved, `false` when saving failed
 * or cannot happen (not logged in, a refused chart: the queue then resolves without saving).
 */
export async function flushBeforeLeaving(saves: PendingSaves): Promise<boolean> {
  // A save that failed a moment ago (offline) would make the user wait for the same failure: ask at once.
  if (saves.status === 'failed') return !saves.hasUnsavedChanges();
  for (let round = 0; round < flushRounds && saves.hasUnsavedChanges(); round += 1) {
    try {
      await saves.save();
    } catch {
      return false;
    }
  }
  return !saves.hasUnsavedChanges();
}

/** Why the changes could not be saved, from what the sync layer told the user. */
export function leaveReason(notice: SyncNotice | undefined): LeaveReason {
  if (notice === 'loginToSave') return 'notLoggedIn';
  if (notice === 'activateToSave') return 'notActivated';
  return 'notSaved';
}

/** What leaving does once the saves settled: go on, keep the chart as a draft for an account trip, or ask. */
export type LeaveStep =
  | { readonly kind: 'go' }
  | { readonly kind: 'keepDraft'; readonly trip: AccountTrip }
  | { readonly kind: 'ask'; readonly reason: LeaveReason };

/**
 * The step after saving before leaving for `to`: with everything saved, go on; with unsaved changes on the way to
 * log in, register or activate, keep the chart as a draft (the trip is how it gets saved); else ask, saying why.
 */
export function nextLeaveStep(
  saved: boolean,
  to: Pick<Location, 'pathname'>,
  notice: SyncNotice | undefined,
): LeaveStep {
  if (saved) return { kind: 'go' };
  const trip = accountTripTo(to.pathname);
  if (trip) return { kind: 'keepDraft', trip };
  return { kind: 'ask', reason: leaveReason(notice) };
}

export interface LeaveGuard {
  /** Set while the user is asked whether to leave without saving. */
  readonly question: LeaveReason | undefined;
  /** Leaves without saving (the answer "leave anyway"). */
  leave(): void;
  /** Stays with the chart. */
  stay(): void;
  /**
   * Keeps the chart as a draft and goes to log in, register or activate, coming back to the draft (the editor's own
   * login and activation links, and a save the server answered with "not logged in").
   */
  tripWithDraft(session: ChartSession, trip: AccountTrip): Promise<void>;
}

type BlockerArguments = Parameters<BlockerFunction>[0];

interface PendingLeave {
  readonly to: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;
  readonly replace: boolean;
}

/**
 * Guards the open chart while the editor is mounted.
 *
 * @param session the chart's session, once the account is known
 * @param identity the chart as the address knows it, read at each navigation
 * @param keepDraft keeps the session's chart as the tab's draft (for a trip to log in, register or activate)
 */
export function useLeaveGuard(
  session: ChartSession | undefined,
  identity: () => OpenChartIdentity,
  keepDraft: (session: ChartSession) => Promise<void>,
): LeaveGuard {
  const navigate = useNavigate();
  const live = useRef({ session, identity, keepDraft });
  useEffect(() => {
    live.current = { session, identity, keepDraft };
  }, [session, identity, keepDraft]);
  /** Lets the next navigation through (the user chose to leave anyway). */
  const letThrough = useRef(false);
  const blockedAction = useRef<NavigationType>(NavigationType.Push);
  const [pending, setPending] = useState<{ leave: PendingLeave; reason: LeaveReason } | undefined>(undefined);
  const tripWithDraft = useCallback(
    async (active: ChartSession, trip: AccountTrip) => {
      await live.current.keepDraft(active);
      letThrough.current = true;
      navigate(draftTripAddress(active.saves.chartId, trip));
    },
    [navigate],
  );

  const shouldBlock = useCallback(({ currentLocation, nextLocation, historyAction }: BlockerArguments) => {
    if (letThrough.current) {
      letThrough.current = false;
      return false;
    }
    const store = useEditorStore.getState();
    // The chart was deleted from its delete screen: the editor was cleared and nothing is left to save.
    if (store.loadStatus === 'idle') return false;
    const active = live.current.session;
    const unsaved = active
      ? active.pendingWork.hasUnsavedChanges()
      : store.changeCount !== store.savedChangeCount;
    const blocks = unsaved && leavesChart(live.current.identity(), currentLocation, nextLocation);
    if (blocks) blockedAction.current = historyAction;
    return blocks;
  }, []);
  const blocker = useBlocker(shouldBlock);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash, state } = blocker.location;
    const leave: PendingLeave = {
      to: { pathname, search, hash, state },
      // Back or forward was undone by the router; going on adds the target as a new entry.
      replace: blockedAction.current === NavigationType.Replace,
    };
    // Idle again at once: the first save of a new chart replaces the address meanwhile, which a blocked
    // navigation would not survive; this guard goes on by itself once the chart is saved.
    blocker.reset();
    const active = live.current.session;
    void (async () => {
      const saved = active ? await flushBeforeLeaving(active.pendingWork) : false;
      // The user went elsewhere meanwhile (a navigation this guard let through): that one stands.
      if (!mounted.current) return;
      const step = nextLeaveStep(saved, leave.to, useEditorStore.getState().syncNotice);
      if (step.kind === 'go') {
        navigate(leave.to, { replace: leave.replace, state: leave.to.state });
        return;
      }
      if (step.kind === 'keepDraft' && active) {
        try {
          await tripWithDraft(active, step.trip);
          return;
        } catch {
          // The chart could not be taken along (it did not serialise): the user decides, as for any other trip.
        }
      }
      if (mounted.current) setPending({ leave, reason: leaveReason(useEditorStore.getState().syncNotice) });
    })();
  }, [blocker, navigate, tripWithDraft]);

  return {
    question: pending?.reason,
    leave: () => {
      if (!pending) return;
      letThrough.current = true;
      setPending(undefined);
      navigate(pending.leave.to, { replace: pending.leave.replace, state: pending.leave.to.state });
    },
    stay: () => setPending(undefined),
    tripWithDraft,
  };
}
