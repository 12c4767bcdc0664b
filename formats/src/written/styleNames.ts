/**
 * The word a written pattern uses for each style: its abbreviation ("r", "av", "st"), else the linked product
 * ("DMC 310"), else its description, else the stitch its symbol stands for (the stitch reference's abbreviation,
 * "omsl", explained as "omslag"), else its colour's name. A stitch symbol's style is never named by its colour. Two styles never share a word: a second "rood"
 * becomes "rood (2)", so the text always says which style is meant.
 */
import { stitchOfSymbol, type PaletteStyle } from '@steekwerk/model';
import type { WrittenChart } from './writtenChart';

export interface StyleWord {
  readonly style: PaletteStyle;
  /** The word in the rows, e.g. "r" or "rood". */
  readonly word: string;
  /** What the key says the word means, when that says more than the word itself; otherwise ''. */
  readonly meaning: string;
}

/** A word per style id, for the styles of the chart's palette. */
export function styleWords(
  chart: Pick<WrittenChart, 'styles' | 'productNames' | 'colourName'>,
): Map<number, StyleWord> {
  const words = new Map<number, StyleWord>();
  const taken = new Map<string, number>();
  chart.styles.forEach((style, index) => {
    const abbreviation = style.abbreviation.trim();
    const description = style.description.trim();
    const product = style.productId ? (chart.productNames?.get(style.productId)?.trim() ?? '') : '';
    const stitch = stitchOfSymbol(style.symbolId);
    const stitchWord = stitch?.abbreviation || stitch?.name || '';
    const colour = stitch ? '' : (chart.colourName?.(style.colorBackground).trim() ?? '');
    const base =
      abbreviation ||
      product ||
      description ||
      stitchWord ||
      colour ||
      `${stitch ? 'steek' : 'kleur'} ${index + 1}`;
    const seen = (taken.get(base.toLowerCase()) ?? 0) + 1;
    taken.set(base.toLowerCase(), seen);
    const word = seen === 1 ? base : `${base} (${seen})`;
    // The key explains an abbreviation; a colour name that had to be numbered gets its colour code beside it.
    const stitchMeaning = stitch && stitch.name !== base ? stitch.name : '';
    const meaning = abbreviation
      ? description || product || stitchMeaning
      : !product && !description && stitch
        ? stitchMeaning
        : seen > 1 && !stitch
          ? style.colorBackground
          : '';
    words.set(style.styleId, { style, word, meaning });
  });
  return words;
}
