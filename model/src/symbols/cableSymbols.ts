/**
 * Cable symbols: as many cells wide as the stitches they cross. Two bands cross; the front band is drawn whole and
 * the back band broken where the front one lies over it (the convention of knitting charts). A right cable (held
 * at the back) has its front band rising to the right, a left cable (held in front) rising to the left. The 1/1,
 * 2/2 (and, in typeSymbols.ts, 4/4) cables keep the paths charts were saved with; the others are drawn by
 * {@link cablePaths}.
 */
import type { StitchSymbol } from './symbol';
import { stroke, symbol } from './symbolSeed';

const knitting = ['knitting'];

type Segment = readonly [number, number, number, number];

/** A band's edges: one centre line for a single stitch, two edges 30 units inside its cells otherwise. */
function bandEdges(fromCell: number, toCell: number, stitches: number): Segment[] {
  if (stitches === 1) return [[fromCell * 100 + 50, 85, toCell * 100 + 50, 15]];
  return [
    [fromCell * 100 + 30, 85, toCell * 100 + 30, 15],
    [(fromCell + stitches) * 100 - 30, 85, (toCell + stitches) * 100 - 30, 15],
  ];
}

/** Where two lines cross, as the share along `a` (undefined when parallel). */
function crossing(a: Segment, b: Segment): number | undefined {
  const [ax, ay, bx, by] = a;
  const [cx, cy, dx, dy] = b;
  const denominator = (bx - ax) * (dy - cy) - (by - ay) * (dx - cx);
  if (denominator === 0) return undefined;
  return ((cx - ax) * (dy - cy) - (cy - ay) * (dx - cx)) / denominator;
}

const num = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The path of a right cable of `front` stitches over `back` stitches: the front band whole, the back band's edges
 * with a gap of 12 units either side of the front band.
 */
export function cablePaths(front: number, back: number, side: 'right' | 'left'): string {
  const width = (front + back) * 100;
  const frontEdges = bandEdges(0, back, front);
  const backEdges = bandEdges(front, 0, back);
  const pieces: Segment[] = [...frontEdges];
  for (const edge of backEdges) {
    const length = Math.hypot(edge[2] - edge[0], edge[3] - edge[1]);
    const hits = frontEdges.map((line) => crossing(edge, line)).filter((t): t is number => t !== undefined);
    const gap = (front === 1 ? 18 : 12) / length;
    const low = Math.max(0, Math.min(...hits) - gap);
    const high = Math.min(1, Math.max(...hits) + gap);
    const at = (t: number) => [edge[0] + t * (edge[2] - edge[0]), edge[1] + t * (edge[3] - edge[1])] as const;
    if (low > 0) pieces.push([...at(0), ...at(low)]);
    if (high < 1) pieces.push([...at(high), ...at(1)]);
  }
  const mirror = (x: number) => (side === 'right' ? x : width - x);
  return pieces
    .map(([x0, y0, x1, y1]) => `M ${num(mirror(x0))} ${num(y0)} L ${num(mirror(x1))} ${num(y1)}`)
    .join(' ');
}

/** A cable of `front` over `back` stitches, right and left. */
function cablePair(front: number, back: number): StitchSymbol[] {
  return (['right', 'left'] as const).map((side) =>
    symbol({
      symbolId: `cable-${front}-${back}-${side}`,
      title: `Kabel ${front}/${back} ${side === 'right' ? 'rechts' : 'links'}`,
      cells: front + back,
      categoryIds: knitting,
      paths: [stroke(cablePaths(front, back, side))],
    }),
  );
}

export const cableSymbols: readonly StitchSymbol[] = [
  symbol({
    symbolId: 'cable-1-1-right',
    title: 'Kabel 1/1 rechts',
    cells: 2,
    categoryIds: knitting,
    paths: [stroke('M 20 85 L 180 15 M 20 15 L 80 42 M 120 58 L 180 85')],
  }),
  symbol({
    symbolId: 'cable-1-1-left',
    title: 'Kabel 1/1 links',
    cells: 2,
    categoryIds: knitting,
    paths: [stroke('M 20 15 L 180 85 M 180 15 L 120 42 M 80 58 L 20 85')],
  }),
  symbol({
    symbolId: 'cable-2-2-right',
    title: 'Kabel 2/2 rechts',
    cells: 4,
    categoryIds: knitting,
    paths: [
      stroke('M 30 85 L 230 15 M 170 85 L 370 15 M 30 15 L 140 45 M 260 55 L 370 85 M 170 15 L 200 25'),
    ],
  }),
  symbol({
    symbolId: 'cable-2-2-left',
    title: 'Kabel 2/2 links',
    cells: 4,
    categoryIds: knitting,
    paths: [
      stroke('M 30 15 L 230 85 M 170 15 L 370 85 M 370 15 L 260 45 M 140 55 L 30 85 M 230 15 L 200 25'),
    ],
  }),
  ...cablePair(1, 2),
  ...cablePair(2, 1),
  ...cablePair(3, 3),
];
