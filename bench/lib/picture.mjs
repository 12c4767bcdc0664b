// Helpers of the picture import benchmarks: the sample photos, pngquant, and the slow reference quantiser.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePhoto, encodePng } from '@steekwerk/engine/cli/photo';
import { oklabOf } from '@steekwerk/engine/plain-picture';

/** The sample photos committed in `fixtures/photos/`, decoded, by file name. */
export async function samplePhotos() {
  const folder = fileURLToPath(new URL('../../fixtures/photos/', import.meta.url));
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.png'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({ name: file, ...(await decodePhoto(readFileSync(join(folder, file)))) })),
  );
}

/** The version of Debian's pngquant, or undefined when it is not installed. */
export function pngquantVersion() {
  const result = spawnSync('pngquant', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Quantises an RGBA image with pngquant (`--nofs`: no dithering) to at most `colorCount` colours, through
 * PNG files in `folder`, and returns its result as a palette and cells, as the engine's remap would.
 */
export async function pngquant(image, colorCount, folder) {
  const input = join(folder, 'resized.png');
  const output = join(folder, 'pngquant.png');
  writeFileSync(input, await encodePng(image));
  const started = performance.now();
  const result = spawnSync(
    'pngquant',
    ['--nofs', '--force', '--output', output, String(colorCount), '--', input],
    {
      encoding: 'utf8',
    },
  );
  const milliseconds = performance.now() - started;
  if (result.status !== 0) throw new Error(`pngquant failed (${result.status}): ${result.stderr}`);
  return { ...chartOfImage((await decodePhoto(readFileSync(output))).pixels), milliseconds };
}

/** An RGBA image as palette (RGB triplets, in order of appearance) and cells (index + 1; 0 when transparent). */
export function chartOfImage(pixels) {
  const indexes = new Map();
  const cells = new Uint8Array(pixels.length / 4);
  const rgb = [];
  for (let cell = 0; cell < cells.length; cell += 1) {
    const at = cell * 4;
    if (pixels[at + 3] < 128) continue;
    const key = (pixels[at] << 16) | (pixels[at + 1] << 8) | pixels[at + 2];
    let index = indexes.get(key);
    if (index === undefined) {
      index = indexes.size;
      indexes.set(key, index);
      rgb.push(pixels[at], pixels[at + 1], pixels[at + 2]);
    }
    cells[cell] = index + 1;
  }
  return { rgb: Uint8Array.from(rgb), cells };
}

/** A seeded pseudo-random number in [0, 1). */
function random(state) {
  state.seed = (Math.imul(state.seed, 1103515245) + 12345) >>> 0;
  return state.seed / 2 ** 32;
}

/** k-means++ seeds: the first centroid at random, each next one with probability ∝ squared distance. */
function kmeansPlusPlus(points, count, state) {
  const pointCount = points.length / 4;
  const centroids = new Float32Array(count * 3);
  const nearest = new Float64Array(pointCount).fill(Infinity);
  let chosen = Math.floor(random(state) * pointCount);
  for (let index = 0; index < count; index += 1) {
    centroids.set(points.subarray(chosen * 4, chosen * 4 + 3), index * 3);
    let total = 0;
    for (let point = 0; point < pointCount; point += 1) {
      const dl = points[point * 4] - centroids[index * 3];
      const da = points[point * 4 + 1] - centroids[index * 3 + 1];
      const db = points[point * 4 + 2] - centroids[index * 3 + 2];
      nearest[point] = Math.min(nearest[point], dl * dl + da * da + db * db);
      total += nearest[point];
    }
    let target = random(state) * total;
    chosen = pointCount - 1;
    for (let point = 0; point < pointCount; point += 1) {
      target -= nearest[point];
      if (target <= 0) {
        chosen = point;
        break;
      }
    }
  }
  return centroids;
}

/** The weighted squared error of points to their nearest centroid. */
function sumOfSquares(points, centroids) {
  let total = 0;
  for (let point = 0; point < points.length / 4; point += 1) {
    let best = Infinity;
    for (let index = 0; index < centroids.length / 3; index += 1) {
      const dl = points[point * 4] - centroids[index * 3];
      const da = points[point * 4 + 1] - centroids[index * 3 + 1];
      const db = points[point * 4 + 2] - centroids[index * 3 + 2];
      best = Math.min(best, dl * dl + da * da + db * db);
    }
    total += best;
  }
  return total;
}

const fromLinear = (value) => {
  const clipped = Math.min(1, Math.max(0, value));
  const encoded = clipped <= 0.0031308 ? clipped * 12.92 : 1.055 * clipped ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
};

/** 8-bit sRGB of an OKLab colour, clipped into the gamut. */
function srgbOfOklab(l, a, b) {
  const lp = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mp = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const sp = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * lp - 3.3077115913 * mp + 0.2309699292 * sp),
    fromLinear(-1.2684380046 * lp + 2.6097574011 * mp - 0.3413193965 * sp),
    fromLinear(-0.0041960863 * lp - 0.7034186147 * mp + 1.707614701 * sp),
  ];
}

/**
 * The slow reference quantiser: k-means in OKLab over every cell (no histogram), from `seeds` k-means++
 * starts, each run to convergence (the engine's k-means kernel, up to 1000 rounds); the start with the
 * smallest squared error wins. Returns its palette as RGB triplets.
 */
export function referencePalette(engine, image, colorCount, seeds = 5) {
  const cellCount = image.width * image.height;
  const points = new Float32Array(cellCount * 4);
  let filled = 0;
  for (let cell = 0; cell < cellCount; cell += 1) {
    if (image.pixels[cell * 4 + 3] < 128) continue;
    oklabOf(
      image.pixels[cell * 4],
      image.pixels[cell * 4 + 1],
      image.pixels[cell * 4 + 2],
      points,
      filled * 4,
    );
    points[filled * 4 + 3] = 1;
    filled += 1;
  }
  const data = points.subarray(0, filled * 4);
  const state = { seed: 20_260_101 + colorCount };
  let best;
  for (let seed = 0; seed < seeds; seed += 1) {
    const centroids = engine.kmeansKernel(data, kmeansPlusPlus(data, colorCount, state), 1000);
    const error = sumOfSquares(data, centroids);
    if (!best || error < best.error) best = { centroids, error };
  }
  const rgb = new Uint8Array(colorCount * 3);
  for (let index = 0; index < colorCount; index += 1) {
    const [l, a, b] = best.centroids.subarray(index * 3, index * 3 + 3);
    rgb.set(srgbOfOklab(l, a, b), index * 3);
  }
  return rgb;
}
