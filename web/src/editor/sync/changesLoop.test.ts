import type { ChartChangesRequest, ChartChangesResponse } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock, flushMicrotasks } from '../../test/fakeClock';
import { ChangesLoop, type ChangesLoopOptions } from './changesLoop';

const okAnswer = (
  overrides: Partial<Extract<ChartChangesResponse, { status: 'ok' }>> = {},
): ChartChangesResponse => ({
  sfRequest: 'ok',
  status: 'ok',
  userId: 'user00000001',
  revision: 3,
  accessSession: { hasWriteAccess: true, hasWriteLock: true },
  progressTrackerRevision: 0,
  progressTrackerRefresh: false,
  ...overrides,
});

function setUp(overrides: Partial<ChangesLoopOptions> = {}) {
  const clock = new FakeClock();
  const sent: Array<{ chartId: string; request: ChartChangesRequest }> = [];
  let answer: ChartChangesResponse | Error = okAnswer();
  const options: ChangesLoopOptions = {
    timers: clock,
    sessionId: 'tab-0001',
    chartId: () => 'c1',
    revision: () => 3,
    progressRevision: () => 0,
    userId: () => 'user00000001',
    send: async (chartId, request) => {
      sent.push({ chartId, request });
      if (answer instanceof Error) throw answer;
      return answer;
    },
    ...overrides,
  };
  const loop = new ChangesLoop(options);
  return { clock, sent, loop, setAnswer: (next: ChartChangesResponse | Error) => (answer = next) };
}

describe('the changes loop (spec §4, §7)', () => {
  it('sends pending actions every 3 s, duplicate types collapsed to the last', async () => {
    const { clock, sent, loop } = setUp();
    loop.start();
    loop.queue({ type: 'zoom', zoomLevel: 30 });
    loop.queue({ type: 'scroll', x: 1, y: 2 });
    loop.queue({ type: 'zoom', zoomLevel: 45 });
    await clock.advance(2999);
    expect(sent).toHaveLength(0);
    await clock.advance(1);
    expect(sent).toEqual([
      {
        chartId: 'c1',
        request: {
          s: 'tab-0001',
          r: 3,
          p: 0,
          actions: [
            { type: 'scroll', x: 1, y: 2 },
            { type: 'zoom', zoomLevel: 45 },
          ],
        },
      },
    ]);
  });

  it('sends an empty keep-alive after more than 6 idle ticks', async () => {
    const { clock, sent, loop } = setUp();
    loop.start();
    await clock.advance(6 * 3000);
    expect(sent).toHaveLength(0);
    await clock.advance(3000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.request.actions).toEqual([]);
    await clock.advance(6 * 3000);
    expect(sent).toHaveLength(1);
    await clock.advance(3000);
    expect(sent).toHaveLength(2);
  });

  it('tracks nothing for a new chart', async () => {
    const { clock, sent, loop } = setUp({ chartId: () => 'new' });
    loop.start();
    loop.queue({ type: 'zoom', zoomLevel: 30 });
    await clock.advance(60_000);
    loop.refresh();
    expect(sent).toHaveLength(0);
  });

  it('tells the editor about access, newer revisions, another user and a chart that is gone', async () => {
    const onAccess = vi.fn();
    const onNewRevision = vi.fn();
    const onUserChanged = vi.fn();
    const onChartGone = vi.fn();
    const onProgressRefresh = vi.fn();
    const { loop, setAnswer } = setUp({
      onAccess,
      onNewRevision,
      onUserChanged,
      onChartGone,
      onProgressRefresh,
    });
    setAnswer(
      okAnswer({
        revision: 4,
        userId: 'someoneElse1',
        accessSession: { hasWriteAccess: true, hasWriteLock: false },
        progressTrackerRevision: 2,
        progressTrackerRefresh: true,
      }),
    );
    loop.refresh();
    await flushMicrotasks();
    expect(onAccess).toHaveBeenCalledWith({ hasWriteAccess: true, hasWriteLock: false });
    expect(onNewRevision).toHaveBeenCalledWith(4);
    expect(onUserChanged).toHaveBeenCalledWith('someoneElse1');
    expect(onProgressRefresh).toHaveBeenCalledWith(2);
    setAnswer({ sfRequest: 'ok', status: 'notFound', reason: 'notFound', userId: 'user00000001' });
    loop.refresh();
    await flushMicrotasks();
    expect(onChartGone).toHaveBeenCalledWith('deleted');
  });

  it('keeps actions that could not be sent for the next tick', async () => {
    const { clock, sent, loop, setAnswer } = setUp();
    loop.start();
    setAnswer(new Error('Timeout'));
    loop.queue({ type: 'zoom', zoomLevel: 30 });
    await clock.advance(3000);
    setAnswer(okAnswer());
    loop.queue({ type: 'rowNumber', rowNumber: 4 });
    await clock.advance(3000);
    expect(sent[1]?.request.actions).toEqual([
      { type: 'zoom', zoomLevel: 30 },
      { type: 'rowNumber', rowNumber: 4 },
    ]);
  });

  it('refreshes at once on focus, and again after 0.5, 1 and 2 s in progress-tracker mode', async () => {
    const { clock, sent, loop } = setUp();
    loop.refresh(true);
    await flushMicrotasks();
    expect(sent).toHaveLength(1);
    await clock.advance(500);
    await clock.advance(500);
    await clock.advance(1000);
    expect(sent).toHaveLength(4);
    loop.stop();
    expect(clock.pendingCount).toBe(0);
  });
});
