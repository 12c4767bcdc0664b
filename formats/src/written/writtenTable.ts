/**
 * The table mode of the written pattern (spec §3 `mode: 'table'`, issue 27): the same rows, one table row per
 * line of the pattern, in five columns — the row's label, its side (GK/VK), the way it is worked, the stitches and
 * the stitch count after it. A table line's text is its cells joined by tabs (a tab in a cell becomes a space),
 * so the `.txt` and "Kopieer als tekst" paste into a spreadsheet as a table, and the panel and the PDF split the
 * same text into cells (docs/decisions/written-instructions.md).
 */
import type { WrittenLine } from './rowPattern';

/** The columns of a table row. */
export interface WrittenTableRow {
  readonly label: string;
  readonly side: string;
  readonly direction: string;
  readonly stitches: string;
  readonly count: string;
}

export const TABLE_SEPARATOR = '\t';

/**
 * The column headings: the row noun ("Naald", "Toer"), "Kant", "Richting", "Instructie" and the count's noun
 * ("Steken", "Blokjes").
 */
export function tableHeaderLine(rowHeading: string, countHeading = 'Steken'): WrittenLine {
  return { text: [rowHeading, 'Kant', 'Richting', 'Instructie', countHeading].join(TABLE_SEPARATOR) };
}

/** One table row as a line of the pattern. */
export function tableRowLine(row: WrittenTableRow, rows?: WrittenLine['rows']): WrittenLine {
  const text = [row.label, row.side, row.direction, row.stitches, row.count]
    .map((cell) => cell.replace(/[\t\r\n]/g, ' '))
    .join(TABLE_SEPARATOR);
  return rows ? { text, rows } : { text };
}

/** Whether a line of the pattern is a row of its table (the heading included). */
export function isTableLine(text: string): boolean {
  return text.includes(TABLE_SEPARATOR);
}

/** The cells of a table line. */
export function tableCellsOf(text: string): string[] {
  return text.split(TABLE_SEPARATOR);
}

const directionWords: Readonly<Record<string, string>> = {
  '←': 'naar links',
  '→': 'naar rechts',
  '↑': 'omhoog',
  '↓': 'omlaag',
};

/** The way a line is worked in words ("naar links"); a diagonal keeps its arrow (↗). */
export function directionWordOf(arrow: string): string {
  return directionWords[arrow] ?? arrow;
}

/** A row label without its colon: "Naald 3 (VK):" is "Naald 3 (VK)". */
export function labelWithoutColon(label: string): string {
  return label.endsWith(':') ? label.slice(0, -1) : label;
}

/** The heading of the label column: the noun of the settings' row text ("Naald @:" → "Naald"). */
export function rowHeadingOf(rowText: string): string {
  return rowText.split('@')[0]?.trim() || 'Rij';
}
