/**
 * Where an edit is redrawn: the scissor rectangle of changed cells. The renderer preserves its drawing buffer, so
 * a frame after an edit shades only this rectangle (every layer is drawn inside it), not the whole view.
 */
import { unionRect, type CellRect } from '../document/ChartDocument';
import type { LayerView } from './RenderLayer';
import type { PixelRect } from './scrollCopy';

/**
 * The device-pixel rectangle (WebGL's bottom-left origin) that shows the given cells, with a pixel to spare
 * for their lines; rounded out to whole blocks of `block` cells (the overview's, when it is shown) and widened by
 * `extraRight` cells (the cells to the right whose part of a multi-cell symbol may have changed). Undefined when
 * there are no cells, or when that is (nearly) the whole view anyway.
 */
export function scissorOfCells(
  rects: readonly CellRect[],
  view: LayerView,
  block: number,
  extraRight: number,
): PixelRect | undefined {
  let union = rects[0];
  for (const rect of rects.slice(1)) union = unionRect(union, rect);
  if (!union) return undefined;
  const { originX, originY, cellWidth, cellHeight, resolution, bufferWidth, bufferHeight } = view;
  const left = Math.floor(union.x / block) * block;
  const top = Math.floor(union.y / block) * block;
  const right = Math.ceil((union.x + union.width + extraRight) / block) * block;
  const bottom = Math.ceil((union.y + union.height) / block) * block;
  const x0 = Math.max(
    0,
    Math.floor((Math.round(originX * resolution) / resolution + left * cellWidth) * resolution) - 2,
  );
  const y0 = Math.max(
    0,
    Math.floor((Math.round(originY * resolution) / resolution + top * cellHeight) * resolution) - 2,
  );
  const x1 = Math.min(bufferWidth, Math.ceil((originX + right * cellWidth) * resolution) + 3);
  const y1 = Math.min(bufferHeight, Math.ceil((originY + bottom * cellHeight) * resolution) + 3);
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  if (width * height > 0.5 * bufferWidth * bufferHeight) return undefined;
  return { x: x0, y: bufferHeight - y0 - height, width, height };
}
