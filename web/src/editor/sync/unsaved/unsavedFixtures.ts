/** Entries and an in-memory device for the tests of unsaved changes. */
import { createChartState, type ChartState } from '@steekwerk/model';
import type { UnsavedBackend, UnsavedEntry } from './unsavedStore';

/** A 4 × 3 chart state (rows empty, as kept). */
export function smallState(title = 'Sjaal'): ChartState {
  return createChartState({
    craft: 'knitting',
    type: 'colors',
    size: { columnCount: 4, rowCount: 3 },
    rows: '',
    title,
  });
}

export function entryOf(overrides: Partial<UnsavedEntry> = {}): UnsavedEntry {
  return {
    format: 1,
    userId: 'u1',
    chartId: 'c1',
    baseRevision: 3,
    sessionId: 'tAAAAAAAAAAAAAAAAAAAA',
    keptAt: 1,
    state: smallState(),
    cells: new Uint8Array(12).fill(1),
    chartUnsaved: true,
    ...overrides,
  };
}

/** IndexedDB stand-in: a map, whose writes can be made to fail. */
export class MemoryBackend implements UnsavedBackend {
  readonly map = new Map<string, unknown>();
  failing = false;
  async get(key: string): Promise<unknown> {
    await Promise.resolve();
    if (this.failing) throw new Error('QuotaExceededError');
    return this.map.get(key);
  }
  async set(key: string, value: UnsavedEntry): Promise<void> {
    await Promise.resolve();
    if (this.failing) throw new Error('QuotaExceededError');
    this.map.set(key, structuredClone(value));
  }
  async del(key: string): Promise<void> {
    await Promise.resolve();
    this.map.delete(key);
  }
  async keys(): Promise<string[]> {
    await Promise.resolve();
    if (this.failing) throw new Error('QuotaExceededError');
    return [...this.map.keys()];
  }
}
