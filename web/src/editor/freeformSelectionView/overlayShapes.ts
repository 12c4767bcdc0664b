/**
 * What the selection overlay of a freeform chart draws, in view pixels (issue 29): the outline of each selected
 * symbol's turned box (where a drag under way would leave it), the box around them all, its handles (when the
 * chart can be edited) and the rubber band. A pure function over the session's state and the view's mapping, so
 * it is tested without a browser; `FreeformSelectionOverlay.tsx` draws the result as SVG.
 */
import {
  symbolCorners,
  type FreeformBox,
  type FreeformPoint,
  type FreeformRect,
  type SymbolPlacement,
} from '@steekwerk/model';
import { handleSizePx, selectionHandles } from '../freeformSelection/selectionHandles';

export interface OverlayInput {
  readonly symbols: readonly SymbolPlacement[];
  readonly box: FreeformBox | undefined;
  readonly band: FreeformRect | undefined;
  readonly showHandles: boolean;
  /** A freeform point in view pixels. */
  toView(point: FreeformPoint): FreeformPoint;
  readonly pixelsPerUnit: number;
}

export interface OverlayShapes {
  /** One SVG path of every selected symbol's outline. */
  readonly outlines: string;
  /** The selection box, if any. */
  readonly box: { x: number; y: number; width: number; height: number } | undefined;
  readonly scaleHandles: readonly { x: number; y: number; size: number }[];
  readonly rotateHandle: { x: number; y: number; r: number; stemX: number; stemY: number } | undefined;
  readonly band: { x: number; y: number; width: number; height: number } | undefined;
}

const round = (value: number) => Math.round(value * 10) / 10;

function rectInView(input: OverlayInput, rect: FreeformRect) {
  const a = input.toView({ x: rect.x, y: rect.y });
  const b = input.toView({ x: rect.x + rect.width, y: rect.y + rect.height });
  return {
    x: round(Math.min(a.x, b.x)),
    y: round(Math.min(a.y, b.y)),
    width: round(Math.abs(b.x - a.x)),
    height: round(Math.abs(b.y - a.y)),
  };
}

export function overlayShapes(input: OverlayInput): OverlayShapes {
  const outlines = input.symbols
    .map((symbol) => {
      const corners = symbolCorners(symbol).map(([x, y]) => input.toView({ x, y }));
      return `M${corners.map((corner) => `${round(corner.x)} ${round(corner.y)}`).join('L')}Z`;
    })
    .join('');
  const box = input.box;
  const handles = box && input.showHandles ? selectionHandles(box, input.pixelsPerUnit) : [];
  const scaleHandles = handles
    .filter((handle) => handle.kind === 'scale')
    .map((handle) => {
      const at = input.toView(handle);
      return { x: round(at.x - handleSizePx / 2), y: round(at.y - handleSizePx / 2), size: handleSizePx };
    });
  const rotate = handles.find((handle) => handle.kind === 'rotate');
  let rotateHandle: OverlayShapes['rotateHandle'];
  if (rotate && box) {
    const at = input.toView(rotate);
    const stem = input.toView({ x: rotate.x, y: box.y });
    rotateHandle = {
      x: round(at.x),
      y: round(at.y),
      r: handleSizePx / 2 + 1,
      stemX: round(stem.x),
      stemY: round(stem.y),
    };
  }
  return {
    outlines,
    box: box && rectInView(input, box),
    scaleHandles,
    rotateHandle,
    band: input.band && rectInView(input, input.band),
  };
}
