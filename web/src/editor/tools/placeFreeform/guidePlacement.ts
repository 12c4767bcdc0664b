/**
 * Placing stitches on a round guide (issue 29, docs/decisions/freeform.md "Rounds"): a click near a round of the
 * selected layer's guide puts the stitch on the round, turned toward the centre (`snapToRound`), and with symmetry
 * on its copies in the other wedges (`symmetricCopies`); "Steken gelijk verdelen" places N stitches evenly around
 * one round (`placeEvenly`). Pure plans: the callers dispatch them as one `editFreeformSymbols` step. Copies and
 * evenly placed stitches whose turned box would reach past the chart's edge are not made (`liesWithinChart`).
 */
import {
  boundingBoxOf,
  liesWithinChart,
  placeEvenly,
  roundOf,
  snapToRound,
  symmetricEditOf,
  type FreeformChartSize,
  type FreeformSymbol,
  type RoundGuide,
} from '@steekwerk/model';

function withBox(symbol: FreeformSymbol): FreeformSymbol {
  const { boundingBox: _old, ...rest } = symbol;
  return { ...rest, boundingBox: boundingBoxOf(rest) };
}

/**
 * The symbols a click places: the symbol as it is when the guide is absent, on another layer or the click near no
 * round; otherwise snapped onto the round and turned toward the centre, followed by those of its symmetric copies
 * that lie within the chart.
 */
export function guidedPlacement(
  guide: RoundGuide | undefined,
  symbol: FreeformSymbol,
  symbols: readonly FreeformSymbol[],
  chartSize: FreeformChartSize,
): FreeformSymbol[] {
  if (!guide || guide.layerId !== symbol.layerId || roundOf(guide, symbol) === undefined) return [symbol];
  const snapped = snapToRound(guide, symbol);
  if (!snapped) return [symbol];
  const placed = withBox({ ...symbol, x: snapped.x, y: snapped.y, rotate: snapped.rotate });
  const copies = symmetricEditOf(guide, symbols, { added: [placed] }).added.filter((copy) =>
    liesWithinChart(copy, chartSize),
  );
  return [placed, ...copies];
}

/**
 * `count` symbols like `template` (style, size, layer) evenly around round `round` of the guide, each turned
 * toward the centre, leaving out those that would not lie within the chart. Empty for a round the guide lacks or a
 * count below 1. No symmetric copies: the stitches already go all the way round.
 */
export function evenlyPlaced(
  guide: RoundGuide,
  round: number,
  count: number,
  template: FreeformSymbol,
  chartSize: FreeformChartSize,
): FreeformSymbol[] {
  return placeEvenly(guide, round, count)
    .map((position) => withBox({ ...template, x: position.x, y: position.y, rotate: position.rotate }))
    .filter((symbol) => liesWithinChart(symbol, chartSize));
}
