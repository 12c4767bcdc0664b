/**
 * Chart files in and out: one layer with no React, PixiJS or DOM, used by the web worker (download screen, file
 * import) and by the `convert` command in Node, from the same source.
 */
export { formatOfFileName, type ChartFileFormat } from './fileFormat';
export * from './pdf/index';
