import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/localStore';
import {
  markReloadForNewerApp,
  outdatedReloadPauseMs,
  reloadedToRestore,
  restoreAfterReloadKey,
} from './appReload';

describe('reloading the app for a newer version without losing edits', () => {
  it('marks the chart to restore after the reload, and says so to the reloaded app', () => {
    const storage = memoryStorage();
    expect(markReloadForNewerApp(storage, 'c1', 1000)).toBe(true);
    expect(reloadedToRestore(storage, 'c1', 2000)).toBe(true);
    expect(reloadedToRestore(storage, 'c2', 2000)).toBe(false);
    expect(reloadedToRestore(storage, 'c1', 1000 + outdatedReloadPauseMs)).toBe(false);
  });

  it('does not reload again within a minute (an old app still cached would loop)', () => {
    const storage = memoryStorage();
    expect(markReloadForNewerApp(storage, 'c1', 1000)).toBe(true);
    expect(markReloadForNewerApp(storage, 'c1', 30_000)).toBe(false);
    expect(markReloadForNewerApp(storage, 'c1', 1000 + outdatedReloadPauseMs)).toBe(true);
  });

  it('ignores a mark that is not its own', () => {
    const storage = memoryStorage({ [restoreAfterReloadKey]: '{"chartId":5}' });
    expect(reloadedToRestore(storage, 'c1', 0)).toBe(false);
    storage.setItem(restoreAfterReloadKey, 'geen json');
    expect(markReloadForNewerApp(storage, 'c1', 0)).toBe(true);
  });
});
