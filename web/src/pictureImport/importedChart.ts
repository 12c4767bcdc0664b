/**
 * The chart an import makes: a new chart (id `new`) of the chosen craft and type with the converted cells, one style
 * per colour (with a brand palette: the product's id, its code as abbreviation and brand, code and name as
 * description) and a key symbol, named after the picture's file. The editor opens it from the session draft (`/nl/c/new?draft=1`).
 */
import {
  createChartState,
  createPaletteStyle,
  type CatalogueBrand,
  type CatalogueColor,
  type ChartState,
  type ChartType,
  type GridCraft,
  type PaletteStyle,
} from '@steekwerk/model';
import type { ConvertedPicture } from '../engine/engineClient';
import type { Gauge } from '../chartSize/chartSize';
import type { FillSymbols } from '../editor/symbols/symbolAssignment';

/** A brand palette as the catalogue gave it. */
export interface BrandPalette {
  readonly brand: CatalogueBrand;
  readonly colors: readonly CatalogueColor[];
}

function hexOf(rgb: Uint8Array, index: number): string {
  const channels = [rgb[index * 3] ?? 0, rgb[index * 3 + 1] ?? 0, rgb[index * 3 + 2] ?? 0];
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The styles of the converted colours, ids 1..n in the order of the cells' values. */
export function stylesOf(
  chart: ConvertedPicture,
  brand: BrandPalette | undefined,
  fillMissingSymbols?: FillSymbols,
): PaletteStyle[] {
  const count = chart.rgb.length / 3;
  // Each colour gets a key symbol, close colours the most different ones, so the editor, tracker and PDF show them.
  const styles = Array.from({ length: count }, (_unused, index) => {
    const product = brand && chart.brandIndices ? brand.colors[chart.brandIndices[index] ?? -1] : undefined;
    if (!product) return createPaletteStyle(index + 1, { colorBackground: hexOf(chart.rgb, index) });
    return createPaletteStyle(index + 1, {
      colorBackground: product.color,
      productId: product.productId,
      abbreviation: product.code.slice(0, 40),
      description: `${brand!.brand.name} ${product.code} ${product.name}`.slice(0, 500),
    });
  });
  return fillMissingSymbols ? [...fillMissingSymbols(styles)] : styles;
}

/** A chart title from a file name: without its extension, at most 200 characters. */
export function titleOfFile(fileName: string): string {
  return fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 200);
}

export interface ImportedChartInput {
  readonly craft: GridCraft;
  readonly type: ChartType;
  readonly chart: ConvertedPicture;
  readonly brand?: BrandPalette;
  readonly title: string;
  /** The gauge sizes were given in, kept in the grid settings. */
  readonly gauge?: Gauge;
  /** The key-symbol assignment (`loadSymbolAssignment`); without it the styles get no symbols. */
  readonly fillMissingSymbols?: FillSymbols;
}

/**
 * The new chart's state.
 *
 * @throws Error when the conversion carried no rows string (it is asked for on the final import)
 */
export function importedChartState(input: ImportedChartInput): ChartState {
  const { chart } = input;
  if (chart.rowsText === undefined) throw new Error('The converted chart has no rows');
  const state = createChartState({
    craft: input.craft,
    type: input.type,
    size: { columnCount: chart.columns, rowCount: chart.rows },
    rows: chart.rowsText,
    styles: stylesOf(chart, input.brand, input.fillMissingSymbols),
    title: input.title,
  });
  if (!input.gauge) return state;
  const gaugeSettings = {
    ...state.grid.settings.gauge,
    unit: input.gauge.unit,
    gaugeHorizontal: input.gauge.stitches,
    gaugeVertical: input.gauge.rows,
  };
  return { ...state, grid: { ...state.grid, settings: { ...state.grid.settings, gauge: gaugeSettings } } };
}
