// The chart picture of the pattern-PDF import summary (issue 30): `patternPreviewPng` (the PNG export's drawing at
// 600 px) of charts read back from our own writer's PDF, as the engine worker draws it after reading, from
// formats/dist (`make build-formats`). Prints the drawing time (3 runs) and the PNG's size sent to the screen.
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { chartSnapshotOf, defaultPdfOptions, writeChartPdf } from '@steekwerk/formats';
import { patternPreviewPng, readPatternPdf } from '@steekwerk/formats/pattern-pdf';
import { emit } from './lib/stats.mjs';

const colours = 40;
for (const side of [30, 100, 300]) {
  const cells = new Uint8Array(side * side);
  for (let index = 0; index < cells.length; index += 1) cells[index] = (Math.floor(index / 7) % colours) + 1;
  const styles = Array.from({ length: colours }, (_, index) =>
    createPaletteStyle(index + 1, {
      colorBackground: `#${(((index + 1) * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
      productId: `dmc-${150 + index}`,
    }),
  );
  const chart = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: side, rowCount: side },
    rows: encodeRowsPlain(cells, side, side),
    styles,
    title: 'Bench voorbeeld',
  });
  const { bytes } = await writeChartPdf(chartSnapshotOf(chart), defaultPdfOptions);
  const { state } = await readPatternPdf(bytes);
  const times = [];
  let png;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    png = patternPreviewPng(state);
    times.push(Math.round(performance.now() - started));
  }
  emit({
    bench: 'pattern-pdf-preview',
    runtime: `node ${process.version}`,
    cells: `${side}x${side}`,
    colours,
    ms: times,
    pngBytes: png.length,
  });
}
