/**
 * A {@link SaveQueue} over a fake clock and a fake server, for the save queue's tests: edits bump the change
 * count, each save waits until the test answers it, and flashes are recorded with their durations.
 */
import { createChartState, type ChartSaveRequest, type ChartSaveResponse } from '@steekwerk/model';
import { FakeClock, flushMicrotasks } from '../../test/fakeClock';
import { SaveQueue, type SaveQueueOptions, type SaveRecord, type SaveStatus } from '../sync/saveQueue';

const state = createChartState({
  craft: 'knitting',
  type: 'colors',
  size: { columnCount: 1, rowCount: 1 },
  rows: '1:AA==',
});

export interface Harness {
  clock: FakeClock;
  queue: SaveQueue;
  requests: Array<{ chartId: string; request: ChartSaveRequest }>;
  statuses: SaveStatus[];
  flashes: string[];
  /** How long each flash was to stay, in the order shown. */
  flashDurations: number[];
  hidden: number;
  edit(): void;
  /** Answers the oldest pending request. */
  answer(response: ChartSaveResponse | Error): Promise<void>;
  options: SaveQueueOptions;
}

export function ok(chartId: string, revision: number): ChartSaveResponse {
  return {
    sfRequest: 'ok',
    status: 'ok',
    chartId,
    revision,
    accessSession: { hasWriteAccess: true, hasWriteLock: true },
    symbolsChanged: [],
  };
}

/** The queue's options, with what is saved given as plain values (the record starts with them). */
export type HarnessOptions = Partial<SaveQueueOptions> &
  Partial<Pick<SaveRecord, 'chartId' | 'revision' | 'savedChangeCount'>>;

export function harness(overrides: HarnessOptions = {}): Harness {
  const { chartId = 'new', revision = 0, savedChangeCount = 0, ...options } = overrides;
  const saved: SaveRecord = {
    chartId,
    revision,
    savedChangeCount,
    record(id, savedRevision, count) {
      Object.assign(saved, { chartId: id, revision: savedRevision, savedChangeCount: count });
    },
  };
  const clock = new FakeClock();
  let changes = 0;
  let saveIds = 0;
  const pending: Array<{ resolve(value: ChartSaveResponse): void; reject(error: Error): void }> = [];
  const result: Harness = {
    clock,
    requests: [],
    statuses: [],
    flashes: [],
    flashDurations: [],
    hidden: 0,
    edit() {
      changes += 1;
      result.queue.changed();
    },
    async answer(response) {
      const next = pending.shift();
      if (!next) throw new Error('no request is waiting');
      if (response instanceof Error) next.reject(response);
      else next.resolve(response);
      await flushMicrotasks();
    },
    options: undefined as unknown as SaveQueueOptions,
    queue: undefined as unknown as SaveQueue,
  };
  result.options = {
    timers: clock,
    sessionId: 'tab-0001',
    saved,
    inEditor: true,
    isLoggedIn: () => true,
    changeCount: () => changes,
    serialise: async () => state,
    send: (chartId, request) =>
      new Promise((resolve, reject) => {
        result.requests.push({ chartId, request });
        pending.push({ resolve, reject });
      }),
    newSaveId: () => `save-${(saveIds += 1)}`,
    onStatus: (status) => result.statuses.push(status),
    flash: (text, durationMs) => {
      result.flashes.push(text);
      result.flashDurations.push(durationMs);
      return () => {
        result.hidden += 1;
      };
    },
    ...options,
  };
  result.queue = new SaveQueue(result.options);
  return result;
}
