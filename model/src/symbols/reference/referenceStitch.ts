/** One stitch of the stitch reference: its craft, Dutch name and abbreviation, what it is, and its chart symbol. */

export type StitchCraft = 'knitting' | 'crochet' | 'crossStitch';

export interface ReferenceStitch {
  readonly craft: StitchCraft;
  /** The name as Dutch patterns write it, lower case ("stokje"); screens capitalise it. */
  readonly name: string;
  /** The abbreviation a pattern's rows use ("stk"); `''` for none. */
  readonly abbreviation: string;
  /** How the stitch is made, in a sentence or two of Dutch. */
  readonly description: string;
  /** Its chart symbol first; then other symbols that stand for the same stitch (purl as a dot or a bar). */
  readonly symbolIds: readonly [string, ...string[]];
}

/** A reference entry of a craft. */
export const stitchOf =
  (craft: StitchCraft) =>
  (
    symbolIds: string | readonly [string, ...string[]],
    name: string,
    abbreviation: string,
    description: string,
  ) =>
    ({
      craft,
      name,
      abbreviation,
      description,
      symbolIds: typeof symbolIds === 'string' ? [symbolIds] : symbolIds,
    }) satisfies ReferenceStitch;
