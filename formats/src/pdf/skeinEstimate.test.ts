import { describe, expect, it } from 'vitest';
import { estimateAmount, flossSkeins, formatAmount, piecesToBuy, stitchEquivalents } from './skeinEstimate';

const none = { full: 0, half: 0, quarter: 0, knots: 0, backstitchCells: 0 };
const full = (stitches: number) => ({ ...none, full: stitches });

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
  it('weighs half ½, quarter ¼, a French knot 1.2 and backstitch 0.8 per cell', () => {
    expect(stitchEquivalents({ full: 10, half: 4, quarter: 4, knots: 5, backstitchCells: 10 })).toBe(27);
  });

  it('counts every use of a colour in one floss estimate, backstitch with its own strands', () => {
    // 1,200 full stitches at 14 count with 2 strands fill the buy figure's skein exactly.
    expect(estimateAmount('crossStitch', full(1200), 14, 2)?.buy).toBe(1);
    expect(estimateAmount('crossStitch', { ...full(1200), knots: 1 }, 14, 2)?.buy).toBe(2);
    expect(estimateAmount('crossStitch', { ...full(1200), half: 1 }, 14, 2)?.buy).toBe(2);
    // Backstitch with 1 strand: 3,000 cells of length are 2,400 full stitches' worth of single strand.
    expect(estimateAmount('crossStitch', { ...none, backstitchCells: 3000 }, 14, 2)?.buy).toBe(1);
    expect(estimateAmount('crossStitch', { ...none, backstitchCells: 3001 }, 14, 2)?.buy).toBe(2);
    expect(estimateAmount('crossStitch', { ...none, backstitchCells: 3000 }, 14, 2, 2)?.buy).toBe(2);
    expect(estimateAmount('crossStitch', { ...none, knots: 3 }, 14, 2)).toEqual({
      low: 1,
      buy: 1,
      high: 1,
      unit: 'streng',
    });
  });

  it('counts beads as pieces with 10 % spare to buy', () => {
    expect(piecesToBuy(14)).toEqual({ low: 14, buy: 16, high: 16, unit: 'stuks' });
    expect(formatAmount(piecesToBuy(1))).toBe('1–2 stuks (koop 2)');
    expect(piecesToBuy(0)).toBeUndefined();
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
