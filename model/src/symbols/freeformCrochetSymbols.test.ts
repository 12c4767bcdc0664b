/** The stitch symbols freeform crochet needs (issue 29): each there, named in Dutch, in the reference, distinct. */
import { describe, expect, it } from 'vitest';
import { builtInSymbols, findBuiltInSymbol } from './builtInSymbols';
import { distinctnessThresholdPx, symbolPairDifferences } from './raster/distinctness';
import { describeStitches } from './reference/stitchDescriptions';
import { stitchEntries, stitchOfSymbol } from './stitchReference';

/** The freeform set: the basic stitches, clusters, picot, popcorn, increases and decreases of 2 and 3. */
const freeformCrochetSymbolIds = [
  ['chain', 'losse'],
  ['slip-stitch', 'halve vaste'],
  ['single-crochet', 'vaste'],
  ['half-double-crochet', 'half stokje'],
  ['double-crochet', 'stokje'],
  ['treble-crochet', 'dubbel stokje'],
  ['dc3tog', '3 stokjes samen (cluster)'],
  ['dc-cluster-3', 'cluster van 3 stokjes in 1 steek'],
  ['picot', 'picot'],
  ['popcorn', 'popcorn'],
  ['sc-increase', '2 vasten in 1 steek'],
  ['dc-increase', '2 stokjes in 1 steek'],
  ['sc-increase-3', '3 vasten in 1 steek'],
  ['dc-increase-3', '3 stokjes in 1 steek'],
  ['sc2tog', '2 vasten samen'],
  ['dc2tog', '2 stokjes samen'],
  ['sc3tog', '3 vasten samen'],
] as const;

const added = ['sc3tog', 'sc-increase-3', 'dc-increase-3', 'dc-cluster-3'];

describe('the freeform crochet symbols', () => {
  it('has every stitch freeform crochet needs, with a Dutch title and a reference entry with a description', () => {
    const described = new Map(
      describeStitches(stitchEntries).flatMap((stitch) =>
        stitch.symbolIds.map((id) => [id, stitch] as const),
      ),
    );
    for (const [symbolId, name] of freeformCrochetSymbolIds) {
      const definition = findBuiltInSymbol(symbolId);
      expect(definition, symbolId).toBeDefined();
      expect(definition!.categoryIds).toContain('crochet');
      expect(definition!.cells).toBe(1);
      expect(stitchOfSymbol(symbolId)?.name).toBe(name);
      expect(described.get(symbolId)!.description.length, symbolId).toBeGreaterThan(20);
    }
  });

  it('draws the added symbols apart from every other crochet symbol', () => {
    const crochet = builtInSymbols.filter(
      (definition) => definition.categoryIds.includes('crochet') && definition.cells === 1,
    );
    const close = symbolPairDifferences(crochet).filter(
      (pair) =>
        (added.includes(pair.a) || added.includes(pair.b)) && pair.difference < distinctnessThresholdPx,
    );
    expect(close).toEqual([]);
  });
});
