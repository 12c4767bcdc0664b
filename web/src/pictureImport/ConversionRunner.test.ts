import { describe, expect, it, vi } from 'vitest';
import type {
  ConvertedPicture,
  ConvertPictureControl,
  ConvertPictureReply,
  ConvertPictureRequest,
} from '../engine/engineClient';
import { FakeClock, flushMicrotasks } from '../test/fakeClock';
import {
  ConversionRunner,
  previewDebounceMs,
  type ConversionState,
  type PictureConverter,
} from './ConversionRunner';

const request: ConvertPictureRequest = {
  columns: 2,
  rows: 1,
  colorCount: 2,
  dither: 'none',
  cleanup: 50,
  keepDetails: false,
  brightness: 0,
  contrast: 100,
};

const chart: ConvertedPicture = {
  columns: 2,
  rows: 1,
  cells: Uint8Array.of(1, 2),
  rgb: Uint8Array.of(0, 0, 0, 255, 255, 255),
  colorsUsed: 2,
  confettiShare: 0,
  meanDeltaE: 1,
  timings: {},
};

/** A converter whose conversions finish when the test says, reporting the spec's steps on the way. */
function controllableConverter() {
  const calls: Array<{
    request: ConvertPictureRequest;
    control: ConvertPictureControl;
    finish: (reply?: ConvertPictureReply) => void;
  }> = [];
  const converter: PictureConverter = {
    convertPicture: vi.fn(
      (_pictureId: number, sent: ConvertPictureRequest, control: ConvertPictureControl = {}) =>
        new Promise<ConvertPictureReply>((resolve) => {
          const abort = () => resolve({ ok: false, code: 'cancelled' });
          control.signal?.addEventListener('abort', abort);
          calls.push({ request: sent, control, finish: (reply = { ok: true, ...chart }) => resolve(reply) });
        }),
    ),
  };
  return { converter, calls };
}

function runnerWith(converter: PictureConverter) {
  const clock = new FakeClock();
  const states: ConversionState[] = [];
  const runner = new ConversionRunner(converter, clock, (state) => states.push(state));
  return { runner, clock, states };
}

describe('ConversionRunner', () => {
  it('waits for the settings to rest before previewing, pending meanwhile', async () => {
    const { converter, calls } = controllableConverter();
    const { runner, clock, states } = runnerWith(converter);
    runner.requestPreview(1, request);
    await clock.advance(previewDebounceMs - 1);
    runner.requestPreview(1, { ...request, colorCount: 1 });
    await clock.advance(previewDebounceMs - 1);
    expect(converter.convertPicture).not.toHaveBeenCalled();
    expect(runner.state).toEqual({ status: 'running', purpose: 'preview', step: 'pending', fraction: 0 });
    await clock.advance(1);
    expect(converter.convertPicture).toHaveBeenCalledTimes(1);
    expect(calls[0]!.request.colorCount).toBe(1);
    calls[0]!.control.onProgress?.({ step: 'generateChart', fraction: 0.5 });
    expect(runner.state).toEqual({
      status: 'running',
      purpose: 'preview',
      step: 'generateChart',
      fraction: 0.5,
    });
    calls[0]!.finish();
    await flushMicrotasks();
    expect(runner.state).toMatchObject({ status: 'done', purpose: 'preview' });
    expect(runner.preview).toEqual(chart);
    expect(states.map((state) => state.status)).toContain('running');
  });

  it('cancels a running preview when the settings change again', async () => {
    const { converter, calls } = controllableConverter();
    const { runner, clock } = runnerWith(converter);
    runner.requestPreview(1, request);
    await clock.advance(previewDebounceMs);
    runner.requestPreview(1, { ...request, colorCount: 1 });
    expect(calls[0]!.control.signal?.aborted).toBe(true);
    await clock.advance(previewDebounceMs);
    calls[1]!.finish();
    await flushMicrotasks();
    expect(runner.state).toMatchObject({ status: 'done' });
    expect(converter.convertPicture).toHaveBeenCalledTimes(2);
  });

  it('is cancelled by the user, and a late answer changes nothing', async () => {
    const { converter, calls } = controllableConverter();
    const { runner } = runnerWith(converter);
    const result = runner.importNow(1, request);
    expect(calls[0]!.request.encodeRows).toBe(true);
    calls[0]!.control.onProgress?.({ step: 'prepareSourceImage', fraction: 0.1 });
    runner.cancel();
    expect(runner.state).toEqual({ status: 'cancelled', purpose: 'import' });
    calls[0]!.control.onProgress?.({ step: 'generateChart', fraction: 0.6 });
    expect(await result).toBeUndefined();
    expect(runner.state).toEqual({ status: 'cancelled', purpose: 'import' });
  });

  it('drops a pending preview when importing, and reports failures', async () => {
    const { converter, calls } = controllableConverter();
    const { runner, clock } = runnerWith(converter);
    runner.requestPreview(1, request);
    const result = runner.importNow(1, request);
    await clock.advance(previewDebounceMs * 2);
    expect(converter.convertPicture).toHaveBeenCalledTimes(1);
    calls[0]!.finish({ ok: false, code: 'unreadablePicture' });
    expect(await result).toBeUndefined();
    expect(runner.state).toEqual({ status: 'failed', purpose: 'import', code: 'unreadablePicture' });
  });

  it('gives the imported chart', async () => {
    const { converter, calls } = controllableConverter();
    const { runner } = runnerWith(converter);
    const result = runner.importNow(1, request);
    calls[0]!.control.onProgress?.({ step: 'generateChartFinish', fraction: 1 });
    calls[0]!.finish();
    expect(await result).toEqual(chart);
    expect(runner.state).toMatchObject({ status: 'done', purpose: 'import' });
    // A progress message arriving after the answer changes nothing.
    calls[0]!.control.onProgress?.({ step: 'generateChartFinish', fraction: 1 });
    expect(runner.state).toMatchObject({ status: 'done', purpose: 'import' });
  });
});
