/**
 * The table mode of the written pages (issue 27): the pattern's table lines (`writtenTable.ts`: label, side,
 * direction, instructions, count, joined by tabs) printed as columns. The label, side, direction and count columns
 * are as wide as their widest cell (the label at most a quarter of the width); the instructions take the rest and
 * wrap inside their column as the text mode wraps its lines (never between a count and its stitch); the count
 * stands right-aligned in the last column. A table row of up to six printed lines stays on one page, and the
 * heading row is printed again at the top of each page the table continues on.
 */
import { tableCellsOf } from '../written/writtenTable';
import { fontMetrics } from './textFonts';
import { wrapWrittenLine, type PrintedCell, type WrappedLine, type WrittenFont } from './writtenWrap';

/** Room between two columns, in points. */
const columnGap = 10;
/** The instructions column is never narrower than this, in points (the label column gives way first). */
const minInstructionsWidth = 120;

export interface TableLayout {
  /** The heading row (bold, with a rule under it). */
  readonly heading: WrappedLine;
  /** Each table row as its printed lines: the first with every cell, the next ones the wrapped instructions. */
  readonly rows: readonly (readonly WrappedLine[])[];
}

/**
 * The printed lines of a table block.
 *
 * @param texts the table lines of the pattern, the heading first
 * @param type the body's size and the printed width
 * @param font the body font
 */
export function layoutWrittenTable(
  texts: readonly string[],
  type: { readonly size: number; readonly width: number },
  font: WrittenFont,
): TableLayout {
  const cells = texts.map(tableCellsOf);
  const bodyMetrics = fontMetrics(font === 'fallback' ? 'fallback' : 'regular');
  const headingMetrics = fontMetrics(font === 'fallback' ? 'fallback' : 'bold');
  const widthOf = (row: number, text: string) =>
    (row === 0 ? headingMetrics : bodyMetrics).text(text) * type.size;
  const widest = (column: number) =>
    cells.reduce((most, row, index) => Math.max(most, widthOf(index, row[column] ?? '')), 0);
  const label = Math.min(widest(0), type.width / 4);
  const side = widest(1);
  const direction = widest(2);
  const count = widest(4);
  const fixed = label + side + direction + count + 4 * columnGap;
  const instructions = Math.max(minInstructionsWidth, type.width - fixed);
  const x = [0, label + columnGap, label + side + 2 * columnGap, label + side + direction + 3 * columnGap];
  const countRight = x[3]! + instructions + columnGap + count;

  const printed = (rowIndex: number): WrappedLine[] => {
    const row = cells[rowIndex]!;
    const bold = rowIndex === 0;
    const wrapped = wrapWrittenLine(row[3] ?? '', {
      size: type.size,
      width: instructions,
      hangingIndent: 0,
      bold,
      font,
    });
    const countText = row[4] ?? '';
    const first: PrintedCell[] = [
      { text: row[0] ?? '', x: 0 },
      { text: row[1] ?? '', x: x[1]! },
      { text: row[2] ?? '', x: x[2]! },
      { text: wrapped[0]?.text ?? '', x: x[3]! },
      { text: countText, x: countRight - widthOf(rowIndex, countText) },
    ].filter((cell) => cell.text !== '');
    const line = (printedCells: PrintedCell[], rule = false): WrappedLine => ({
      text: printedCells.map((cell) => cell.text).join(' '),
      indent: 0,
      font,
      bold,
      cells: printedCells,
      ...(rule ? { rule } : {}),
    });
    return [line(first, bold), ...wrapped.slice(1).map((part) => line([{ text: part.text, x: x[3]! }]))];
  };
  return {
    heading: printed(0)[0]!,
    rows: cells.slice(1).map((_, index) => printed(index + 1)),
  };
}
