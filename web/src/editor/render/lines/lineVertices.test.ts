import { describe, expect, it } from 'vitest';
import {
  buildLineColours,
  buildLineVertices,
  buildOverlayVertices,
  lineCellRect,
  lineFloats,
  lineVertexFloats,
  quadIndices,
} from './lineVertices';

/** The first vertex of each line (its four vertices are alike). */
function firstVertices(data: Float32Array, count: number): number[][] {
  return Array.from({ length: count }, (_, line) =>
    Array.from(data.subarray(line * lineFloats, line * lineFloats + lineVertexFloats)),
  );
}

const line = (x1: number, y1: number, x2: number, y2: number, styleId = 1) => ({ x1, y1, x2, y2, styleId });

describe('line instances', () => {
  it('gives each line four vertices of six floats in drawing order: both ends, the style, not highlighted', () => {
    const { data, count } = buildLineVertices([line(0, 0, 3, 1, 2), line(1.5, 1.5, 4, 4, 7)]);
    expect(count).toBe(2);
    expect(data).toHaveLength(48);
    expect(Array.from(data.subarray(0, 24))).toEqual(
      Array.from({ length: 4 }, () => [0, 0, 3, 1, 2, 0]).flat(),
    );
    expect(firstVertices(data, 2)[1]).toEqual([1.5, 1.5, 4, 4, 7, 0]);
  });

  it('indexes each line’s quad as two triangles', () => {
    expect(Array.from(quadIndices(2))).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]);
  });

  it('leaves out hidden positions, and is one instance long (drawn none) when empty', () => {
    const lines = [line(0, 0, 1, 0), line(0, 1, 1, 1), line(0, 2, 1, 2)];
    const { data, count } = buildLineVertices(lines, new Set([0, 2]));
    expect(count).toBe(1);
    expect(firstVertices(data, 1)).toEqual([[0, 1, 1, 1, 1, 0]]);
    const empty = buildLineVertices([]);
    expect(empty.count).toBe(0);
    expect(empty.data).toHaveLength(lineFloats);
  });

  it('keeps only the lines whose box meets a region (the view and around it), in list order', () => {
    const lines = [line(0, 0, 2, 0), line(50, 50, 52, 53), line(9, 9, 30, 30), line(10, 0, 10, 5)];
    const { data, count } = buildLineVertices(lines, new Set([3]), { x0: 8, y0: 8, x1: 20, y1: 20 });
    expect(count).toBe(1);
    expect(firstVertices(data, 1)).toEqual([[9, 9, 30, 30, 1, 0]]);
    // A line touching the region's edge counts.
    expect(buildLineVertices(lines, new Set(), { x0: 2, y0: 0, x1: 4, y1: 1 }).count).toBe(1);
  });

  it('builds 10 000 lines into one array', () => {
    const lines = Array.from({ length: 10_000 }, (_, index) =>
      line(index % 2000, index / 5, (index % 2000) + 1, index / 5),
    );
    const { data, count } = buildLineVertices(lines);
    expect(count).toBe(10_000);
    expect(data.byteLength).toBe(960_000);
    expect(data[9999 * lineFloats + 2]).toBe(2000);
  });

  it('draws a picked line twice in the overlay: its highlight under it', () => {
    const { data, count } = buildOverlayVertices([
      { line: line(1, 1, 2, 2, 3), highlight: true },
      { line: line(0, 0, 0, 0, 4), highlight: false },
    ]);
    expect(count).toBe(3);
    expect(firstVertices(data, 3)).toEqual([
      [1, 1, 2, 2, 3, 1],
      [1, 1, 2, 2, 3, 0],
      [0, 0, 0, 0, 4, 0],
    ]);
  });
});

describe('line colours', () => {
  it('puts each style’s colour at its id, opaque black elsewhere; ids out of range are ignored', () => {
    const rgba = buildLineColours([
      { styleId: 3, colour: [0xbf, 0x3f, 0x3f] },
      { styleId: 255, colour: [1, 2, 3] },
      { styleId: 0, colour: [9, 9, 9] },
      { styleId: 256, colour: [9, 9, 9] },
      { styleId: 2.5, colour: [9, 9, 9] },
    ]);
    expect(rgba).toHaveLength(1024);
    expect(Array.from(rgba.subarray(12, 16))).toEqual([0xbf, 0x3f, 0x3f, 0xff]);
    expect(Array.from(rgba.subarray(1020, 1024))).toEqual([1, 2, 3, 0xff]);
    expect(Array.from(rgba.subarray(0, 4))).toEqual([0, 0, 0, 0xff]);
    expect(Array.from(rgba.subarray(8, 12))).toEqual([0, 0, 0, 0xff]);
  });
});

describe('the cells a line covers', () => {
  it('are the cells around both ends and between them, widened by the margin', () => {
    // Corners: the cells on both sides of each end.
    expect(lineCellRect(line(2, 1, 5, 3), 0)).toEqual({ x: 1, y: 0, width: 5, height: 4 });
    expect(lineCellRect(line(5, 3, 2, 1), 2)).toEqual({ x: -1, y: -2, width: 9, height: 8 });
    // A line along a row's edge touches the rows above and below it.
    expect(lineCellRect(line(1, 4, 5, 4), 0)).toEqual({ x: 0, y: 3, width: 6, height: 2 });
    // Centres: their own cells.
    expect(lineCellRect(line(1.5, 1.5, 3.5, 1.5), 0)).toEqual({ x: 1, y: 1, width: 3, height: 1 });
  });
});
