// The symbols of the freeform rendering benchmark: `count` stitches at random places of a 2000 × 2000 premium chart
// (a fixed seed), on 4 layers in turn, at sizes 0.5–1.5, half of them turned.

/** The chart's side in units (the premium tier's largest). */
export const chartSide = 2000;

export interface BenchPlacement {
  readonly layerId: number;
  readonly styleId: number;
  readonly size: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotate: number;
}

export function freeformBenchSymbols(
  count: number,
  styles: readonly { readonly styleId: number; readonly cells: number }[],
): BenchPlacement[] {
  let state = 29;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, (_, index) => {
    const style = styles[Math.floor(random() * styles.length)]!;
    const size = Math.round((0.5 + random()) * 100) / 100;
    const width = 20 * style.cells * size;
    const height = 20 * size;
    return {
      layerId: 1 + (index % 4),
      styleId: style.styleId,
      size,
      x: 40 + random() * (chartSide - 80),
      y: 40 + random() * (chartSide - 80),
      width,
      height,
      rotate: random() < 0.5 ? 0 : Math.round(random() * 360),
    };
  });
}
