/**
 * OXS part stitches and ours. Our half stitch is a triangle: the half of cell (x, y) at the corner `left`/`top`,
 * cut along a diagonal (the way the chart draws it). OXS `partstitch` directions 1 and 2 hold two such halves, one on
 * each side of a diagonal; 3 and 4 are one half stitch along `/` and `\`:
 *
 * | direction | diagonal | `palindex1`        | `palindex2`         |
 * |-----------|----------|--------------------|---------------------|
 * | 2         | `/`      | top-left           | bottom-right        |
 * | 1         | `\`      | bottom-left        | top-right           |
 * | 3         | `/`      | read as top-left   | —                   |
 * | 4         | `\`      | read as bottom-left| —                   |
 *
 * We write 1 and 2 only (each side or 0), so a file read back gives exactly the halves written. A quarter stitch
 * is an ornament `quarter` whose `x1`/`y1` is the top-left corner of the quarter cell (as Embroiderly writes it).
 */
import type { PartStitch } from '@steekwerk/model';

/** The halves a `partstitch` holds: [left, top] of palindex1's and of palindex2's triangle, per direction. */
const cornersByDirection: Readonly<
  Record<number, readonly [[boolean, boolean], [boolean, boolean] | undefined]>
> = {
  1: [
    [true, false],
    [false, true],
  ],
  2: [
    [true, true],
    [false, false],
  ],
  3: [[true, true], undefined],
  4: [[true, false], undefined],
};

/**
 * The half stitches of one `partstitch`, or undefined for a direction other than 1–4.
 *
 * @param styleOf the style id of a palette index (0 for none)
 */
export function halvesOfPartStitch(
  x: number,
  y: number,
  direction: number,
  styleIds: readonly [number, number],
): PartStitch[] | undefined {
  const corners = cornersByDirection[direction];
  if (!corners) return undefined;
  const halves: PartStitch[] = [];
  corners.forEach((corner, side) => {
    const styleId = styleIds[side]!;
    if (corner && styleId > 0) halves.push({ x, y, left: corner[0], top: corner[1], styleId });
  });
  return halves;
}

/** The half stitches of a tent ornament: direction 1 is `\` (backward), 2 is `/` (forward). */
export function halvesOfTent(
  x: number,
  y: number,
  direction: number,
  styleId: number,
): PartStitch[] | undefined {
  if (direction !== 1 && direction !== 2) return undefined;
  return halvesOfPartStitch(x, y, direction === 1 ? 4 : 3, [styleId, 0]);
}

/** One `partstitch` to write: a cell, a direction and the style of each side (0 for none). */
export interface OxsPartStitch {
  readonly x: number;
  readonly y: number;
  readonly direction: 1 | 2;
  readonly styleIds: [number, number];
}

/** Groups half stitches per cell and diagonal into `partstitch` elements (directions 1 and 2), in cell order. */
export function partStitchesOfHalves(halves: readonly PartStitch[]): OxsPartStitch[] {
  const byKey = new Map<string, OxsPartStitch>();
  for (const half of halves) {
    const direction = half.left === half.top ? 2 : 1;
    const key = `${half.y}:${half.x}:${direction}`;
    let stitch = byKey.get(key);
    if (!stitch) {
      stitch = { x: half.x, y: half.y, direction, styleIds: [0, 0] };
      byKey.set(key, stitch);
    }
    // palindex1 holds the left half of either diagonal.
    stitch.styleIds[half.left ? 0 : 1] = half.styleId;
  }
  return [...byKey.values()];
}

/** The corner of a quarter stitch as an ornament's `x1`/`y1`. */
export function quarterPosition(quarter: PartStitch): { x1: number; y1: number } {
  return { x1: quarter.x + (quarter.left ? 0 : 0.5), y1: quarter.y + (quarter.top ? 0 : 0.5) };
}

/** The quarter stitch at an ornament's position (the quarter cell its point lies in). */
export function quarterAt(x1: number, y1: number, styleId: number): PartStitch {
  const x = Math.floor(x1);
  const y = Math.floor(y1);
  return { x, y, left: x1 - x < 0.5, top: y1 - y < 0.5, styleId };
}
