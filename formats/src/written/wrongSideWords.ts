/**
 * The words of a wrong-side row (issue 27): on a knitted lace, cable or brioche chart worked back and forth, a row
 * worked from the wrong side names the stitch the knitter works there (`wrongSideStitchOf` of the model), not the
 * square the chart shows: a knit square is "av", a purl square "r", "2 r samen" is "2 av samen". When the palette
 * has a style of the stitch worked (the purl style for a knit square), its cells count as that style, so its own
 * word is used and runs merge ("3 av" for two knit squares and a purl bar); otherwise the reference's
 * abbreviation is the word and the key explains it. A style with an alternative abbreviation of its own (spec §3
 * `alternativeAbbreviation`: the maker's word for the stitch seen from the other side) is written with that word on
 * wrong-side rows, explained by its alternative description; the maker's word wins over the reference's.
 */
import { wrongSideStitchOf } from '@steekwerk/model';
import type { StyleWord } from './styleNames';

export interface WrongSideWords {
  /** Per style id, the style id a wrong-side row writes instead (itself when it is not turned). */
  readonly remap: Uint8Array;
  /** The words of a wrong-side row: the chart's words with those of turned stitches that have no style. */
  readonly words: ReadonlyMap<number, StyleWord>;
  /** Whether any style turns at all (else wrong-side rows are written as the chart shows them). */
  readonly any: boolean;
  /** The words a wrong-side row used instead of the chart's (for the key), filled while writing. */
  readonly used: Set<StyleWord>;
}

/** The wrong-side words of a palette's styles (given with their words, as `styleWords` makes them). */
export function wrongSideWordsOf(words: ReadonlyMap<number, StyleWord>): WrongSideWords {
  const remap = new Uint8Array(256);
  for (let id = 0; id < 256; id += 1) remap[id] = id;
  const wrongSide = new Map(words);
  let any = false;
  const styleOfSymbol = (symbolId: string) =>
    [...words.values()].find(({ style }) => style.symbolId === symbolId && style.showInWritten);
  for (const [styleId, styleWord] of words) {
    const alternative = styleWord.style.alternativeAbbreviation.trim();
    if (alternative !== '') {
      any = true;
      const meaning = styleWord.style.alternativeDescription.trim();
      wrongSide.set(styleId, {
        style: styleWord.style,
        word: alternative,
        meaning: meaning === alternative ? '' : meaning,
      });
      continue;
    }
    const turned = wrongSideStitchOf(styleWord.style.symbolId);
    if (!turned) continue;
    any = true;
    const partner = turned.symbolId ? styleOfSymbol(turned.symbolId) : undefined;
    if (partner) {
      remap[styleId] = partner.style.styleId;
    } else {
      const { abbreviation, name } = turned.stitch;
      const word = abbreviation || name;
      wrongSide.set(styleId, { style: styleWord.style, word, meaning: word === name ? '' : name });
    }
  }
  return { remap, words: wrongSide, any, used: new Set() };
}
