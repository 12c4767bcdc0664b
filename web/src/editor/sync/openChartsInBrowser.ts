/**
 * Which charts the tabs of this browser have open, so a tab without the write lock can say whether another tab of
 * this browser holds it or another device does (the server cannot tell them apart: it only knows sessions), and
 * so the tab that takes the lock over can tell the others at once instead of at their next changes tick.
 *
 * Each tab holds a Web Lock named after the chart and its session id while the chart is open; the browser frees it
 * when the tab closes or crashes, so the list never holds dead tabs. The news that a tab took the write lock goes
 * over a BroadcastChannel; the server stays the judge (the others ask it through `chart/changes`).
 */

/** The open charts of the browser's tabs; tests pass their own. */
export interface OpenChartsInBrowser {
  /** Marks `chartId` as open in this tab until the returned function is called. */
  open(chartId: string, sessionId: string): () => void;
  /** Whether another tab of this browser has `chartId` open; undefined when the browser cannot tell. */
  openInOtherTab(chartId: string, sessionId: string): Promise<boolean | undefined>;
  /** Tells the other tabs that `sessionId` took the write lock of `chartId`. */
  announceLockTaken(chartId: string, sessionId: string): void;
  /** Calls `callback` when another tab took the write lock of `chartId`; returns a function that stops. */
  onLockTaken(chartId: string, sessionId: string, callback: () => void): () => void;
}

const lockPrefix = 'steekwerk.chart.';
const channelName = 'steekwerk.writeLock';

/** The name of the Web Lock a tab holds while it has `chartId` open. */
export function openChartLockName(chartId: string, sessionId: string): string {
  return `${lockPrefix}${chartId}.${sessionId}`;
}

interface LockTakenMessage {
  readonly type: 'writeLockTaken';
  readonly chartId: string;
  readonly sessionId: string;
}

function isLockTaken(data: unknown): data is LockTakenMessage {
  const message = data as Partial<LockTakenMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'writeLockTaken' &&
    typeof message.chartId === 'string' &&
    typeof message.sessionId === 'string'
  );
}

/**
 * The open charts of this browser over `locks` and `channels` (the browser's Web Locks and BroadcastChannel by
 * default); without them nothing is known and nothing is announced.
 */
export function openChartsInBrowser(
  locks: Pick<LockManager, 'request' | 'query'> | undefined = typeof navigator !== 'undefined' &&
  'locks' in navigator
    ? navigator.locks
    : undefined,
  createChannel: ((name: string) => BroadcastChannel) | undefined = typeof BroadcastChannel === 'undefined'
    ? undefined
    : (name) => new BroadcastChannel(name),
): OpenChartsInBrowser {
  return {
    open(chartId, sessionId) {
      if (!locks || chartId === 'new' || chartId === '') return () => undefined;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      locks.request(openChartLockName(chartId, sessionId), () => held).catch(() => undefined);
      return () => release();
    },

    async openInOtherTab(chartId, sessionId) {
      if (!locks) return undefined;
      try {
        const snapshot = await locks.query();
        const own = openChartLockName(chartId, sessionId);
        return (snapshot.held ?? []).some(
          (lock) => lock.name !== own && lock.name?.startsWith(`${lockPrefix}${chartId}.`) === true,
        );
      } catch {
        return undefined;
      }
    },

    announceLockTaken(chartId, sessionId) {
      if (!createChannel) return;
      const channel = createChannel(channelName);
      channel.postMessage({ type: 'writeLockTaken', chartId, sessionId } satisfies LockTakenMessage);
      channel.close();
    },

    onLockTaken(chartId, sessionId, callback) {
      if (!createChannel) return () => undefined;
      const channel = createChannel(channelName);
      channel.onmessage = (event: MessageEvent) => {
        const data: unknown = event.data;
        if (isLockTaken(data) && data.chartId === chartId && data.sessionId !== sessionId) callback();
      };
      return () => channel.close();
    },
  };
}
