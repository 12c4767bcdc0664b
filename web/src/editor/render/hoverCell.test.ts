import { describe, expect, it } from 'vitest';
import { hoverCell, type HoverInput } from './hoverCell';

const input = (changes: Partial<HoverInput> = {}): HoverInput => ({
  mode: 'drawCells',
  editable: true,
  pointerType: 'mouse',
  x: 45,
  y: 27,
  placement: { originX: 10, originY: 5, cellWidth: 10, cellHeight: 10 },
  grid: { columnCount: 20, rowCount: 10 },
  ...changes,
});

describe('the hover outline', () => {
  it('outlines the cell under a mouse or pen in the drawing and erasing modes', () => {
    expect(hoverCell(input())).toEqual({ column: 3, row: 2, left: 40, top: 25, width: 10, height: 10 });
    expect(hoverCell(input({ mode: 'erase', pointerType: 'pen' }))).toMatchObject({ column: 3, row: 2 });
  });

  it('shows nothing in view or scroll mode, when the chart cannot be edited, or for a finger', () => {
    expect(hoverCell(input({ mode: 'view' }))).toBeUndefined();
    expect(hoverCell(input({ mode: 'scroll' }))).toBeUndefined();
    expect(hoverCell(input({ mode: 'preview' }))).toBeUndefined();
    expect(hoverCell(input({ editable: false }))).toBeUndefined();
    expect(hoverCell(input({ pointerType: 'touch' }))).toBeUndefined();
    expect(hoverCell(input({ pointerType: '' }))).toBeUndefined();
  });

  it('shows nothing off the grid, on its edges inclusive of the first and exclusive of the last', () => {
    expect(hoverCell(input({ x: 9, y: 27 }))).toBeUndefined();
    expect(hoverCell(input({ x: 45, y: 4 }))).toBeUndefined();
    expect(hoverCell(input({ x: 210, y: 27 }))).toBeUndefined();
    expect(hoverCell(input({ x: 45, y: 105 }))).toBeUndefined();
    expect(hoverCell(input({ x: 10, y: 5 }))).toMatchObject({ column: 0, row: 0 });
    expect(hoverCell(input({ x: 209.9, y: 104.9 }))).toMatchObject({ column: 19, row: 9 });
    expect(hoverCell(input({ x: Number.NaN }))).toBeUndefined();
  });
});
