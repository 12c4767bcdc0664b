export * from './pdfOptions';
export { pdfLimits, validatePdfOptions } from './pdfLimits';
export { writeChartPdf, planChartPdf, type PdfPlan } from './writeChartPdf';
export { layoutChartPages, pageStarts, type ChartPageLayout, type PageTile } from './pageTiling';
export {
  flossSkeins,
  estimateAmount,
  formatAmount,
  referenceGauge,
  type AmountEstimate,
  type StitchWeights,
} from './skeinEstimate';
export { buildKey, countKey, countStitches, type CountedEntry, type KeyEntry } from './keyCounts';
export { writtenPatternForPdf } from './writtenPages';
