/**
 * The stitch a knitter works on a wrong-side row for a symbol of the chart (docs/decisions/written-instructions.md).
 * A knitting chart shows every stitch as it looks from the right side; a row worked from the wrong side makes the
 * same look with the opposite stitch: a knit square is purled there ("av"), a purl square knitted ("r"), a
 * decrease that leans right on the right side is "2 av samen", one that leans left "2 av gedr samen". Symbols not
 * listed are worked alike from both sides (yarn over, slip stitches — the reference does not tell yarn in front or
 * at the back —, bobbles, no stitch) or have no usual wrong-side form (cables, increases made between stitches:
 * charts work them on right-side rows); they keep their own name.
 */
import type { ChartType, Craft } from '../crafts';
import { shadesWrongSideRows } from '../chart/wrongSide';
import { stitchOfSymbol, type StitchName } from './stitchReference';

/** What a wrong-side row works for a symbol: the stitch, and the symbol that stands for it when there is one. */
export interface WrongSideStitch {
  readonly stitch: StitchName;
  /** The symbol of the stitch worked (purl for knit), so a palette style of that symbol lends its own word. */
  readonly symbolId?: string;
}

const ofSymbol = (symbolId: string): WrongSideStitch => ({ stitch: stitchOfSymbol(symbolId)!, symbolId });
const named = (name: string, abbreviation: string): WrongSideStitch => ({ stitch: { name, abbreviation } });

/** The one table of wrong-side stitches, by the symbol the chart shows. */
const wrongSideStitches: Readonly<Record<string, WrongSideStitch>> = {
  knit: ofSymbol('purl'),
  purl: ofSymbol('knit'),
  'purl-bar': ofSymbol('knit'),
  'knit-tbl': named('averecht gedraaid', 'av gedr'),
  k2tog: named('2 averecht samen', '2 av samen'),
  ssk: named('2 averecht gedraaid samen', '2 av gedr samen'),
  k3tog: named('3 averecht samen', '3 av samen'),
  sk2p: named('3 averecht gedraaid samen', '3 av gedr samen'),
  kfb: named('averecht voor en achter', 'av v+a'),
  'brioche-knit': ofSymbol('brioche-purl'),
  'brioche-purl': ofSymbol('brioche-knit'),
};

/** The stitch worked on a wrong-side row for `symbolId`, or undefined when it is worked as the chart shows it. */
export function wrongSideStitchOf(symbolId: string): WrongSideStitch | undefined {
  return Object.prototype.hasOwnProperty.call(wrongSideStitches, symbolId)
    ? wrongSideStitches[symbolId]
    : undefined;
}

/** The symbols that change on a wrong-side row (for tests and the reference screen). */
export function wrongSideSymbolIds(): readonly string[] {
  return Object.keys(wrongSideStitches);
}

/**
 * Whether the written text of a chart of this craft and type names the stitch worked on its wrong-side rows ("av"
 * for a knit square): the charts that shade those rows — knitted lace, cables and brioche. Colour charts keep their
 * colour names, mosaic rows are two rows in one, machine knitting is always worked from the same side, and crochet
 * symbols name the stitch worked whatever the side (docs/decisions/written-instructions.md).
 */
export function namesWrongSideStitches(craft: Craft, type: ChartType): boolean {
  return shadesWrongSideRows(craft, type);
}
