import { describe, expect, it } from 'vitest';
import type { LayerView } from './RenderLayer';
import { scissorOfCells } from './scissorOfCells';

const view: LayerView = {
  originX: 0,
  originY: 0,
  cellWidth: 10,
  cellHeight: 10,
  resolution: 1,
  bufferWidth: 400,
  bufferHeight: 300,
};

describe('the scissor of changed cells', () => {
  it('covers the cells with two pixels to spare before and three after, bottom-up', () => {
    expect(scissorOfCells([{ x: 2, y: 3, width: 1, height: 1 }], view, 1, 0)).toEqual({
      x: 18,
      y: 257,
      width: 15,
      height: 15,
    });
  });

  it('covers the union of several rectangles', () => {
    const rects = [
      { x: 2, y: 3, width: 1, height: 1 },
      { x: 5, y: 4, width: 2, height: 1 },
    ];
    expect(scissorOfCells(rects, view, 1, 0)).toEqual({ x: 18, y: 247, width: 55, height: 25 });
  });

  it('rounds out to whole overview blocks and reaches right for multi-cell symbols', () => {
    expect(scissorOfCells([{ x: 5, y: 5, width: 1, height: 1 }], view, 4, 0)).toMatchObject({
      x: 38,
      width: 45,
    });
    expect(scissorOfCells([{ x: 2, y: 3, width: 1, height: 1 }], view, 1, 32)).toMatchObject({
      x: 18,
      width: 335,
    });
  });

  it('follows a scrolled origin and the device pixels per CSS pixel', () => {
    const scrolled = {
      ...view,
      originX: -15,
      originY: 5,
      resolution: 2,
      bufferWidth: 800,
      bufferHeight: 600,
    };
    expect(scissorOfCells([{ x: 2, y: 3, width: 1, height: 1 }], scrolled, 1, 0)).toEqual({
      x: 8,
      y: 507,
      width: 25,
      height: 25,
    });
  });

  it('gives none for no cells, or when the rectangle is more than half the view', () => {
    expect(scissorOfCells([], view, 1, 0)).toBeUndefined();
    expect(scissorOfCells([{ x: 0, y: 0, width: 40, height: 30 }], view, 1, 0)).toBeUndefined();
  });

  it('is clipped to the drawing buffer', () => {
    expect(scissorOfCells([{ x: 39, y: 29, width: 5, height: 5 }], view, 1, 0)).toEqual({
      x: 388,
      y: 0,
      width: 12,
      height: 12,
    });
  });
});
