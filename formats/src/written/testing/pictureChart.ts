/** Test charts drawn as text: one character per cell, the top row first; `.` is an empty cell. */
import { createPaletteStyle, type PaletteStyle } from '@steekwerk/model';
import { directionsOfRows, type RowsOrder, type WrittenChart } from '../writtenChart';

export interface PictureStyle extends Partial<PaletteStyle> {
  /** The character that draws this style in the picture. */
  readonly char: string;
}

/** A written chart from a picture; styles get ids 1, 2, … in the order given. */
export function pictureChart(
  picture: string,
  styles: readonly PictureStyle[],
  options: Partial<Omit<WrittenChart, 'cells' | 'columnCount' | 'rowCount' | 'styles'>> & {
    /** Rows worked in this order (instead of `directions`). */
    readonly order?: RowsOrder;
  } = {},
): WrittenChart {
  const rows = picture
    .trim()
    .split('\n')
    .map((row) => row.trim());
  const columnCount = rows[0]!.length;
  const idOfChar = new Map(styles.map((style, index) => [style.char, index + 1]));
  const cells = new Uint8Array(columnCount * rows.length);
  rows.forEach((row, y) => {
    if (row.length !== columnCount) throw new Error(`row ${y} is ${row.length} wide, not ${columnCount}`);
    [...row].forEach((char, x) => {
      cells[y * columnCount + x] = char === '.' ? 0 : (idOfChar.get(char) ?? 255);
    });
  });
  const { order = { rows: 'bottomToTop', firstRow: 'rightToLeft', alternating: false }, ...rest } = options;
  return {
    title: '',
    craft: 'other',
    layout: 'rows',
    columnCount,
    rowCount: rows.length,
    cells,
    styles: styles.map(({ char: _char, ...style }, index) => createPaletteStyle(index + 1, style)),
    directions: directionsOfRows(order),
    cellsPerStitch: 1,
    ...rest,
  };
}
