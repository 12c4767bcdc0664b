/**
 * The written instructions alone: the entry point `@steekwerk/formats/written` for the web's editor page and its
 * written worker, which must load neither the PDF writer and its fonts nor the chart file readers.
 */
export { generateWritten, type WrittenLine, type WrittenPattern } from './written/generateWritten';
export {
  cellsPerStitchOf,
  writtenChartOf,
  directionsOfRows,
  type RowsOrder,
  type WrittenChart,
  type WrittenChartOptions,
} from './written/writtenChart';
export {
  defaultWrittenSettings,
  defaultWrittenSettingsOf,
  writtenSettingsOf,
  fillNumbers,
  type WrittenSettings,
} from './written/writtenSettings';
export { freeformPatternLines, type WrittenFreeform } from './written/freeformRounds';
export { writtenFreeformOf } from './written/writtenChart';
export { isTableLine, tableCellsOf, type WrittenTableRow } from './written/writtenTable';
