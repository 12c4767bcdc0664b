import { describe, expect, it } from 'vitest';
import {
  craftFromSlug,
  craftLabels,
  craftSlug,
  gridCrafts,
  isCraft,
  isFreeformCraft,
  typesForCraft,
} from './crafts';

describe('crafts', () => {
  it('gives every craft a Dutch label', () => {
    expect(craftLabels.knitting).toBe('Breien');
    expect(craftLabels.crossStitch).toBe('Borduren');
    expect(craftLabels.other).toBe('Pixelkunst / overig');
  });

  it('adds /other to every craft slug except crochet and knitting', () => {
    expect(craftSlug('knitting')).toBe('knitting');
    expect(craftSlug('crochet')).toBe('crochet');
    expect(craftSlug('crossStitch')).toBe('cross-stitch/other');
    expect(craftSlug('fuseBeads')).toBe('fuse-beads/other');
  });

  it('reads every slug back to its craft and rejects unknown slugs', () => {
    for (const craft of gridCrafts) {
      expect(craftFromSlug(craftSlug(craft).split('/')[0] ?? '')).toBe(craft);
    }
    expect(craftFromSlug('weaving')).toBeUndefined();
    expect(craftFromSlug('')).toBeUndefined();
  });

  it('lists the types of knitting and crochet and only other for the rest', () => {
    expect(typesForCraft('knitting')).toContain('cables');
    expect(typesForCraft('crochet')).toContain('c2c');
    expect(typesForCraft('quilt')).toEqual(['other']);
  });

  it('recognises crafts and freeform crafts', () => {
    expect(isCraft('latchHook')).toBe(true);
    expect(isCraft('weaving')).toBe(false);
    expect(isCraft(3)).toBe(false);
    expect(isFreeformCraft('crochetFreeform')).toBe(true);
    expect(isFreeformCraft('crochet')).toBe(false);
  });
});
