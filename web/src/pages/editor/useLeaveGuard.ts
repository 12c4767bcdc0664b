/**
 * The editor's guard for navigation inside the app (issue 13): leaving the open chart with unsaved changes first
 * saves them, showing "Opslaan…" meanwhile, and then goes on; when they cannot be saved (nobody logged in, an
 * account not activated, the connection or the server failing) it asks whether to leave anyway. A page close is
 * left to the `beforeunload` warning of `pageLifecycle.ts`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useBlocker, useNavigate, type BlockerFunction, type Location } from 'react-router';
import { useEditorStore, type SyncNotice } from '../../editor/editorStore';
import type { ChartSession } from '../../editor/sync/chartSession';
import { leavesChart, type OpenChartIdentity } from './chartAddress';

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

export interface LeaveGuard {
  /** Set while the user is asked whether to leave without saving. */
  readonly question: LeaveReason | undefined;
  /** Leaves without saving (the answer "leave anyway"). */
  leave(): void;
  /** Stays with the chart. */
  stay(): void;
  /** Lets the next navigation through: the page kept the chart itself (a draft for the way back). */
  letNextThrough(): void;
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
 */
export function useLeaveGuard(
  session: ChartSession | undefined,
  identity: () => OpenChartIdentity,
): LeaveGuard {
  const navigate = useNavigate();
  const live = useRef({ session, identity });
  useEffect(() => {
    live.current = { session, identity };
  }, [session, identity]);
  /** Lets the next navigation through (the user chose to leave anyway). */
  const letThrough = useRef(false);
  const blockedAction = useRef<NavigationType>(NavigationType.Push);
  const [pending, setPending] = useState<{ leave: PendingLeave; reason: LeaveReason } | undefined>(undefined);

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
      if (saved) {
        navigate(leave.to, { replace: leave.replace, state: leave.to.state });
        return;
      }
      setPending({ leave, reason: leaveReason(useEditorStore.getState().syncNotice) });
    })();
  }, [blocker, navigate]);

  return {
    question: pending?.reason,
    leave: () => {
      if (!pending) return;
      letThrough.current = true;
      setPending(undefined);
      navigate(pending.leave.to, { replace: pending.leave.replace, state: pending.leave.to.state });
    },
    stay: () => setPending(undefined),
    letNextThrough: () => {
      letThrough.current = true;
    },
  };
}
