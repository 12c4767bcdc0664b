/**
 * Counts of a round guide (issue 29: "a count of stitches per round and per type, shown beside each round"): per
 * round the symbols on it and the stitches they make (an increase of 2 makes 2, a magic ring none), split by stitch
 * type — the symbol id of each symbol's style — and the guide layer's symbols that lie on no round.
 */
import type { RoundGuide } from '../roundGuide';
import { roundOf } from './membership';
import { roundCountOf } from './polar';
import { stitchKindOf } from './stitchKinds';
import type { SymmetricSymbol } from './symmetry';

export interface StitchTypeCount {
  /** The symbol id of the styles counted (`''` for a style not in the palette). */
  readonly symbolId: string;
  readonly symbols: number;
  readonly stitches: number;
}

export interface RoundCount {
  readonly round: number;
  /** Symbols on the round that are stitches (markers such as a magic ring left out). */
  readonly symbols: number;
  /** Stitches the round makes. */
  readonly stitches: number;
  /** Per stitch type, in palette order of the first style with that symbol. */
  readonly byType: readonly StitchTypeCount[];
}

export interface GuideCounts {
  readonly rounds: readonly RoundCount[];
  /** Stitch symbols of the guide's layer on no round. */
  readonly outside: number;
}

/**
 * The counts of every round of the guide (rounds without stitches included, with zeros).
 *
 * @param styles the palette's styles (style id → symbol id)
 */
export function roundCounts(
  guide: RoundGuide,
  symbols: readonly Pick<SymmetricSymbol, 'x' | 'y' | 'layerId' | 'styleId'>[],
  styles: readonly { readonly styleId: number; readonly symbolId: string }[],
): GuideCounts {
  const symbolOfStyle = new Map(styles.map((style) => [style.styleId, style.symbolId]));
  const typeOrder = new Map<string, number>();
  styles.forEach((style, index) => {
    if (!typeOrder.has(style.symbolId)) typeOrder.set(style.symbolId, index);
  });
  const perRound = Array.from(
    { length: roundCountOf(guide) },
    () => new Map<string, { symbols: number; stitches: number }>(),
  );
  let outside = 0;
  for (const symbol of symbols) {
    if (symbol.layerId !== guide.layerId) continue;
    const symbolId = symbolOfStyle.get(symbol.styleId) ?? '';
    const kind = stitchKindOf(symbolId);
    if (kind.kind === 'marker') continue;
    const round = roundOf(guide, symbol);
    if (round === undefined) {
      outside += 1;
      continue;
    }
    const types = perRound[round - 1]!;
    const count = types.get(symbolId) ?? { symbols: 0, stitches: 0 };
    types.set(symbolId, { symbols: count.symbols + 1, stitches: count.stitches + kind.makes });
  }
  const rounds = perRound.map((types, index): RoundCount => {
    const byType = [...types.entries()]
      .map(([symbolId, count]) => ({ symbolId, ...count }))
      .sort(
        (a, b) => (typeOrder.get(a.symbolId) ?? styles.length) - (typeOrder.get(b.symbolId) ?? styles.length),
      );
    return {
      round: index + 1,
      symbols: byType.reduce((sum, type) => sum + type.symbols, 0),
      stitches: byType.reduce((sum, type) => sum + type.stitches, 0),
      byType,
    };
  });
  return { rounds, outside };
}
