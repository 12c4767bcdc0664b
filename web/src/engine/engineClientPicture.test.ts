// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConvertPictureRequest, PictureProgress } from './engineProtocol';
import { closeFakeWorkers, fakeWorkers } from './testing/fakeEngineWorkers';

afterEach(closeFakeWorkers);

const request: ConvertPictureRequest = {
  columns: 2,
  rows: 2,
  colorCount: 4,
  dither: 'none',
  cleanup: 50,
  keepDetails: false,
  brightness: 0,
  contrast: 100,
};

const converted = () => ({
  ok: true,
  columns: 2,
  rows: 2,
  cells: Uint8Array.of(1, 1, 2, 2),
  rgb: Uint8Array.of(0, 0, 0, 255, 255, 255),
  colorsUsed: 2,
  confettiShare: 0,
  meanDeltaE: 1,
  timings: {},
});

describe('EngineClient picture calls', () => {
  it('passes progress through and answers with the chart', async () => {
    const { client } = fakeWorkers(() => ({
      convertPicture: async (
        _pictureId: number,
        _request: ConvertPictureRequest,
        _jobId: number,
        onProgress: (progress: PictureProgress) => void,
      ) => {
        await onProgress({ step: 'prepareSourceImage', fraction: 0 });
        await onProgress({ step: 'generateChartFinish', fraction: 1 });
        return converted();
      },
    }));
    const progress: PictureProgress[] = [];
    const reply = await client.convertPicture(1, request, { onProgress: (value) => progress.push(value) });
    expect(reply.ok && [...reply.cells]).toEqual([1, 1, 2, 2]);
    expect(progress.map((value) => value.step)).toEqual(['prepareSourceImage', 'generateChartFinish']);
  });

  it('never sends a conversion cancelled while it waited in line', async () => {
    let release: (() => void) | undefined;
    const convertPicture = vi.fn(converted);
    const { client } = fakeWorkers(() => ({
      version: () => new Promise((resolve) => (release = () => resolve({ ok: true, version: '1' }))),
      convertPicture,
    }));
    const first = client.version();
    const controller = new AbortController();
    const second = client.convertPicture(1, request, { signal: controller.signal });
    controller.abort();
    expect(await second).toEqual({ ok: false, code: 'cancelled' });
    await vi.waitFor(() => expect(release).toBeDefined());
    release!();
    await first;
    await client.closePicture(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(convertPicture).not.toHaveBeenCalled();
  });

  it('tells the worker to cancel a running conversion and answers at once', async () => {
    let finish: () => void = () => {};
    const cancelPicture = vi.fn(() => finish());
    const convertPicture = vi.fn(
      () => new Promise((resolve) => (finish = () => resolve({ ok: false, code: 'cancelled' }))),
    );
    const { client } = fakeWorkers(() => ({ convertPicture, cancelPicture }));
    const controller = new AbortController();
    const reply = client.convertPicture(1, request, { signal: controller.signal });
    // Cancel once the worker runs the conversion (a message away), not after a guessed pause.
    await vi.waitFor(() => expect(convertPicture).toHaveBeenCalled());
    controller.abort();
    expect(await reply).toEqual({ ok: false, code: 'cancelled' });
    await vi.waitFor(() => expect(cancelPicture).toHaveBeenCalledWith(1));
  });

  it('turns malformed replies into failures', async () => {
    const { client } = fakeWorkers(() => ({
      convertPicture: () => ({ ...converted(), cells: new Uint8Array(3) }),
      openPicture: () => ({ ok: true, pictureId: 0, width: 1, height: 1 }),
      rasteriseText: () => ({ ok: true, columns: 2, rows: 2, mask: new Uint8Array(3), fontSize: 30 }),
    }));
    expect(await client.convertPicture(1, request)).toEqual({ ok: false, code: 'engineUnavailable' });
    expect(await client.openPicture(new Blob(['x']), { width: 1, height: 1 })).toEqual({
      ok: false,
      code: 'engineUnavailable',
    });
    expect(
      await client.rasteriseText({ text: 'A', font: 'Arial', fontSize: 30, bold: false, italic: false }),
    ).toEqual({ ok: false, code: 'textUnavailable' });
  });

  it('passes the worker’s own failure codes through', async () => {
    const { client } = fakeWorkers(() => ({
      convertPicture: () => ({ ok: false, code: 'pictureTooLarge' }),
      openPicture: () => ({ ok: false, code: 'unreadablePicture' }),
    }));
    expect(await client.convertPicture(1, request)).toEqual({ ok: false, code: 'pictureTooLarge' });
    expect(await client.openPicture(new Blob(['x']), { width: 1, height: 1 })).toEqual({
      ok: false,
      code: 'unreadablePicture',
    });
  });
});
