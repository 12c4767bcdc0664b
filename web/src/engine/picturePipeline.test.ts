// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadEngine, type Engine, type RgbaImage } from '@steekwerk/engine';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConvertPictureRequest, PictureProgress } from './engineProtocol';
import { clampCrop, decodeSize, PicturePipeline, type PictureDecoder } from './picturePipeline';

let engine: Engine;

beforeAll(async () => {
  const wasm = await readFile(fileURLToPath(new URL('../../../engine-rs/dist/engine.wasm', import.meta.url)));
  engine = await loadEngine(await WebAssembly.compile(wasm));
});

/** A picture of three vertical bands: red, green, blue. */
function bands(width: number, height: number): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = Math.floor((3 * x) / width);
      pixels.set(
        [band === 0 ? 220 : 10, band === 1 ? 200 : 10, band === 2 ? 230 : 10, 255],
        (y * width + x) * 4,
      );
    }
  }
  return { pixels, width, height };
}

const request: ConvertPictureRequest = {
  columns: 30,
  rows: 20,
  colorCount: 10,
  dither: 'none',
  cleanup: 50,
  keepDetails: false,
  brightness: 0,
  contrast: 100,
};

function pipelineWith(decoder: PictureDecoder) {
  let clock = 0;
  return new PicturePipeline(
    async () => engine,
    decoder,
    () => (clock += 1),
  );
}

describe('PicturePipeline', () => {
  it('converts a picture step by step, reporting the spec’s steps in order', async () => {
    const decode = vi.fn<PictureDecoder>(async (_file, crop, size) => {
      expect(crop).toEqual({ x: 0, y: 0, width: 300, height: 200 });
      // More than twice the chart: decoded at twice the chart's size.
      expect(size).toEqual({ width: 60, height: 40 });
      return bands(size.width, size.height);
    });
    const pipeline = pipelineWith(decode);
    const pictureId = pipeline.open(new Blob(['x']), 300, 200);
    const progress: PictureProgress[] = [];
    const reply = await pipeline.convert(pictureId, { ...request, encodeRows: true }, 1, (value) =>
      progress.push(value),
    );
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.cells).toHaveLength(600);
    expect(reply.rgb.length / 3).toBe(3);
    expect(reply.colorsUsed).toBe(3);
    expect(reply.rowsText?.startsWith('1:')).toBe(true);
    expect(reply.cells[0]).not.toBe(reply.cells[29]);
    const steps = [...new Set(progress.map((value) => value.step))];
    expect(steps).toEqual([
      'prepareSourceImage',
      'resizeSourceImage',
      'generateChart',
      'generateChartFinish',
    ]);
    const fractions = progress.map((value) => value.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(Object.keys(reply.timings)).toEqual(
      expect.arrayContaining(['decode', 'resize', 'quantize', 'remap', 'cleanup', 'encode']),
    );
    // The final import (rows encoded) skips the report; a preview has it.
    expect(Object.keys(reply.timings)).not.toContain('report');
    const preview = await pipeline.convert(pictureId, request, 2, () => {});
    expect(preview.ok && Object.keys(preview.timings)).toContain('report');
  });

  it('keeps the resized picture: a new colour count neither decodes nor resizes again', async () => {
    const decode = vi.fn<PictureDecoder>(async (_file, _crop, size) => bands(size.width, size.height));
    const pipeline = pipelineWith(decode);
    const pictureId = pipeline.open(new Blob(['x']), 300, 200);
    await pipeline.convert(pictureId, request, 1, () => {});
    const second = await pipeline.convert(
      pictureId,
      { ...request, colorCount: 2, brightness: 10 },
      2,
      () => {},
    );
    expect(decode).toHaveBeenCalledTimes(1);
    expect(second.ok && second.rgb.length / 3).toBeLessThanOrEqual(2);
    expect(second.ok && Object.keys(second.timings)).not.toContain('resize');
    await pipeline.convert(
      pictureId,
      { ...request, crop: { x: 10, y: 0, width: 100, height: 100 } },
      3,
      () => {},
    );
    expect(decode).toHaveBeenCalledTimes(2);
    expect(decode.mock.calls[1]![1]).toEqual({ x: 10, y: 0, width: 100, height: 100 });
    // The whole picture is decoded without a crop rectangle; a part of it with one.
    expect(decode.mock.calls.map((call) => call[3])).toEqual([true, false]);
  });

  it('chooses brand colours and tells their indices', async () => {
    const pipeline = pipelineWith(async (_file, _crop, size) => bands(size.width, size.height));
    const pictureId = pipeline.open(new Blob(['x']), 60, 40);
    const brand = Uint8Array.from([255, 255, 255, 230, 0, 0, 0, 210, 0, 0, 0, 240, 0, 0, 0]);
    const reply = await pipeline.convert(pictureId, { ...request, brand }, 1, () => {});
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect([...(reply.brandIndices ?? [])].sort()).toEqual([1, 2, 3]);
    // A brand's colours are its threads or beads: the clean-up never moves them.
    reply.brandIndices!.forEach((brandIndex, index) =>
      expect([...reply.rgb.subarray(index * 3, index * 3 + 3)]).toEqual([
        ...brand.subarray(brandIndex * 3, brandIndex * 3 + 3),
      ]),
    );
  });

  it('stops at the next step once cancelled', async () => {
    const pipeline = pipelineWith(async (_file, _crop, size) => bands(size.width, size.height));
    const pictureId = pipeline.open(new Blob(['x']), 60, 40);
    const steps: string[] = [];
    const reply = await pipeline.convert(pictureId, request, 7, (value) => {
      steps.push(value.step);
      if (value.step === 'resizeSourceImage') pipeline.cancel(7);
    });
    expect(reply).toEqual({ ok: false, code: 'cancelled' });
    expect(steps).not.toContain('generateChart');
  });

  it('answers with a failure for unreadable, unknown and oversized pictures', async () => {
    const broken = pipelineWith(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    const brokenId = broken.open(new Blob(['x']), 60, 40);
    expect(await broken.convert(brokenId, request, 1, () => {})).toEqual({
      ok: false,
      code: 'unreadablePicture',
    });
    expect(await broken.convert(99, request, 2, () => {})).toEqual({ ok: false, code: 'pictureNotOpen' });
    const pipeline = pipelineWith(async (_file, _crop, size) => bands(size.width, size.height));
    const pictureId = pipeline.open(new Blob(['x']), 60, 40);
    expect(await pipeline.convert(pictureId, { ...request, columns: 5000 }, 3, () => {})).toEqual({
      ok: false,
      code: 'pictureTooLarge',
    });
    pipeline.close(pictureId);
    expect(await pipeline.convert(pictureId, request, 4, () => {})).toEqual({
      ok: false,
      code: 'pictureNotOpen',
    });
  });

  it('keeps crops inside the picture and decodes at twice the chart only for larger crops', () => {
    expect(clampCrop(undefined, 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(clampCrop({ x: -5, y: 40.4, width: 300, height: 30 }, 100, 50)).toEqual({
      x: 0,
      y: 40,
      width: 100,
      height: 10,
    });
    expect(clampCrop({ x: 120, y: 0, width: 10, height: 0 }, 100, 50)).toEqual({
      x: 99,
      y: 0,
      width: 1,
      height: 1,
    });
    expect(decodeSize({ x: 0, y: 0, width: 4000, height: 3000 }, 1000, 750)).toEqual({
      width: 2000,
      height: 1500,
    });
    expect(decodeSize({ x: 0, y: 0, width: 1500, height: 1000 }, 1000, 750)).toEqual({
      width: 1500,
      height: 1000,
    });
  });
});
