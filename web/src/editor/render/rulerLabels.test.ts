import { defaultRuler } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { rulerLabels, rulerStripOffset } from './rulerLabels';

const leftToRight = { ...defaultRuler(), horizontalDirection: 'leftToRight' as const };
const rightToLeft = { ...defaultRuler(), horizontalDirection: 'rightToLeft' as const };
const twelve = { first: 0, last: 11, count: 12 };

describe('ruler labels follow the direction', () => {
  it('marks the 1st, 5th and 10th counted column from where the numbers start, in both directions', () => {
    // 10 px per column, labels 40 px apart: a step of 5.
    expect(rulerLabels(leftToRight, 'columns', twelve, 10, 40)).toEqual([
      [0, 1],
      [4, 5],
      [9, 10],
    ]);
    expect(rulerLabels(rightToLeft, 'columns', twelve, 10, 40)).toEqual([
      [2, 10],
      [7, 5],
      [11, 1],
    ]);
  });

  it('puts "1" on the rightmost column right to left and on the bottom row bottom to top', () => {
    const everyLine = rulerLabels(rightToLeft, 'columns', twelve, 50, 40);
    expect(everyLine).toHaveLength(12);
    expect(everyLine.find(([, value]) => value === 1)).toEqual([11, 1]);
    const rows = rulerLabels(defaultRuler(), 'rows', { first: 0, last: 29, count: 30 }, 18, 14);
    expect(rows.find(([, value]) => value === 1)).toEqual([29, 1]);
    expect(rows).toHaveLength(30);
  });

  it('thins to 10, 20, 50… when lines get small, always keeping the first', () => {
    const values = rulerLabels(leftToRight, 'columns', { first: 0, last: 99, count: 100 }, 2, 40).map(
      ([, value]) => value,
    );
    expect(values).toEqual([1, 20, 40, 60, 80, 100]);
  });

  it('with a skip count labels the numbered rows, every m-th of them when cramped', () => {
    // Skip 5 with increment 5: the first row of every five, numbered by its count.
    const skipFive = {
      ...defaultRuler(),
      verticalDirection: 'topToBottom' as const,
      skipCount: 5,
      numberIncrement: 5,
    };
    expect(rulerLabels(skipFive, 'rows', twelve, 10, 40).map(([, value]) => value)).toEqual([1, 6, 11]);
    expect(rulerLabels(skipFive, 'rows', { first: 0, last: 29, count: 30 }, 4, 40)).toEqual([
      [0, 1],
      [10, 11],
      [20, 21],
    ]);
    const skipFiveBack = { ...skipFive, verticalDirection: 'bottomToTop' as const };
    expect(rulerLabels(skipFiveBack, 'rows', twelve, 10, 40)).toEqual([
      [1, 11],
      [6, 6],
      [11, 1],
    ]);
  });

  it('draws the numbers of the side asked for: deviation values on one side, none where the ruler is off', () => {
    const twoSides = {
      ...defaultRuler(),
      verticalDirection: 'topToBottom' as const,
      numberIncrement: 2,
      deviationValues: [1],
      deviationSide: 'left' as const,
    };
    const visible = { first: 0, last: 2, count: 3 };
    expect(rulerLabels(twoSides, 'rows', visible, 20, 14, 'end')).toEqual([
      [0, 1],
      [1, 3],
      [2, 5],
    ]);
    expect(rulerLabels(twoSides, 'rows', visible, 20, 14, 'start')).toEqual([
      [0, 2],
      [1, 4],
      [2, 6],
    ]);
    expect(rulerLabels({ ...twoSides, vertical: 'onlyRight' }, 'rows', visible, 20, 14, 'start')).toEqual([]);
  });

  it('shows nothing for a hidden ruler and only visible lines', () => {
    expect(rulerLabels({ ...leftToRight, horizontal: 'hidden' }, 'columns', twelve, 10, 40)).toEqual([]);
    expect(rulerLabels(leftToRight, 'columns', { first: 3, last: 6, count: 12 }, 10, 40)).toEqual([[4, 5]]);
  });
});

describe('ruler strips hug the grid', () => {
  const placement = { originX: 100, originY: 50, cellWidth: 10, cellHeight: 10 };
  const view = { width: 800, height: 600 };

  it('sit just past the grid’s right and bottom edges when the grid fits', () => {
    const grid = { columnCount: 30, rowCount: 20 };
    expect(rulerStripOffset('rows', placement, grid, view, 40)).toBe(402);
    expect(rulerStripOffset('columns', placement, grid, view, 20)).toBe(252);
  });

  it('stay inside the view when the grid runs past it', () => {
    const grid = { columnCount: 300, rowCount: 200 };
    expect(rulerStripOffset('rows', placement, grid, view, 40)).toBe(760);
    expect(rulerStripOffset('columns', placement, grid, view, 20)).toBe(580);
    expect(rulerStripOffset('rows', { ...placement, originX: -5000 }, grid, view, 40)).toBe(0);
  });
});
