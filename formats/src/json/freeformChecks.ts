/**
 * The freeform part of a Steekwerk file, checked beyond the schema (issue 29): every symbol on a layer of the chart
 * with a style of the palette, finite coordinates, at most {@link importLimits.maxFreeformSymbols} symbols, and
 * round guides on existing layers.
 */
import type { ChartState } from '@steekwerk/model';
import { ChartFileError } from '../chart/chartFileError';
import { importLimits } from '../chart/importLimits';

function invalid(what: string): never {
  throw new ChartFileError(`Het Steekwerk-bestand klopt niet: ${what}.`);
}

export function checkFreeform(state: ChartState): void {
  const { symbols, roundGuides = [], size } = state.freeform;
  const max = importLimits.maxFreeformSymbols;
  if (symbols.length > max) invalid(`meer dan ${max.toLocaleString('nl-NL')} symbolen`);
  const sideMax = importLimits.maxFreeformSide;
  if (size.width > sideMax || size.height > sideMax)
    throw new ChartFileError(
      `De vrije vorm is te groot: ${size.width} × ${size.height}. Steekwerk opent vrije vormen tot ${sideMax} × ${sideMax}.`,
    );
  const layers = new Set(state.layers.items.map((layer) => layer.layerId));
  const styles = new Set(state.palette.styles.map((style) => style.styleId));
  symbols.forEach((symbol, index) => {
    const values = [symbol.x, symbol.y, symbol.width, symbol.height, symbol.rotate, symbol.size];
    if (!values.every(Number.isFinite)) invalid(`symbool ${index + 1} heeft een ongeldige plaats of maat`);
    if (!styles.has(symbol.styleId))
      invalid(`symbool ${index + 1} gebruikt stijl ${symbol.styleId}, die niet in het palet staat`);
    if (!layers.has(symbol.layerId))
      invalid(`symbool ${index + 1} ligt op laag ${symbol.layerId}, die niet bestaat`);
  });
  roundGuides.forEach((guide, index) => {
    if (!layers.has(guide.layerId))
      invalid(`toerhulp ${index + 1} hoort bij laag ${guide.layerId}, die niet bestaat`);
  });
}
