/**
 * The text chart files alone (Steekwerk JSON and OXS, written and read) and the file-name rule: the entry point
 * `@steekwerk/formats/chart-files` for the API server, which must not load the PDF's fonts and PNG code that the
 * package's main entry brings along.
 */
export { fileBaseOf, fileNameOf } from './fileFormat';
export { ChartFileError, isChartFileError } from './chart/chartFileError';
export type { ChartProgress, ImportedChart } from './chart/importedChart';
export {
  chartMetadataOf,
  chartProgressOf,
  chartSnapshotOf,
  chartStateOf,
  parseChartSnapshot,
  type ChartMetadata,
  type ChartSnapshot,
} from './chart/chartSnapshot';
export {
  readSteekwerkJson,
  writeSteekwerkJson,
  steekwerkFileFormat,
  steekwerkFileVersion,
} from './json/steekwerkJson';
export { cropSnapshot, rotateSnapshot, type QuarterTurns } from './chart/snapshotTransform';
export { readOxs } from './oxs/readOxs';
export { writeOxs } from './oxs/writeOxs';
