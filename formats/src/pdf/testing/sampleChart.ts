import { createChartState, createPaletteStyle, type ChartState, type Craft } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';

/** A chart of `columns` × `rows` cells painted with `colours` styles in bands, for tests and benchmarks. */
export function sampleChart(
  columns: number,
  rows: number,
  colours: number,
  craft: Craft = 'crossStitch',
): ChartState {
  const styles = Array.from({ length: colours }, (_, index) =>
    createPaletteStyle(index + 1, {
      colorBackground: `#${((index * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
      abbreviation: `DMC ${300 + index}`,
      description: `Kleur ${index + 1}`,
    }),
  );
  const cells = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells[row * columns + column] = ((Math.floor(column / 7) + Math.floor(row / 5)) % colours) + 1;
    }
  }
  return createChartState({
    craft,
    type: 'other',
    size: { columnCount: columns, rowCount: rows },
    rows: encodeRowsPlain(cells, columns, rows),
    styles,
    title: 'Proefchart',
  });
}

/** The rows text of cells in the grid's order (one long row encodes the same text as the grid's rows). */
export function rowsOfCells(cells: Uint8Array): string {
  return encodeRowsPlain(cells, cells.length, 1);
}
