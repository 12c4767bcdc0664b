import { describe, expect, it } from 'vitest';
import { boundingBoxOf } from '../geometry';
import { alignSymbols, distributeSymbols, type AlignEdge } from './align';
import { chartSize, symbolAt } from './testSymbols';

// Boxes: 40–60 × 40–60, 90–130 × 140–180 (size 2), 300–320 × 90–110.
const symbols = [symbolAt(50, 50), symbolAt(110, 160, { size: 2 }), symbolAt(310, 100)];

function boxes(edge: AlignEdge) {
  return alignSymbols(symbols, [0, 1, 2], edge, chartSize)?.symbols.map((symbol) => boundingBoxOf(symbol));
}

describe('aligning', () => {
  it('lines up the edges and middles of the boxes around the turned symbols', () => {
    expect(boxes('left')?.map((box) => box.x)).toEqual([40, 40, 40]);
    expect(boxes('right')?.map((box) => box.right)).toEqual([320, 320, 320]);
    expect(boxes('centre')?.map((box) => box.x + box.width / 2)).toEqual([180, 180, 180]);
    expect(boxes('top')?.map((box) => box.y)).toEqual([40, 40, 40]);
    expect(boxes('bottom')?.map((box) => box.bottom)).toEqual([180, 180, 180]);
    expect(boxes('middle')?.map((box) => box.y + box.height / 2)).toEqual([110, 110, 110]);
  });

  it('moves along one axis only and keeps the boxes in sync', () => {
    const edit = alignSymbols(symbols, [0, 2], 'left', chartSize);
    expect(edit?.symbols[2]).toMatchObject({ x: 50, y: 100 });
    expect(edit?.symbols[1]).toBe(symbols[1]);
    expect(edit?.symbols[2]?.boundingBox).toEqual(boundingBoxOf(edit!.symbols[2]!));
  });

  it('aligns a turned symbol by the box around its turned shape', () => {
    const turned = [symbolAt(100, 100), symbolAt(200, 200, { width: 40, rotate: 90 })];
    const edit = alignSymbols(turned, [0, 1], 'left', chartSize);
    expect(boundingBoxOf(edit!.symbols[1]!).x).toBeCloseTo(90);
  });

  it('aligns a single symbol to the chart', () => {
    expect(alignSymbols(symbols, [0], 'right', chartSize)?.symbols[0]?.x).toBe(490);
    expect(alignSymbols(symbols, [0], 'middle', chartSize)?.symbols[0]?.y).toBe(250);
  });

  it('changes nothing when aligned already, without a selection or for an unknown edge', () => {
    const row = [symbolAt(50, 50), symbolAt(100, 50)];
    expect(alignSymbols(row, [0, 1], 'top', chartSize)).toBeUndefined();
    expect(alignSymbols(symbols, [], 'left', chartSize)).toBeUndefined();
    expect(alignSymbols(symbols, [8], 'left', chartSize)).toBeUndefined();
    expect(alignSymbols(symbols, [0, 1], 'diagonal' as AlignEdge, chartSize)).toBeUndefined();
  });
});

describe('distributing', () => {
  it('spaces the boxes with equal gaps between the outermost two', () => {
    // Across: 40–60, 90–130, 300–320 → span 280, filled 80, gap 100.
    const edit = distributeSymbols(symbols, [2, 0, 1], 'horizontal');
    const across = edit?.symbols.map((symbol) => boundingBoxOf(symbol).x);
    expect(across).toEqual([40, 160, 300]);
    expect(edit?.symbols[0]).toBe(symbols[0]);
    // Down: 40–60, 90–110, 140–180 are evenly spaced already (gap 30).
    expect(distributeSymbols(symbols, [0, 1, 2], 'vertical')).toBeUndefined();
  });

  it('needs three symbols', () => {
    expect(distributeSymbols(symbols, [0, 1], 'horizontal')).toBeUndefined();
    expect(distributeSymbols(symbols, [0, 1, 7], 'horizontal')).toBeUndefined();
    expect(distributeSymbols(symbols, [0, 1, 2], 'sideways' as 'horizontal')).toBeUndefined();
  });
});
