import type { ChartAction } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../../api/ajaxError';
import { TestEditor } from '../../testing/TestEditor';
import { ChangesLoop } from '../../sync/changesLoop';
import { FakeProgressServer, networkFailure, pendingRefusal } from './fakeProgressServer';
import { ProgressSync } from './ProgressSync';
import type { ProgressAccount, ProgressSyncStatus } from './progressSyncOptions';

const size = { columnCount: 6, rowCount: 4 };

/** A 6 × 4 chart, every cell style 1 (row 3 style 2), in tracker mode; a sync over a fake server. */
function setUp(
  options: {
    account?: ProgressAccount;
    chartId?: string;
    target?: EventTarget;
    encode?: (done: Uint8Array, columnCount: number, rowCount: number) => Promise<string | undefined>;
  } = {},
) {
  const test = TestEditor.create({ columns: 6, rows: 4 });
  test.setTool('drawCells');
  for (let row = 0; row < 4; row += 1)
    for (let column = 0; column < 6; column += 1) test.selectStyle(row === 3 ? 2 : 1).click(column, row);
  test.setTool('progressTracker');
  const tool = test.editor.sessions.tracker;
  const server = new FakeProgressServer(size);
  const queued: ChartAction[] = [];
  const reports: string[] = [];
  const live = { chartId: options.chartId ?? 'chart-1', account: options.account ?? 'active' };
  const sync = new ProgressSync({
    timers: test.clock,
    sessionId: 'tab-12345678',
    api: server,
    tool,
    chartId: () => live.chartId,
    account: () => live.account,
    queue: (action) => queued.push(action),
    report: (message) => reports.push(message),
    ...(options.target ? { target: options.target } : {}),
    ...(options.encode ? { encode: options.encode } : {}),
  });
  const statuses: ProgressSyncStatus[] = [];
  sync.subscribe(() => statuses.push(sync.status));
  const doneCells = () => [...tool.tracker.done].flatMap((value, cell) => (value ? [cell] : []));
  /** Taps the cell `cell` (row-major) in perGridCell. */
  const tap = (cell: number) => test.click(cell % 6, Math.floor(cell / 6));
  return { test, clock: test.clock, tool, server, sync, queued, reports, live, statuses, doneCells, tap };
}

/** Enters the tracker and lets the status load. */
async function entered(context: ReturnType<typeof setUp>) {
  context.sync.enter();
  await context.clock.advance(0);
  return context;
}

describe('ProgressSync', () => {
  it('loads the saved progress when the tracker is first needed: done cells, mode, parking, row helpers', async () => {
    const context = setUp();
    const { server, sync, tool, doneCells } = context;
    server.otherDeviceMarks([0, 1, 7]);
    server.mode = 'perGridCell';
    server.extras = {
      parking: [{ styleId: 1, x: 2, y: 1, corner: 'topRight' }],
      repeats: [{ id: 'r1', label: 'Kabel', firstRow: 1, lastRow: 4, times: 3, completed: 0 }],
      reminders: [],
    };
    expect(server.statusCalls).toEqual([]);
    await entered(context);
    expect(server.statusCalls).toEqual(['chart-1']);
    expect(doneCells()).toEqual([0, 1, 7]);
    expect(tool.trackerMode).toBe('perGridCell');
    expect(tool.tracker.parking).toEqual(server.extras.parking);
    expect(sync.extras).toEqual(server.extras);
    expect(sync.revision).toBe(1);
    expect(sync.status).toBe('saved');
    sync.enter();
    await context.clock.advance(0);
    expect(server.statusCalls).toHaveLength(1);
  });

  it('saves the done cells 3 s after the last tap: one save for several taps', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, tap, statuses } = context;
    tap(0);
    await clock.advance(1000);
    tap(1);
    await clock.advance(1000);
    tap(2);
    expect(sync.status).toBe('local');
    expect(sync.hasUnsavedProgress()).toBe(true);
    await clock.advance(2999);
    expect(server.saves).toHaveLength(0);
    await clock.advance(1);
    expect(server.saves).toHaveLength(1);
    expect(server.doneCells()).toEqual([0, 1, 2]);
    expect(statuses).toContain('saving');
    expect(sync.status).toBe('saved');
    expect(sync.hasUnsavedProgress()).toBe(false);
    expect(sync.revision).toBe(server.revision);
  });

  it('has the done cells encoded off the page when it can, and encodes them itself when that fails', async () => {
    const encoded: Array<[number, number, number]> = [];
    let fail = false;
    const encode = async (done: Uint8Array, columnCount: number, rowCount: number) => {
      encoded.push([done.length, columnCount, rowCount]);
      if (fail) throw new Error('worker gone');
      return `1:${btoa(String.fromCharCode(...done))}`;
    };
    const context = await entered(setUp({ encode }));
    const { clock, server, tap } = context;
    tap(4);
    await clock.advance(3000);
    expect(encoded).toEqual([[24, 6, 4]]);
    expect(server.doneCells()).toEqual([4]);
    fail = true;
    tap(5);
    await clock.advance(3000);
    expect(encoded).toHaveLength(2);
    expect(server.saves).toHaveLength(2);
    expect(server.doneCells()).toEqual([4, 5]);
  });

  it('never saves twice at once; a tap during a save saves again afterwards', async () => {
    const context = await entered(setUp());
    const { clock, server, tap } = context;
    server.hold();
    tap(0);
    await clock.advance(3000);
    expect(server.inFlight).toBe(1);
    tap(1);
    await clock.advance(10_000);
    expect(server.saves).toHaveLength(1);
    server.release();
    await clock.advance(0);
    expect(server.saves).toHaveLength(2);
    expect(server.maxInFlight).toBe(1);
    expect(server.doneCells()).toEqual([0, 1]);
    expect(context.sync.status).toBe('saved');
  });

  it('reports a failed save, keeps the cells and tries again after 30 s', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, tap, reports, doneCells } = context;
    tap(4);
    server.failNext(networkFailure);
    await clock.advance(3000);
    expect(reports).toEqual([expect.stringContaining('Progress-grid save failure')]);
    expect(sync.status).toBe('failed');
    expect(doneCells()).toEqual([4]);
    expect(sync.hasUnsavedProgress()).toBe(true);
    await clock.advance(29_999);
    expect(server.saves).toHaveLength(1);
    await clock.advance(1);
    expect(server.saves).toHaveLength(2);
    expect(server.doneCells()).toEqual([4]);
    expect(sync.status).toBe('saved');
  });

  it('does not loop on a refusal that no retry changes (a 400), and saves on the next tap', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, tap } = context;
    tap(4);
    server.failNext(new AjaxError('status', 'Request failed (400)', { action: 'save', status: 400 }));
    await clock.advance(3000);
    await clock.advance(120_000);
    expect(server.saves).toHaveLength(1);
    expect(sync.status).toBe('failed');
    tap(5);
    await clock.advance(3000);
    expect(server.doneCells()).toEqual([4, 5]);
  });

  it('a refresh keeps what this device has not saved and takes what another device saved', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, tap, doneCells } = context;
    server.otherDeviceMarks([10]);
    tap(3);
    sync.refresh();
    await clock.advance(0);
    expect(doneCells()).toEqual([3, 10]);
    expect(sync.hasUnsavedProgress()).toBe(true);
    await clock.advance(3000);
    expect(server.doneCells()).toEqual([3, 10]);
    // Unmarked on the other device, nothing changed here: the refresh unmarks it here too.
    server.otherDeviceMarks([10], 0);
    sync.refresh();
    await clock.advance(0);
    expect(doneCells()).toEqual([3]);
    expect(sync.hasUnsavedProgress()).toBe(false);
  });

  it('a refresh that brings nothing new (this device’s own mode or save) keeps the tracker and its undo', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, tap, tool, queued } = context;
    tap(0);
    server.apply(queued);
    await clock.advance(3000);
    sync.refresh();
    await clock.advance(0);
    expect(server.statusCalls.length).toBeGreaterThan(1);
    expect(tool.history.canUndo).toBe(true);
    expect(context.doneCells()).toEqual([0]);
    expect(sync.revision).toBe(server.revision);
  });

  it('waits with a refresh until the running save is answered', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, tap, doneCells } = context;
    server.hold();
    tap(0);
    await clock.advance(3000);
    sync.refresh();
    await clock.advance(0);
    expect(server.statusCalls).toHaveLength(1);
    server.release();
    await clock.advance(0);
    expect(server.statusCalls).toHaveLength(2);
    expect(doneCells()).toEqual([0]);
    expect(server.doneCells()).toEqual([0]);
    expect(sync.hasUnsavedProgress()).toBe(false);
  });

  it('after window focus in tracker mode, picks up another device’s progress at 0.5, 1 and 2 s', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, doneCells } = context;
    const loop = new ChangesLoop({
      timers: clock,
      sessionId: 'tab-12345678',
      chartId: () => 'chart-1',
      revision: () => 1,
      progressRevision: () => sync.revision,
      userId: () => 'user-1',
      send: (chartId, request) => server.changes(chartId, request),
      onProgressRefresh: () => sync.refresh(),
    });
    loop.refresh(true);
    await clock.advance(0);
    expect(server.statusCalls).toHaveLength(1);
    server.otherDeviceMarks([1]);
    await clock.advance(500);
    expect(doneCells()).toEqual([1]);
    server.otherDeviceMarks([2]);
    await clock.advance(500);
    expect(doneCells()).toEqual([1, 2]);
    server.otherDeviceMarks([3]);
    await clock.advance(1000);
    expect(doneCells()).toEqual([1, 2, 3]);
    const calls = server.statusCalls.length;
    server.otherDeviceMarks([4]);
    await clock.advance(2000);
    expect(server.statusCalls).toHaveLength(calls);
    expect(doneCells()).toEqual([1, 2, 3]);
    loop.stop();
  });

  it('reports saved done cells that do not decode and ignores them, keeping the rest of the status', async () => {
    const context = setUp();
    const { server, reports, doneCells, tool } = context;
    server.revision = 3;
    server.mode = 'perGridCell';
    server.position = 2;
    server.doneText = '1:bm9wZQ==';
    expect(context.sync.doneUnreadable).toBe(false);
    await entered(context);
    expect(reports).toEqual([expect.stringContaining('decode')]);
    expect(context.sync.doneUnreadable).toBe(true);
    expect(doneCells()).toEqual([]);
    expect(tool.tracker.position).toBe(2);
    server.doneText = 'niet base64 %%%';
    context.sync.refresh();
    await context.clock.advance(0);
    expect(reports).toHaveLength(2);
  });

  it('mode, position and extras go to the changes loop, only when they change', async () => {
    const context = await entered(setUp());
    const { tool, queued, sync, server } = context;
    // Nothing saved yet: this device's mode stands and is sent.
    expect(queued).toEqual([{ type: 'progressTrackerMode', mode: 'perGridCell' }]);
    queued.length = 0;
    tool.setTrackerMode('rowsFull');
    tool.stepForward();
    expect(queued).toEqual([
      { type: 'progressTrackerMode', mode: 'rowsFull' },
      { type: 'progressTrackerPosition', position: 1 },
    ]);
    queued.length = 0;
    tool.park({ styleId: 2, x: 1, y: 3, corner: 'bottomRight' });
    const repeats = [{ id: 'r1', label: '', firstRow: 2, lastRow: 5, times: 2, completed: 0 }];
    sync.setExtras({ repeats, reminders: [] });
    expect(queued).toEqual([
      {
        type: 'progressTrackerExtras',
        extras: { parking: [{ styleId: 2, x: 1, y: 3, corner: 'bottomRight' }], repeats: [], reminders: [] },
      },
      {
        type: 'progressTrackerExtras',
        extras: { parking: [{ styleId: 2, x: 1, y: 3, corner: 'bottomRight' }], repeats, reminders: [] },
      },
    ]);
    server.apply(queued);
    queued.length = 0;
    tool.setHighlight(1);
    sync.setExtras({ repeats, reminders: [] });
    expect(queued).toEqual([]);
  });

  it('an anonymous visitor tracks on this device only: no call, "notLoggedIn", nothing to save on leaving', async () => {
    const context = await entered(setUp({ account: 'anonymous' }));
    const { clock, server, sync, tap, queued, doneCells } = context;
    tap(0);
    await clock.advance(60_000);
    expect(doneCells()).toEqual([0]);
    expect(server.statusCalls).toEqual([]);
    expect(server.saves).toEqual([]);
    expect(queued).toEqual([]);
    expect(sync.status).toBe('notLoggedIn');
    expect(sync.hasUnsavedProgress()).toBe(false);
  });

  it('a pending account tracks locally ("pending"); a server refusing as pending stops saving, no retry loop', async () => {
    const pending = await entered(setUp({ account: 'pending' }));
    pending.tap(0);
    await pending.clock.advance(60_000);
    expect(pending.server.saves).toEqual([]);
    expect(pending.sync.status).toBe('pending');

    const refused = await entered(setUp());
    refused.server.failNext(pendingRefusal);
    refused.tap(0);
    await refused.clock.advance(3000);
    await refused.clock.advance(300_000);
    expect(refused.server.saves).toHaveLength(1);
    expect(refused.sync.status).toBe('pending');
    expect(refused.doneCells()).toEqual([0]);
  });

  it('a new chart keeps progress here until its first save gives it an id, then saves it', async () => {
    const context = setUp({ chartId: 'new' });
    const { clock, server, sync, tool, live } = context;
    // The `marked` stitches of an imported file arrive through the tool (the OXS import).
    const marked = new Uint8Array(24);
    marked[5] = 1;
    marked[6] = 1;
    tool.load({ mode: 'perGridCell', done: marked });
    sync.enter();
    await clock.advance(10_000);
    expect(server.statusCalls).toEqual([]);
    expect(server.saves).toEqual([]);
    expect(sync.status).toBe('local');
    live.chartId = 'chart-9';
    sync.chartSaved();
    await clock.advance(0);
    expect(server.saves).toHaveLength(1);
    expect(server.doneCells()).toEqual([5, 6]);
    expect(sync.status).toBe('saved');
    sync.chartSaved();
    await clock.advance(3000);
    expect(server.saves).toHaveLength(1);
  });

  it('leaving: flush saves at once, pagehide sends what waits in a keep-alive request, dispose saves too', async () => {
    const target = new EventTarget();
    const context = await entered(setUp({ target }));
    const { clock, server, sync, tap } = context;
    tap(0);
    await sync.flush();
    expect(server.doneCells()).toEqual([0]);
    tap(1);
    const unload = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(server.exitSaves).toHaveLength(1);
    await clock.advance(0);
    expect(server.doneCells()).toEqual([0, 1]);
    tap(2);
    await clock.advance(3000);
    expect(server.doneCells()).toEqual([0, 1, 2]);
    tap(3);
    sync.dispose();
    await clock.advance(0);
    expect(server.doneCells()).toEqual([0, 1, 2, 3]);
    expect(server.inFlight).toBe(0);
  });

  it('progress sent as the page hides counts as saved only once the server answered ok (issue 26)', async () => {
    const target = new EventTarget();
    const context = await entered(setUp({ target }));
    const { clock, server, sync, tap } = context;
    server.exitAnswer = 'failed';
    tap(3);
    target.dispatchEvent(new Event('pagehide'));
    expect(server.exitSaves).toHaveLength(1);
    expect(sync.hasUnsavedProgress()).toBe(true);
    await clock.advance(0);
    // The failure is not swallowed as a save: the cells stay unsaved and the next save sends them.
    expect(sync.hasUnsavedProgress()).toBe(true);
    expect(sync.status).not.toBe('saved');
    expect(server.doneCells()).toEqual([]);
    await clock.advance(3000);
    expect(server.doneCells()).toEqual([3]);
    expect(sync.status).toBe('saved');

    server.exitAnswer = 'refused';
    tap(4);
    target.dispatchEvent(new Event('pagehide'));
    await clock.advance(0);
    expect(sync.hasUnsavedProgress()).toBe(true);

    server.exitAnswer = 'ok';
    await clock.advance(3000);
    tap(5);
    target.dispatchEvent(new Event('pagehide'));
    expect(sync.hasUnsavedProgress()).toBe(true);
    await clock.advance(0);
    expect(sync.hasUnsavedProgress()).toBe(false);
    expect(server.doneCells()).toEqual([3, 4, 5]);
  });

  it('done cells kept on the device replace the loaded ones and are saved', async () => {
    const context = setUp();
    const { clock, server, sync, doneCells } = context;
    server.otherDeviceMarks([0]);
    const restored = new Uint8Array(24);
    restored[0] = 1;
    restored[9] = 1;
    restored[10] = 1;
    sync.restoreDone(restored);
    await clock.advance(0);
    expect(doneCells()).toEqual([0, 9, 10]);
    expect(sync.hasUnsavedProgress()).toBe(true);
    await clock.advance(3000);
    expect(server.doneCells()).toEqual([0, 9, 10]);
    expect(sync.status).toBe('saved');
    // Cells of another size are not this chart's: nothing changes.
    sync.restoreDone(new Uint8Array(5).fill(1));
    await clock.advance(3000);
    expect(doneCells()).toEqual([0, 9, 10]);
  });

  it('a save still running when the chart closes: what came after it is sent once it is answered', async () => {
    const context = await entered(setUp());
    const { clock, server, sync, tap } = context;
    server.hold();
    tap(4);
    await clock.advance(3000);
    tap(5);
    sync.dispose();
    server.release();
    await clock.advance(0);
    expect(server.doneCells()).toEqual([4, 5]);
    const listener = vi.fn();
    sync.subscribe(listener);
    tap(6);
    await clock.advance(10_000);
    expect(server.doneCells()).toEqual([4, 5]);
    expect(listener).not.toHaveBeenCalled();
  });
});
