// The pattern PDF of the import benches (issue 30): a 300 × 300 cross-stitch chart of 40 DMC threads (blobs with
// noise), written by our own PDF writer (`make build-formats`) on the given paper with the given overlap.
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { chartSnapshotOf, defaultPdfOptions, writeChartPdf } from '@steekwerk/formats';

export const benchPatternSide = 300;
export const benchPatternColours = 40;

/** The bench's chart state. */
export function benchPatternChart() {
  const side = benchPatternSide;
  const colours = benchPatternColours;
  const cells = new Uint8Array(side * side);
  let seed = 12345;
  for (let index = 0; index < cells.length; index += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    cells[index] =
      seed % 5 === 0 ? (seed % colours) + 1 : (Math.floor(index / 9 + index / side / 7) % colours) + 1;
  }
  const styles = Array.from({ length: colours }, (_, index) =>
    createPaletteStyle(index + 1, {
      colorBackground: `#${(((index + 1) * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
      productId: `dmc-${150 + index}`,
      abbreviation: String(150 + index),
      description: `DMC ${150 + index} Kleur ${index + 1}`,
    }),
  );
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: side, rowCount: side },
    rows: encodeRowsPlain(cells, side, side),
    styles,
    title: 'Bench patroon',
  });
}

/** The bench chart as a pattern PDF: `{ bytes, pages }`. */
export function benchPatternPdf({ paper, overlap }) {
  return writeChartPdf(chartSnapshotOf(benchPatternChart()), { ...defaultPdfOptions, paper, overlap });
}
