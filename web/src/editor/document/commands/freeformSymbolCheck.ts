/**
 * The structural check of the symbols a freeform edit adds or changes (issue 29, docs/decisions/freeform.md
 * "Symmetry of selection edits"): the same rules as `freeformSymbolSchema` plus the command's own (finite numbers,
 * width and height above 0, size within `freeformSymbolSizeRange`, a style of the palette, a layer of the chart),
 * written out by hand. A symmetric edit changes tens of thousands of symbols at once; running the zod schema on
 * each cost most of the key press. Only the fields of a symbol are kept (like the schema, which strips the rest),
 * and its `boundingBox` is derived anew.
 */
import { boundingBoxOf, freeformSymbolSizeRange, type FreeformSymbol } from '@steekwerk/model';

/** The style and layer ids a chart has, looked up once per edit. */
export interface ChartIds {
  readonly styleIds: ReadonlySet<number>;
  readonly layerIds: ReadonlySet<number>;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isWholeIn(value: unknown, min: number, max: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

/**
 * The symbol with only its fields and its `boundingBox` derived from its placement; undefined when it is not a
 * valid symbol (not an object, a number that is not finite, width or height not above 0, size outside 0.25–8, a
 * style id not 1–255, a layer id not a whole number from 1) or — given the chart's ids — its style or layer is not
 * in the chart.
 */
export function checkedFreeformSymbol(symbol: unknown, chart?: ChartIds): FreeformSymbol | undefined {
  if (typeof symbol !== 'object' || symbol === null) return undefined;
  const { layerId, styleId, x, y, width, height, rotate, size } = symbol as Record<string, unknown>;
  if (!isWholeIn(layerId, 1, Number.MAX_SAFE_INTEGER) || !isWholeIn(styleId, 1, 255)) return undefined;
  if (!isFiniteNumber(x) || !isFiniteNumber(y) || !isFiniteNumber(rotate)) return undefined;
  if (!isFiniteNumber(width) || !isFiniteNumber(height) || width <= 0 || height <= 0) return undefined;
  if (!isFiniteNumber(size) || size < freeformSymbolSizeRange.min || size > freeformSymbolSizeRange.max)
    return undefined;
  if (chart && (!chart.styleIds.has(styleId) || !chart.layerIds.has(layerId))) return undefined;
  const placement = { layerId, x, y, width, height, rotate, size, styleId };
  return { ...placement, boundingBox: boundingBoxOf(placement) };
}
