/**
 * What to buy for a chart (the editor's "Benodigdheden" panel): per colour its stitch counts, backstitch length and
 * the amount of floss, yarn or pieces — the same counts and the same estimate as the PDF key (`pdf/keyCounts.ts`,
 * `pdf/skeinEstimate.ts`), in the key's order — and for cross stitch the fabric with its margin.
 */
import type { PaletteStyle } from '@steekwerk/model';
import { countKey, type BeadCount, type CountedChart } from '../pdf/keyCounts';
import {
  backstitchStrands,
  estimateAmount,
  piecesToBuy,
  referenceGauge,
  type AmountEstimate,
  type StitchWeights,
} from '../pdf/skeinEstimate';

/** The maker's inputs; out-of-range values are brought into range (see {@link suppliesLimits}). */
export interface SuppliesOptions {
  /** Stitches per inch of the fabric (Aida 14). */
  readonly fabricCount: number;
  /** Strands of floss for stitches and knots. */
  readonly strands: number;
  /** Bare fabric around the design on each side, in cm. */
  readonly marginCm: number;
  /** Knitting and crochet: stitches per 10 cm. */
  readonly gauge: number;
  /** Metres per ball of a linked yarn product, when known. */
  readonly ballMetres?: (productId: string) => number | undefined;
}

export const suppliesLimits = {
  fabricCount: { min: 6, max: 40, default: 14 },
  strands: { min: 1, max: 6, default: 2 },
  marginCm: { min: 0, max: 30, default: 5 },
  gauge: { min: 4, max: 60, default: referenceGauge },
} as const;

export const defaultSuppliesOptions: SuppliesOptions = {
  fabricCount: suppliesLimits.fabricCount.default,
  strands: suppliesLimits.strands.default,
  marginCm: suppliesLimits.marginCm.default,
  gauge: suppliesLimits.gauge.default,
};

/** Balls of yarn: the metres' range divided by a ball's length, rounded up. */
export interface BallCount {
  readonly low: number;
  readonly buy: number;
  readonly high: number;
  readonly ballMetres: number;
}

export interface StyleSupplies {
  readonly style: PaletteStyle;
  readonly counts: StitchWeights;
  /** Backstitch length in cm at the fabric count. */
  readonly backstitchCm: number;
  readonly beads: readonly (BeadCount & { readonly amount: AmountEstimate })[];
  /** Skeins, metres or pieces of this colour's thread (cells, part stitches, lines, knots); absent for none. */
  readonly amount?: AmountEstimate;
  /** Yarn only, when the linked product's ball length is known. */
  readonly balls?: BallCount;
}

export interface ChartSupplies {
  readonly styles: readonly StyleSupplies[];
  /** Cross stitch: the piece of fabric to buy, design plus margin on each side, in cm. */
  readonly fabric?: {
    readonly widthCm: number;
    readonly heightCm: number;
    readonly designWidthCm: number;
    readonly designHeightCm: number;
  };
}

const clamp = (value: number, limits: { min: number; max: number; default: number }) =>
  Number.isFinite(value) ? Math.min(limits.max, Math.max(limits.min, value)) : limits.default;

/** The options brought into range (a bad field falls back to its default). */
export function validSuppliesOptions(options: SuppliesOptions): SuppliesOptions {
  return {
    ...options,
    fabricCount: clamp(options.fabricCount, suppliesLimits.fabricCount),
    strands: Math.round(clamp(options.strands, suppliesLimits.strands)),
    marginCm: clamp(options.marginCm, suppliesLimits.marginCm),
    gauge: clamp(options.gauge, suppliesLimits.gauge),
  };
}

/** One decimal, rounded up (fabric is bought generously). */
const upTenth = (cm: number) => Math.ceil(cm * 10 - 1e-9) / 10;

/** The supplies of a chart: its flattened cells (`columnCount × rowCount` style ids) and its metadata. */
export function suppliesOf(chart: CountedChart, cells: Uint8Array, input: SuppliesOptions): ChartSupplies {
  const options = validSuppliesOptions(input);
  const craft = chart.settings.craft;
  const styles = countKey(chart, cells).map((entry): StyleSupplies => {
    const amount = estimateAmount(
      craft,
      entry.counts,
      options.fabricCount,
      options.strands,
      backstitchStrands,
      options.gauge,
    );
    const ballMetres = entry.style.productId ? options.ballMetres?.(entry.style.productId) : undefined;
    const balls =
      amount?.unit === 'm' && ballMetres && ballMetres > 0
        ? {
            low: Math.ceil(amount.low / ballMetres),
            buy: Math.ceil(amount.buy / ballMetres),
            high: Math.ceil(amount.high / ballMetres),
            ballMetres,
          }
        : undefined;
    return {
      style: entry.style,
      counts: entry.counts,
      backstitchCm: (entry.counts.backstitchCells * 2.54) / options.fabricCount,
      beads: entry.beads.map((bead) => ({ ...bead, amount: piecesToBuy(bead.count)! })),
      ...(amount && { amount }),
      ...(balls && { balls }),
    };
  });
  if (craft !== 'crossStitch') return { styles };
  const { columnCount, rowCount } = chart.grid.settings.size;
  const designWidthCm = (columnCount * 2.54) / options.fabricCount;
  const designHeightCm = (rowCount * 2.54) / options.fabricCount;
  return {
    styles,
    fabric: {
      designWidthCm: upTenth(designWidthCm),
      designHeightCm: upTenth(designHeightCm),
      widthCm: upTenth(designWidthCm + 2 * options.marginCm),
      heightCm: upTenth(designHeightCm + 2 * options.marginCm),
    },
  };
}
