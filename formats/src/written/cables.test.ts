/**
 * Cables side by side (issue 27): a cable symbol drawn over its cells is one instruction, and two identical cables
 * next to each other are two ("2× kab 4/4 l"), never one instruction over 16 cells.
 */
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { createChartState, defaultStylesOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { generateWritten } from './generateWritten';
import { instructionsOfRun } from './rowText';
import { writtenChartOf } from './writtenChart';
import { defaultWrittenSettings } from './writtenSettings';

// Cable styles: 1 r, 2 av, 3 kab 1/1 r, 4 kab 1/1 l, 5 kab 2/2 r, 6 kab 2/2 l, 7 kab 4/4 r, 8 kab 4/4 l.
const C8L = Array<number>(8).fill(8);
const C8R = Array<number>(8).fill(7);
const C4R = Array<number>(4).fill(5);

function cableRowText(row: readonly number[], settings = {}): string {
  const cells = Uint8Array.from(row);
  const state = createChartState({
    craft: 'knitting',
    type: 'cables',
    size: { columnCount: row.length, rowCount: 1 },
    rows: encodeRowsPlain(cells, row.length, 1),
    styles: defaultStylesOf('knitting', 'cables'),
  });
  const chart = writtenChartOf(chartSnapshotOf(state));
  return generateWritten(chart, { ...defaultWrittenSettings, usageText: '', ...settings }).text;
}

describe('cables side by side', () => {
  it('writes one 4/4 cable bare', () => {
    expect(cableRowText([2, ...C8L, 2])).toContain('Toer 1: 1 av, kab 4/4 l, 1 av (10 steken)');
  });

  it('writes two identical 4/4 cables next to each other as two, with all 16 stitches counted', () => {
    expect(cableRowText([2, ...C8L, ...C8L, 2])).toContain('Toer 1: 1 av, 2× kab 4/4 l, 1 av (18 steken)');
    // The usage line counts cables as the rows do, and the legend their stitches.
    const text = cableRowText([2, ...C8L, ...C8L, 2], { usageText: 'Totaal:', legend: true });
    expect(text).toContain('Totaal: 2 av, 2× kab 4/4 l');
    expect(text).toContain('kab 4/4 l (kabel 4/4 links): 16 steken');
  });

  it('writes different cables side by side each on its own', () => {
    // Worked right to left: the 2/2 cable at the right edge comes first.
    expect(cableRowText([...C8R, ...C8L, ...C4R])).toContain(
      'Toer 1: kab 2/2 r, kab 4/4 l, kab 4/4 r (20 steken)',
    );
  });

  it('finds a repeat of cables and purls without splitting a cable', () => {
    const row = [2, 2, ...C8L, 2, 2, ...C8L, 2, 2, ...C8L, 2, 2];
    expect(cableRowText(row, { detectRepeats: true })).toContain(
      'Toer 1: [2 av, kab 4/4 l] 3x, 2 av (32 steken)',
    );
  });

  it('counts a cable cut short by the edge as one, a run of unknown width as one', () => {
    expect(instructionsOfRun({ styleId: 8, count: 12 }, 'cable-4-4-left')).toBe(2);
    expect(instructionsOfRun({ styleId: 8, count: 4 }, 'cable-2-2-left')).toBe(1);
    expect(instructionsOfRun({ styleId: 8, count: 6 }, 'cable-1-1-left')).toBe(3);
    expect(instructionsOfRun({ styleId: 1, count: 16 }, 'my-own-cable')).toBe(1);
  });
});
