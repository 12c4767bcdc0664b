import { chartTypeLabels } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { nl } from '../i18n/nl';
import {
  appendPage,
  browsePath,
  chartPropertiesPath,
  compareEntries,
  displayTitle,
  firstPageSize,
  isChartPropertiesPath,
  isSelectable,
  morePageSize,
  nearEnd,
} from './listRules';
import { fakeChart } from './testing/fakeChartServer';

describe('charts list rules', () => {
  it('shows "Naamloos" for titles that are empty after trimming', () => {
    expect(displayTitle('  ')).toBe('Naamloos');
    expect(displayTitle('')).toBe('Naamloos');
    expect(displayTitle(' Sjaal ')).toBe('Sjaal');
  });

  it('pages 50 first (7 in single-line mode), then 20 (spec §9)', () => {
    expect(firstPageSize(false)).toBe(50);
    expect(firstPageSize(true)).toBe(7);
    expect(morePageSize).toBe(20);
  });

  it('loads more within 200 px of a scroll box’s end and 600 px of the window’s', () => {
    const at = (distance: number) => ({ scrollTop: 1000, clientHeight: 500, scrollHeight: 1500 + distance });
    expect(nearEnd(at(200), 'box')).toBe(true);
    expect(nearEnd(at(201), 'box')).toBe(false);
    expect(nearEnd(at(600), 'window')).toBe(true);
    expect(nearEnd(at(601), 'window')).toBe(false);
  });

  it('sorts dates newest first and titles A to Z, ties by id', () => {
    const a = fakeChart({
      chartId: 'a',
      title: 'écharpe',
      dateCreated: '2026-01-03',
      dateModified: '2026-02-01',
    });
    const b = fakeChart({
      chartId: 'b',
      title: 'Deken',
      dateCreated: '2026-01-01',
      dateModified: '2026-02-03',
    });
    const c = fakeChart({
      chartId: 'c',
      title: 'fietstas',
      dateCreated: '2026-01-02',
      dateModified: '2026-02-02',
      dateOpened: '2026-03-01',
    });
    const d = fakeChart({
      chartId: 'd',
      title: 'Deken',
      dateCreated: '2026-01-01',
      dateModified: '2026-02-01',
    });
    const order = (key: Parameters<typeof compareEntries>[0]) =>
      [a, b, c, d].sort(compareEntries(key)).map((entry) => entry.chartId);
    expect(order('dateCreated')).toEqual(['a', 'c', 'd', 'b']);
    expect(order('dateModified')).toEqual(['b', 'c', 'd', 'a']);
    // Never opened: the last change counts.
    expect(order('dateOpened')).toEqual(['c', 'b', 'd', 'a']);
    expect(order('title')).toEqual(['b', 'd', 'a', 'c']);
  });

  it('appends a page without repeating charts already shown', () => {
    const [x, y, z] = [fakeChart({ chartId: 'x' }), fakeChart({ chartId: 'y' }), fakeChart({ chartId: 'z' })];
    expect(appendPage([x!, y!], [y!, z!]).map((entry) => entry.chartId)).toEqual(['x', 'y', 'z']);
  });

  it('lets only the owner’s unlocked charts be selected', () => {
    expect(isSelectable({ ownedByUser: true, locked: false })).toBe(true);
    expect(isSelectable({ ownedByUser: true, locked: true })).toBe(false);
    expect(isSelectable({ ownedByUser: false, locked: false })).toBe(false);
  });

  it('builds the list addresses', () => {
    expect(browsePath('all')).toBe('/nl/browse');
    expect(browsePath('deleted')).toBe('/nl/browse/deleted');
    expect(chartPropertiesPath(['a', 'b'])).toBe('/nl/browse/all/chart-properties/a,b');
    expect(isChartPropertiesPath('/nl/browse/all/chart-properties/a,b')).toBe(true);
    expect(isChartPropertiesPath('/nl/browse/all')).toBe(false);
  });

  it('searches chart types by the names the editor shows', () => {
    expect(chartTypeLabels).toEqual(nl.editor.chartTypes);
  });
});
