import { describe, expect, it } from 'vitest';
import { defaultRuler } from '../grid';
import { highlightPhase, isHighlightLine, lineCountFrom } from './highlightLines';

/** The boundaries 0 … count that are every-`every` lines. */
function lines(count: number, from: Parameters<typeof isHighlightLine>[2], every: number): number[] {
  return Array.from({ length: count + 1 }, (_, b) => b).filter((b) => isHighlightLine(b, count, from, every));
}

describe('highlight lines', () => {
  it('count from the edge the ruler numbers from', () => {
    const ruler = defaultRuler();
    expect(lineCountFrom(ruler, 'columns')).toBe('end');
    expect(lineCountFrom(ruler, 'rows')).toBe('end');
    expect(lines(23, 'end', 10)).toEqual([3, 13, 23]);
    expect(lines(23, 'start', 10)).toEqual([0, 10, 20]);
    expect(
      lineCountFrom(
        { ...ruler, horizontalDirection: 'leftToRight', verticalDirection: 'topToBottom' },
        'rows',
      ),
    ).toBe('start');
  });

  it('count from the middle for columns with the centre template, rows as their direction says', () => {
    const centre = { ...defaultRuler(), template: 'center' as const };
    expect(lineCountFrom(centre, 'columns')).toBe('middle');
    expect(lineCountFrom(centre, 'rows')).toBe('end');
    // 30 columns: the middle line at 15, then every 10 out from it; every 5 likewise.
    expect(lines(30, 'middle', 10)).toEqual([5, 15, 25]);
    expect(lines(30, 'middle', 5)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    // 21 columns: the middle column is 10; its left edge is the centre line.
    expect(lines(21, 'middle', 10)).toEqual([0, 10, 20]);
    expect(highlightPhase(30, 'middle', 10)).toBe(5);
    expect(highlightPhase(23, 'end', 10)).toBe(3);
  });

  it('draws no highlights for a bad interval', () => {
    expect(lines(10, 'start', 0)).toEqual([]);
    expect(highlightPhase(10, 'end', Number.NaN)).toBe(0);
  });
});
