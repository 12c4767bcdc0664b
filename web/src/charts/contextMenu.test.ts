import { describe, expect, it } from 'vitest';
import {
  chartMenuEntries,
  firstFocus,
  menuHeight,
  menuPlacement,
  moveFocus,
  type ChartMenuContext,
  type ChartMenuEntry,
} from './contextMenu';
import { fakeChart } from './testing/fakeChartServer';

const labels = (entries: readonly ChartMenuEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'divider'
      ? '---'
      : `${entry.label}${entry.disabled ? ' (uit)' : ''}${entry.premium ? ' [P]' : ''}`,
  );
const context = (overrides: Partial<ChartMenuContext> = {}): ChartMenuContext => ({
  mode: 'chart',
  entry: fakeChart(),
  selectedCount: 0,
  premiumUser: false,
  ...overrides,
});

describe('chart context menus (spec §2)', () => {
  it('offers one chart everything, with dividers', () => {
    expect(labels(chartMenuEntries(context()))).toEqual([
      'Chart openen',
      'Eigenschappen',
      'Delen',
      'Maak een kopie',
      'Selecteren',
      '---',
      'Verwijderen',
      '---',
      'Annuleren',
    ]);
  });

  it('hides Eigenschappen, Selecteren and Verwijderen for a locked chart', () => {
    expect(labels(chartMenuEntries(context({ entry: fakeChart({ locked: true }) })))).toEqual([
      'Chart openen',
      'Delen',
      'Maak een kopie',
      '---',
      'Annuleren',
    ]);
  });

  it('disables what only the owner may do on a shared chart; copying follows allowClone', () => {
    const shared = fakeChart({ ownedByUser: false });
    expect(labels(chartMenuEntries(context({ entry: shared })))).toEqual([
      'Chart openen',
      'Eigenschappen (uit)',
      'Delen (uit)',
      'Maak een kopie (uit)',
      'Selecteren (uit)',
      '---',
      'Verwijderen (uit)',
      '---',
      'Annuleren',
    ]);
    const copyable = fakeChart({ ownedByUser: false, allowClone: true });
    expect(labels(chartMenuEntries(context({ entry: copyable })))).toContain('Maak een kopie');
  });

  it('marks a copy beyond the free size as premium for users without premium', () => {
    const big = fakeChart({ columnCount: 1000, rowCount: 10 });
    expect(labels(chartMenuEntries(context({ entry: big })))).toContain('Maak een kopie [P]');
    expect(labels(chartMenuEntries(context({ entry: big, premiumUser: true })))).toContain('Maak een kopie');
  });

  it('offers the selection its own menu, disabled while nothing is selected', () => {
    expect(labels(chartMenuEntries(context({ mode: 'select', selectedCount: 2 })))).toEqual([
      'Eigenschappen',
      'Alles deselecteren',
      'Verwijderen',
      'Annuleren',
    ]);
    expect(labels(chartMenuEntries(context({ mode: 'select', selectedCount: 0 })))).toEqual([
      'Eigenschappen (uit)',
      'Alles deselecteren (uit)',
      'Verwijderen (uit)',
      'Annuleren',
    ]);
  });

  it('offers a chart in the bin only Herstellen and Annuleren', () => {
    expect(labels(chartMenuEntries(context({ mode: 'bin' })))).toEqual(['Herstellen', 'Annuleren']);
  });

  it('moves through the items with the arrow keys, Home and End, past dividers, wrapping around', () => {
    const entries = chartMenuEntries(context());
    expect(firstFocus(entries)).toBe(0);
    expect(moveFocus(entries, 4, 'ArrowDown')).toBe(6);
    expect(moveFocus(entries, 6, 'ArrowUp')).toBe(4);
    expect(moveFocus(entries, 8, 'ArrowDown')).toBe(0);
    expect(moveFocus(entries, 0, 'ArrowUp')).toBe(8);
    expect(moveFocus(entries, 3, 'End')).toBe(8);
    expect(moveFocus(entries, 3, 'Home')).toBe(0);
    expect(moveFocus(entries, 3, 'x')).toBe(3);
    const selection = chartMenuEntries(context({ mode: 'select', selectedCount: 0 }));
    // The first item that can be activated gets the focus first.
    expect(firstFocus(selection)).toBe(3);
  });

  it('pops up where asked, flipped when needed; a modal on mobile or when it fits nowhere', () => {
    const entries = chartMenuEntries(context());
    expect(menuHeight(entries)).toBe(7 * 27 + 2 * 19);
    const viewport = { width: 1280, height: 800 };
    expect(menuPlacement({ x: 100, y: 100 }, entries, viewport)).toEqual({
      kind: 'popup',
      left: 100,
      top: 100,
    });
    expect(menuPlacement({ x: 1200, y: 700 }, entries, viewport)).toEqual({
      kind: 'popup',
      left: 940,
      top: 700 - 227,
    });
    expect(menuPlacement({ x: 100, y: 100 }, entries, { width: 700, height: 800 })).toEqual({
      kind: 'modal',
    });
    expect(menuPlacement({ x: 100, y: 150 }, entries, { width: 1280, height: 300 })).toEqual({
      kind: 'modal',
    });
  });
});
