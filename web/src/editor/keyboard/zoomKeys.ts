/**
 * The timing rules of the zoom keys (spec §2): a held zoom key steps every 100 ms (the editor's own timer, not
 * the keyboard's auto-repeat), and a second ctrl+0 within 1 s resets the zoom; the first fits the chart.
 */
import type { Timers } from '../../lib/timers';

export interface ZoomTarget {
  zoomStep(direction: 1 | -1): void;
  fitToView(): void;
  resetZoom(): void;
}

export const zoomRepeatMs = 100;
export const doubleZoomResetMs = 1000;

export class ZoomKeys {
  private repeating: { key: string; timer: unknown } | undefined;
  private lastReset = -Infinity;

  constructor(
    private readonly clock: Timers,
    private readonly target: ZoomTarget,
  ) {}

  /** A zoom key went down: one step now, then one every 100 ms until it is released. */
  press(key: string, direction: 1 | -1): void {
    this.releaseAll();
    this.target.zoomStep(direction);
    const timer = this.clock.setInterval(() => this.target.zoomStep(direction), zoomRepeatMs);
    this.repeating = { key, timer };
  }

  /** A key went up: releasing the zoom key (or ctrl/cmd) stops the repeat. */
  release(key: string): void {
    if (this.repeating && (this.repeating.key === key || key === 'Control' || key === 'Meta'))
      this.releaseAll();
  }

  releaseAll(): void {
    if (!this.repeating) return;
    this.clock.clearInterval(this.repeating.timer);
    this.repeating = undefined;
  }

  /** ctrl+0: fits the chart; a second ctrl+0 within 1 s resets the zoom to the default. */
  resetKey(): void {
    const now = this.clock.now();
    if (now - this.lastReset <= doubleZoomResetMs) {
      this.lastReset = -Infinity;
      this.target.resetZoom();
      return;
    }
    this.lastReset = now;
    this.target.fitToView();
  }
}
