import type { Editor } from '../Editor';

/** The chart's freeform units in view pixels, as the selection overlay reads them from the camera. */
export function viewOfChart(editor: Editor): {
  toView: (point: { x: number; y: number }) => { x: number; y: number };
  pixelsPerUnit: number;
} {
  const origin = editor.pointOfCell(0, 0);
  const next = editor.pointOfCell(1, 1);
  const pixelsPerUnit = next.x - origin.x;
  return {
    toView: (point) => ({
      x: origin.x + (point.x - 0.5) * pixelsPerUnit,
      y: origin.y + (point.y - 0.5) * (next.y - origin.y),
    }),
    pixelsPerUnit,
  };
}
