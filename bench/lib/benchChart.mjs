// The chart state the API benchmarks save: the model's own new-chart state (the wire format of
// model/src/chart/chartState.ts) with `size`² cells and 30 styles.
import { createChartState, createPaletteStyle, rgbToHex } from '@steekwerk/model';

/** The benches' 30 styles. */
const benchStyles = () =>
  Array.from({ length: 30 }, (_, index) =>
    createPaletteStyle(index + 1, { colorBackground: rgbToHex(index * 8, 64, 128) }),
  );

/**
 * A chart state as the editor saves it: `size`² cells in `rows`, based on `revision`; 30 styles and the title
 * `Bench {size}` unless `options` give others.
 */
export function benchChartState(size, rows, revision = 0, options = {}) {
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: size, rowCount: size },
    rows,
    styles: options.styles ?? benchStyles(),
    title: options.title ?? `Bench ${size}`,
  });
  return { ...state, settings: { ...state.settings, revision } };
}
