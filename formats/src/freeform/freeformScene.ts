/**
 * What every freeform writer draws (docs/decisions/freeform.md, "Export"): the symbols of the visible layers,
 * bottom layer first and each layer's symbols in their saved order, each with the stitch symbol of its style and the
 * colour it is drawn in; and the key, one line per style with how many symbols it has. The PNG, the PDF and the
 * API's thumbnails all read this, so they agree on what shows.
 */
import {
  contrastingForeground,
  findBuiltInSymbol,
  parseViewBox,
  relativeLuminance,
  type FreeformSymbol,
  type PaletteStyle,
  type StitchSymbol,
} from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';

/** The parts of a chart a freeform drawing reads. */
export type FreeformChart = Pick<ChartMetadata, 'freeform' | 'palette' | 'layers'>;

/**
 * The shape of a style without a built-in symbol (a plain colour, a symbol id this version does not know): a filled
 * dot, so the placed stitch still shows where it lies and in its colour.
 */
export const plainStitchSymbol: StitchSymbol = {
  symbolId: 'dot',
  title: 'Stip',
  svgViewBox: '0 0 100 100',
  paths: [{ d: 'M 20 50 A 30 30 0 1 0 80 50 A 30 30 0 1 0 20 50 Z', fill: true }],
  strokeWidth: 0,
  cells: 1,
  categoryIds: [],
  colorBackground: '',
  gridMarginRatioX: 0.1,
  gridMarginRatioY: 0.1,
};

/** The stitch symbol a style draws: its built-in symbol, else {@link plainStitchSymbol}. */
export function stitchSymbolOf(style: PaletteStyle | undefined): StitchSymbol {
  return (style && findBuiltInSymbol(style.symbolId)) ?? plainStitchSymbol;
}

/** WCAG contrast between two colours (1–21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour a style's symbols are drawn in on a background: the style's colour (its yarn), unless that nearly
 * vanishes on the background (contrast under 1.5, white on white), then black or white, whichever shows.
 */
export function inkOf(style: PaletteStyle | undefined, background: string): string {
  const colour = style?.colorBackground ?? '#000000';
  return contrast(colour, background) < 1.5 ? contrastingForeground(background) : colour;
}

/** A symbol as drawn: its placement, its stitch symbol and colour. */
export interface DrawnSymbol {
  readonly symbol: FreeformSymbol;
  readonly stitch: StitchSymbol;
  /** `#rrggbb`. */
  readonly ink: string;
}

/** The symbols of the visible layers in drawing order (layers bottom first, then as saved). */
export function drawnSymbolsOf(chart: FreeformChart): DrawnSymbol[] {
  const order = new Map<number, number>();
  chart.layers.items.forEach((layer, index) => {
    if (layer.visible) order.set(layer.layerId, index);
  });
  const styles = new Map(chart.palette.styles.map((style) => [style.styleId, style]));
  const looks = new Map<number, { stitch: StitchSymbol; ink: string }>();
  const lookOf = (styleId: number) => {
    let look = looks.get(styleId);
    if (!look) {
      const style = styles.get(styleId);
      look = { stitch: stitchSymbolOf(style), ink: inkOf(style, chart.freeform.backgroundColor) };
      looks.set(styleId, look);
    }
    return look;
  };
  return chart.freeform.symbols
    .map((symbol, index) => ({ symbol, index, layer: order.get(symbol.layerId) }))
    .filter((entry): entry is typeof entry & { layer: number } => entry.layer !== undefined)
    .sort((a, b) => a.layer - b.layer || a.index - b.index)
    .map(({ symbol }) => ({ symbol, ...lookOf(symbol.styleId) }));
}

/** One line of the key: a style, its stitch symbol and colour, how many of its symbols show. */
export interface FreeformKeyEntry {
  readonly style: PaletteStyle;
  readonly stitch: StitchSymbol;
  readonly ink: string;
  readonly count: number;
}

/** The key: every style with at least one visible symbol, in palette order. */
export function freeformKeyOf(chart: FreeformChart, drawn = drawnSymbolsOf(chart)): FreeformKeyEntry[] {
  const counts = new Map<number, number>();
  for (const { symbol } of drawn) counts.set(symbol.styleId, (counts.get(symbol.styleId) ?? 0) + 1);
  return chart.palette.styles
    .filter((style) => counts.has(style.styleId))
    .map((style) => ({
      style,
      stitch: stitchSymbolOf(style),
      ink: inkOf(style, chart.freeform.backgroundColor),
      count: counts.get(style.styleId)!,
    }));
}

/** The name of a style in the key: its description, abbreviation, stitch title, or colour. */
export function freeformStyleName(style: PaletteStyle, stitch: StitchSymbol): string {
  return (
    style.description.trim() ||
    style.abbreviation.trim() ||
    (stitch === plainStitchSymbol ? style.colorBackground : stitch.title)
  );
}

/**
 * Where a stitch symbol's view box lands in a symbol's unturned box centred on 0, 0 (the editor's rule, as in
 * the symbol atlas: inside the box less the symbol's margins, scaled evenly to fit, centred): view-box point
 * (vx, vy) lands at (vx * scale + left, vy * scale + top).
 */
export function symbolFit(stitch: StitchSymbol, width: number, height: number) {
  const box = parseViewBox(stitch.svgViewBox);
  // Margins are a share of one cell of the symbol's width, as in the grid (a 3-cell cluster keeps a cell's margin).
  const areaWidth = width - 2 * stitch.gridMarginRatioX * (width / stitch.cells);
  const areaHeight = height * (1 - 2 * stitch.gridMarginRatioY);
  const scale = Math.max(0, Math.min(areaWidth / box.width, areaHeight / box.height));
  const left = -(box.width * scale) / 2 - box.x * scale;
  const top = -(box.height * scale) / 2 - box.y * scale;
  return { scale, left, top };
}
