import { describe, expect, it } from 'vitest';
import { ChartDocument } from './ChartDocument';

describe('ChartDocument', () => {
  it('starts empty at the requested size', () => {
    const chart = ChartDocument.createEmpty(100, 80);
    expect(chart.columnCount).toBe(100);
    expect(chart.rowCount).toBe(80);
    expect(chart.cells.length).toBe(8000);
    expect(chart.cellAt(99, 79)).toBe(0);
    expect(chart.version).toBe(0);
  });

  it('owns the cells it is given, without copying them', () => {
    const cells = new Uint8Array(6);
    const chart = new ChartDocument(cells, 3, 2);
    chart.setCell(2, 1, 7);
    expect(cells[5]).toBe(7);
  });

  it('sets a cell, row-major, and reports the changed rectangle', () => {
    const chart = ChartDocument.createEmpty(4, 3);
    expect(chart.setCell(1, 2, 9)).toEqual({ x: 1, y: 2, width: 1, height: 1 });
    expect(chart.cells[2 * 4 + 1]).toBe(9);
    expect(chart.cellAt(1, 2)).toBe(9);
    expect(chart.version).toBe(1);
  });

  it('ignores coordinates outside the grid and unchanged cells', () => {
    const chart = ChartDocument.createEmpty(4, 3);
    expect(chart.setCell(4, 0, 1)).toBeUndefined();
    expect(chart.setCell(-1, 0, 1)).toBeUndefined();
    expect(chart.setCell(0.5, 0, 1)).toBeUndefined();
    expect(chart.setCell(0, 0, 0)).toBeUndefined();
    expect(chart.cellAt(0, 3)).toBeUndefined();
    expect(chart.version).toBe(0);
  });

  it('refuses style ids outside 0–255', () => {
    const chart = ChartDocument.createEmpty(2, 2);
    expect(() => chart.setCell(0, 0, 256)).toThrow(RangeError);
    expect(() => chart.setCell(0, 0, -1)).toThrow(RangeError);
    expect(() => chart.setCell(0, 0, 1.5)).toThrow(RangeError);
  });

  it('refuses cells that do not match the size', () => {
    expect(() => new ChartDocument(new Uint8Array(5), 2, 3)).toThrow('Expected 6 cells, got 5');
    expect(() => new ChartDocument(new Uint8Array(0), 0, 0)).toThrow(RangeError);
    expect(() => ChartDocument.createEmpty(0, 5)).toThrow(RangeError);
  });

  it('announces the cells an item touches: around a corner both sides, a centre its cell', () => {
    const document = ChartDocument.createEmpty(10, 10);
    const rects: unknown[] = [];
    document.subscribe((change) => rects.push(change.type === 'items' ? change.rect : undefined));
    document.patchItems('customLines', {
      remove: [],
      add: [{ index: 0, item: { x1: 1, y1: 4, x2: 5, y2: 4, styleId: 1 } }],
    });
    document.patchItems('ornaments', {
      remove: [],
      add: [{ index: 0, item: { x: 2.5, y: 3.5, kind: 'knot', styleId: 1 } }],
    });
    document.patchItems('ornaments', {
      remove: [],
      add: [{ index: 1, item: { x: 10, y: 0, kind: 'bead', styleId: 1 } }],
    });
    expect(rects).toEqual([
      { x: 0, y: 3, width: 6, height: 2 },
      { x: 2, y: 3, width: 1, height: 1 },
      // A corner on the grid's edge: only the cell inside it.
      { x: 9, y: 0, width: 1, height: 1 },
    ]);
  });
});
