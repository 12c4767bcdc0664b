/**
 * The two hot kernels of picture import in plain TypeScript — remapping cells to their nearest palette
 * colour in OKLab, and weighted k-means in OKLab — written like the Rust ones (`src/picture/remap.rs`,
 * `kmeans.rs`, `nearest.rs`: the same search from a guess with per-colour neighbour lists), so the benchmark
 * compares the wasm with what TypeScript alone does on the same algorithm. The wasm remaps small palettes
 * with a full scan of eight pixels at once in SIMD lanes (`nearest_lanes.rs`); {@link remapPlainFullScan}
 * is that scan in TypeScript, which is slower there than the search from a guess, so the benchmark
 * measures both and compares the wasm with the faster. Not used by the app.
 */

/** sRGB code → linear light, as the engine's table. */
const toLinear = Float32Array.from({ length: 256 }, (_, code) => {
  const value = code / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
});

/** OKLab of an 8-bit sRGB colour, written into `out` at `offset`. */
export function oklabOf(red: number, green: number, blue: number, out: Float32Array, offset = 0): void {
  const r = toLinear[red]!;
  const g = toLinear[green]!;
  const b = toLinear[blue]!;
  const l = Math.cbrt(0.41222147 * r + 0.53633255 * g + 0.051445995 * b);
  const m = Math.cbrt(0.2119035 * r + 0.6806995 * g + 0.10739696 * b);
  const s = Math.cbrt(0.08830246 * r + 0.28171885 * g + 0.6299787 * b);
  out[offset] = 0.21045426 * l + 0.7936178 * m - 0.004072047 * s;
  out[offset + 1] = 1.9779985 * l - 2.4285922 * m + 0.4505937 * s;
  out[offset + 2] = 0.025904037 * l + 0.78277177 * m - 0.80867577 * s;
}

/**
 * One byte per RGBA pixel: the nearest palette colour's index + 1 in OKLab (the first of equals), 0 for a
 * pixel with alpha below 128. The same rule as `sw_picture_remap` without dithering.
 */
export function remapPlain(
  pixels: Uint8Array | Uint8ClampedArray,
  palette: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const search = oklabSearch(palette);
  const count = search.count;
  const cells = new Uint8Array(pixels.length / 4);
  const lab = new Float32Array(3);
  let lastKey = -1;
  let lastCell = 0;
  for (let cell = 0; cell < cells.length; cell += 1) {
    const at = cell * 4;
    if (pixels[at + 3]! < 128 || count === 0) continue;
    const key = (pixels[at]! << 16) | (pixels[at + 1]! << 8) | pixels[at + 2]!;
    if (key !== lastKey) {
      oklabOf(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!, lab);
      lastCell = search.nearestFrom(lab[0]!, lab[1]!, lab[2]!, Math.max(0, lastCell - 1)) + 1;
      lastKey = key;
    }
    cells[cell] = lastCell;
  }
  return cells;
}

/**
 * The same cells as {@link remapPlain}, found by comparing every pixel with every palette colour (the
 * search the wasm runs in SIMD lanes on small palettes).
 */
export function remapPlainFullScan(
  pixels: Uint8Array | Uint8ClampedArray,
  palette: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const search = oklabSearch(palette);
  const count = search.count;
  const cells = new Uint8Array(pixels.length / 4);
  const lab = new Float32Array(3);
  for (let cell = 0; cell < cells.length; cell += 1) {
    const at = cell * 4;
    if (pixels[at + 3]! < 128 || count === 0) continue;
    oklabOf(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!, lab);
    cells[cell] = search.nearest(lab[0]!, lab[1]!, lab[2]!) + 1;
  }
  return cells;
}

/** The nearest-colour search over an RGB palette (`3 * n` bytes), in OKLab. */
function oklabSearch(palette: Uint8Array): NearestPalette {
  const count = palette.length / 3;
  const colors = new Float32Array(count * 3);
  for (let index = 0; index < count; index += 1) {
    oklabOf(palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, colors, index * 3);
  }
  return new NearestPalette(colors, count);
}

/** Slack for rounding in the triangle-inequality bounds, as in the engine. */
const MARGIN = 1e-5;

/** The nearest-colour search of `nearest.rs`: a full scan, or a scan from a guess pruned by the triangle inequality. */
class NearestPalette {
  private readonly others: Array<Array<[number, number]>> = [];
  private readonly sure: Float64Array;

  constructor(
    private readonly colors: Float32Array,
    readonly count: number,
  ) {
    this.sure = new Float64Array(count);
    for (let index = 0; index < count; index += 1) {
      const list: Array<[number, number]> = [];
      for (let other = 0; other < count; other += 1) {
        if (other !== index) list.push([Math.fround(Math.sqrt(this.distance(index, other))), other]);
      }
      list.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const halfGap = Math.max(0, (list[0]?.[0] ?? Infinity) / 2 - MARGIN);
      this.sure[index] = halfGap * halfGap;
      this.others.push(list);
    }
  }

  private distance(first: number, second: number): number {
    const c = this.colors;
    const dl = c[first * 3]! - c[second * 3]!;
    const da = c[first * 3 + 1]! - c[second * 3 + 1]!;
    const db = c[first * 3 + 2]! - c[second * 3 + 2]!;
    return dl * dl + da * da + db * db;
  }

  private distanceTo(index: number, l: number, a: number, b: number): number {
    const dl = l - this.colors[index * 3]!;
    const da = a - this.colors[index * 3 + 1]!;
    const db = b - this.colors[index * 3 + 2]!;
    return dl * dl + da * da + db * db;
  }

  /** The nearest colour (the first of equals); its squared distance is left in `lastDistance`. */
  nearest(l: number, a: number, b: number): number {
    let best = 0;
    let bestDistance = Infinity;
    for (let index = 0; index < this.count; index += 1) {
      const distance = this.distanceTo(index, l, a, b);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    }
    this.lastDistance = bestDistance;
    return best;
  }

  lastDistance = 0;

  /** The same answer as {@link nearest}, found from `guess`. */
  nearestFrom(l: number, a: number, b: number, guess: number): number {
    const guessDistance = this.distanceTo(guess, l, a, b);
    if (guessDistance < this.sure[guess]!) {
      this.lastDistance = guessDistance;
      return guess;
    }
    const reach = Math.sqrt(guessDistance) + MARGIN;
    let best = guess;
    let bestDistance = guessDistance;
    let bestRoot = Math.sqrt(guessDistance);
    for (const [gap, other] of this.others[guess]!) {
      if (gap > reach + bestRoot) break;
      const distance = this.distanceTo(other, l, a, b);
      if (distance < bestDistance || (distance === bestDistance && other < best)) {
        best = other;
        bestDistance = distance;
        bestRoot = Math.sqrt(distance);
      }
    }
    this.lastDistance = bestDistance;
    return best;
  }
}

/** Centroid movement (squared OKLab distance) below which the rounds stop, as in the engine. */
const CONVERGED = 1e-8;

/**
 * Weighted k-means over `points` (`L, a, b, weight` each) from `centroids` (`L, a, b` each): at most
 * `iterations` rounds, stopping once no centroid moves; an empty cluster restarts at the colour with the
 * largest weighted error. Returns the refined centroids; the same algorithm as `sw_picture_kmeans`.
 */
export function kmeansPlain(
  points: Float32Array,
  centroids: Float32Array,
  iterations: number,
): Float32Array<ArrayBuffer> {
  const result = Float32Array.from(centroids);
  const count = result.length / 3;
  const pointCount = points.length / 4;
  const errors = new Float32Array(pointCount);
  const assignment = new Int32Array(pointCount);
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const search = new NearestPalette(result, count);
    const sums = new Float64Array(count * 4);
    for (let point = 0; point < pointCount; point += 1) {
      const at = point * 4;
      const l = points[at]!;
      const a = points[at + 1]!;
      const b = points[at + 2]!;
      const weight = points[at + 3]!;
      const best =
        iteration === 0 ? search.nearest(l, a, b) : search.nearestFrom(l, a, b, assignment[point]!);
      const bestDistance = search.lastDistance;
      assignment[point] = best;
      errors[point] = bestDistance * weight;
      sums[best * 4] = sums[best * 4]! + weight * l;
      sums[best * 4 + 1] = sums[best * 4 + 1]! + weight * a;
      sums[best * 4 + 2] = sums[best * 4 + 2]! + weight * b;
      sums[best * 4 + 3] = sums[best * 4 + 3]! + weight;
    }
    let movement = 0;
    let reseeded = false;
    for (let index = 0; index < count; index += 1) {
      const weight = sums[index * 4 + 3]!;
      if (weight > 0) {
        const moved = [
          sums[index * 4]! / weight,
          sums[index * 4 + 1]! / weight,
          sums[index * 4 + 2]! / weight,
        ];
        const distance =
          (moved[0]! - result[index * 3]!) ** 2 +
          (moved[1]! - result[index * 3 + 1]!) ** 2 +
          (moved[2]! - result[index * 3 + 2]!) ** 2;
        movement = Math.max(movement, distance);
        result.set(moved, index * 3);
      }
    }
    for (let index = 0; index < count; index += 1) {
      if (sums[index * 4 + 3]! > 0) continue;
      let worst = 0;
      for (let point = 1; point < pointCount; point += 1) if (errors[point]! > errors[worst]!) worst = point;
      if (!(errors[worst]! > 0)) break;
      result.set(points.subarray(worst * 4, worst * 4 + 3), index * 3);
      errors[worst] = 0;
      reseeded = true;
    }
    if (!reseeded && movement < CONVERGED) break;
  }
  return result;
}
