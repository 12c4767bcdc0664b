/**
 * Dragging a round guide's centre on the overlay (issue 29): the pointer's view point in chart units, rounded to
 * whole units and kept within the chart, and the arrow keys' steps. Pure: `GuideCentreHandle.tsx` uses it.
 */
import type { FreeformChartSize } from '@steekwerk/model';

type Point = { readonly x: number; readonly y: number };

/** The centre a drag to `viewPoint` gives: whole units within 0…width × 0…height; undefined for non-numbers. */
export function draggedCentre(
  toChart: (point: Point) => Point,
  viewPoint: Point,
  size: FreeformChartSize,
): Point | undefined {
  const { x, y } = toChart(viewPoint);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  return {
    x: Math.min(size.width, Math.max(0, Math.round(x))),
    y: Math.min(size.height, Math.max(0, Math.round(y))),
  };
}

const arrowSteps: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key moves the centre (1 unit, 10 with shift), kept within the chart; undefined for other keys. */
export function centreAfterKey(
  centre: Point,
  key: string,
  shift: boolean,
  size: FreeformChartSize,
): Point | undefined {
  const step = arrowSteps[key];
  if (!step) return undefined;
  const by = shift ? 10 : 1;
  return {
    x: Math.min(size.width, Math.max(0, centre.x + step.x * by)),
    y: Math.min(size.height, Math.max(0, centre.y + step.y * by)),
  };
}
