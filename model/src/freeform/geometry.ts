/**
 * The geometry of a freeform symbol (docs/decisions/freeform.md): `x`, `y` is the symbol's centre, `width` and
 * `height` its box before turning (in freeform units, scale included), `rotate` degrees clockwise about the centre.
 * Every freeform tool, the engine's hit index and the exports agree on these rules.
 */

/** A point in freeform units. */
export interface FreeformPoint {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned box, as the spec's `boundingBox` (x, y, width, height, right, bottom). */
export interface FreeformBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly right: number;
  readonly bottom: number;
}

/** What placement a symbol has: its centre, unturned box and turn. */
export interface SymbolPlacement {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotate: number;
}

/** A rectangle from its corner and size (a rubber band, a view). */
export interface FreeformRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type RectCoverage = 'none' | 'partial' | 'full';

/** The box from its left, top, right and bottom. */
export function boxFromEdges(left: number, top: number, right: number, bottom: number): FreeformBox {
  return { x: left, y: top, width: right - left, height: bottom - top, right, bottom };
}

/** The four corners of the turned box, clockwise from the top left before turning. */
export function symbolCorners(symbol: SymbolPlacement): [number, number][] {
  const radians = (symbol.rotate * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const halfWidth = symbol.width / 2;
  const halfHeight = symbol.height / 2;
  const offsets: [number, number][] = [
    [-halfWidth, -halfHeight],
    [halfWidth, -halfHeight],
    [halfWidth, halfHeight],
    [-halfWidth, halfHeight],
  ];
  return offsets.map(([dx, dy]) => [symbol.x + dx * cos - dy * sin, symbol.y + dx * sin + dy * cos]);
}

/** The axis-aligned box around the turned symbol (the spec's `boundingBox`). */
export function boundingBoxOf(symbol: SymbolPlacement): FreeformBox {
  // The corners of `symbolCorners`, same arithmetic, without its arrays: a symmetric edit boxes 36 000 symbols.
  const radians = (symbol.rotate * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const halfWidth = symbol.width / 2;
  const halfHeight = symbol.height / 2;
  const { x, y } = symbol;
  const x1 = x + -halfWidth * cos - -halfHeight * sin;
  const y1 = y + -halfWidth * sin + -halfHeight * cos;
  const x2 = x + halfWidth * cos - -halfHeight * sin;
  const y2 = y + halfWidth * sin + -halfHeight * cos;
  const x3 = x + halfWidth * cos - halfHeight * sin;
  const y3 = y + halfWidth * sin + halfHeight * cos;
  const x4 = x + -halfWidth * cos - halfHeight * sin;
  const y4 = y + -halfWidth * sin + halfHeight * cos;
  return boxFromEdges(
    Math.min(x1, x2, x3, x4),
    Math.min(y1, y2, y3, y4),
    Math.max(x1, x2, x3, x4),
    Math.max(y1, y2, y3, y4),
  );
}

/** Whether a point lies in the turned box (edges included). */
export function symbolContainsPoint(symbol: SymbolPlacement, x: number, y: number): boolean {
  const radians = (-symbol.rotate * Math.PI) / 180;
  const dx = x - symbol.x;
  const dy = y - symbol.y;
  const localX = dx * Math.cos(radians) - dy * Math.sin(radians);
  const localY = dx * Math.sin(radians) + dy * Math.cos(radians);
  return Math.abs(localX) <= symbol.width / 2 + 1e-9 && Math.abs(localY) <= symbol.height / 2 + 1e-9;
}

/**
 * How much of the turned symbol a rectangle covers: `full` when all four corners lie inside it, `partial` when
 * the two overlap at all (separating-axis test on the rectangle's and the symbol's axes), else `none`.
 */
export function rectCoverage(symbol: SymbolPlacement, rect: FreeformRect): RectCoverage {
  const left = Math.min(rect.x, rect.x + rect.width);
  const right = Math.max(rect.x, rect.x + rect.width);
  const top = Math.min(rect.y, rect.y + rect.height);
  const bottom = Math.max(rect.y, rect.y + rect.height);
  const corners = symbolCorners(symbol);
  const inside = corners.filter(([x, y]) => x >= left && x <= right && y >= top && y <= bottom).length;
  if (inside === 4) return 'full';
  if (inside > 0) return 'partial';
  const box = boundingBoxOf(symbol);
  if (box.right < left || box.x > right || box.bottom < top || box.y > bottom) return 'none';
  const rectCorners: [number, number][] = [
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ];
  const radians = (symbol.rotate * Math.PI) / 180;
  const axes: [number, number][] = [
    [Math.cos(radians), Math.sin(radians)],
    [-Math.sin(radians), Math.cos(radians)],
  ];
  for (const [ax, ay] of axes) {
    const project = (points: [number, number][]) => points.map(([x, y]) => x * ax + y * ay);
    const symbolSpan = project(corners);
    const rectSpan = project(rectCorners);
    if (Math.max(...symbolSpan) < Math.min(...rectSpan) || Math.max(...rectSpan) < Math.min(...symbolSpan)) {
      return 'none';
    }
  }
  return 'partial';
}

/** Whether a rubber band selects a symbol: fully covered, or partly when `selectPartial` (the user's setting). */
export function rubberBandSelects(
  symbol: SymbolPlacement,
  rect: FreeformRect,
  selectPartial: boolean,
): boolean {
  const coverage = rectCoverage(symbol, rect);
  return coverage === 'full' || (selectPartial && coverage === 'partial');
}
