import { describe, expect, it } from 'vitest';
import { FakeClock, flushMicrotasks } from '../../../test/fakeClock';
import { entryOf, MemoryBackend, smallState } from './unsavedFixtures';
import { UnsavedKeeper, unsavedTimings, type UnsavedSource } from './unsavedKeeper';
import { unsavedKey, UnsavedStore } from './unsavedStore';

function setUp(replaces?: { userId: string; chartId: string; sessionId: string }) {
  const clock = new FakeClock();
  const backend = new MemoryBackend();
  const live = {
    chartId: 'c1',
    revision: 3,
    chartUnsaved: false,
    progressUnsaved: false,
    captures: 0,
    value: 1,
  };
  const source: UnsavedSource = {
    sessionId: 'tAAAAAAAAAAAAAAAAAAAA',
    userId: () => 'u1',
    chartId: () => live.chartId,
    baseRevision: () => live.revision,
    chartUnsaved: () => live.chartUnsaved,
    progressUnsaved: () => live.progressUnsaved,
    capture: () => {
      live.captures += 1;
      return { state: smallState(), cells: new Uint8Array(12).fill(live.value) };
    },
    done: () => new Uint8Array(12).fill(1),
    now: () => 1000,
  };
  const keeper = new UnsavedKeeper(new UnsavedStore(backend), clock, source, replaces);
  const stored = (chartId = live.chartId) =>
    backend.map.get(unsavedKey({ userId: 'u1', chartId, sessionId: source.sessionId })) as ReturnType<
      typeof entryOf
    >;
  return { clock, backend, live, keeper, stored };
}

describe('keeping unsaved changes as they happen', () => {
  it('writes the first change at once, then the latest state at most once a second while editing', async () => {
    const { clock, live, keeper, stored } = setUp();
    live.chartUnsaved = true;
    live.value = 0;
    keeper.changed();
    await flushMicrotasks();
    expect(live.captures).toBe(1);
    expect(stored()?.cells[0]).toBe(0);
    for (let edit = 1; edit < 15; edit += 1) {
      await clock.advance(100);
      live.value = edit;
      keeper.changed();
    }
    await flushMicrotasks();
    // At 1000 ms the trailing write took edit 10; edits 11–14 wait for the next one, at 2000 ms.
    expect(live.captures).toBe(2);
    expect(stored()?.cells[0]).toBe(9);
    await clock.advance(unsavedTimings.throttleMs);
    await flushMicrotasks();
    expect(live.captures).toBe(3);
    expect(stored()?.cells[0]).toBe(14);
    expect(stored()).toMatchObject({ userId: 'u1', chartId: 'c1', baseRevision: 3, chartUnsaved: true });
    expect(stored()?.done).toBeUndefined();
  });

  it('writes at once when the page hides, and only what changed since', async () => {
    const { live, keeper, stored } = setUp();
    live.chartUnsaved = true;
    keeper.changed();
    await flushMicrotasks();
    expect(live.captures).toBe(1);
    live.value = 2;
    keeper.changed();
    const writing = keeper.flush();
    expect(live.captures).toBe(2);
    expect(await writing).toBe(true);
    expect(stored()?.cells[0]).toBe(2);
    await keeper.flush();
    expect(live.captures).toBe(2);
  });

  it('keeps the tracker progress too, and removes the entry once the server acknowledged everything', async () => {
    const { live, keeper, stored, backend, clock } = setUp();
    live.progressUnsaved = true;
    keeper.changed();
    await keeper.flush();
    expect(stored()).toMatchObject({ chartUnsaved: false });
    expect(Array.from(stored()?.done ?? [])).toEqual(Array(12).fill(1));
    // A save acknowledged while the progress is still unsaved: written again, not removed.
    keeper.saved();
    await clock.advance(unsavedTimings.throttleMs);
    await flushMicrotasks();
    expect(backend.map.size).toBe(1);
    live.progressUnsaved = false;
    keeper.saved();
    await flushMicrotasks();
    expect(backend.map.size).toBe(0);
  });

  it('moves the entry of a new chart to its id after its first save, with the new base revision', async () => {
    const { live, keeper, stored, backend } = setUp();
    live.chartId = 'new';
    live.revision = 0;
    live.chartUnsaved = true;
    keeper.changed();
    await keeper.flush();
    expect(stored('new')).toBeDefined();
    live.chartId = 'c9';
    live.revision = 1;
    keeper.saved();
    await keeper.flush();
    expect([...backend.map.keys()]).toEqual(['u1/c9/tAAAAAAAAAAAAAAAAAAAA']);
    expect(stored('c9')?.baseRevision).toBe(1);
  });

  it('removes the entry of another tab it was restored from once it kept the changes itself', async () => {
    const old = entryOf({ sessionId: 'tOld' });
    const { live, keeper, backend } = setUp(old);
    backend.map.set(unsavedKey(old), old);
    live.chartUnsaved = true;
    keeper.changed();
    await keeper.flush();
    await flushMicrotasks();
    expect([...backend.map.keys()]).toEqual(['u1/c1/tAAAAAAAAAAAAAAAAAAAA']);
  });

  it('writes nothing when nothing is unsaved, and nothing after it stopped', async () => {
    const { live, keeper, backend, clock } = setUp();
    keeper.changed();
    await keeper.flush();
    expect(backend.map.size).toBe(0);
    live.chartUnsaved = true;
    keeper.changed();
    keeper.stop();
    await flushMicrotasks();
    expect(backend.map.size).toBe(1);
    backend.map.clear();
    keeper.changed();
    await clock.advance(5000);
    await keeper.flush();
    expect(backend.map.size).toBe(0);
  });
});
