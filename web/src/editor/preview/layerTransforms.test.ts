import type { PartStitch } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import type { LayerCells } from '../document/previewLayer';
import { mirrorContent, rotateContent } from './layerTransforms';

/** A 3 × 2 block (odd by even) with an item of every kind. */
function content(): LayerCells {
  return {
    columnCount: 3,
    rowCount: 2,
    // 1 2 3
    // 4 5 6
    cells: Uint8Array.of(1, 2, 3, 4, 5, 6),
    items: {
      customLines: [{ x1: 0, y1: 0, x2: 3, y2: 1, styleId: 1 }],
      halfStitches: [{ x: 0, y: 0, left: true, top: true, styleId: 2 }],
      quarterStitches: [{ x: 2, y: 1, left: false, top: true, styleId: 3 }],
      ornaments: [{ x: 0.5, y: 1.5, kind: 'knot', styleId: 4 }],
    },
    opaque: true,
  };
}

/** The rows of a layer as strings of digits. */
function rows(layer: LayerCells): string[] {
  const lines: string[] = [];
  for (let row = 0; row < layer.rowCount; row += 1)
    lines.push([...layer.cells.subarray(row * layer.columnCount, (row + 1) * layer.columnCount)].join(''));
  return lines;
}

const times = (count: number, step: (layer: LayerCells) => LayerCells, layer: LayerCells) =>
  Array.from({ length: count }).reduce<LayerCells>((current) => step(current), layer);

/** Corner names of a part stitch. */
const corner = (part: PartStitch) => `${part.top ? 'top' : 'bottom'}${part.left ? 'Left' : 'Right'}`;

describe('turning a layer a quarter clockwise', () => {
  it('swaps its size and moves the cells round: the left column becomes the top row', () => {
    const turned = rotateContent(content());
    expect([turned.columnCount, turned.rowCount]).toEqual([2, 3]);
    expect(rows(turned)).toEqual(['41', '52', '63']);
    expect(turned.opaque).toBe(true);
  });

  it('is the identity after four turns, for every size (odd, even, a line, one cell)', () => {
    const sizes: Array<[number, number]> = [
      [3, 2],
      [1, 5],
      [4, 4],
      [1, 1],
      [7, 3],
    ];
    for (const [columnCount, rowCount] of sizes) {
      const layer = {
        columnCount,
        rowCount,
        cells: Uint8Array.from({ length: columnCount * rowCount }, (_, index) => (index % 250) + 1),
        items: {
          ...content().items!,
          halfStitches: [{ x: columnCount - 1, y: rowCount - 1, left: false, top: true, styleId: 9 }],
        },
      };
      const back = times(4, rotateContent, layer);
      expect(back).toEqual(layer);
    }
  });

  it('takes each corner of a part stitch to the next one clockwise, in the cell it turns to', () => {
    const corners: PartStitch[] = [
      { x: 0, y: 0, left: true, top: true, styleId: 1 },
      { x: 0, y: 0, left: false, top: true, styleId: 1 },
      { x: 0, y: 0, left: false, top: false, styleId: 1 },
      { x: 0, y: 0, left: true, top: false, styleId: 1 },
    ];
    const layer = {
      ...content(),
      items: { ...content().items!, halfStitches: corners, quarterStitches: corners },
    };
    const turned = rotateContent(layer);
    // Cell (0, 0) of a 2-row layer goes to (1, 0).
    expect(turned.items?.halfStitches.map((part) => [part.x, part.y])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(turned.items?.halfStitches.map(corner)).toEqual([
      'topRight',
      'bottomRight',
      'bottomLeft',
      'topLeft',
    ]);
    expect(turned.items?.quarterStitches.map(corner)).toEqual([
      'topRight',
      'bottomRight',
      'bottomLeft',
      'topLeft',
    ]);
    expect(turned.items?.quarterStitches[0]?.styleId).toBe(1);
  });

  it('turns lines and ornaments on the hole lattice', () => {
    const turned = rotateContent(content());
    // (x, y) → (rows − y, x) with rows = 2.
    expect(turned.items?.customLines).toEqual([{ x1: 2, y1: 0, x2: 1, y2: 3, styleId: 1 }]);
    expect(turned.items?.ornaments).toEqual([{ x: 0.5, y: 0.5, kind: 'knot', styleId: 4 }]);
    // The quarter stitch in cell (2, 1) at its top-right corner: to cell (0, 2), bottom-right.
    expect(turned.items?.quarterStitches).toEqual([{ x: 0, y: 2, left: false, top: false, styleId: 3 }]);
  });

  it('keeps a layer without items without items', () => {
    const turned: LayerCells = rotateContent({ columnCount: 2, rowCount: 1, cells: Uint8Array.of(1, 2) });
    expect(turned.items).toBeUndefined();
    expect(rows(turned)).toEqual(['1', '2']);
  });
});

describe('mirroring a layer', () => {
  it('flips the columns and keeps the size', () => {
    const mirrored = mirrorContent(content());
    expect([mirrored.columnCount, mirrored.rowCount]).toEqual([3, 2]);
    expect(rows(mirrored)).toEqual(['321', '654']);
  });

  it('is the identity when done twice', () => {
    expect(times(2, mirrorContent, content())).toEqual(content());
  });

  it('reverses half and quarter stitches: their left flips, their top stays', () => {
    const mirrored = mirrorContent(content());
    expect(mirrored.items?.halfStitches).toEqual([{ x: 2, y: 0, left: false, top: true, styleId: 2 }]);
    expect(mirrored.items?.quarterStitches).toEqual([{ x: 0, y: 1, left: true, top: true, styleId: 3 }]);
  });

  it('mirrors the x of lines, knots and beads', () => {
    const mirrored = mirrorContent(content());
    expect(mirrored.items?.customLines).toEqual([{ x1: 3, y1: 0, x2: 0, y2: 1, styleId: 1 }]);
    expect(mirrored.items?.ornaments).toEqual([{ x: 2.5, y: 1.5, kind: 'knot', styleId: 4 }]);
  });

  it('mirrored then turned twice is the layer flipped top to bottom', () => {
    const flipped = times(2, rotateContent, mirrorContent(content()));
    expect(rows(flipped)).toEqual(['456', '123']);
    expect(flipped.items?.halfStitches).toEqual([{ x: 0, y: 1, left: true, top: false, styleId: 2 }]);
  });
});
