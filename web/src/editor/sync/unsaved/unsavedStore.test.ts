import { describe, expect, it } from 'vitest';
import { entryOf, MemoryBackend } from './unsavedFixtures';
import { parseUnsavedEntry, unsavedKey, UnsavedStore, type UnsavedEntry } from './unsavedStore';

const cellsOf = (entries: ReadonlyArray<{ cells: Uint8Array }>) =>
  entries.map((entry) => Array.from(entry.cells));

describe('the unsaved changes on this device', () => {
  it('keeps one entry per user, chart and tab session, reads them back newest first and removes them', async () => {
    const backend = new MemoryBackend();
    const store = new UnsavedStore(backend);
    expect(await store.write(entryOf())).toBe(true);
    expect(
      await store.write(entryOf({ sessionId: 'tB', keptAt: 5, cells: new Uint8Array(12).fill(3) })),
    ).toBe(true);
    expect(await store.write(entryOf({ userId: 'u2', cells: new Uint8Array(12).fill(2) }))).toBe(true);
    expect(backend.map.size).toBe(3);
    expect(cellsOf(await store.read('u1', 'c1'))).toEqual([Array(12).fill(3), Array(12).fill(1)]);
    expect(cellsOf(await store.read('u2', 'c1'))).toEqual([Array(12).fill(2)]);
    expect(await store.read('u1', 'c2')).toEqual([]);
    await store.remove(entryOf());
    expect(cellsOf(await store.read('u1', 'c1'))).toEqual([Array(12).fill(3)]);
    expect(await store.read('u2', 'c1')).toHaveLength(1);
  });

  it('never trusts what it reads: a bad entry is dropped and removed', async () => {
    const backend = new MemoryBackend();
    const store = new UnsavedStore(backend);
    const key = unsavedKey(entryOf());
    const bad: unknown[] = [
      'tekst',
      null,
      { ...entryOf(), format: 2 },
      { ...entryOf(), cells: [1, 2, 3] },
      { ...entryOf(), cells: new Uint8Array(5) },
      { ...entryOf(), baseRevision: -1 },
      { ...entryOf(), state: { settings: {} } },
      { ...entryOf(), done: new Uint8Array(3) },
      { ...entryOf(), userId: 'someone-else' },
      // Further layers that do not fit the chart's layers or size.
      { ...entryOf(), furtherLayerCells: [new Uint8Array(12)] },
      { ...layeredEntry(), furtherLayerCells: [new Uint8Array(5)] },
      { ...layeredEntry(), furtherLayerCells: 'cellen' },
    ];
    for (const value of bad) {
      backend.map.set(key, value);
      expect(await store.read('u1', 'c1')).toEqual([]);
      expect(backend.map.has(key)).toBe(false);
    }
    expect(parseUnsavedEntry(entryOf({ done: new Uint8Array(12) }))).toBeDefined();
    expect(parseUnsavedEntry(layeredEntry())?.furtherLayerCells).toEqual([new Uint8Array(12).fill(2)]);
  });

  it('says so when the device cannot keep it (full), and reports instead of throwing', async () => {
    const backend = new MemoryBackend();
    const errors: string[] = [];
    const store = new UnsavedStore(backend, (message) => errors.push(message));
    backend.failing = true;
    expect(await store.write(entryOf())).toBe(false);
    expect(await store.read('u1', 'c1')).toEqual([]);
    expect(errors).toEqual([
      'Unsaved changes write failure: QuotaExceededError',
      'Unsaved changes read failure: QuotaExceededError',
    ]);
    // Without IndexedDB (an old browser) nothing is kept, and nothing breaks.
    const none = new UnsavedStore(undefined);
    expect(await none.write(entryOf())).toBe(false);
    expect(await none.read('u1', 'c1')).toEqual([]);
  });
});

/** An entry of a chart of two layers, the second hidden. */
function layeredEntry(): UnsavedEntry {
  const entry = entryOf();
  const items = [...entry.state.layers.items, { layerId: 2, title: 'Boven', visible: false }];
  return {
    ...entry,
    state: { ...entry.state, layers: { items, selectedLayerId: 2 } },
    furtherLayerCells: [new Uint8Array(12).fill(2)],
  };
}
