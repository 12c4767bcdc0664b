/**
 * Wrong-side rows (docs/decisions/chart-types.md): a knitted lace, cable or brioche chart worked back and forth
 * shows every row, and every second row in work order is worked from the wrong side, read the other way and with
 * its stitches reversed (a "recht" symbol is purled there). Those rows are shaded so the maker sees at a glance
 * which rows are read from the back. Colour charts, mosaic charts (one chart row is a right-side and a wrong-side
 * row), machine knitting (always the same side) and crochet (Tunisian is always worked from the front; other
 * crochet symbols read the same from both sides) are not shaded.
 */
import type { ChartType, Craft } from '../crafts';

const shadedTypes: ReadonlySet<ChartType> = new Set<ChartType>(['lace', 'cables', 'brioche']);

/** Whether a chart of this craft and type shades its wrong-side rows. */
export function shadesWrongSideRows(craft: Craft, type: ChartType): boolean {
  return craft === 'knitting' && shadedTypes.has(type);
}

/**
 * Whether chart row `row` (0 is the top) is a wrong-side row: the second, fourth, … row in work order, counted from
 * the bottom (`bottomToTop`, the usual) or the top. False for a row outside the chart.
 */
export function isWrongSideRow(
  rowsFrom: 'bottomToTop' | 'topToBottom',
  rowCount: number,
  row: number,
): boolean {
  if (!Number.isInteger(row) || row < 0 || row >= rowCount) return false;
  const workIndex = rowsFrom === 'bottomToTop' ? rowCount - 1 - row : row;
  return workIndex % 2 === 1;
}
