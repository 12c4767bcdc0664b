// Small helpers shared by the benchmarks: timing samples, medians and JSON lines.

/**
 * Runs `fn` `warmup` times, then `samples` times, and returns the sorted durations in ms. Each sample times
 * `repeat` calls and divides, so calls far shorter than the clock's resolution still get a duration.
 */
export function sample(fn, { warmup = 3, samples = 15, repeat = 1 } = {}) {
  for (let index = 0; index < warmup; index += 1) fn();
  const durations = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    for (let call = 0; call < repeat; call += 1) fn();
    durations.push((performance.now() - start) / repeat);
  }
  return durations.sort((a, b) => a - b);
}

/** Calls per sample for a grid of `cellCount` cells: about a million cells' work, at least one call. */
export function repeatFor(cellCount) {
  return Math.max(1, Math.round(1e6 / cellCount));
}

/** Samples per grid size: fewer for the largest grids. */
export function samplesFor(size) {
  return size >= 4000 ? 7 : 15;
}

/** The q-quantile (0..1) of sorted durations. */
export function quantile(sorted, q) {
  const position = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[position];
}

/** Rounds to 3 significant decimals for readable JSON. */
export function round(value) {
  return Math.round(value * 1000) / 1000;
}

/** Prints one benchmark result as a JSON line. */
export function emit(record) {
  console.log(JSON.stringify(record));
}

/** A deterministic chart-like grid: blobs of 30 style ids with some noise, like a quantised photo. */
export function makeGrid(columnCount, rowCount) {
  const cells = new Uint8Array(columnCount * rowCount);
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let row = 0; row < rowCount; row += 1) {
    for (let column = 0; column < columnCount; column += 1) {
      const blob = Math.floor((column / columnCount) * 5) * 6 + Math.floor((row / rowCount) * 6);
      cells[row * columnCount + column] = random() < 0.05 ? 1 + Math.floor(random() * 30) : 1 + (blob % 30);
    }
  }
  return cells;
}

export const gridSizes = [100, 1000, 2000, 4000];
