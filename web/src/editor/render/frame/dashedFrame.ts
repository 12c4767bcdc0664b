/**
 * A dashed frame around a rectangle of the view (the preview layer, the selection): a white line under blue dashes
 * of 5 px with gaps of 5 px (spec §9's dash pattern 5,5), so it shows on light and dark cells alike. Only the parts
 * within the view are built, so a frame around a huge layer costs what the view shows, not its perimeter.
 */
import { Graphics } from 'pixi.js';

/** A rectangle in CSS pixels of the canvas. */
export interface FrameBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const dash = 5;
const lineWidth = 2;

/** The dash segments of one edge from `from` to `to` (along one axis), kept to `[low, high]`; phase from `from`. */
function dashes(from: number, to: number, low: number, high: number): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  const first = Math.max(0, Math.floor((low - from) / (2 * dash)));
  for (let start = from + first * 2 * dash; start < Math.min(to, high); start += 2 * dash) {
    segments.push([start, Math.min(start + dash, to)]);
  }
  return segments;
}

/**
 * Draws the frame of `box` into `graphics` (cleared first), outside the box by a line's width, within a view of
 * `viewWidth` × `viewHeight` CSS pixels. Nothing for no box.
 */
export function drawDashedFrame(
  graphics: Graphics,
  box: FrameBox | undefined,
  viewWidth: number,
  viewHeight: number,
  colour: number,
): void {
  graphics.clear();
  if (!box) return;
  const half = lineWidth / 2;
  const left = box.left - half;
  const top = box.top - half;
  const right = box.left + box.width + half;
  const bottom = box.top + box.height + half;
  if (
    right < -lineWidth ||
    bottom < -lineWidth ||
    left > viewWidth + lineWidth ||
    top > viewHeight + lineWidth
  )
    return;
  const clampX = (value: number) => Math.max(-lineWidth, Math.min(viewWidth + lineWidth, value));
  const clampY = (value: number) => Math.max(-lineWidth, Math.min(viewHeight + lineWidth, value));
  // The white line under the dashes, clipped to the view.
  graphics
    .moveTo(clampX(left), top)
    .lineTo(clampX(right), top)
    .moveTo(clampX(left), bottom)
    .lineTo(clampX(right), bottom)
    .moveTo(left, clampY(top))
    .lineTo(left, clampY(bottom))
    .moveTo(right, clampY(top))
    .lineTo(right, clampY(bottom))
    .stroke({ width: lineWidth, color: 0xffffff });
  const xs = dashes(left, right, -lineWidth, viewWidth + lineWidth);
  const ys = dashes(top, bottom, -lineWidth, viewHeight + lineWidth);
  for (const [from, to] of xs) {
    if (top >= -lineWidth && top <= viewHeight + lineWidth) graphics.moveTo(from, top).lineTo(to, top);
    if (bottom >= -lineWidth && bottom <= viewHeight + lineWidth)
      graphics.moveTo(from, bottom).lineTo(to, bottom);
  }
  for (const [from, to] of ys) {
    if (left >= -lineWidth && left <= viewWidth + lineWidth) graphics.moveTo(left, from).lineTo(left, to);
    if (right >= -lineWidth && right <= viewWidth + lineWidth) graphics.moveTo(right, from).lineTo(right, to);
  }
  graphics.stroke({ width: lineWidth, color: colour });
}
