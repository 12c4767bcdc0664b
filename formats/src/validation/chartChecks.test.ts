import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { rowsOfCells } from '../pdf/testing/sampleChart';
import { checkChart } from './chartChecks';
import { findConfetti } from './confetti';

function chart(
  cells: number[],
  columns: number,
  colours: Record<number, string>,
  symbols: Record<number, string> = {},
) {
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: cells.length / columns },
    rows: rowsOfCells(Uint8Array.from(cells)),
    styles: Object.entries(colours).map(([id, colour]) =>
      createPaletteStyle(Number(id), { colorBackground: colour, symbolId: symbols[Number(id)] ?? '' }),
    ),
  });
}

const check = (state: ReturnType<typeof chart>) => checkChart(state, chartSnapshotOf(state).cells);

describe('findConfetti', () => {
  it('counts stitches without a same-colour neighbour, diagonals counting as neighbours', () => {
    // prettier-ignore
    const cells = Uint8Array.from([
      1, 0, 0, 2,
      0, 1, 0, 0,
      0, 0, 0, 3,
      2, 0, 3, 0,
    ]);
    // 1s touch diagonally and 3s too; the two 2s are alone.
    expect(findConfetti(cells, 4, 4, 10)).toEqual([
      {
        styleId: 2,
        count: 2,
        cells: [
          { column: 3, row: 0 },
          { column: 0, row: 3 },
        ],
      },
    ]);
  });

  it('lists at most the cells asked for, and counts them all', () => {
    const cells = new Uint8Array(100);
    for (let i = 0; i < 100; i += 20) cells[i] = 5;
    const [found] = findConfetti(cells, 10, 10, 2);
    expect(found!.count).toBe(5);
    expect(found!.cells).toHaveLength(2);
  });
});

describe('checkChart', () => {
  it('finds a stray stitch, an unused style and two colours too alike', () => {
    // Style 1 and 2 are red 1 step apart; 3 is unused; the 2 at the end is a single stitch.
    const state = chart([1, 1, 1, 1, 1, 0, 0, 2], 4, { 1: '#c81e1e', 2: '#c91e1e', 3: '#1e40c8' });
    const findings = check(state);
    expect(findings).toContainEqual({
      kind: 'confetti',
      styleId: 2,
      count: 1,
      cells: [{ column: 3, row: 1 }],
    });
    expect(findings).toContainEqual({ kind: 'unused', styleId: 3 });
    const alike = findings.find((finding) => finding.kind === 'alike');
    expect(alike).toMatchObject({ styleIds: [1, 2], at: { column: 3, row: 1 } });
    expect(findings.some((finding) => finding.kind === 'colourBlind')).toBe(false);
  });

  it('warns when a red and a green can hardly be told apart under simulated colour blindness', () => {
    // ΔE2000 72 in normal vision, 4.8 seen by a deuteranope (Machado severity 1).
    const state = chart([1, 1, 2, 2], 2, { 1: '#d62728', 2: '#2ca02c' });
    const findings = check(state);
    expect(findings.find((finding) => finding.kind === 'alike')).toBeUndefined();
    expect(findings.find((finding) => finding.kind === 'colourBlind')).toMatchObject({ styleIds: [1, 2] });
  });

  it('finds two used styles with the same symbol, and lines and part stitches whose style is gone', () => {
    const state = chart(
      [1, 1, 2, 2],
      2,
      { 1: '#000000', 2: '#ffffff' },
      { 1: 'cross_star', 2: 'cross_star' },
    );
    state.grid.customLines.push({ x1: 2, y1: 1, x2: 0, y2: 0, styleId: 9 });
    state.grid.halfStitches.push({ x: 1, y: 1, left: true, top: true, styleId: 8 });
    const findings = check(state);
    expect(findings).toContainEqual({
      kind: 'sameSymbol',
      styleIds: [1, 2],
      symbolId: 'cross_star',
      at: { column: 0, row: 1 },
    });
    expect(findings).toContainEqual({ kind: 'noStyle', item: 'line', styleId: 9, at: { column: 0, row: 0 } });
    expect(findings).toContainEqual({ kind: 'noStyle', item: 'half', styleId: 8, at: { column: 1, row: 1 } });
  });

  it('finds nothing in a clean chart, and survives a style with a bad colour', () => {
    expect(check(chart([1, 1, 2, 2], 2, { 1: '#000000', 2: '#ffffff' }))).toEqual([]);
    const bad = chart([1, 1, 2, 2], 2, { 1: '#000000', 2: '#ffffff' });
    (bad.palette.styles[1] as { colorBackground: string }).colorBackground = 'nonsense';
    expect(check(bad)).toEqual([]);
  });
});
