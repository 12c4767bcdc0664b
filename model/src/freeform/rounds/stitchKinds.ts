/**
 * What a crochet symbol does in a round (docs/decisions/freeform.md, "Rounds"): whether it is worked into a stitch
 * of the round below (and into how many), hangs free (chains, picots), or is no stitch at all (a magic ring, a loop
 * mark); and how many stitches it makes for the round's count.
 */

export type StitchKind = 'worked' | 'free' | 'marker';

export interface StitchKindInfo {
  readonly kind: StitchKind;
  /** Stitches it makes: the round's count and what the next round works into (an increase of 2 makes 2). */
  readonly makes: number;
  /** Stitches of the round below it is worked into (a decrease of 3 together: 3; an increase: 1). */
  readonly consumes: number;
}

const worked = (makes = 1, consumes = 1): StitchKindInfo => ({ kind: 'worked', makes, consumes });
const free: StitchKindInfo = { kind: 'free', makes: 1, consumes: 0 };
const marker: StitchKindInfo = { kind: 'marker', makes: 0, consumes: 0 };

const kinds: Readonly<Record<string, StitchKindInfo>> = {
  chain: free,
  'turning-chain': free,
  picot: free,
  'sc-increase': worked(2),
  'dc-increase': worked(2),
  'sc-increase-3': worked(3),
  'dc-increase-3': worked(3),
  'v-stitch': worked(3),
  shell: worked(5),
  sc2tog: worked(1, 2),
  dc2tog: worked(1, 2),
  sc3tog: worked(1, 3),
  dc3tog: worked(1, 3),
  'crossed-double': worked(2, 2),
  'magic-ring': marker,
  'back-loop': marker,
  'front-loop': marker,
  'no-stitch': marker,
  background: marker,
};

/** The kind of a symbol; any other symbol (a plain stitch, or a shape used as one) is one stitch worked into one. */
export function stitchKindOf(symbolId: string): StitchKindInfo {
  return kinds[symbolId] ?? worked();
}
