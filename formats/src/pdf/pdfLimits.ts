import { orientations, paperSizes, pdfColourModes, type PdfOptions } from './pdfOptions';

/** Bounds of the PDF settings; anything outside gets a clear Dutch message. */
export const pdfLimits = {
  overlap: { min: 0, max: 10 },
  fabricCount: { min: 1, max: 60 },
  marginPt: { min: 0, max: 144 },
  cellPt: { min: 4, max: 30 },
  strands: { min: 1, max: 6 },
} as const;

const inRange = (value: number | undefined, bounds: { min: number; max: number }) =>
  value === undefined || (Number.isFinite(value) && value >= bounds.min && value <= bounds.max);

/** Throws an Error with a Dutch message naming the first bad setting. */
export function validatePdfOptions(options: PdfOptions): void {
  if (!paperSizes.includes(options.paper))
    throw new Error(`Onbekend papierformaat: ${String(options.paper)}.`);
  if (!orientations.includes(options.orientation))
    throw new Error('De oriëntatie moet staand of liggend zijn.');
  if (!pdfColourModes.includes(options.mode)) throw new Error('De weergave moet kleur of zwart-wit zijn.');
  if (!inRange(options.overlap, pdfLimits.overlap) || !Number.isInteger(options.overlap)) {
    throw new Error(
      `De overlap moet een heel getal van ${pdfLimits.overlap.min} tot ${pdfLimits.overlap.max} zijn.`,
    );
  }
  if (!inRange(options.fabricCount, pdfLimits.fabricCount)) {
    throw new Error(
      `De stofdichtheid moet tussen ${pdfLimits.fabricCount.min} en ${pdfLimits.fabricCount.max} liggen.`,
    );
  }
  if (!inRange(options.marginPt, pdfLimits.marginPt))
    throw new Error('De marge moet tussen 0 en 2 inch liggen.');
  if (!inRange(options.cellPt, pdfLimits.cellPt))
    throw new Error('De hokjesgrootte moet tussen 4 en 30 punt liggen.');
  if (!inRange(options.strands, pdfLimits.strands))
    throw new Error('Het aantal draden moet tussen 1 en 6 liggen.');
}
