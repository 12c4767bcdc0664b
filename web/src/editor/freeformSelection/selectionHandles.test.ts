import { boxFromEdges } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { handleAt, selectionHandles } from './selectionHandles';

const box = boxFromEdges(100, 100, 200, 150);

describe('the handles of a freeform selection', () => {
  it('puts a scale handle on each corner and the rotate handle 28 pixels above the top middle', () => {
    expect(selectionHandles(box, 2).map((handle) => [handle.name, handle.x, handle.y])).toEqual([
      ['nw', 100, 100],
      ['ne', 200, 100],
      ['se', 200, 150],
      ['sw', 100, 150],
      ['rotate', 150, 86],
    ]);
  });

  it('finds the handle within reach of the pointer, farther for a finger', () => {
    expect(handleAt(box, { x: 203, y: 152 }, 2)?.name).toBe('se');
    expect(handleAt(box, { x: 150, y: 87 }, 2)?.name).toBe('rotate');
    expect(handleAt(box, { x: 208, y: 150 }, 2)).toBeUndefined();
    expect(handleAt(box, { x: 208, y: 150 }, 2, true)?.name).toBe('se');
  });

  it('finds none for a point or a zoom that is no number', () => {
    expect(handleAt(box, { x: Number.NaN, y: 100 }, 2)).toBeUndefined();
    expect(handleAt(box, { x: 100, y: 100 }, 0)).toBeUndefined();
    expect(handleAt(box, { x: 100, y: 100 }, Number.NaN)).toBeUndefined();
  });
});
