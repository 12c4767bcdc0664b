import { describe, expect, it } from 'vitest';
import { estimateAmount, flossSkeins, formatAmount, stitchEquivalents } from './skeinEstimate';

const full = (stitches: number) => ({ full: stitches, half: 0, quarter: 0, backstitchCells: 0 });

describe('flossSkeins (notes §5.1 worked examples)', () => {
  it('model C: 1,714 stitches at 14 count with 2 strands fill one skein at the optimistic end', () => {
    expect(flossSkeins(1714, 14, 2).low).toBe(1);
    expect(flossSkeins(1715, 14, 2).low).toBe(2);
  });

  it('model A: 960 stitches at 14 count with 2 strands fill one skein at the conservative end', () => {
    expect(flossSkeins(960, 14, 2).high).toBe(1);
    expect(flossSkeins(961, 14, 2).high).toBe(2);
  });

  it('buys by K = 28 (2.0 cm per stitch at 14 count): 1,200 stitches per skein', () => {
    expect(flossSkeins(1200, 14, 2)).toEqual({ low: 1, buy: 1, high: 2, unit: 'streng' });
    expect(flossSkeins(10_000, 14, 2)).toEqual({ low: 6, buy: 9, high: 11, unit: 'streng' });
  });

  it('needs more for 3 strands and less on 18 count', () => {
    expect(flossSkeins(1142, 14, 3).low).toBe(1);
    expect(flossSkeins(1143, 14, 3).low).toBe(2);
    expect(flossSkeins(2204, 18, 2).low).toBe(1);
  });

  it('is at least one skein for a used colour', () => {
    expect(flossSkeins(1, 14, 2)).toEqual({ low: 1, buy: 1, high: 1, unit: 'streng' });
  });
});

describe('estimateAmount', () => {
  it('weighs half, quarter and backstitch', () => {
    expect(stitchEquivalents({ full: 10, half: 4, quarter: 4, backstitchCells: 10 })).toBe(21);
  });

  it('gives metres for knitting and pieces for diamond painting', () => {
    expect(estimateAmount('knitting', full(1000), 14, 2)).toEqual({ low: 20, buy: 26, high: 35, unit: 'm' });
    expect(estimateAmount('diamondPainting', full(1000), 14, 2)).toEqual({
      low: 1000,
      buy: 1100,
      high: 1100,
      unit: 'stuks',
    });
  });

  it('has no estimate for crafts without a rule or without stitches', () => {
    expect(estimateAmount('quilt', full(100), 14, 2)).toBeUndefined();
    expect(estimateAmount('crossStitch', full(0), 14, 2)).toBeUndefined();
  });
});

describe('formatAmount', () => {
  it('prints a range and one buy figure, in Dutch', () => {
    expect(formatAmount({ low: 6, buy: 9, high: 11, unit: 'streng' })).toBe('6–11 strengen (koop 9)');
    expect(formatAmount({ low: 1, buy: 1, high: 1, unit: 'streng' })).toBe('1 streng (koop 1)');
    expect(formatAmount(undefined)).toBe('');
  });
});
