/** Charts for tests and the bench: small hand-made ones and big generated ones. */
import { createChartState, createPaletteStyle, type ChartState } from '@steekwerk/model';
import { decodeRowsPlain, encodeRowsPlain } from '@steekwerk/engine/plain';

/**
 * A 6 × 4 cross-stitch chart with three styles (two linked to DMC), lines, half and quarter stitches, a French knot
 * and two beads (one of 3 mm on the chart's bottom-right corner).
 */
export function smallChart(): ChartState {
  const columns = 6;
  const rows = 4;
  const cells = new Uint8Array(columns * rows);
  cells.set([1, 1, 2, 0, 3, 3], 0);
  cells.set([0, 2, 2, 0, 0, 1], 12);
  cells[23] = 2;
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: rows },
    rows: encodeRowsPlain(cells, columns, rows),
    title: 'Roosje',
    styles: [
      createPaletteStyle(1, {
        colorBackground: '#000000',
        productId: 'dmc-310',
        abbreviation: '310',
        description: 'DMC 310 Black',
      }),
      createPaletteStyle(2, {
        colorBackground: '#ffacae',
        productId: 'dmc-3708',
        abbreviation: '3708',
        description: 'DMC 3708 Melon LT',
      }),
      createPaletteStyle(3, { colorBackground: '#3366cc', abbreviation: 'B', description: 'Blauw' }),
    ],
  });
  state.grid.customLines = [
    { x1: 0, y1: 0, x2: 2, y2: 0, styleId: 1 },
    { x1: 1.2, y1: 1.4, x2: 3.6, y2: 2.8, styleId: 3 },
  ];
  state.grid.halfStitches = [
    { x: 3, y: 1, left: true, top: true, styleId: 1 },
    { x: 3, y: 1, left: false, top: false, styleId: 2 },
    { x: 4, y: 2, left: true, top: false, styleId: 3 },
    { x: 5, y: 2, left: false, top: true, styleId: 1 },
  ];
  state.grid.quarterStitches = [
    { x: 0, y: 3, left: true, top: true, styleId: 2 },
    { x: 1, y: 3, left: false, top: false, styleId: 3 },
  ];
  state.grid.ornaments = [
    { x: 1, y: 1, kind: 'knot', styleId: 3 },
    { x: 4.5, y: 2.5, kind: 'bead', styleId: 2 },
    { x: 6, y: 4, kind: 'bead', sizeMm: 3, styleId: 1 },
  ];
  return state;
}

/** A square chart of `side` cells with `colours` styles in bands and blocks (for the bench and big round trips). */
export function bigChart(side: number, colours: number): ChartState {
  const cells = new Uint8Array(side * side);
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      cells[row * side + column] = ((Math.floor(row / 7) * 3 + Math.floor(column / 11)) %
        (colours + 1)) as number;
    }
  }
  const styles = Array.from({ length: colours }, (_unused, index) =>
    createPaletteStyle(index + 1, {
      colorBackground: `#${((index * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`,
      productId: `dmc-${300 + index}`,
      abbreviation: String(300 + index),
      description: `DMC ${300 + index} Kleur ${index + 1}`,
    }),
  );
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: side, rowCount: side },
    rows: encodeRowsPlain(cells, side, side),
    styles,
    title: `Groot ${side}`,
  });
}

/** The cells of a chart, row-major. */
export function cellsOf(state: ChartState): Uint8Array {
  const { columnCount, rowCount } = state.grid.settings.size;
  return decodeRowsPlain(state.grid.rows, columnCount, rowCount);
}
