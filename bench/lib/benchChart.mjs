// The chart state the API benchmarks save: the model's own new-chart state (the wire format of
// model/src/chart/chartState.ts) with `size`² cells and 30 styles.
import { createChartState, createPaletteStyle, rgbToHex } from '@steekwerk/model';

/** A chart state as the editor saves it: `size`² cells in `rows`, 30 styles, based on `revision`. */
export function benchChartState(size, rows, revision = 0) {
  const styles = Array.from({ length: 30 }, (_, index) =>
    createPaletteStyle(index + 1, { colorBackground: rgbToHex(index * 8, 64, 128) }),
  );
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: size, rowCount: size },
    rows,
    styles,
    title: `Bench ${size}`,
  });
  return { ...state, settings: { ...state.settings, revision } };
}

/** Random cells 1–`styleCount` (a fixed seed), as the rows string `"1:" + base64` of `size`² cells. */
export function randomRows(size, styleCount = 40) {
  const cells = Buffer.alloc(size * size);
  let seed = 2024;
  for (let index = 0; index < cells.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    cells[index] = 1 + (seed % styleCount);
  }
  return `1:${cells.toString('base64')}`;
}
