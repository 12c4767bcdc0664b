// Layers of a grid chart (issue 27, docs/decisions/layers.md): what a layer switch costs in cell work on the main
// thread. Choosing another layer changes no shown cell (0 cell work). Showing or hiding a layer while two or more
// stay visible looks only at that layer's filled cells (model `reflattenLayer`, empty words skipped); with one
// visible layer left the editor shows that layer's own array and flattens nothing. Measured at 2000 × 2000 (the premium tier's largest chart) against the 16.7 ms of
// one frame at 60 Hz; the texture upload that follows is the renderer's full-grid upload (bench/render.browser.mjs).
import { flattenLayers, reflattenLayer } from '@steekwerk/model';
import { emit, makeGrid, quantile, round, sample } from './lib/stats.mjs';

const runtime = `node ${process.version}`;
const frameMs = 1000 / 60;

/** An upper layer: a band of a tenth of the rows filled, the rest empty (0), like text or a border on a picture. */
function upperLayer(size, index) {
  const cells = new Uint8Array(size * size);
  const start = Math.floor(((index * 0.13) % 0.9) * size) * size;
  cells.fill(1 + (index % 30), start, start + Math.floor(size / 10) * size);
  return cells;
}

for (const size of [1000, 2000]) {
  const base = makeGrid(size, size);
  for (const layerCount of [2, 3, 5, 8]) {
    const layers = [{ cells: base, visible: true }];
    for (let index = 1; index < layerCount; index += 1)
      layers.push({ cells: upperLayer(size, index), visible: true });
    const shown = flattenLayers(layers, new Uint8Array(size * size));
    // What the editor does (web/src/editor/document/layerStack.ts): with two or more layers visible before and
    // after, only the toggled layer's filled cells are looked at (reflattenLayer); with one left, nothing.
    for (const toggled of [layerCount - 1, 1]) {
      if (layerCount === 2) break;
      let visible = true;
      const durations = sample(
        () => {
          visible = !visible;
          layers[toggled] = { ...layers[toggled], visible };
          reflattenLayer(layers, toggled, shown, size);
        },
        { samples: 20 },
      );
      emit({
        name: 'layers.switch_show_hide',
        runtime,
        size: `${size}x${size}`,
        layers: layerCount,
        toggled: toggled === 1 ? 'second from the bottom' : 'top',
        filled_cells: Math.floor(size / 10) * size,
        p50_ms: round(quantile(durations, 0.5)),
        p95_ms: round(quantile(durations, 0.95)),
        frame_ms: round(frameMs),
      });
    }
    // Showing a second layer over one: the shown cells become a buffer of their own (one copy and one overlay).
    const two = [layers[0], { ...layers[1], visible: true }];
    const target = new Uint8Array(size * size);
    const full = sample(() => flattenLayers(two, target), { samples: 11 });
    if (layerCount === 2) {
      emit({
        name: 'layers.switch_first_overlay',
        runtime,
        size: `${size}x${size}`,
        p50_ms: round(quantile(full, 0.5)),
        p95_ms: round(quantile(full, 0.95)),
        frame_ms: round(frameMs),
        note: 'from one visible layer to two: copy and overlay; from two to one costs nothing',
      });
    }
  }
  emit({
    name: 'layers.switch_select',
    runtime,
    size: `${size}x${size}`,
    p50_ms: 0,
    note: 'no cell changes',
  });
}
