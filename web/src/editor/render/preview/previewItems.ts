/**
 * The preview layer's custom lines, part stitches, knots and beads, drawn simply into one `Graphics` in cell units
 * (the caller scales it to the cell size): lines as strokes, a half stitch as the triangle at its corner, a quarter
 * stitch as the quarter cell at its corner, a knot as a dot and a bead as a ring, each in its style's colour. One
 * batch for all of them, never an object per item; a pasted block carries few. When the chart's own line and part
 * stitch layers (`render/lines/`, `render/parts/`) offer builders over a list of items, this module gives way to them.
 */
import type { CustomLine, Ornament, PartStitch } from '@steekwerk/model';
import type { Graphics } from 'pixi.js';
import type { GridItems } from '../../document/gridItems';

/** The colour (0xrrggbb) of a style. */
export type StyleColour = (styleId: number) => number;

function line(graphics: Graphics, item: CustomLine, colour: number): void {
  graphics
    .moveTo(item.x1, item.y1)
    .lineTo(item.x2, item.y2)
    .stroke({ width: 0.15, color: colour, cap: 'round' });
}

function half(graphics: Graphics, part: PartStitch, colour: number): void {
  // The triangle at the corner, cut along the diagonal between the two corners next to it.
  const cornerX = part.x + (part.left ? 0 : 1);
  const cornerY = part.y + (part.top ? 0 : 1);
  const otherX = part.x + (part.left ? 1 : 0);
  const otherY = part.y + (part.top ? 1 : 0);
  graphics.poly([cornerX, cornerY, otherX, cornerY, cornerX, otherY]).fill({ color: colour });
}

function quarter(graphics: Graphics, part: PartStitch, colour: number): void {
  graphics
    .rect(part.x + (part.left ? 0 : 0.5), part.y + (part.top ? 0 : 0.5), 0.5, 0.5)
    .fill({ color: colour });
}

function ornament(graphics: Graphics, item: Ornament, colour: number): void {
  if (item.kind === 'knot') graphics.circle(item.x, item.y, 0.2).fill({ color: colour });
  else graphics.circle(item.x, item.y, 0.25).stroke({ width: 0.12, color: colour });
}

/** Draws the items (cleared first). */
export function drawLayerItems(
  graphics: Graphics,
  items: GridItems | undefined,
  colourOf: StyleColour,
): void {
  graphics.clear();
  if (!items) return;
  for (const part of items.halfStitches) half(graphics, part, colourOf(part.styleId));
  for (const part of items.quarterStitches) quarter(graphics, part, colourOf(part.styleId));
  for (const item of items.customLines) line(graphics, item, colourOf(item.styleId));
  for (const item of items.ornaments) ornament(graphics, item, colourOf(item.styleId));
}
