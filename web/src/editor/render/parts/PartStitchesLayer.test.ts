import { describe, expect, it } from 'vitest';
import { PartStitchesLayer } from './PartStitchesLayer';

const half = { x: 1, y: 1, left: true, top: false, styleId: 3 };

describe('the part stitches’ textures', () => {
  it('are made only once the chart has stitches of a list, 4 bytes a cell, and said to the shader', () => {
    const layer = new PartStitchesLayer();
    expect(layer.set('halfStitches', [], 20, 10)).toEqual([]);
    expect(layer.gpuBytes).toBe(0);
    expect(layer.update('quarterStitches', [], { x: 0, y: 0, width: 1, height: 1 })).toBe(true);
    expect(layer.update('halfStitches', [half], { x: 1, y: 1, width: 1, height: 1 })).toBe(false);

    const placeholder = layer.halves;
    expect(layer.set('halfStitches', [half], 20, 10)).toEqual([placeholder]);
    expect(layer.halves).not.toBe(placeholder);
    expect(layer.halves.width).toBe(20);
    expect(layer.gpuBytes).toBe(20 * 10 * 4);
    expect(Array.from(layer.uniforms.uniforms.uPartStitches)).toEqual([1, 0]);
  });

  it('keep their texture for later edits and lists of the same size, and make a new one for a new size', () => {
    const layer = new PartStitchesLayer();
    layer.set('quarterStitches', [half], 8, 8);
    const texture = layer.quarters;
    expect(layer.update('quarterStitches', [], { x: 1, y: 1, width: 1, height: 1 })).toBe(true);
    expect(layer.set('quarterStitches', [], 8, 8)).toEqual([]);
    expect(layer.quarters).toBe(texture);
    expect(layer.set('quarterStitches', [half], 9, 8)).toEqual([texture]);
    expect(layer.set('quarterStitches', [], 4, 4)).toHaveLength(1);
    expect(layer.gpuBytes).toBe(0);
    expect(Array.from(layer.uniforms.uniforms.uPartStitches)).toEqual([0, 0]);
    layer.destroy();
  });
});
