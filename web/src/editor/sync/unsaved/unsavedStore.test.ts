import { describe, expect, it } from 'vitest';
import { entryOf, MemoryBackend } from './unsavedFixtures';
import { parseUnsavedEntry, unsavedKey, UnsavedStore } from './unsavedStore';

describe('the unsaved changes on this device', () => {
  it('keeps one entry per user and chart, reads it back and removes it', async () => {
    const backend = new MemoryBackend();
    const store = new UnsavedStore(backend);
    expect(await store.write(entryOf())).toBe(true);
    expect(await store.write(entryOf({ userId: 'u2', cells: new Uint8Array(12).fill(2) }))).toBe(true);
    expect(backend.map.size).toBe(2);
    expect(Array.from((await store.read('u1', 'c1'))?.cells ?? [])).toEqual(Array(12).fill(1));
    expect(Array.from((await store.read('u2', 'c1'))?.cells ?? [])).toEqual(Array(12).fill(2));
    expect(await store.read('u1', 'c2')).toBeUndefined();
    await store.remove('u1', 'c1');
    expect(await store.read('u1', 'c1')).toBeUndefined();
    expect(await store.read('u2', 'c1')).toBeDefined();
  });

  it('never trusts what it reads: a bad entry is dropped and removed', async () => {
    const backend = new MemoryBackend();
    const store = new UnsavedStore(backend);
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
    ];
    for (const value of bad) {
      backend.map.set(unsavedKey('u1', 'c1'), value);
      expect(await store.read('u1', 'c1')).toBeUndefined();
      expect(backend.map.has(unsavedKey('u1', 'c1'))).toBe(false);
    }
    expect(parseUnsavedEntry(entryOf({ done: new Uint8Array(12) }))).toBeDefined();
  });

  it('says so when the device cannot keep it (full), and reports instead of throwing', async () => {
    const backend = new MemoryBackend();
    const errors: string[] = [];
    const store = new UnsavedStore(backend, (message) => errors.push(message));
    backend.failing = true;
    expect(await store.write(entryOf())).toBe(false);
    expect(await store.read('u1', 'c1')).toBeUndefined();
    expect(errors).toEqual([
      'Unsaved changes write failure: QuotaExceededError',
      'Unsaved changes read failure: QuotaExceededError',
    ]);
    // Without IndexedDB (an old browser, a private window that has none) nothing is kept, and nothing breaks.
    const none = new UnsavedStore(undefined);
    expect(await none.write(entryOf())).toBe(false);
    expect(await none.read('u1', 'c1')).toBeUndefined();
  });
});
