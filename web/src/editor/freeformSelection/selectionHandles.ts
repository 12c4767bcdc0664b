/**
 * Where the handles of a freeform selection are (issue 29): a scale handle on each corner of the box around the
 * selected symbols and a rotate handle above the middle of its top edge. Sizes are in screen pixels, so the handles
 * look the same at every zoom; positions are in freeform units. The select tool asks which handle is under the
 * pointer, the overlay draws them: both from here.
 */
import type { FreeformBox, FreeformPoint } from '@steekwerk/model';

export type HandleKind = 'rotate' | 'scale';

export interface SelectionHandle {
  readonly kind: HandleKind;
  /** Which corner for a scale handle: nw, ne, se, sw; `rotate` for the rotate handle. */
  readonly name: 'nw' | 'ne' | 'se' | 'sw' | 'rotate';
  readonly x: number;
  readonly y: number;
}

/** A handle's side on screen (CSS pixels). */
export const handleSizePx = 10;
/** How far above the box the rotate handle sits (CSS pixels). */
export const rotateHandleOffsetPx = 28;
/** How far from a handle's middle a press still takes it (CSS pixels; fingers are wide). */
const grabRadiusPx = { mouse: 9, touch: 20 } as const;

/** The handles of a selection box at `pixelsPerUnit` screen pixels per freeform unit. */
export function selectionHandles(box: FreeformBox, pixelsPerUnit: number): SelectionHandle[] {
  const offset = rotateHandleOffsetPx / (pixelsPerUnit > 0 ? pixelsPerUnit : 1);
  return [
    { kind: 'scale', name: 'nw', x: box.x, y: box.y },
    { kind: 'scale', name: 'ne', x: box.right, y: box.y },
    { kind: 'scale', name: 'se', x: box.right, y: box.bottom },
    { kind: 'scale', name: 'sw', x: box.x, y: box.bottom },
    { kind: 'rotate', name: 'rotate', x: box.x + box.width / 2, y: box.y - offset },
  ];
}

/** The handle under a point (freeform units), the nearest when several are; undefined when none. */
export function handleAt(
  box: FreeformBox,
  point: FreeformPoint,
  pixelsPerUnit: number,
  touch = false,
): SelectionHandle | undefined {
  if (!(pixelsPerUnit > 0) || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return undefined;
  const reach = (touch ? grabRadiusPx.touch : grabRadiusPx.mouse) / pixelsPerUnit;
  let best: SelectionHandle | undefined;
  let bestDistance = Infinity;
  for (const handle of selectionHandles(box, pixelsPerUnit)) {
    const distance = Math.hypot(handle.x - point.x, handle.y - point.y);
    if (distance <= reach && distance < bestDistance) {
      best = handle;
      bestDistance = distance;
    }
  }
  return best;
}
