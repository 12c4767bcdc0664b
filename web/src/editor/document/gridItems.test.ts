import { describe, expect, it } from 'vitest';
import { itemCellBounds } from './gridItems';

describe('the cells an item touches', () => {
  it('takes the four cells around a corner, the two beside an edge, the one cell of a centre', () => {
    const knot = (x: number, y: number) => itemCellBounds('ornaments', { x, y, kind: 'knot', styleId: 1 });
    expect(knot(3, 2)).toEqual({ x0: 2, y0: 1, x1: 4, y1: 3 });
    expect(knot(3.5, 2)).toEqual({ x0: 3, y0: 1, x1: 4, y1: 3 });
    expect(knot(3.5, 2.5)).toEqual({ x0: 3, y0: 2, x1: 4, y1: 3 });
    expect(knot(0, 0)).toEqual({ x0: -1, y0: -1, x1: 1, y1: 1 });
    expect(itemCellBounds('halfStitches', { x: 4, y: 1, left: true, top: false, styleId: 1 })).toEqual({
      x0: 4,
      y0: 1,
      x1: 5,
      y1: 2,
    });
  });
});
