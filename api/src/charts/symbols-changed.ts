/**
 * `symbolsChanged` of the save answer (spec §7): the built-in stitch symbols whose texts the saved palette changed.
 * A style of a built-in knitting or crochet symbol (one the stitch reference names, `stitchOfSymbol`) changes
 * them when its abbreviation or description is set and differs from the reference's (case and surrounding spaces
 * aside). An empty text means "the built-in one" and changes nothing; a description that is the linked product's
 * title ("Drops Air 01") names the yarn, not the stitch, and is not counted. Cross-stitch and shape symbols have no
 * texts of their own, so their styles never appear. One entry per symbol (the first style in palette order).
 */
import { stitchOfSymbol, type ChartState, type SymbolChange } from '@steekwerk/model';

const same = (text: string, builtIn: string) => text.trim().toLowerCase() === builtIn.trim().toLowerCase();

export function symbolsChanged(state: Pick<ChartState, 'palette'>): SymbolChange[] {
  const changes: SymbolChange[] = [];
  const seen = new Set<string>();
  for (const style of state.palette.styles) {
    const builtIn = stitchOfSymbol(style.symbolId);
    if (!builtIn || seen.has(style.symbolId)) continue;
    const abbreviation = style.abbreviation.trim();
    const description = style.productId === '' ? style.description.trim() : '';
    const changed =
      (abbreviation !== '' && !same(abbreviation, builtIn.abbreviation)) ||
      (description !== '' && !same(description, builtIn.name));
    if (!changed) continue;
    seen.add(style.symbolId);
    changes.push({
      symbolId: style.symbolId,
      abbreviation: style.abbreviation,
      description: style.description,
      alternativeAbbreviation: style.alternativeAbbreviation,
      alternativeDescription: style.alternativeDescription,
    });
  }
  return changes;
}
