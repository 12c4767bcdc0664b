/**
 * Small vector paths of a page (a symbol drawn as shapes instead of a glyph): each path flattened to polylines in page
 * space (curves cut into short straight pieces), with its box and how it is painted.
 */

/** A small painted path in page space. */
export interface PdfShape {
  /** Closed or open polylines, `[x0, y0, x1, y1, …]` each. */
  readonly polylines: number[][];
  readonly filled: boolean;
  readonly stroked: boolean;
  /** The stroke's width in page space. */
  readonly lineWidth: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
  readonly top: number;
}

type Matrix = readonly [number, number, number, number, number, number];

/** Paths larger than this (points) are no symbol: grid lines, frames, backgrounds. */
export const maxShapeSize = 40;

const steps = 8;

/**
 * The path's polylines in page space, or undefined when it is larger than a symbol. `data` is pdf.js's path data
 * (0 moveTo, 1 lineTo, 2 curveTo, 3 quadraticCurveTo, 4 closePath).
 */
export function shapeOfPath(
  data: ArrayLike<number>,
  ctm: Matrix,
  paint: { filled: boolean; stroked: boolean; lineWidth: number },
): PdfShape | undefined {
  const at = (x: number, y: number): [number, number] => [
    ctm[0] * x + ctm[2] * y + ctm[4],
    ctm[1] * x + ctm[3] * y + ctm[5],
  ];
  const polylines: number[][] = [];
  let current: number[] = [];
  let last: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  const push = (point: [number, number]) => {
    current.push(point[0], point[1]);
    last = point;
  };
  const bezier = (points: Array<[number, number]>) => {
    const [p0, ...rest] = [last, ...points];
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      // de Casteljau over the transformed control points (the transform is affine: the same curve).
      let level: Array<[number, number]> = [p0!, ...rest];
      while (level.length > 1) {
        const next: Array<[number, number]> = [];
        for (let i = 0; i + 1 < level.length; i += 1)
          next.push([
            level[i]![0] + (level[i + 1]![0] - level[i]![0]) * t,
            level[i]![1] + (level[i + 1]![1] - level[i]![1]) * t,
          ]);
        level = next;
      }
      push(level[0]!);
    }
  };
  for (let i = 0; i < data.length;) {
    const op = data[i]!;
    if (op === 0) {
      if (current.length > 2) polylines.push(current);
      current = [];
      start = at(data[i + 1]!, data[i + 2]!);
      push(start);
      i += 3;
    } else if (op === 1) {
      push(at(data[i + 1]!, data[i + 2]!));
      i += 3;
    } else if (op === 2) {
      bezier([
        at(data[i + 1]!, data[i + 2]!),
        at(data[i + 3]!, data[i + 4]!),
        at(data[i + 5]!, data[i + 6]!),
      ]);
      i += 7;
    } else if (op === 3) {
      bezier([at(data[i + 1]!, data[i + 2]!), at(data[i + 3]!, data[i + 4]!)]);
      i += 5;
    } else if (op === 4) {
      push(start);
      i += 1;
    } else break;
  }
  if (current.length > 2) polylines.push(current);
  if (polylines.length === 0) return undefined;
  let left = Infinity;
  let right = -Infinity;
  let bottom = Infinity;
  let top = -Infinity;
  for (const line of polylines) {
    for (let i = 0; i < line.length; i += 2) {
      left = Math.min(left, line[i]!);
      right = Math.max(right, line[i]!);
      bottom = Math.min(bottom, line[i + 1]!);
      top = Math.max(top, line[i + 1]!);
    }
  }
  if (right - left > maxShapeSize || top - bottom > maxShapeSize) return undefined;
  return { polylines, ...paint, left, bottom, right, top };
}
