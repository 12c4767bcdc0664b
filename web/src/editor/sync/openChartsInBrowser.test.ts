import { describe, expect, it, vi } from 'vitest';
import { openChartLockName, openChartsInBrowser } from './openChartsInBrowser';
import { writeLockNotice } from './writeLockNotice';

/** The Web Locks of one browser, shared by its tabs. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    held,
    request(name: string, callback: () => Promise<void>): Promise<void> {
      held.add(name);
      return callback().then(() => void held.delete(name));
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })), pending: [] }),
  };
}

/** BroadcastChannels of one browser: a message reaches every other open channel of the same name. */
function fakeChannels() {
  const open = new Set<{ name: string; onmessage: ((event: MessageEvent) => void) | null }>();
  return (name: string) => {
    const channel = {
      name,
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of open) {
          if (other !== channel && other.name === name) other.onmessage?.({ data } as MessageEvent);
        }
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel as unknown as BroadcastChannel;
  };
}

describe('the charts the tabs of this browser have open', () => {
  it('tells whether another tab has the chart open, until that tab closes it', async () => {
    const locks = fakeLocks();
    const browser = openChartsInBrowser(locks as unknown as LockManager, fakeChannels());
    const closeFirst = browser.open('chart1', 'tFirst');
    const closeSecond = browser.open('chart1', 'tSecond');
    browser.open('chart2', 'tThird');
    expect(locks.held.has(openChartLockName('chart1', 'tFirst'))).toBe(true);
    expect(await browser.openInOtherTab('chart1', 'tSecond')).toBe(true);
    expect(await browser.openInOtherTab('chart1', 'tFirst')).toBe(true);
    closeFirst();
    await Promise.resolve();
    expect(await browser.openInOtherTab('chart1', 'tSecond')).toBe(false);
    closeSecond();
    await Promise.resolve();
    // A chart whose id starts like another's is another chart.
    browser.open('chart10', 'tFourth');
    expect(await browser.openInOtherTab('chart1', 'tFirst')).toBe(false);
  });

  it('does not register new charts', async () => {
    const locks = fakeLocks();
    const browser = openChartsInBrowser(locks as unknown as LockManager, fakeChannels());
    browser.open('new', 'tFirst');
    expect(locks.held.size).toBe(0);
  });

  it('cannot tell without Web Locks, and says so', async () => {
    const browser = openChartsInBrowser(undefined, undefined);
    expect(browser.open('chart1', 'tFirst')).toBeTypeOf('function');
    expect(await browser.openInOtherTab('chart1', 'tFirst')).toBeUndefined();
    expect(() => browser.announceLockTaken('chart1', 'tFirst')).not.toThrow();
  });

  it('tells the other tabs of the same chart that the lock was taken, not the taker or other charts', () => {
    const channels = fakeChannels();
    const browser = openChartsInBrowser(fakeLocks() as unknown as LockManager, channels);
    const loser = vi.fn();
    const taker = vi.fn();
    const otherChart = vi.fn();
    browser.onLockTaken('chart1', 'tLoser', loser);
    browser.onLockTaken('chart1', 'tTaker', taker);
    const stop = browser.onLockTaken('chart2', 'tOther', otherChart);
    browser.announceLockTaken('chart1', 'tTaker');
    expect(loser).toHaveBeenCalledTimes(1);
    expect(taker).not.toHaveBeenCalled();
    expect(otherChart).not.toHaveBeenCalled();
    stop();
  });

  it('ignores messages that are not a takeover', () => {
    const channels = fakeChannels();
    const browser = openChartsInBrowser(fakeLocks() as unknown as LockManager, channels);
    const heard = vi.fn();
    browser.onLockTaken('chart1', 'tLoser', heard);
    const stranger = channels('steekwerk.writeLock');
    for (const data of [
      null,
      'writeLockTaken',
      { type: 'writeLockTaken', chartId: 1 },
      { chartId: 'chart1' },
    ]) {
      stranger.postMessage(data);
    }
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('the notice of a tab without the write lock', () => {
  it('names the other tab or the other device, and whether this tab lost the lock', () => {
    expect(writeLockNotice(false, true)).toBe('lockedInOtherTab');
    expect(writeLockNotice(false, false)).toBe('lockedOnOtherDevice');
    expect(writeLockNotice(true, true)).toBe('lockLostToOtherTab');
    expect(writeLockNotice(true, false)).toBe('lockLostToOtherDevice');
    expect(writeLockNotice(true, undefined)).toBe('lockedElsewhere');
    expect(writeLockNotice(false, undefined)).toBe('lockedElsewhere');
  });
});
