/**
 * The tracker's progress in a {@link ChartSession} (issue 17): loaded when the tracker mode is entered, refreshed
 * when the changes loop says another device saved, part of what leaving waits for, saved once a new chart has its id.
 */
import { type ChartChangesRequest, type ChartSaveRequest, type ChartSaveResponse } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import type { ChartApi } from '../../api/chartApi';
import { installErrorReporter } from '../../app/errorReporting/report';
import type { EngineClient } from '../../engine/engineClient';
import { FakeClock } from '../../test/fakeClock';
import { TestEditor } from '../testing/TestEditor';
import { FakeProgressServer } from '../tracker/sync/fakeProgressServer';
import { progressSyncOf } from '../tracker/sync/progressSyncRegistry';
import { ChartSession } from './chartSession';
import { changesTimings } from './changesLoop';

const chartId = 'abcdefghijkl';

function setUp(options: { chartId?: string; openedInTracker?: boolean } = {}) {
  const id = options.chartId ?? chartId;
  const test = TestEditor.create({ chartId: id, columns: 4, rows: 4 });
  test.setTool('drawCells');
  for (let row = 0; row < 4; row += 1) for (let column = 0; column < 4; column += 1) test.click(column, row);
  test.setTool('view');
  // A chart opened in the tracker ("Volg een PDF-patroon"): the mode is the editor's first, before the session.
  if (options.openedInTracker) test.editor.setMode('progressTracker');
  if (id !== 'new') test.editor.document.identify(id, 1);
  const openedChangeCount = id === 'new' ? undefined : test.editor.changeCount;
  const clock = new FakeClock();
  const progress = new FakeProgressServer({ columnCount: 4, rowCount: 4 });
  const changes: ChartChangesRequest[] = [];
  const api = {
    progressStatus: vi.fn((chart: string) => progress.progressStatus(chart)),
    saveProgressDone: vi.fn((chart: string, request: Parameters<typeof progress.saveProgressDone>[1]) =>
      progress.saveProgressDone(chart, request),
    ),
    saveProgressDoneOnExit: vi.fn(() => true),
    saveChart: vi.fn((_id: string, request: ChartSaveRequest) =>
      Promise.resolve<ChartSaveResponse>({
        sfRequest: 'ok',
        status: 'ok',
        chartId,
        revision: request.state.settings.revision + 1,
        accessSession: { hasWriteAccess: true, hasWriteLock: true },
        symbolsChanged: [],
      }),
    ),
    sendChanges: vi.fn((chart: string, request: ChartChangesRequest) => {
      changes.push(request);
      return progress.changes(chart, request);
    }),
    releaseWriteLockOnExit: vi.fn(),
  };
  // Encodes as the worker does (the chart's rows and the tracker's done cells alike).
  const engine = {
    encodeRows: (cells: Uint8Array) =>
      Promise.resolve({ ok: true, value: `1:${btoa(String.fromCharCode(...cells))}` }),
  };
  const session = new ChartSession({
    editor: test.editor,
    api: api as unknown as ChartApi,
    engine: engine as unknown as EngineClient,
    timers: clock,
    sessionId: 'tAbCdEfGhIjKlMnOpQrST',
    target: new EventTarget(),
    ...(openedChangeCount === undefined ? {} : { openedChangeCount }),
    // A draft (an imported file) opens unsaved.
    ...(options.openedInTracker ? { unsavedFromStart: true } : {}),
    canSave: () => true,
    userId: () => 'user-1',
    flash: () => () => undefined,
    onCreated: vi.fn(),
    onNotLoggedIn: vi.fn(),
    onUserChanged: vi.fn(),
  });
  const tool = test.editor.sessions.tracker;
  const doneCells = () => [...tool.tracker.done].flatMap((value, cell) => (value ? [cell] : []));
  return { test, clock, session, api, progress, changes, tool, doneCells };
}

describe('ChartSession and the tracker progress', () => {
  it('loads the progress when the tracker is entered and follows another device through the changes loop', async () => {
    const { test, clock, session, api, progress, changes, doneCells } = setUp();
    progress.otherDeviceMarks([1, 2]);
    progress.mode = 'perGridCell';
    expect(progressSyncOf(test.editor)).toBe(session.progress);
    await clock.advance(changesTimings.tickMs * 8);
    expect(api.progressStatus).not.toHaveBeenCalled();
    test.editor.setMode('progressTracker');
    await clock.advance(0);
    expect(api.progressStatus).toHaveBeenCalledOnce();
    expect(doneCells()).toEqual([1, 2]);
    progress.otherDeviceMarks([5]);
    await clock.advance(changesTimings.tickMs);
    expect(changes.at(-1)?.p).toBe(1);
    expect(doneCells()).toEqual([1, 2, 5]);
    expect(session.progress?.revision).toBe(progress.revision);
    session.dispose();
    expect(progressSyncOf(test.editor)).toBeUndefined();
  });

  it('sends the bottom panel\'s row number ("Ga naar rij") with the rowNumber action, once per change', async () => {
    const { test, clock, session, changes } = setUp();
    expect(test.editor.rowNumber).toBe(0);
    test.editor.setRowNumber(7);
    test.editor.setRowNumber(7);
    await clock.advance(changesTimings.tickMs);
    const sent = changes.flatMap((request) => request.actions);
    expect(sent.filter((action) => action.type === 'rowNumber')).toEqual([
      { type: 'rowNumber', rowNumber: 7 },
    ]);
    test.editor.setRowNumber(-3);
    expect(test.editor.rowNumber).toBe(0);
    session.dispose();
  });

  it('leaving waits for unsaved progress too', async () => {
    const { test, clock, session, progress } = setUp();
    test.editor.setMode('progressTracker');
    await clock.advance(0);
    test.click(3, 3);
    expect(session.pendingWork.hasUnsavedChanges()).toBe(true);
    await session.pendingWork.save();
    expect(progress.doneCells()).toEqual([15]);
    expect(session.pendingWork.hasUnsavedChanges()).toBe(false);
    session.dispose();
  });

  it('a new chart opened in the tracker sends that mode once its first save gives it an id (a reload reopens it)', async () => {
    const { clock, session, api, changes } = setUp({ chartId: 'new', openedInTracker: true });
    // The draft is saved soon after opening; its changes are sent from then on.
    await session.saveNow();
    await clock.advance(changesTimings.tickMs * 2);
    expect(api.saveChart).toHaveBeenCalled();
    const sent = changes.flatMap((request) => request.actions);
    expect(sent.filter((action) => action.type === 'mode')).toEqual([
      { type: 'mode', mode: 'progressTracker' },
    ]);
    session.dispose();
  });

  it('a new chart’s progress is saved once its first save gives it an id', async () => {
    const { test, clock, session, api, progress } = setUp({ chartId: 'new' });
    test.setTool('drawCells').selectStyle(2).click(1, 1);
    test.editor.setMode('progressTracker');
    test.click(0, 0);
    await clock.advance(0);
    expect(api.progressStatus).not.toHaveBeenCalled();
    expect(session.progress?.status).toBe('local');
    await session.saveNow();
    await clock.advance(0);
    expect(api.saveChart).toHaveBeenCalled();
    expect(progress.doneCells()).toEqual([0]);
    expect(session.progress?.status).toBe('saved');
    session.dispose();
  });

  it('reports a failed progress save to the page reporter (spec §8)', async () => {
    const reporter = { report: vi.fn(), settled: () => Promise.resolve() };
    const uninstall = installErrorReporter(reporter);
    try {
      const { test, clock, session, api } = setUp();
      test.editor.setMode('progressTracker');
      await clock.advance(0);
      api.saveProgressDone.mockImplementation(() =>
        Promise.reject(new Error('API request chart/progress-tracker/save-grid-rows-done failed')),
      );
      test.click(3, 3);
      await session.pendingWork.save().catch(() => undefined);
      expect(reporter.report).toHaveBeenCalledWith(
        'Progress-grid save failure: API request chart/progress-tracker/save-grid-rows-done failed',
        { action: 'progressSync' },
      );
      session.dispose();
    } finally {
      uninstall();
    }
  });
});
