// The charts of the save-bytes benchmarks (issue 26): a photo imported by the real engine, a sparse drawing, and
// the tracker's done cells; each as the editor's save request body (the model's wire format).
import { readFileSync } from 'node:fs';
import { importPicture } from '@steekwerk/engine';
import { decodePhoto } from '@steekwerk/engine/cli/photo';
import { loadEngineNode } from '@steekwerk/engine/node';
import { createPaletteStyle, rgbToHex } from '@steekwerk/model';
import { benchChartState } from './benchChart.mjs';

/** The photo the photo charts are imported from (512 × 512, so every size is a square chart). */
export const photoFile = '/work/shared/images/astronaut.png';

/** The rows text of cells, as the engine encodes them. */
export function rowsOf(cells) {
  return '1:' + Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength).toString('base64');
}

/** A chart save's JSON body for cells of `size`² with `styleCount` styles. */
export function saveBody(size, cells, styleCount, revision = 0) {
  const styles = Array.from({ length: styleCount }, (_, index) =>
    createPaletteStyle(index + 1, { colorBackground: rgbToHex((index * 53) % 256, (index * 97) % 256, 128) }),
  );
  return {
    state: benchChartState(size, rowsOf(cells), revision, { styles }),
    s: `bench-save-bytes-${size}`,
    v: 11,
    saveId: `bench-${size}-${revision}`,
  };
}

let engine;

/**
 * A photo imported as the app's picture import does by default (10 colours, no dithering, clean-up 50), or with the
 * given settings: cells (style ids from 1) and the number of colours used.
 */
export async function photoChart(size, settings = {}) {
  engine ??= await loadEngineNode();
  const photo = await decodePhoto(readFileSync(photoFile));
  const chart = importPicture(engine, photo, {
    columns: size,
    colorCount: settings.colorCount ?? 10,
    dither: settings.dither ?? 'none',
    cleanup: 50,
    keepDetails: false,
    brightness: 0,
    contrast: 100,
  });
  if (chart.image.width !== size || chart.image.height !== size) throw new Error('the photo is not square');
  // The engine's cells are style ids from 1, as a chart's (0: empty).
  return { cells: chart.cells, styleCount: chart.palette.rgb.length / 3 };
}

/** A seeded pseudo-random number in [0, 1). */
function random(state) {
  state.seed = (Math.imul(state.seed, 1103515245) + 12345) >>> 0;
  return state.seed / 2 ** 32;
}

/**
 * A sparse chart as a maker draws one: an empty grid with a two-cell border, a few lines of "lettering" blocks and
 * small motifs (3 × 3 crosses) scattered over it, in 6 styles; 1.4 % of the cells are filled at 1000², 0.8 % at 2000².
 */
export function sparseChart(size) {
  const cells = new Uint8Array(size * size);
  const set = (column, row, style) => {
    if (column >= 0 && row >= 0 && column < size && row < size) cells[row * size + column] = style;
  };
  for (let at = 0; at < size; at += 1) {
    for (const edge of [0, 1, size - 2, size - 1]) {
      set(at, edge, 1);
      set(edge, at, 1);
    }
  }
  const state = { seed: 26 };
  // Lettering: rows of 5 × 7 letters, each a random pattern of strokes.
  for (let line = 0; line < 4; line += 1) {
    for (let letter = 0; letter < size / 10; letter += 1) {
      for (let stroke = 0; stroke < 12; stroke += 1) {
        set(
          20 + letter * 7 + Math.floor(random(state) * 5),
          40 + line * 12 + Math.floor(random(state) * 7),
          2,
        );
      }
    }
  }
  const motifs = Math.round((size * size) / 2500);
  for (let motif = 0; motif < motifs; motif += 1) {
    const column = Math.floor(random(state) * size);
    const row = 100 + Math.floor(random(state) * (size - 100));
    const style = 3 + Math.floor(random(state) * 4);
    for (const [dx, dy] of [
      [0, 0],
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]) {
      set(column + dx, row + dy, style);
    }
  }
  return { cells, styleCount: 6 };
}

/** A progress save's body: the first `doneShare` of the chart's rows done, as the tracker sends it. */
export function progressBody(size, doneShare = 0.5) {
  const done = new Uint8Array(size * size);
  done.fill(1, 0, Math.round(size * doneShare) * size);
  return { columnCount: size, rowCount: size, done: rowsOf(done), s: `bench-progress-${size}` };
}

/** The share of filled cells. */
export function filledShare(cells) {
  let filled = 0;
  for (const cell of cells) if (cell !== 0) filled += 1;
  return filled / cells.length;
}
