/**
 * How much floss, yarn or how many pieces a colour needs (notes §5): a range and one "buy" figure, never one falsely
 * exact number.
 *
 * Floss: thread per full cross = K / fabric count cm, with K from 19.6 (model C, optimistic) to 35 (model A, 2.5 cm at
 * 14 count, conservative) and 28 for the buy figure; a skein is 8 m of 6 strands, so 48 / strands metres of
 * working thread. Rounded up per colour, at least 1 skein.
 */
import type { Craft } from '@steekwerk/model';

export const flossK = { low: 19.6, buy: 28, high: 35 } as const;
const skeinMetres = 8;
const strandsPerSkein = 6;

/** Stitch equivalents of a colour: full stitches 1, half 0.5, quarter 0.25, backstitch 0.8 per cell of length. */
export interface StitchWeights {
  full: number;
  half: number;
  quarter: number;
  backstitchCells: number;
}

export function stitchEquivalents(weights: StitchWeights): number {
  return weights.full + weights.half * 0.5 + weights.quarter * 0.25 + weights.backstitchCells * 0.8;
}

export interface AmountEstimate {
  low: number;
  high: number;
  buy: number;
  /** `streng` (skeins), `m` (metres of yarn) or `stuks` (drills, beads, pieces). */
  unit: 'streng' | 'm' | 'stuks';
}

/** Skeins of stranded floss for a number of stitch equivalents. */
export function flossSkeins(stitches: number, fabricCount: number, strands: number): AmountEstimate {
  const perSkeinCm = ((skeinMetres * strandsPerSkein) / Math.max(1, strands)) * 100;
  const skeins = (k: number) =>
    Math.max(1, Math.ceil((stitches * (k / Math.max(1, fabricCount))) / perSkeinCm));
  return { low: skeins(flossK.low), buy: skeins(flossK.buy), high: skeins(flossK.high), unit: 'streng' };
}

/** Centimetres of yarn per stitch [own, notes §5.2: worsted stockinette ≈ 2.6 cm; sc ≈ 1.0 ×, dc 1.3 ×]. */
const yarnCmPerStitch: Partial<Record<Craft, { low: number; buy: number; high: number }>> = {
  knitting: { low: 2, buy: 2.6, high: 3.5 },
  crochet: { low: 2.4, buy: 3.2, high: 4.5 },
};

/** Crafts that count pieces (a drill, bead or pixel per cell); 10 % spare for the buy figure. */
const pieceCrafts: readonly Craft[] = ['diamondPainting', 'fuseBeads', 'pixelhobby'];

/** The estimate for one colour of a chart of this craft, or undefined when the craft has no rule. */
export function estimateAmount(
  craft: Craft,
  weights: StitchWeights,
  fabricCount: number,
  strands: number,
): AmountEstimate | undefined {
  const stitches = stitchEquivalents(weights);
  if (stitches <= 0) return undefined;
  if (craft === 'crossStitch') return flossSkeins(stitches, fabricCount, strands);
  const yarn = yarnCmPerStitch[craft];
  if (yarn) {
    const metres = (cm: number) => Math.max(1, Math.ceil((stitches * cm) / 100));
    return { low: metres(yarn.low), buy: metres(yarn.buy), high: metres(yarn.high), unit: 'm' };
  }
  if (pieceCrafts.includes(craft)) {
    const pieces = Math.ceil(weights.full);
    return { low: pieces, high: Math.ceil(pieces * 1.1), buy: Math.ceil(pieces * 1.1), unit: 'stuks' };
  }
  return undefined;
}

/** "2–3 strengen (koop 3)", "1 streng (koop 1)", "40–70 m (koop 52)" */
export function formatAmount(estimate: AmountEstimate | undefined): string {
  if (!estimate) return '';
  const range = estimate.low === estimate.high ? `${estimate.low}` : `${estimate.low}–${estimate.high}`;
  const unit = estimate.unit === 'streng' && estimate.high > 1 ? 'strengen' : estimate.unit;
  return `${range} ${unit} (koop ${estimate.buy})`;
}
