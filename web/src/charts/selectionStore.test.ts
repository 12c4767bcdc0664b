import { describe, expect, it } from 'vitest';
import { createSelectionStore } from './selectionStore';

describe('select mode (spec §2, §4)', () => {
  it('starts with the chart the menu was opened on, toggles on clicks, empties on deselect all', () => {
    const store = createSelectionStore();
    store.getState().toggle('a');
    expect(store.getState().chartIds).toEqual([]);
    store.getState().start('a', 'key1');
    expect(store.getState()).toMatchObject({ active: true, chartIds: ['a'] });
    store.getState().toggle('b');
    store.getState().toggle('a');
    expect(store.getState().chartIds).toEqual(['b']);
    store.getState().deselectAll();
    expect(store.getState()).toMatchObject({ active: true, chartIds: [] });
    store.getState().leave();
    expect(store.getState()).toMatchObject({ active: false, chartIds: [] });
  });

  it('survives a chart-properties page and coming back to its own location, nothing else', () => {
    const store = createSelectionStore();
    store.getState().start('a', 'list');
    store.getState().toggle('b');
    store.getState().locationChanged('list', '/nl/browse');
    store.getState().locationChanged('props', '/nl/browse/all/chart-properties/a,b');
    expect(store.getState().chartIds).toEqual(['a', 'b']);
    store.getState().locationChanged('list', '/nl/browse');
    expect(store.getState().active).toBe(true);
    store.getState().locationChanged('other', '/nl/browse/deleted');
    expect(store.getState()).toMatchObject({ active: false, chartIds: [] });
  });
});
