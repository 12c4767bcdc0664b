/**
 * Chart files in and out: one layer with no React, PixiJS or DOM, used by the web worker (download screen, file
 * import) and by the `convert` command in Node, from the same source.
 */
export { formatOfFileName, type ChartFileFormat } from './fileFormat';
export { generateWritten, type WrittenLine, type WrittenPattern } from './written/generateWritten';
export {
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
