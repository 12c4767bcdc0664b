/**
 * Dutch stitch words of written rounds (docs/decisions/freeform.md, "Written rounds"; formats-and-following.md
 * §4.1): the noun of each crochet symbol in the singular and plural ("1 losse", "3 lossen"), and what a symbol
 * stands for when it is several stitches in one (an increase of 2 is two of its stitch worked in one stitch) or
 * several stitches worked together (a decrease).
 */
import { stitchOfSymbol } from '@steekwerk/model';

export interface StitchNoun {
  readonly one: string;
  readonly many: string;
}

const noun = (one: string, many: string): StitchNoun => ({ one, many });

/** Nouns of single stitches by symbol id. */
export const stitchNouns: Readonly<Record<string, StitchNoun>> = {
  chain: noun('losse', 'lossen'),
  'turning-chain': noun('keerlosse', 'keerlossen'),
  'slip-stitch': noun('halve vaste', 'halve vasten'),
  'single-crochet': noun('vaste', 'vasten'),
  'half-double-crochet': noun('halfstokje', 'halfstokjes'),
  'double-crochet': noun('stokje', 'stokjes'),
  'treble-crochet': noun('dubbel stokje', 'dubbele stokjes'),
  'double-treble-crochet': noun('driedubbel stokje', 'driedubbele stokjes'),
  'front-post-double': noun('reliëfstokje voor', 'reliëfstokjes voor'),
  'back-post-double': noun('reliëfstokje achter', 'reliëfstokjes achter'),
  picot: noun('picot', 'picots'),
  popcorn: noun('popcorn', 'popcorns'),
  puff: noun('puff', 'puffs'),
  'dc-cluster-3': noun('cluster van 3 stokjes', 'clusters van 3 stokjes'),
};

/** Symbols that are several stitches worked into one stitch: the stitches, in working order. */
export const stitchesInOne: Readonly<Record<string, readonly string[]>> = {
  'sc-increase': ['single-crochet', 'single-crochet'],
  'dc-increase': ['double-crochet', 'double-crochet'],
  'sc-increase-3': ['single-crochet', 'single-crochet', 'single-crochet'],
  'dc-increase-3': ['double-crochet', 'double-crochet', 'double-crochet'],
  shell: ['double-crochet', 'double-crochet', 'double-crochet', 'double-crochet', 'double-crochet'],
  'v-stitch': ['double-crochet', 'chain', 'double-crochet'],
};

/** Symbols written as a phrase of their own (worked over several stitches): "2 vasten samen". */
export const stitchPhrases: Readonly<Record<string, string>> = {
  sc2tog: '2 vasten samen',
  dc2tog: '2 stokjes samen',
  sc3tog: '3 vasten samen',
  dc3tog: '3 stokjes samen',
  'crossed-double': '2 gekruiste stokjes',
};

/**
 * The noun of a symbol: its own, else the stitch reference's name (both numbers the same), else `fallback` (the
 * style's word in the written text, e.g. its abbreviation or colour).
 */
export function nounOf(symbolId: string, fallback: string): StitchNoun {
  const own = stitchNouns[symbolId];
  if (own) return own;
  const name = stitchOfSymbol(symbolId)?.name ?? fallback;
  return noun(name, name);
}

/** "1 losse", "3 lossen". */
export function counted(count: number, stitch: StitchNoun): string {
  return `${count} ${count === 1 ? stitch.one : stitch.many}`;
}
