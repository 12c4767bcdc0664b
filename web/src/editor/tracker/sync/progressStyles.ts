/**
 * Which styles the tracker counts, per kind, as `chart/progress-tracker/save-styles` keeps them (spec §3, §7): the
 * styles of the chart's cells, custom lines, half stitches and quarter stitches, each list comma-joined in
 * ascending order. Knots and beads have no field of their own in the call and are not sent (the key still lists
 * them). Sent once the maker's progress is loaded and again whenever the lists differ from what was sent; the
 * server keeps them without counting them as progress (no new progress revision, so no other device reloads).
 */
import type { SaveProgressStylesRequest } from '@steekwerk/model';
import type { GridItems } from '../../document/gridItems';

/** The style ids of each kind the chart uses, as the call sends them. */
export function trackedStylesOf(cells: Uint8Array, items: GridItems): SaveProgressStylesRequest {
  const inCells = new Uint8Array(256);
  for (let index = 0; index < cells.length; index += 1) inCells[cells[index]!] = 1;
  const joined = (ids: Iterable<number>) =>
    [...new Set(ids)]
      .filter((id) => Number.isInteger(id) && id >= 1 && id <= 255)
      .sort((a, b) => a - b)
      .join(',');
  return {
    styleIds: joined(Array.from(inCells.keys()).filter((id) => inCells[id] === 1)),
    customLineStyleIds: joined(items.customLines.map((line) => line.styleId)),
    halfStitchStyleIds: joined(items.halfStitches.map((stitch) => stitch.styleId)),
    quarterStitchStyleIds: joined(items.quarterStitches.map((stitch) => stitch.styleId)),
  };
}

/** What sending the styles needs. */
export interface ProgressStylesOptions {
  /** The styles of the chart as it is now; undefined where the tracker does not send them. */
  trackedStyles?(): SaveProgressStylesRequest;
  saveProgressStyles?(chartId: string, request: SaveProgressStylesRequest): Promise<unknown>;
  report?(message: string): void;
}

/** Sends the tracked styles when they differ from what this device sent last. */
export class ProgressStyles {
  private sent = '';

  constructor(private readonly options: ProgressStylesOptions) {}

  /** Sends them for `chartId` when they changed; a failure is reported and sent again next time. */
  send(chartId: string): void {
    const { trackedStyles, saveProgressStyles } = this.options;
    const styles = trackedStyles?.();
    if (!styles || !saveProgressStyles) return;
    const key = `${chartId}:${JSON.stringify(styles)}`;
    if (key === this.sent) return;
    this.sent = key;
    saveProgressStyles(chartId, styles).catch((error: unknown) => {
      if (this.sent === key) this.sent = '';
      this.options.report?.(
        `Progress styles save failure: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}
