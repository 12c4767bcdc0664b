/**
 * After a layer is shown or hidden the overview (a reduction of the shown cells) is stale; computing it again is a
 * pass over the chart, so it is not done on the frame of the switch: that frame draws the cells directly from the
 * layers (`uOverviewFactor` 0), and this waits for an idle moment (requestIdleCallback, else a timeout) to call
 * `settle`, which makes the shown cells and the overview ready again.
 */
export class OverviewDeferral {
  private handle: { cancel(): void } | undefined;

  constructor(private readonly settle: () => void) {}

  /** Whether the overview waits (the cells are drawn directly meanwhile). */
  get active(): boolean {
    return this.handle !== undefined;
  }

  /** Waits for an idle moment (again, when already waiting). */
  start(): void {
    this.cancel();
    const run = () => {
      this.handle = undefined;
      this.settle();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 500 });
      this.handle = { cancel: () => cancelIdleCallback(id) };
    } else {
      const id = setTimeout(run, 50);
      this.handle = { cancel: () => clearTimeout(id) };
    }
  }

  cancel(): void {
    this.handle?.cancel();
    this.handle = undefined;
  }
}
