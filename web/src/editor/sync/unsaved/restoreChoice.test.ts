import { describe, expect, it } from 'vitest';
import { tabLockName } from '../tabSession';
import { entryOf, smallState } from './unsavedFixtures';
import { copyStateOf, keptByLiveTab, restoreChoiceOf } from './restoreChoice';

const server = { revision: 3, state: smallState(), cells: new Uint8Array(12) };

describe('what opening a chart offers for the changes kept on the device', () => {
  it('restores on top of the revision they were based on', () => {
    expect(restoreChoiceOf(entryOf(), server)).toBe('restore');
  });

  it('offers a copy when someone saved in between, never an overwrite', () => {
    expect(restoreChoiceOf(entryOf({ baseRevision: 2 }), server)).toBe('copy');
  });

  it('offers nothing when the kept chart is what the server has (a save that went through as the tab closed)', () => {
    const same = entryOf({ baseRevision: 2, cells: new Uint8Array(12) });
    expect(restoreChoiceOf(same, server)).toBe('same');
    expect(restoreChoiceOf({ ...same, state: smallState('Muts') }, server)).toBe('copy');
    // Its tracker progress is still worth restoring.
    expect(restoreChoiceOf({ ...same, done: new Uint8Array(12) }, server)).toBe('restore');
    expect(restoreChoiceOf(entryOf({ chartUnsaved: false, done: new Uint8Array(12) }), server)).toBe(
      'restore',
    );
  });

  it('compares every layer, and the layers without their rows, before saying the kept chart is the same', () => {
    const state = smallState();
    const items = [...state.layers.items, { layerId: 2, title: 'Boven', visible: false }];
    const kept = entryOf({
      baseRevision: 2,
      cells: new Uint8Array(12),
      state: { ...state, layers: { items, selectedLayerId: 2 } },
      furtherLayerCells: [new Uint8Array(12).fill(2)],
    });
    const opened = {
      ...server,
      // The server's state carries the layer's rows; the kept one does not.
      state: {
        ...state,
        layers: { items: [items[0]!, { ...items[1]!, rows: '1:AgICAgICAgICAgIC' }], selectedLayerId: 2 },
      },
      furtherLayerCells: [new Uint8Array(12).fill(2)],
    };
    expect(restoreChoiceOf(kept, opened)).toBe('same');
    expect(restoreChoiceOf(kept, { ...opened, furtherLayerCells: [new Uint8Array(12)] })).toBe('copy');
    expect(restoreChoiceOf(kept, server)).toBe('copy');
  });

  it('restores a new chart that was never saved', () => {
    expect(restoreChoiceOf(entryOf({ chartId: 'new', baseRevision: 0 }), server)).toBe('restore');
  });

  it('makes the copy a new chart with "(kopie)" in its title, within the title limit', () => {
    const texts = { suffix: ' (kopie)', untitled: 'Naamloos' };
    const copy = copyStateOf(entryOf(), '1:AAAA', texts, 200);
    expect(copy.settings).toMatchObject({ chartId: 'new', revision: 0, title: 'Sjaal (kopie)' });
    expect(copy.grid.rows).toBe('1:AAAA');
    const long = copyStateOf(entryOf({ state: smallState('x'.repeat(200)) }), '', texts, 200);
    expect(long.settings.title).toHaveLength(200);
    expect(long.settings.title.endsWith(' (kopie)')).toBe(true);
    expect(copyStateOf(entryOf({ state: smallState('  ') }), '', texts, 200).settings.title).toBe(
      'Naamloos (kopie)',
    );
  });

  it('leaves the changes of a tab that still lives to that tab; its own, after a reload, are offered', async () => {
    const entry = entryOf();
    const locks = (names: string[]) => ({
      query: async () => ({
        held: names.map((name) => ({ name, mode: 'exclusive' as const, clientId: 'x' })),
      }),
    });
    expect(await keptByLiveTab(entry, 'tOther', locks([tabLockName(entry.sessionId)]))).toBe(true);
    expect(await keptByLiveTab(entry, 'tOther', locks([]))).toBe(false);
    expect(await keptByLiveTab(entry, entry.sessionId, locks([tabLockName(entry.sessionId)]))).toBe(false);
    expect(await keptByLiveTab(entry, 'tOther', undefined)).toBe(false);
  });
});
