/**
 * The write lock in a {@link ChartSession} (and saves refused for a full storage or as invalid): which notice a tab
 * without it shows, what happens to the unsaved changes of a tab that loses it, and "Hier verder bewerken".
 */
import {
  type ChartChangesRequest,
  type ChartChangesResponse,
  type ChartSaveRequest,
  type ChartSaveResponse,
  type WriteLockTakeResponse,
} from '@steekwerk/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../api/ajaxError';
import type { ChartApi } from '../../api/chartApi';
import type { EngineClient } from '../../engine/engineClient';
import { FakeClock, flushMicrotasks } from '../../test/fakeClock';
import { useEditorStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { ChartSession } from './chartSession';
import type { OpenChartsInBrowser } from './openChartsInBrowser';
import { saveTimings } from './saveQueue';
import { ok } from '../testing/saveQueueHarness';

const chartId = 'abcdefghijkl';
const sessionId = 'tAbCdEfGhIjKlMnOpQrST';

const saved = (revision: number): ChartSaveResponse => ok(chartId, revision);

const taken: WriteLockTakeResponse = {
  sfRequest: 'ok',
  status: 'ok',
  revision: 1,
  accessSession: { hasWriteAccess: true, hasWriteLock: true },
};

function setUp(options: {
  hasWriteLock: boolean;
  inOtherTab: boolean | undefined;
  /** Draws a cell after the chart opened but before the session starts (the account still loading). */
  drawBeforeSession?: boolean;
}) {
  const test = TestEditor.create({
    chartId,
    columns: 4,
    rows: 4,
    access: {
      locked: false,
      revisionNumber: 0,
      smallMobileScreen: false,
      hasWriteAccess: true,
      hasWriteLock: options.hasWriteLock,
    },
  });
  test.editor.document.identify(chartId, 1);
  const openedChangeCount = test.editor.changeCount;
  if (options.drawBeforeSession) test.setTool('drawCells').click(1, 1);
  const clock = new FakeClock();
  const saves: ChartSaveRequest[] = [];
  // Which session the server gives the lock to: this tab or another one.
  const server = { holder: options.hasWriteLock ? 'this' : 'other' };
  const changes: ChartChangesRequest[] = [];
  const flashes: string[] = [];
  const onSaved = vi.fn();
  const api = {
    saveChart: vi.fn((_id: string, request: ChartSaveRequest) => {
      saves.push(request);
      return Promise.resolve<ChartSaveResponse>(
        server.holder === 'this'
          ? saved(2)
          : { sfRequest: 'ok', status: 'writeLockLost', reason: 'writeLockLost' },
      );
    }),
    sendChanges: vi.fn((_id: string, request: ChartChangesRequest) => {
      changes.push(request);
      return Promise.resolve<ChartChangesResponse>({
        sfRequest: 'ok',
        status: 'ok',
        userId: 'user1',
        revision: 1,
        accessSession: { hasWriteAccess: true, hasWriteLock: server.holder === 'this' },
        progressTrackerRevision: 0,
        progressTrackerRefresh: false,
      });
    }),
    takeWriteLock: vi.fn(() => {
      server.holder = 'this';
      return Promise.resolve(taken);
    }),
    releaseWriteLockOnExit: vi.fn(),
  };
  const engine = { encodeRows: () => Promise.resolve({ ok: true, value: '1:AAAAAAAAAAAAAAAAAAAAAA==' }) };
  let lockTakenByOtherTab: () => void = () => undefined;
  const openCharts: OpenChartsInBrowser = {
    open: vi.fn(() => () => undefined),
    openInOtherTab: vi.fn(() => Promise.resolve(options.inOtherTab)),
    announceLockTaken: vi.fn(),
    onLockTaken: vi.fn((_chartId: string, _sessionId: string, callback: () => void) => {
      lockTakenByOtherTab = callback;
      return () => undefined;
    }),
  };
  const session = new ChartSession({
    editor: test.editor,
    api: api as unknown as ChartApi,
    engine: engine as unknown as EngineClient,
    timers: clock,
    sessionId,
    target: new EventTarget(),
    openCharts,
    openedChangeCount,
    canSave: () => true,
    userId: () => 'user1',
    onSaved,
    flash: (text) => {
      flashes.push(text);
      return () => undefined;
    },
    onCreated: vi.fn(),
    onNotLoggedIn: vi.fn(),
    onUserChanged: vi.fn(),
  });
  /** Another tab of this browser announces that it took the lock. */
  const announceTaken = () => lockTakenByOtherTab();
  return { test, clock, session, api, saves, server, changes, flashes, openCharts, announceTaken, onSaved };
}

const notice = () => useEditorStore.getState().syncNotice;

afterEach(() => {
  useEditorStore.getState().reset();
});

describe('a tab that opens a chart another session holds', () => {
  it('says another tab of this browser holds it, or another device', async () => {
    const inTab = setUp({ hasWriteLock: false, inOtherTab: true });
    await flushMicrotasks();
    expect(notice()).toBe('lockedInOtherTab');
    inTab.session.dispose();
    const onDevice = setUp({ hasWriteLock: false, inOtherTab: false });
    await flushMicrotasks();
    expect(notice()).toBe('lockedOnOtherDevice');
    onDevice.session.dispose();
  });

  it('takes the lock with "Hier verder bewerken" and asks the page to load the chart again', async () => {
    const { session, api, saves, openCharts } = setUp({ hasWriteLock: false, inOtherTab: true });
    await flushMicrotasks();
    expect(await session.takeOver()).toBe('reopen');
    expect(api.takeWriteLock).toHaveBeenCalledWith(chartId, sessionId);
    expect(openCharts.announceLockTaken).toHaveBeenCalledWith(chartId, sessionId);
    expect(saves).toEqual([]);
    session.dispose();
  });

  it('shows a refusal as the chart notice, and a failed call as a flash', async () => {
    const { session, api, flashes } = setUp({ hasWriteLock: false, inOtherTab: false });
    api.takeWriteLock.mockResolvedValueOnce({ sfRequest: 'ok', status: 'deleted', reason: 'deleted' });
    expect(await session.takeOver()).toBe('refused');
    expect(notice()).toBe('deleted');
    api.takeWriteLock.mockRejectedValueOnce(new Error('Timeout'));
    expect(await session.takeOver()).toBe('failed');
    expect(flashes).toEqual(['Verder bewerken lukte niet. Controleer de verbinding.']);
    session.dispose();
  });
});

describe('a tab that loses the lock with unsaved changes', () => {
  it('keeps them, read-only, says so, and saves them once it takes the lock back', async () => {
    const { test, clock, session, saves, server } = setUp({ hasWriteLock: true, inOtherTab: true });
    test.selectStyle(2).setTool('drawCells').pointerDown(1, 1).pointerUp();
    expect(test.editor.document.cellAt(1, 1)).toBe(2);
    // Another tab took the lock: the save is refused for it.
    server.holder = 'other';
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(saves).toHaveLength(1);
    expect(test.editor.access.hasWriteLock).toBe(false);
    expect(notice()).toBe('lockLostToOtherTab');
    expect(session.saves.hasUnsavedChanges()).toBe(true);
    expect(test.editor.document.cellAt(1, 1)).toBe(2);

    // The changes ticks and the retries after 15 s agree: still refused, still kept, the same notice.
    await clock.advance(3000 * 8);
    await flushMicrotasks();
    expect(saves.length).toBeGreaterThan(1);
    expect(notice()).toBe('lockLostToOtherTab');
    expect(session.saves.hasUnsavedChanges()).toBe(true);
    expect(test.editor.document.cellAt(1, 1)).toBe(2);
    const refusedSaves = saves.length;

    expect(await session.takeOver()).toBe('editing');
    await flushMicrotasks();
    expect(test.editor.access.hasWriteLock).toBe(true);
    expect(notice()).toBeUndefined();
    expect(saves.length).toBe(refusedSaves + 1);
    expect(saves.at(-1)?.s).toBe(sessionId);
    expect(session.saves.hasUnsavedChanges()).toBe(false);
    session.dispose();
  });
});

describe('a tab told by another tab that it took the lock', () => {
  it('says another tab has it, even while that tab reopens the chart and is not seen as open', async () => {
    const { session, server, announceTaken } = setUp({ hasWriteLock: true, inOtherTab: false });
    server.holder = 'other';
    announceTaken();
    await flushMicrotasks();
    expect(notice()).toBe('lockLostToOtherTab');
    session.dispose();
  });
});

describe('edits made before the session starts', () => {
  it('are unsaved changes, saved once edits pause', async () => {
    const { session, clock, saves } = setUp({
      hasWriteLock: true,
      inOtherTab: false,
      drawBeforeSession: true,
    });
    await flushMicrotasks();
    expect(session.saves.hasUnsavedChanges()).toBe(true);
    expect(useEditorStore.getState().saveStatus).toBe('unsaved');
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(saves).toHaveLength(1);
    expect(session.saves.hasUnsavedChanges()).toBe(false);
    session.dispose();
  });
});

describe('a save refused because the storage of the owner is full', () => {
  it('keeps the edits and the editor, says so, and clears the notice once a retry is saved', async () => {
    const { test, clock, session, api } = setUp({ hasWriteLock: true, inOtherTab: false });
    api.saveChart.mockResolvedValueOnce({ sfRequest: 'ok', status: 'storageFull', reason: 'storageFull' });
    test.selectStyle(2).setTool('drawCells').pointerDown(1, 1).pointerUp();
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(api.saveChart).toHaveBeenCalledOnce();
    expect(notice()).toBe('storageFull');
    expect(useEditorStore.getState().saveStatus).toBe('failed');
    expect(session.saves.hasUnsavedChanges()).toBe(true);
    expect(test.editor.access.hasWriteLock).toBe(true);
    expect(test.editor.document.cellAt(1, 1)).toBe(2);

    // The user made room: the retry after 15 s goes through and the notice goes away.
    await clock.advance(saveTimings.retryMs);
    await flushMicrotasks();
    expect(api.saveChart).toHaveBeenCalledTimes(2);
    expect(session.saves.hasUnsavedChanges()).toBe(false);
    expect(notice()).toBeUndefined();
    session.dispose();
  });
});

describe('a save the server refuses as invalid', () => {
  it('says why in the save status and a flash, keeps the edits unsaved, and tries again after the next edit', async () => {
    const { test, clock, session, api, flashes, onSaved } = setUp({ hasWriteLock: true, inOtherTab: false });
    api.saveChart.mockRejectedValueOnce(
      new AjaxError('status', 'Request failed (400)', {
        action: 'chart/save/:chartId',
        status: 400,
        serverMessage: 'Een lijn of steek ligt buiten het raster.',
      }),
    );
    test.selectStyle(2).setTool('drawCells').pointerDown(1, 1).pointerUp();
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    const store = useEditorStore.getState();
    expect(store.saveStatus).toBe('refused');
    expect(store.saveRefusal).toBe('Opslaan geweigerd: Een lijn of steek ligt buiten het raster.');
    expect(flashes).toHaveLength(1);
    expect(flashes[0]).toMatch(/^Opslaan geweigerd: Een lijn of steek ligt buiten het raster\./);
    // Nothing is lost: the edit stays in the editor, unsaved (the leave guard warns), and a kept draft is not
    // forgotten (only a save that went through forgets it).
    expect(test.editor.document.cellAt(1, 1)).toBe(2);
    expect(session.saves.hasUnsavedChanges()).toBe(true);
    expect(session.pendingWork.hasUnsavedChanges()).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
    await clock.advance(4 * saveTimings.retryMs);
    await flushMicrotasks();
    expect(api.saveChart).toHaveBeenCalledOnce();

    test.pointerDown(2, 2).pointerUp();
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(api.saveChart).toHaveBeenCalledTimes(2);
    expect(session.saves.hasUnsavedChanges()).toBe(false);
    expect(useEditorStore.getState().saveRefusal).toBeUndefined();
    expect(onSaved).toHaveBeenCalledOnce();
    session.dispose();
  });
});
