/**
 * Reading chart files (OXS, Steekwerk JSON, PNG of one pixel per cell) into a chart: the entry point
 * `@steekwerk/formats/read` for the web's engine worker, which imports files but writes no PDF.
 */
export { formatOfFileName, type ChartFileFormat } from './fileFormat';
export { ChartFileError, isChartFileError } from './chart/chartFileError';
export type { ChartProgress, ImportedChart, SkippedItems } from './chart/importedChart';
export { importLimits } from './chart/importLimits';
export { summariseChart, type ChartSummary } from './chart/chartSummary';
export {
  importFormats,
  isImportFormat,
  readChartFile,
  type ImportFormat,
  type ReadChartFileOptions,
} from './chart/readChartFile';
export type { ReadOxsOptions } from './oxs/readOxs';
export { knownProductsOf, parseThreadNumber, productIdOf, type KnownProducts } from './oxs/oxsPalette';
