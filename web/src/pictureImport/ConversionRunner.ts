/**
 * Runs picture conversions for the import screen: a live preview that follows the settings (debounced; a newer
 * request cancels the one running) and the final import, each with its progress (spec §3 steps: pending,
 * prepareSourceImage, resizeSourceImage, generateChart, generateChartFinish) and a cancel. Timers are injected, so
 * the debounce and the progress are tested with a fake clock.
 */
import type {
  ConvertedPicture,
  ConvertPictureControl,
  ConvertPictureReply,
  ConvertPictureRequest,
  PictureFailureCode,
  PictureProgressStep,
} from '../engine/engineClient';
import type { Timers, TimerHandle } from '../lib/timers';

/** What the runner needs of the engine client. */
export interface PictureConverter {
  convertPicture(
    pictureId: number,
    request: ConvertPictureRequest,
    control?: ConvertPictureControl,
  ): Promise<ConvertPictureReply>;
}

export type ConversionPurpose = 'preview' | 'import';

export type ConversionState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly purpose: ConversionPurpose;
      readonly step: PictureProgressStep;
      /** 0..1 */
      readonly fraction: number;
    }
  | { readonly status: 'done'; readonly purpose: ConversionPurpose; readonly chart: ConvertedPicture }
  | { readonly status: 'failed'; readonly purpose: ConversionPurpose; readonly code: PictureFailureCode }
  | { readonly status: 'cancelled'; readonly purpose: ConversionPurpose };

/** How long the preview waits after the last change of the settings. */
export const previewDebounceMs = 300;

export class ConversionRunner {
  private current: ConversionState = { status: 'idle' };
  private running: AbortController | undefined;
  private pendingPreview: TimerHandle | undefined;
  private lastPreview: ConvertedPicture | undefined;
  private generation = 0;

  constructor(
    private readonly converter: PictureConverter,
    private readonly timers: Timers,
    private readonly listener: (state: ConversionState) => void,
  ) {}

  get state(): ConversionState {
    return this.current;
  }

  /** The last finished preview (kept while a newer one runs). */
  get preview(): ConvertedPicture | undefined {
    return this.lastPreview;
  }

  /** Asks for a preview of these settings once they rest for {@link previewDebounceMs}; cancels what runs now. */
  requestPreview(pictureId: number, request: ConvertPictureRequest): void {
    this.stopRunning();
    this.clearPending();
    this.set({ status: 'running', purpose: 'preview', step: 'pending', fraction: 0 });
    this.pendingPreview = this.timers.setTimeout(() => {
      this.pendingPreview = undefined;
      void this.run('preview', pictureId, request);
    }, previewDebounceMs);
  }

  /** Runs the final conversion now (a pending or running preview is dropped); the chart, or undefined. */
  importNow(pictureId: number, request: ConvertPictureRequest): Promise<ConvertedPicture | undefined> {
    this.stopRunning();
    this.clearPending();
    return this.run('import', pictureId, { ...request, encodeRows: true });
  }

  /** Cancels the running or pending conversion. */
  cancel(): void {
    const state = this.current;
    if (state.status !== 'running') return;
    this.clearPending();
    this.stopRunning();
    this.set({ status: 'cancelled', purpose: state.purpose });
  }

  dispose(): void {
    this.clearPending();
    this.stopRunning();
  }

  private async run(
    purpose: ConversionPurpose,
    pictureId: number,
    request: ConvertPictureRequest,
  ): Promise<ConvertedPicture | undefined> {
    const generation = (this.generation += 1);
    const controller = new AbortController();
    this.running = controller;
    this.set({ status: 'running', purpose, step: 'pending', fraction: 0 });
    let answered = false;
    const reply = await this.converter.convertPicture(pictureId, request, {
      signal: controller.signal,
      onProgress: (progress) => {
        // Progress messages may arrive after the answer; they never reopen a finished conversion.
        if (!answered && generation === this.generation && !controller.signal.aborted) {
          this.set({ status: 'running', purpose, step: progress.step, fraction: progress.fraction });
        }
      },
    });
    answered = true;
    if (generation !== this.generation || controller.signal.aborted) return undefined;
    this.running = undefined;
    if (!reply.ok) {
      this.set(
        reply.code === 'cancelled'
          ? { status: 'cancelled', purpose }
          : { status: 'failed', purpose, code: reply.code },
      );
      return undefined;
    }
    const { ok: _ok, ...chart } = reply;
    if (purpose === 'preview') this.lastPreview = chart;
    this.set({ status: 'done', purpose, chart });
    return chart;
  }

  private stopRunning(): void {
    this.generation += 1;
    this.running?.abort();
    this.running = undefined;
  }

  private clearPending(): void {
    if (this.pendingPreview !== undefined) this.timers.clearTimeout(this.pendingPreview);
    this.pendingPreview = undefined;
  }

  private set(state: ConversionState): void {
    this.current = state;
    this.listener(state);
  }
}
