/**
 * Chart files in and out: one layer with no React, PixiJS or DOM, used by the web worker (download screen, file
 * import) and by the `convert` command in Node, from the same source.
 */
export * from './chartFiles';
export { formatOfFileName, type ChartFileFormat } from './fileFormat';
export * from './pdf/index';
export type { SkippedItems } from './chart/importedChart';
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
export {
  chartFileTypeOf,
  chartWriterForFileName,
  chartWriterOf,
  chartWriters,
  type ChartFileType,
  type ChartWriter,
  type WriteOptions,
  type WriteProgress,
  type WriterOption,
  type WrittenFile,
} from './writers/chartWriters';
export { readPixelPng, writePixelPng } from './png/pixelPng';
export { writeViewPng, type ViewPngOptions } from './png/viewPng';
export { generateWritten, type WrittenLine, type WrittenPattern } from './written/generateWritten';
export {
  cellsPerStitchOf,
  writtenChartOf,
  type WorkOrder,
  type WrittenChart,
  type WrittenChartOptions,
} from './written/writtenChart';
export {
  defaultWrittenSettings,
  defaultWrittenSettingsOf,
  type WrittenSettings,
} from './written/writtenSettings';
