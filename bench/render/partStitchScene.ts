// The half and quarter stitches the rendering benchmarks put into a chart: spread over the whole grid from a fixed
// seed, one per place (cell and corner) as the editor keeps them. Shared by the benchmark pages (the part-stitch
// bench, and the items bench's `halfStitches` / `quarterStitches` item sets).
import type { PartStitch } from '@steekwerk/model';

/** `count` part stitches on a `size` × `size` grid, styles 1–40, each at its own cell and corner. */
export function benchPartStitches(count: number, size: number, seed: number): PartStitch[] {
  // mulberry32 in 32-bit integer steps: a linear congruence in doubles loses its low bits and repeats places soon.
  let state = seed >>> 0;
  const next = (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
  const places = new Set<number>();
  const stitches: PartStitch[] = [];
  while (stitches.length < Math.min(count, size * size * 4)) {
    const x = next(size);
    const y = next(size);
    const corner = next(4);
    const place = (y * size + x) * 4 + corner;
    if (places.has(place)) continue;
    places.add(place);
    stitches.push({ x, y, left: corner % 2 === 0, top: corner < 2, styleId: 1 + next(40) });
  }
  return stitches;
}

/** The half stitches of the items bench: 100 000 on the chart. */
export function benchHalfStitches(size: number, count = 100_000): PartStitch[] {
  return benchPartStitches(count, size, 11);
}

/** The quarter stitches of the items bench: 20 000 on the chart. */
export function benchQuarterStitches(size: number, count = 20_000): PartStitch[] {
  return benchPartStitches(count, size, 13);
}
