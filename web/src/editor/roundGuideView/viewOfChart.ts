import type { Editor } from '../Editor';

type Point = { x: number; y: number };

/**
 * The chart's freeform units in view pixels, as the selection overlay reads them from the camera, and back
 * (`toChart`, for a drag on the overlay).
 */
export function viewOfChart(editor: Editor): {
  toView: (point: Point) => Point;
  toChart: (point: Point) => Point;
  pixelsPerUnit: number;
} {
  const origin = editor.pointOfCell(0, 0);
  const next = editor.pointOfCell(1, 1);
  const pixelsPerUnit = next.x - origin.x;
  const pixelsPerUnitY = next.y - origin.y;
  return {
    toView: (point) => ({
      x: origin.x + (point.x - 0.5) * pixelsPerUnit,
      y: origin.y + (point.y - 0.5) * pixelsPerUnitY,
    }),
    toChart: (point) => ({
      x: (point.x - origin.x) / pixelsPerUnit + 0.5,
      y: (point.y - origin.y) / pixelsPerUnitY + 0.5,
    }),
    pixelsPerUnit,
  };
}
