/**
 * The document and the chart state on the wire (model `ChartState`): a document is made from a state whose rows
 * were decoded into cells, and gives back the whole state with rows the caller encodes. The document holds
 * everything the state has, so nothing of the state it was opened from is merged back when saving. The engine
 * worker does the decoding and encoding (see `openChart.ts`); this file only moves fields.
 */
import {
  createChartState,
  defaultStylesOf,
  isFreeformCraft,
  layersWithoutRows,
  stitchStyle,
  type ChartState,
  type ChartType,
  type Craft,
  type PaletteStyle,
} from '@steekwerk/model';
import { ChartDocument } from './ChartDocument';
import { gridItemsOf } from './gridItems';

/**
 * A document over `cells` (decoded from `state.grid.rows`) holding everything else of the state; `layerCells` are
 * the further layers' cells by layer index (decoded from their `rows`; missing ones are empty).
 */
export function documentFromState(
  state: ChartState,
  cells: Uint8Array,
  layerCells: readonly (Uint8Array | undefined)[] = [],
): ChartDocument {
  const { columnCount, rowCount } = state.grid.settings.size;
  return new ChartDocument(
    cells,
    columnCount,
    rowCount,
    {
      settings: state.settings,
      gridSettings: state.grid.settings,
      palette: state.palette,
      layers: layersWithoutRows(state.layers),
      freeform: state.freeform,
      details: state.details,
    },
    gridItemsOf(state.grid),
    layerCells,
  );
}

/**
 * The chart state of a document: `rows` the encoded cells of the first layer, `zoomLevel` the current zoom on the
 * slider scale, `layerRows` the encoded cells of the further layers by layer index (undefined: an empty layer).
 * Everything comes from the document.
 */
export function stateFromDocument(
  document: ChartDocument,
  rows: string,
  zoomLevel?: number,
  layerRows: readonly (string | undefined)[] = [],
): ChartState {
  const { settings, gridSettings, palette, freeform, details } = document.meta;
  const layers = {
    ...document.meta.layers,
    items: document.meta.layers.items.map((layer, index) => {
      const encoded = index > 0 ? layerRows[index] : undefined;
      return encoded === undefined ? layer : { ...layer, rows: encoded };
    }),
  };
  const { customLines, halfStitches, quarterStitches, ornaments } = document.items;
  return {
    settings: zoomLevel === undefined ? settings : { ...settings, zoomLevel },
    grid: {
      settings: gridSettings,
      rows,
      customLines: [...customLines],
      halfStitches: [...halfStitches],
      quarterStitches: [...quarterStitches],
      ornaments: [...ornaments],
    },
    palette,
    layers,
    freeform,
    details,
  };
}

/** The stitches a new freeform chart's palette starts with (the crochet symbols every doily uses). */
export const freeformStartingStitches = [
  'chain',
  'slip-stitch',
  'single-crochet',
  'half-double-crochet',
  'double-crochet',
  'treble-crochet',
] as const;

/**
 * The small palette a new chart starts with: the stitches of a symbol chart, or a few colours (model); a freeform
 * chart starts with the basic crochet stitches.
 */
export function startingStyles(craft: Craft, type: ChartType): PaletteStyle[] {
  if (isFreeformCraft(craft)) {
    return freeformStartingStitches.map((symbolId, index) => stitchStyle(index + 1, symbolId));
  }
  return defaultStylesOf(craft, type);
}

/**
 * A freeform chart keeps a grid of one cell on the wire (the schema asks for one; nothing draws it): its symbols
 * live in `freeform` (docs/decisions/freeform.md, "The grid of a freeform chart").
 */
export const freeformGridSize = { columnCount: 1, rowCount: 1 } as const;

/** The state of a new chart; its rows are filled in once the engine has encoded the empty cells. */
export function newChartState(
  craft: Craft,
  type: ChartType,
  columnCount: number,
  rowCount: number,
): ChartState {
  return createChartState({
    craft,
    type,
    size: isFreeformCraft(craft) ? freeformGridSize : { columnCount, rowCount },
    rows: '',
    styles: startingStyles(craft, type),
  });
}
