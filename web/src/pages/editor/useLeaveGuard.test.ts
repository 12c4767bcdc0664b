import { describe, expect, it } from 'vitest';
import { flushBeforeLeaving, leaveReason, nextLeaveStep, type PendingSaves } from './useLeaveGuard';

/** A save queue whose saves succeed, fail or cannot happen, as told. */
function fakeSaves(options: { unsaved: number; outcome: 'saves' | 'fails' | 'cannot'; status?: string }) {
  let unsaved = options.unsaved;
  const saves: PendingSaves & { calls: number } = {
    status: options.status ?? 'unsaved',
    calls: 0,
    hasUnsavedChanges: () => unsaved > 0,
    save: async () => {
      saves.calls += 1;
      if (options.outcome === 'fails') throw new Error('Save chart failed');
      if (options.outcome === 'saves') unsaved -= 1;
    },
  };
  return saves;
}

describe('saving before leaving the chart', () => {
  it('goes on at once when nothing is unsaved', async () => {
    const saves = fakeSaves({ unsaved: 0, outcome: 'saves' });
    expect(await flushBeforeLeaving(saves)).toBe(true);
    expect(saves.calls).toBe(0);
  });

  it('saves, and saves again for changes made meanwhile, then goes on', async () => {
    const saves = fakeSaves({ unsaved: 2, outcome: 'saves' });
    expect(await flushBeforeLeaving(saves)).toBe(true);
    expect(saves.calls).toBe(2);
  });

  it('asks when the save fails, when it cannot happen, or when changes keep coming', async () => {
    expect(await flushBeforeLeaving(fakeSaves({ unsaved: 1, outcome: 'fails' }))).toBe(false);
    expect(await flushBeforeLeaving(fakeSaves({ unsaved: 1, outcome: 'cannot' }))).toBe(false);
    expect(await flushBeforeLeaving(fakeSaves({ unsaved: 10, outcome: 'saves' }))).toBe(false);
  });

  it('asks at once after a failed save (offline) instead of waiting for the same failure', async () => {
    const saves = fakeSaves({ unsaved: 1, outcome: 'saves', status: 'failed' });
    expect(await flushBeforeLeaving(saves)).toBe(false);
    expect(saves.calls).toBe(0);
  });

  it('names why the chart is not saved from what the sync layer said', () => {
    expect(leaveReason('loginToSave')).toBe('notLoggedIn');
    expect(leaveReason('activateToSave')).toBe('notActivated');
    expect(leaveReason('deleted')).toBe('notSaved');
    expect(leaveReason(undefined)).toBe('notSaved');
  });
});

describe('what leaving does once the saves settled', () => {
  it('goes on when everything is saved, wherever it goes', () => {
    expect(nextLeaveStep(true, { pathname: '/nl/browse' }, undefined)).toEqual({ kind: 'go' });
    expect(nextLeaveStep(true, { pathname: '/nl/login' }, 'loginToSave')).toEqual({ kind: 'go' });
  });

  it('keeps the unsaved chart as a draft, without asking, on the way to log in, register or activate', () => {
    for (const pathname of ['/nl/login', '/nl/c/new/login']) {
      expect(nextLeaveStep(false, { pathname }, 'loginToSave')).toEqual({ kind: 'keepDraft', trip: 'login' });
    }
    expect(nextLeaveStep(false, { pathname: '/nl/account/activation' }, 'activateToSave')).toEqual({
      kind: 'keepDraft',
      trip: 'activation',
    });
  });

  it('asks, saying why, before leaving unsaved changes for anywhere else', () => {
    expect(nextLeaveStep(false, { pathname: '/nl/browse' }, 'loginToSave')).toEqual({
      kind: 'ask',
      reason: 'notLoggedIn',
    });
    expect(nextLeaveStep(false, { pathname: '/nl' }, undefined)).toEqual({ kind: 'ask', reason: 'notSaved' });
    expect(nextLeaveStep(false, { pathname: '/nl/account/logout' }, 'activateToSave')).toEqual({
      kind: 'ask',
      reason: 'notActivated',
    });
  });
});
