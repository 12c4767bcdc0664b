import { describe, expect, it } from 'vitest';
import { cornerChannel, packPartStitches, texelBytes } from './partStitchTexels';

const texel = (texels: Uint8Array, columnCount: number, x: number, y: number) =>
  Array.from(texels.subarray((y * columnCount + x) * texelBytes, (y * columnCount + x + 1) * texelBytes));

describe('part stitches as texels', () => {
  it('puts each corner’s style in its byte: top-left, top-right, bottom-left, bottom-right', () => {
    expect([
      cornerChannel(true, true),
      cornerChannel(false, true),
      cornerChannel(true, false),
      cornerChannel(false, false),
    ]).toEqual([0, 1, 2, 3]);
    const texels = new Uint8Array(3 * 2 * texelBytes);
    const written = packPartStitches(
      [
        { x: 1, y: 0, left: true, top: true, styleId: 5 },
        { x: 1, y: 0, left: false, top: false, styleId: 7 },
        { x: 2, y: 1, left: false, top: true, styleId: 255 },
        { x: 0, y: 1, left: true, top: false, styleId: 3 },
      ],
      3,
      2,
      texels,
    );
    expect(written).toBe(4);
    expect(texel(texels, 3, 1, 0)).toEqual([5, 0, 0, 7]);
    expect(texel(texels, 3, 2, 1)).toEqual([0, 255, 0, 0]);
    expect(texel(texels, 3, 0, 1)).toEqual([0, 0, 3, 0]);
    expect(texel(texels, 3, 0, 0)).toEqual([0, 0, 0, 0]);
  });

  it('lets a later stitch at the same corner win, and leaves out stitches outside the grid or not whole', () => {
    const texels = new Uint8Array(2 * 2 * texelBytes);
    const written = packPartStitches(
      [
        { x: 0, y: 0, left: true, top: true, styleId: 1 },
        { x: 0, y: 0, left: true, top: true, styleId: 2 },
        { x: 2, y: 0, left: true, top: true, styleId: 3 },
        { x: 0, y: 5, left: true, top: true, styleId: 3 },
        { x: 0.5, y: 1, left: true, top: true, styleId: 3 },
        { x: Number.NaN, y: 1, left: true, top: true, styleId: 3 },
      ],
      2,
      2,
      texels,
    );
    expect(written).toBe(2);
    expect(Array.from(texels)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('repacks only rectangles: their texels cleared and rewritten, the others left as they were', () => {
    const texels = new Uint8Array(4 * 3 * texelBytes).fill(9);
    const written = packPartStitches(
      [
        { x: 1, y: 1, left: false, top: false, styleId: 4 },
        { x: 3, y: 2, left: true, top: true, styleId: 6 },
      ],
      4,
      3,
      texels,
      [{ x: 1, y: 1, width: 2, height: 1 }],
    );
    expect(written).toBe(1);
    expect(texel(texels, 4, 1, 1)).toEqual([0, 0, 0, 4]);
    expect(texel(texels, 4, 2, 1)).toEqual([0, 0, 0, 0]);
    expect(texel(texels, 4, 0, 1)).toEqual([9, 9, 9, 9]);
    expect(texel(texels, 4, 3, 2)).toEqual([9, 9, 9, 9]);
    expect(packPartStitches([], 4, 3, texels, [{ x: 7, y: 0, width: 2, height: 2 }])).toBe(0);
  });
});

describe('repacking several rectangles', () => {
  it('writes the stitches of each rectangle in one pass and leaves the cells between them alone', () => {
    const texels = new Uint8Array(5 * 1 * texelBytes).fill(9);
    const stitches = [0, 1, 2, 3, 4].map((x) => ({ x, y: 0, left: true, top: true, styleId: x + 1 }));
    const written = packPartStitches(stitches, 5, 1, texels, [
      { x: 0, y: 0, width: 1, height: 1 },
      { x: 3, y: 0, width: 2, height: 1 },
    ]);
    expect(written).toBe(3);
    expect([0, 1, 2, 3, 4].map((x) => texel(texels, 5, x, 0)[0])).toEqual([1, 9, 9, 4, 5]);
  });
});
