import { describe, expect, it } from 'vitest';
import { anyItemWithin, cellsOfArea, itemsOfArea, positionsWithin, shiftedItems } from './areaItems';
import type { GridItems } from './gridItems';

const rect = { x: 2, y: 1, width: 3, height: 2 };

const items: GridItems = {
  customLines: [
    { x1: 2, y1: 1, x2: 5, y2: 1, styleId: 1 }, // along the top edge: within
    { x1: 3, y1: 2, x2: 6, y2: 2, styleId: 1 }, // reaches out: not within
    { x1: 5, y1: 3, x2: 2, y2: 3, styleId: 1 }, // along the bottom edge: within
  ],
  halfStitches: [
    { x: 4, y: 2, left: true, top: false, styleId: 2 }, // last cell: within
    { x: 5, y: 2, left: true, top: true, styleId: 2 }, // the cell right of it: not within
  ],
  quarterStitches: [{ x: 2, y: 0, left: false, top: false, styleId: 2 }],
  ornaments: [
    { x: 5, y: 3, kind: 'knot', styleId: 3 }, // on the corner: within
    { x: 5.5, y: 1.5, kind: 'bead', styleId: 3 },
  ],
};

describe('the items of an area', () => {
  it('takes part stitches in its cells, lines with both ends on or inside its edges, ornaments on or inside', () => {
    expect(positionsWithin(items, rect)).toEqual({
      customLines: [0, 2],
      halfStitches: [0],
      quarterStitches: [],
      ornaments: [0],
    });
    expect(anyItemWithin(items, rect)).toBe(true);
    expect(anyItemWithin(items, { x: 7, y: 5, width: 1, height: 1 })).toBe(false);
  });

  it('lifts them relative to the area’s corner, and shifting puts them back', () => {
    const lifted = itemsOfArea(items, rect);
    expect(lifted.customLines[0]).toEqual({ x1: 0, y1: 0, x2: 3, y2: 0, styleId: 1 });
    expect(lifted.halfStitches).toEqual([{ x: 2, y: 1, left: true, top: false, styleId: 2 }]);
    expect(lifted.ornaments).toEqual([{ x: 3, y: 2, kind: 'knot', styleId: 3 }]);
    expect(shiftedItems(lifted, 2, 1).customLines).toEqual([items.customLines[0], items.customLines[2]]);
  });

  it('copies the cells of a rectangle', () => {
    const cells = Uint8Array.from({ length: 24 }, (_, index) => index);
    expect([...cellsOfArea(cells, 6, rect)]).toEqual([8, 9, 10, 14, 15, 16]);
  });
});
