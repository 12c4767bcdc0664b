/**
 * The landing page's example charts (spec §1: show what the product makes): small grid charts of the model's
 * kind — a palette of styles and one style id per cell, row by row — made in code from drawn pictures or from
 * formulas, never from photos.
 */
import { createPaletteStyle, type GridCraft, type PaletteStyle } from '@steekwerk/model';

export interface ExampleChart {
  readonly craft: GridCraft;
  /** What the chart shows, in Dutch (the image's description). */
  readonly title: string;
  readonly columnCount: number;
  readonly rowCount: number;
  /** The palette: style ids from 1, the empty cell 0 has none. */
  readonly styles: readonly PaletteStyle[];
  /** One style id per cell, row by row. */
  readonly cells: Uint8Array;
}

/** Colours by the letter that stands for them in a drawn picture; `.` is always the empty cell. */
export type Colours = Readonly<Record<string, string>>;

function palette(colours: Colours): { styles: PaletteStyle[]; idOf: Map<string, number> } {
  const idOf = new Map<string, number>();
  const styles = Object.entries(colours).map(([letter, colour], index) => {
    idOf.set(letter, index + 1);
    return createPaletteStyle(index + 1, { colorBackground: colour });
  });
  return { styles, idOf };
}

/**
 * A chart from a drawn picture: one string per row, one letter per cell.
 *
 * @throws Error when the rows differ in length or use a letter without a colour (a mistake in the drawing)
 */
export function fromPicture(
  craft: GridCraft,
  title: string,
  rows: readonly string[],
  colours: Colours,
): ExampleChart {
  const columnCount = rows[0]?.length ?? 0;
  const { styles, idOf } = palette(colours);
  const cells = new Uint8Array(columnCount * rows.length);
  rows.forEach((row, rowIndex) => {
    if (row.length !== columnCount) throw new Error(`${title}: row ${rowIndex} has ${row.length} cells`);
    [...row].forEach((letter, column) => {
      const styleId = letter === '.' ? 0 : idOf.get(letter);
      if (styleId === undefined) throw new Error(`${title}: no colour for "${letter}"`);
      cells[rowIndex * columnCount + column] = styleId;
    });
  });
  return { craft, title, columnCount, rowCount: rows.length, styles, cells };
}

/**
 * A chart from a rule that names each cell's colour letter.
 *
 * @param letterAt the letter of the cell at a column and row (`.` for empty)
 */
export function fromRule(
  craft: GridCraft,
  title: string,
  size: { readonly columnCount: number; readonly rowCount: number },
  colours: Colours,
  letterAt: (column: number, row: number) => string,
): ExampleChart {
  const rows = Array.from({ length: size.rowCount }, (_, row) =>
    Array.from({ length: size.columnCount }, (_, column) => letterAt(column, row)).join(''),
  );
  return fromPicture(craft, title, rows, colours);
}

/** Rows drawn as their left half up to and including the middle column, mirrored into whole rows. */
export function mirrored(halves: readonly string[]): string[] {
  return halves.map((half) => half + [...half.slice(0, -1)].reverse().join(''));
}
