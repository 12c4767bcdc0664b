/**
 * How much floss, yarn or how many pieces a colour needs (notes §5): a range and one "buy" figure, never one falsely
 * exact number.
 *
 * Floss: thread per full cross = K / fabric count cm, with K from 19.6 (model C, optimistic) to 35 (model A, 2.5 cm at
 * 14 count, conservative) and 28 for the buy figure; a skein is 8 m of 6 strands, so 48 / strands metres of
 * working thread. Every use of a colour counts (half ½, quarter ¼, a French knot 1.2, backstitch 0.8 per cell of
 * length, worked with its own number of strands); rounded up per colour, at least 1 skein. Beads count pieces.
 */
import type { Craft } from '@steekwerk/model';

/** Backstitch is worked with one strand. */
export const backstitchStrands = 1;

export const flossK = { low: 19.6, buy: 28, high: 35 } as const;
const skeinMetres = 8;
const strandsPerSkein = 6;

/** What a colour's thread is used for: stitches, French knots, and backstitch length in cells. */
export interface StitchWeights {
  full: number;
  half: number;
  quarter: number;
  knots: number;
  backstitchCells: number;
}

/** Thread of each use in full stitches (notes §5.1: model E's weights). */
export const stitchWeight = { full: 1, half: 0.5, quarter: 0.25, knot: 1.2, backstitchCell: 0.8 } as const;

/** Stitch equivalents of the uses worked with the cross-stitch strands: full, half, quarter stitches and knots. */
function crossEquivalents(weights: StitchWeights): number {
  return (
    weights.full * stitchWeight.full +
    weights.half * stitchWeight.half +
    weights.quarter * stitchWeight.quarter +
    weights.knots * stitchWeight.knot
  );
}

/** Stitch equivalents of a colour: every use weighed as a full stitch's thread. */
export function stitchEquivalents(weights: StitchWeights): number {
  return crossEquivalents(weights) + weights.backstitchCells * stitchWeight.backstitchCell;
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

/**
 * Centimetres of yarn per stitch at the reference gauge [own, notes §5.2: worsted stockinette ≈ 2.6 cm; sc ≈ 1.0 ×,
 * dc 1.3 ×]. At another gauge the length scales with the stitch's size: × reference ÷ gauge.
 */
const yarnCmPerStitch: Partial<Record<Craft, { low: number; buy: number; high: number }>> = {
  knitting: { low: 2, buy: 2.6, high: 3.5 },
  crochet: { low: 2.4, buy: 3.2, high: 4.5 },
};

/** The gauge (stitches per 10 cm) the yarn lengths above hold for: worsted, 5 st/inch ≈ 20 per 10 cm. */
export const referenceGauge = 20;

/** Crafts that count pieces (a drill, bead or pixel per cell); 10 % spare for the buy figure. */
const pieceCrafts: readonly Craft[] = ['diamondPainting', 'fuseBeads', 'pixelhobby'];

/**
 * The estimate for one colour of a chart of this craft, or undefined when the craft has no rule or the colour no
 * thread. Floss counts every use: stitches and knots with `strands`, backstitch with `backstitchStrands`; yarn is
 * measured at `gauge` stitches per 10 cm (the PDF key assumes the reference gauge).
 */
export function estimateAmount(
  craft: Craft,
  weights: StitchWeights,
  fabricCount: number,
  strands: number,
  backstitchStrands = 1,
  gauge = referenceGauge,
): AmountEstimate | undefined {
  const stitches = stitchEquivalents(weights);
  if (stitches <= 0) return undefined;
  if (craft === 'crossStitch') {
    // In single strands: one skein holds 48 m of them.
    const strandStitches =
      crossEquivalents(weights) * strands +
      weights.backstitchCells * stitchWeight.backstitchCell * backstitchStrands;
    return flossSkeins(strandStitches, fabricCount, 1);
  }
  const yarn = yarnCmPerStitch[craft];
  if (yarn) {
    const scale = referenceGauge / (Number.isFinite(gauge) && gauge > 0 ? gauge : referenceGauge);
    const metres = (cm: number) => Math.max(1, Math.ceil((stitches * cm * scale) / 100));
    return { low: metres(yarn.low), buy: metres(yarn.buy), high: metres(yarn.high), unit: 'm' };
  }
  if (pieceCrafts.includes(craft)) return piecesToBuy(weights.full);
  return undefined;
}

/** Pieces (drills, fuse beads, beads): the count, and 10 % spare to buy; undefined for none. */
export function piecesToBuy(count: number): AmountEstimate | undefined {
  const pieces = Math.ceil(count);
  if (pieces <= 0) return undefined;
  return { low: pieces, high: Math.ceil(pieces * 1.1), buy: Math.ceil(pieces * 1.1), unit: 'stuks' };
}

/** "2–3 strengen (koop 3)", "1 streng (koop 1)", "40–70 m (koop 52)" */
export function formatAmount(estimate: AmountEstimate | undefined): string {
  if (!estimate) return '';
  const range = estimate.low === estimate.high ? `${estimate.low}` : `${estimate.low}–${estimate.high}`;
  const unit = estimate.unit === 'streng' && estimate.high > 1 ? 'strengen' : estimate.unit;
  return `${range} ${unit} (koop ${estimate.buy})`;
}
