import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './index';
import { loadEngineNode } from './node';
import { kmeansPlain, oklabOf, remapPlain, remapPlainFullScan } from './plainPicture';

let engine: Engine;

beforeAll(async () => {
  engine = await loadEngineNode();
});

function randomPixels(count: number, seed: number): Uint8Array {
  const pixels = new Uint8Array(count * 4);
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    pixels[index] = index % 4 === 3 ? (state >>> 24 < 16 ? 0 : 255) : state >>> 24;
  }
  return pixels;
}

describe('the plain TypeScript kernels', () => {
  it('compute OKLab like the published values', () => {
    const lab = new Float32Array(3);
    oklabOf(255, 0, 0, lab);
    expect(lab[0]).toBeCloseTo(0.627955, 4);
    expect(lab[1]).toBeCloseTo(0.224863, 4);
    expect(lab[2]).toBeCloseTo(0.125846, 4);
  });

  it('remap like the wasm (ties and float rounding aside)', () => {
    const pixels = randomPixels(200 * 100, 3);
    const image = { pixels, width: 200, height: 100 };
    const { rgb } = engine.quantizePicture(image, 30);
    const wasm = engine.remapPicture(image, rgb);
    const plain = remapPlain(pixels, rgb);
    let same = 0;
    for (let cell = 0; cell < wasm.length; cell += 1) if (wasm[cell] === plain[cell]) same += 1;
    expect(same / wasm.length).toBeGreaterThan(0.999);
    expect(plain.filter((cell) => cell === 0).length).toBe(wasm.filter((cell) => cell === 0).length);
    expect([...remapPlainFullScan(pixels, rgb)]).toEqual([...plain]);
  });

  it('run k-means like the wasm', () => {
    const points = new Float32Array(4000 * 4);
    const pixels = randomPixels(4000, 9);
    for (let point = 0; point < 4000; point += 1) {
      oklabOf(pixels[point * 4]!, pixels[point * 4 + 1]!, pixels[point * 4 + 2]!, points, point * 4);
      points[point * 4 + 3] = 1 + (point % 3);
    }
    const centroids = points.filter((_, index) => index % 4 !== 3).slice(0, 3 * 12);
    const wasm = engine.kmeansKernel(points, centroids, 30);
    const plain = kmeansPlain(points, centroids, 30);
    for (let index = 0; index < wasm.length; index += 1) expect(plain[index]).toBeCloseTo(wasm[index]!, 3);
  });
});
