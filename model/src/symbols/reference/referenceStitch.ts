/** One stitch of the stitch reference: its craft, Dutch name and abbreviation, and its chart symbol. */

export type StitchCraft = 'knitting' | 'crochet' | 'crossStitch';

/** A stitch as the charts name it (the written text, the keys): no description, so it weighs little. */
export interface StitchEntry {
  readonly craft: StitchCraft;
  /** The name as Dutch patterns write it, lower case ("stokje"); screens capitalise it. */
  readonly name: string;
  /** The abbreviation a pattern's rows use ("stk"); `''` for none. */
  readonly abbreviation: string;
  /** Its chart symbol first; then other symbols that stand for the same stitch (purl as a dot or a bar). */
  readonly symbolIds: readonly [string, ...string[]];
}

/** A stitch of the reference screen: with how it is made, in a sentence or two of Dutch. */
export interface ReferenceStitch extends StitchEntry {
  readonly description: string;
}

/** A reference entry of a craft. */
export const stitchOf =
  (craft: StitchCraft) =>
  (symbolIds: string | readonly [string, ...string[]], name: string, abbreviation: string): StitchEntry => ({
    craft,
    name,
    abbreviation,
    symbolIds: typeof symbolIds === 'string' ? [symbolIds] : symbolIds,
  });
