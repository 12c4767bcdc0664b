/**
 * Chart files in and out: one layer with no React, PixiJS or DOM, used by the web's workers (download screen, file
 * import) and by the `convert` command in Node, from the same source. This main entry is everything, for Node; a
 * bundled consumer imports the entry of what it needs (`./chart-files`, `./read`, `./written`, `./pdf`), so the PDF
 * writer and its fonts load only where a PDF is written.
 */
export * from './chartFiles';
export * from './read';
export * from './written';
export * from './pdf';
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
