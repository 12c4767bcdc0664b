/**
 * A {@link ChartSession} keeps unsaved changes on the device (issue 26): written as they happen and as the page
 * hides, removed once a save is acknowledged; the write lock is released on every page close; the connection
 * coming back saves; a save answered "outdated app" keeps the changes on the device before asking for a reload.
 */
import { outdatedAppMessage, type ChartSaveRequest, type ChartSaveResponse } from '@steekwerk/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../api/ajaxError';
import type { ChartApi } from '../../api/chartApi';
import type { EngineClient } from '../../engine/engineClient';
import { FakeClock, flushMicrotasks } from '../../test/fakeClock';
import { useEditorStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { ok } from '../testing/saveQueueHarness';
import { ChartSession } from './chartSession';
import { saveTimings } from './saveQueue';
import { MemoryBackend } from './unsaved/unsavedFixtures';
import { UnsavedStore, type UnsavedEntry } from './unsaved/unsavedStore';

const chartId = 'abcdefghijkl';
const sessionId = 'tAbCdEfGhIjKlMnOpQrST';

function setUp() {
  const test = TestEditor.create({
    chartId,
    columns: 4,
    rows: 4,
    access: {
      locked: false,
      revisionNumber: 0,
      smallMobileScreen: false,
      hasWriteAccess: true,
      hasWriteLock: true,
    },
  });
  test.editor.document.identify(chartId, 1);
  const clock = new FakeClock();
  const backend = new MemoryBackend();
  const answers: Array<ChartSaveResponse | Error> = [];
  const saves: ChartSaveRequest[] = [];
  const api = {
    saveChart: vi.fn((_id: string, request: ChartSaveRequest) => {
      saves.push(request);
      const answer = answers.shift() ?? ok(chartId, 2);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
    sendChanges: vi.fn(() => new Promise(() => undefined)),
    releaseWriteLockOnExit: vi.fn(),
  };
  const engine = { encodeRows: () => Promise.resolve({ ok: true, value: '1:AAAAAAAAAAAAAAAAAAAAAA==' }) };
  const target = new EventTarget();
  const onAppOutdated = vi.fn();
  const session = new ChartSession({
    editor: test.editor,
    api: api as unknown as ChartApi,
    engine: engine as unknown as EngineClient,
    timers: clock,
    sessionId,
    target,
    canSave: () => true,
    userId: () => 'user1',
    flash: () => () => undefined,
    onCreated: vi.fn(),
    onNotLoggedIn: vi.fn(),
    onUserChanged: vi.fn(),
    unsaved: new UnsavedStore(backend),
    onAppOutdated,
  });
  const kept = () => [...backend.map.values()] as UnsavedEntry[];
  const draw = (column: number, row: number) => test.setTool('drawCells').selectStyle(1).click(column, row);
  return { test, clock, session, api, saves, answers, backend, target, kept, draw, onAppOutdated };
}

afterEach(() => {
  useEditorStore.getState().reset();
});

describe('a chart session keeps unsaved changes on the device', () => {
  it('writes an edit at once, and removes it once the server acknowledged the save', async () => {
    const { clock, kept, draw, saves, session } = setUp();
    draw(2, 1);
    await flushMicrotasks();
    expect(kept()).toHaveLength(1);
    expect(kept()[0]).toMatchObject({
      userId: 'user1',
      chartId,
      baseRevision: 1,
      sessionId,
      chartUnsaved: true,
    });
    expect(kept()[0]?.cells[1 * 4 + 2]).toBe(1);
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(saves).toHaveLength(1);
    expect(kept()).toEqual([]);
    session.dispose();
  });

  it('keeps what a failed save did not send, on its base revision, until a save goes through', async () => {
    const { clock, kept, draw, answers, session } = setUp();
    answers.push(new AjaxError('network', 'Network request failed', { action: 'chart/save/:chartId' }));
    draw(0, 0);
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(session.saves.status).toBe('failed');
    expect(kept()).toHaveLength(1);
    await clock.advance(saveTimings.retryMs);
    await flushMicrotasks();
    expect(kept()).toEqual([]);
    session.dispose();
  });

  it('on closing with unsaved changes: written as the page hides, and the write lock is released all the same', async () => {
    const { clock, kept, draw, api, target, session } = setUp();
    draw(0, 0);
    await clock.advance(100);
    draw(1, 0);
    target.dispatchEvent(new Event('pagehide'));
    await flushMicrotasks();
    expect(api.releaseWriteLockOnExit).toHaveBeenCalledWith(chartId, sessionId);
    expect(Array.from(kept()[0]?.cells.slice(0, 2) ?? [])).toEqual([1, 1]);
    session.dispose();
  });

  it('saves at once when the connection returns', async () => {
    const { clock, draw, saves, answers, target, session } = setUp();
    answers.push(new AjaxError('network', 'Network request failed', { action: 'chart/save/:chartId' }));
    draw(0, 0);
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(saves).toHaveLength(1);
    target.dispatchEvent(new Event('online'));
    await flushMicrotasks();
    expect(saves).toHaveLength(2);
    expect(session.saves.status).toBe('recentlySaved');
    session.dispose();
  });

  it('an outdated app: the changes are on the device before the reload is asked for', async () => {
    const { clock, draw, answers, kept, onAppOutdated, session } = setUp();
    answers.push(
      new AjaxError('status', 'Request failed (400)', {
        action: 'chart/save/:chartId',
        status: 400,
        serverMessage: `v: ${outdatedAppMessage}`,
      }),
    );
    draw(3, 3);
    await clock.advance(saveTimings.autoSaveDebounceMs);
    await flushMicrotasks();
    expect(onAppOutdated).toHaveBeenCalledOnce();
    expect(kept()).toHaveLength(1);
    expect(session.saves.hasUnsavedChanges()).toBe(true);
    session.dispose();
  });
});
