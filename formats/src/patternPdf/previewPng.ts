/**
 * The picture of an imported pattern that the import screen shows beside the PDF's first page: the chart "as seen"
 * (the PNG export's drawing, `writeViewPng`: cells in their colours, part stitches, backstitch, the ruler's numbers)
 * at a small size, without a legend.
 */
import type { ChartState } from '@steekwerk/model';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { writeViewPng } from '../png/viewPng';

/** The preview's longer side in pixels: sharp enough for a phone's screen at 2×, small enough to send at once. */
export const patternPreviewSize = 600;

/**
 * The imported chart as a PNG of `size` pixels (its longer side).
 *
 * @throws Error (a Dutch message) when the chart's rows do not fit its size
 */
export function patternPreviewPng(state: ChartState, size = patternPreviewSize): Uint8Array<ArrayBuffer> {
  return writeViewPng(chartSnapshotOf(state), { size });
}
