/**
 * Turning and scaling a selection about its pivot (the middle of its box, `selectionPivot`), as the rotate and scale
 * handles do (issue 29). Turning moves each centre around the pivot and adds the angle to each symbol's own turn;
 * scaling moves each centre away from or toward the pivot and scales each symbol's box and `size`, the factor limited
 * so every size stays within `freeformSymbolSizeRange`. Afterwards the selection is shifted back within the chart
 * where it fits (the same rule as a move).
 */
import type { FreeformSymbol } from '../../chart/chartState';
import { freeformSymbolSizeRange } from '../constants';
import {
  isFinitePlacement,
  selectionBox,
  selectionPivot,
  validSelection,
  withBoundingBox,
  type FreeformEdit,
  type FreeformPoint,
  type FreeformSize,
} from './selection';

/** The step the rotate handle snaps to with shift held (issue 29). */
export const rotateSnapDegrees = 15;

/** An angle in degrees as 0 ≤ angle < 360 (0 for anything not finite). */
export function normalizeDegrees(angle: number): number {
  if (!Number.isFinite(angle)) return 0;
  const turned = angle % 360;
  const positive = turned < 0 ? turned + 360 : turned;
  // Rounding away float noise (89.99999999 from a quarter turn) keeps saved turns readable.
  const rounded = Math.round(positive * 1e6) / 1e6;
  return rounded === 360 ? 0 : rounded;
}

/** `angle` rounded to the nearest multiple of `step` degrees. */
export function snapDegrees(angle: number, step = rotateSnapDegrees): number {
  return Math.round(angle / step) * step;
}

/** The direction from `pivot` to `point` in degrees clockwise from the positive x axis (y grows downward). */
function directionOf(pivot: FreeformPoint, point: FreeformPoint): number | undefined {
  const dx = point.x - pivot.x;
  const dy = point.y - pivot.y;
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return undefined;
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

export interface RotateDrag {
  readonly pivot: FreeformPoint;
  /** Where the pointer went down on the handle. */
  readonly from: FreeformPoint;
  /** Where the pointer is now. */
  readonly to: FreeformPoint;
  /** Shift held: the turn snaps to 15° steps. */
  readonly snap: boolean;
  /**
   * The turn of the one selected symbol before the drag: with `snap` the symbol ends on a multiple of 15° rather
   * than turning by one (a selection of several turns by multiples of 15°).
   */
  readonly baseRotation?: number;
}

/**
 * The angle (degrees clockwise, −180…180) a drag of the rotate handle turns the selection by: the change of the
 * pointer's direction seen from the pivot. 0 when the pointer is on the pivot or a position is not finite.
 */
export function rotateDragAngle(drag: RotateDrag): number {
  const start = directionOf(drag.pivot, drag.from);
  const now = directionOf(drag.pivot, drag.to);
  if (start === undefined || now === undefined) return 0;
  let angle = now - start;
  if (angle > 180) angle -= 360;
  if (angle <= -180) angle += 360;
  if (!drag.snap) return angle;
  const base = drag.baseRotation;
  if (base === undefined || !Number.isFinite(base)) return snapDegrees(angle);
  return snapDegrees(base + angle) - base;
}

/**
 * The factor a drag of a scale handle scales the selection by: the pointer's distance from the pivot now over its
 * distance when the drag began. 1 when either distance is 0 or not finite.
 */
export function scaleDragFactor(pivot: FreeformPoint, from: FreeformPoint, to: FreeformPoint): number {
  const before = Math.hypot(from.x - pivot.x, from.y - pivot.y);
  const after = Math.hypot(to.x - pivot.x, to.y - pivot.y);
  if (!Number.isFinite(before) || !Number.isFinite(after) || before === 0 || after === 0) return 1;
  return after / before;
}

/** The selected symbols shifted as a whole back within the chart where they fit. */
function keepWithin<Symbol extends FreeformSymbol>(
  symbols: Symbol[],
  indices: readonly number[],
  size: FreeformSize,
): Symbol[] {
  const box = selectionBox(symbols, indices);
  if (!box) return symbols;
  const dx = shiftInside(box.x, box.right, size.width);
  const dy = shiftInside(box.y, box.bottom, size.height);
  if (dx === 0 && dy === 0) return symbols;
  for (const index of indices) {
    const symbol = symbols[index]!;
    symbols[index] = withBoundingBox({ ...symbol, x: symbol.x + dx, y: symbol.y + dy });
  }
  return symbols;
}

/** The least shift that brings a span within 0…limit, or 0 when it is longer than the limit. */
function shiftInside(start: number, end: number, limit: number): number {
  if (end - start > limit) return 0;
  if (start < 0) return -start;
  if (end > limit) return limit - end;
  return 0;
}

/** Turns the selected symbols by `angle` degrees clockwise about `pivot` (default: the selection's middle). */
export function rotateSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
  angle: number,
  size: FreeformSize,
  pivot?: FreeformPoint,
): FreeformEdit<Symbol> | undefined {
  const indices = validSelection(symbols.length, selection).filter((index) =>
    isFinitePlacement(symbols[index]!),
  );
  const centre = pivot ?? selectionPivot(symbols, indices);
  if (!centre || !Number.isFinite(centre.x) || !Number.isFinite(centre.y)) return undefined;
  if (!Number.isFinite(angle) || normalizeDegrees(angle) === 0 || indices.length === 0) return undefined;
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const result = symbols.slice();
  for (const index of indices) {
    const symbol = symbols[index]!;
    const dx = symbol.x - centre.x;
    const dy = symbol.y - centre.y;
    result[index] = withBoundingBox({
      ...symbol,
      x: centre.x + dx * cos - dy * sin,
      y: centre.y + dx * sin + dy * cos,
      rotate: normalizeDegrees(symbol.rotate + angle),
    });
  }
  return { symbols: keepWithin(result, indices, size), selection: indices };
}

/** The factor limited so that every selected symbol's size stays within the allowed range (1 when none can). */
export function clampedScaleFactor(
  symbols: readonly FreeformSymbol[],
  selection: Iterable<number>,
  factor: number,
): number {
  if (!Number.isFinite(factor) || factor <= 0) return 1;
  let least = 0;
  let most = Infinity;
  for (const index of validSelection(symbols.length, selection)) {
    const size = symbols[index]!.size;
    if (!(size > 0) || !Number.isFinite(size)) continue;
    least = Math.max(least, freeformSymbolSizeRange.min / size);
    most = Math.min(most, freeformSymbolSizeRange.max / size);
  }
  // A selection whose sizes already lie outside the range both ways cannot scale.
  if (least > most) return 1;
  return Math.min(most, Math.max(least, factor));
}

/** Scales the selected symbols by `factor` about `pivot` (default: the selection's middle). */
export function scaleSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
  factor: number,
  size: FreeformSize,
  pivot?: FreeformPoint,
): FreeformEdit<Symbol> | undefined {
  const indices = validSelection(symbols.length, selection).filter((index) =>
    isFinitePlacement(symbols[index]!),
  );
  const centre = pivot ?? selectionPivot(symbols, indices);
  if (!centre || !Number.isFinite(centre.x) || !Number.isFinite(centre.y)) return undefined;
  const scale = clampedScaleFactor(symbols, indices, factor);
  if (Math.abs(scale - 1) < 1e-9 || indices.length === 0) return undefined;
  const result = symbols.slice();
  for (const index of indices) {
    const symbol = symbols[index]!;
    result[index] = withBoundingBox({
      ...symbol,
      x: centre.x + (symbol.x - centre.x) * scale,
      y: centre.y + (symbol.y - centre.y) * scale,
      width: symbol.width * scale,
      height: symbol.height * scale,
      size: symbol.size * scale,
    });
  }
  return { symbols: keepWithin(result, indices, size), selection: indices };
}
