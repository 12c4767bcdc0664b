/**
 * One chart page, written as a raw content stream (fast enough for a 2000² chart): colour fills, the overlap tint,
 * vector grid lines with heavy lines every 10 of the chart's own numbering, one symbol glyph per cell as text (notes
 * §2.4), part stitches as triangles, backstitch as lines, French knots as dots and beads as rings of their size
 * (ornaments.ts), numbers every 10 and centre arrows.
 */
import type { ChartMetadata } from '../chart/chartSnapshot';
import type { PDFPage } from 'pdf-lib';
import type { ChartNumbering } from './chartNumbering';
import { zlibTransform } from './symbolFont';
import { hundredths, rgbOperands, type Rgb } from './contentOperands';
import { ornamentsContent } from './ornaments';
import { chartPageChrome, mainColumnRoomPt, type ChartPageLayout, type PageTile } from './pageTiling';
import { mainColumnContent, wrongSideContent, type RowMarksInput } from './rowMarks';

export type { Rgb } from './contentOperands';
export { fillOperator } from './contentOperands';

/** How the cells of one style are drawn. */
export interface StyleInk {
  /** The cell colour in colour mode, or null (black-and-white mode). */
  fill: Rgb | null;
  /** The colour of the symbol. */
  ink: Rgb;
  /** The glyph as a hex string of the symbol font (`<0123>`) and its width at the glyph size, for colour crafts. */
  glyphHex?: string;
  glyphWidth: number;
  /** The font size `glyphWidth` was measured at (the glyph size of the page's cells). */
  glyphSize?: number;
  /** The operator setting the symbol's colour (`0 0 0 rg`). */
  inkOperator: string;
  /** The form XObject (its resource name) with the stitch symbol's vector paths, drawn into a 1 × `cells` box. */
  symbol?: { name: string; cells: number };
}

/** Resource names every chart page registers: the fonts and the overlap tint's graphics state. */
export const chartPageResources = {
  symbolFont: 'FSym',
  textFont: 'FTxt',
  boldFont: 'FTxtB',
  tint: 'GsTint',
  /** The wrong-side rows' shade (model `wrongSideShadeOpacity`). */
  wrongSide: 'GsWrongSide',
} as const;

/** The colour of part stitches without a fill colour (black-and-white mode). */
export const partStitchGrey: Rgb = [0.55, 0.55, 0.55];

/**
 * The glyph size for a cell side: big enough for tracker apps, inside the cell. A gauged (non-square) cell passes
 * its shorter side: the glyph keeps its shape and is centred (docs/decisions/files-and-print.md).
 */
export const glyphSizeFor = (cellPt: number) => cellPt * 0.78;

const num = hundredths;
const rgb = rgbOperands;

/** The grid's origin on the page: left edge and top edge of the tile's first cell. */
export function gridOrigin(layout: ChartPageLayout, marginPt: number): { left: number; top: number } {
  return {
    left: marginPt + mainColumnRoomPt(layout, 'left') + chartPageChrome.numbers,
    top: layout.pageHeight - marginPt - chartPageChrome.heading - chartPageChrome.numbers,
  };
}

export interface ChartPageInput {
  chart: ChartMetadata;
  cells: Uint8Array;
  layout: ChartPageLayout;
  tile: PageTile;
  /** Tiles to the left/right/above/below, for the overlap tint. */
  neighbours: { left?: PageTile; right?: PageTile; above?: PageTile; below?: PageTile };
  marginPt: number;
  numbering: ChartNumbering;
  inks: ReadonlyMap<number, StyleInk>;
  /** Width of a digit in the text font at 1 pt. */
  digitWidth: number;
  /** A text as the text font's string operand (`<0012…>`), which also keeps its glyphs in the embedded subset. */
  encodeText: (text: string) => string;
  /** Threads per inch of the fabric: a bead's ring is its diameter in cells of this fabric. */
  fabricCount: number;
}

/** The content stream of one chart page's grid area. */
export function chartPageContent(input: ChartPageInput): string {
  const { chart, cells, layout, tile, numbering, inks } = input;
  const fonts = chartPageResources;
  const { columnCount, rowCount } = chart.grid.settings.size;
  const cell = layout.cellPt;
  // Cells take the gauge's aspect (spec §9): `cell` is a cell's width, `cellHeight` its height.
  const cellHeight = layout.cellHeightPt ?? cell;
  const { left, top } = gridOrigin(layout, input.marginPt);
  const x = (column: number) => left + (column - tile.column0) * cell;
  const y = (row: number) => top - (row - tile.row0) * cellHeight;
  const width = (tile.column1 - tile.column0) * cell;
  const height = (tile.row1 - tile.row0) * cellHeight;
  const out: string[] = ['q 0.01 0 0 0.01 0 0 cm'];

  // Colour fills, one rectangle per run of equal cells in a row.
  let current = '';
  for (let row = tile.row0; row < tile.row1; row += 1) {
    let column = tile.column0;
    while (column < tile.column1) {
      const styleId = cells[row * columnCount + column] ?? 0;
      let end = column + 1;
      while (end < tile.column1 && cells[row * columnCount + end] === styleId) end += 1;
      const fill = styleId ? inks.get(styleId)?.fill : null;
      if (fill) {
        const colour = `${rgb(fill)} rg`;
        if (colour !== current) out.push(colour);
        current = colour;
        out.push(
          `${num(x(column))} ${num(y(row + 1))} ${num((end - column) * cell)} ${num(cellHeight)} re f`,
        );
      }
      column = end;
    }
  }

  // Wrong-side rows shaded like the editor does, under the grid lines and the symbols.
  const marks: RowMarksInput = { chart, cells, layout, tile, inks, left, right: left + width, y };
  out.push(...wrongSideContent(marks, fonts.wrongSide));

  // The overlap: cells this page shares with a neighbour, tinted under the symbols.
  const tints: string[] = [];
  const band = (c0: number, c1: number, r0: number, r1: number) => {
    if (c1 > c0 && r1 > r0)
      tints.push(`${num(x(c0))} ${num(y(r1))} ${num((c1 - c0) * cell)} ${num((r1 - r0) * cellHeight)} re f`);
  };
  const { left: leftTile, right, above, below } = input.neighbours;
  if (leftTile) band(tile.column0, Math.min(tile.column1, leftTile.column1), tile.row0, tile.row1);
  if (right) band(Math.max(tile.column0, right.column0), tile.column1, tile.row0, tile.row1);
  if (above) band(tile.column0, tile.column1, tile.row0, Math.min(tile.row1, above.row1));
  if (below) band(tile.column0, tile.column1, Math.max(tile.row0, below.row0), tile.row1);
  if (tints.length > 0) out.push('q', `/${fonts.tint} gs 0 0 0 rg`, ...tints, 'Q');

  // Grid lines: thin every cell, heavy every 10 of the chart's own numbering, a heavy border.
  out.push('0.6 0.6 0.6 RG 25 w');
  for (let column = tile.column0 + 1; column < tile.column1; column += 1) {
    if (!numbering.heavyColumnLine(column))
      out.push(`${num(x(column))} ${num(y(tile.row0))} m ${num(x(column))} ${num(y(tile.row1))} l`);
  }
  for (let row = tile.row0 + 1; row < tile.row1; row += 1) {
    if (!numbering.heavyRowLine(row))
      out.push(`${num(x(tile.column0))} ${num(y(row))} m ${num(x(tile.column1))} ${num(y(row))} l`);
  }
  out.push('S', '0 0 0 RG 80 w');
  for (let column = tile.column0 + 1; column < tile.column1; column += 1) {
    if (numbering.heavyColumnLine(column))
      out.push(`${num(x(column))} ${num(y(tile.row0))} m ${num(x(column))} ${num(y(tile.row1))} l`);
  }
  for (let row = tile.row0 + 1; row < tile.row1; row += 1) {
    if (numbering.heavyRowLine(row))
      out.push(`${num(x(tile.column0))} ${num(y(row))} m ${num(x(tile.column1))} ${num(y(row))} l`);
  }
  out.push(`${num(left)} ${num(top - height)} ${num(width)} ${num(height)} re S`);

  // Part stitches: a half stitch is the triangle of its half of the cell, a quarter the triangle in its corner.
  const parts = (list: ChartMetadata['grid']['halfStitches'], quarter: boolean) => {
    for (const stitch of list) {
      if (
        stitch.x < tile.column0 ||
        stitch.x >= tile.column1 ||
        stitch.y < tile.row0 ||
        stitch.y >= tile.row1
      )
        continue;
      const ink = inks.get(stitch.styleId);
      const colour = ink?.fill ?? partStitchGrey;
      const cx = stitch.left ? x(stitch.x) : x(stitch.x + 1);
      const cy = stitch.top ? y(stitch.y) : y(stitch.y + 1);
      const reach = quarter ? 0.5 : 1;
      const dx = (stitch.left ? reach : -reach) * cell;
      const dy = (stitch.top ? -reach : reach) * cellHeight;
      out.push(
        `${rgb(colour)} rg ${num(cx)} ${num(cy)} m ${num(cx + dx)} ${num(cy)} l ${num(cx)} ${num(cy + dy)} l h f`,
      );
    }
  };
  parts(chart.grid.halfStitches, false);
  parts(chart.grid.quarterStitches, true);

  // Stitch symbols of knitting and crochet: vector paths, one form per style, over `cells` cells.
  for (let row = tile.row0; row < tile.row1; row += 1) {
    let run = 0;
    let previous = 0;
    for (let column = tile.column0; column < tile.column1; column += 1) {
      const styleId = cells[row * columnCount + column] ?? 0;
      run = styleId === previous ? run + 1 : 0;
      previous = styleId;
      const symbol = styleId ? inks.get(styleId)?.symbol : undefined;
      if (!symbol || run % symbol.cells !== 0) continue;
      const span = Math.min(symbol.cells, tile.column1 - column);
      out.push(
        `q ${num(span * cell)} 0 0 ${num(cellHeight)} ${num(x(column))} ${num(y(row + 1))} cm /${symbol.name} Do Q`,
      );
    }
  }

  // Symbols of colour crafts: one glyph per cell, centred, each its own text object position.
  const glyphSize = glyphSizeFor(Math.min(cell, cellHeight));
  const baseline = glyphSize * 0.36;
  out.push('BT', `/${fonts.symbolFont} ${num(glyphSize)} Tf`);
  current = '';
  // Each glyph moves from the one before with Td (whole hundredths, so no rounding drift).
  let previousX = 0;
  let previousY = 0;
  for (let row = tile.row0; row < tile.row1; row += 1) {
    const gy = num(y(row) - cellHeight / 2 - baseline);
    for (let column = tile.column0; column < tile.column1; column += 1) {
      const styleId = cells[row * columnCount + column] ?? 0;
      const ink = styleId ? inks.get(styleId) : undefined;
      if (!ink?.glyphHex) continue;
      if (ink.inkOperator !== current) out.push(ink.inkOperator);
      current = ink.inkOperator;
      const gx = num(x(column) + (cell - ink.glyphWidth) / 2);
      out.push(`${gx - previousX} ${gy - previousY} Td ${ink.glyphHex} Tj`);
      previousX = gx;
      previousY = gy;
    }
  }
  out.push('ET');

  // Backstitch: coloured vector lines on the cell-corner lattice.
  const lines = chart.grid.customLines.filter(
    (line) =>
      Math.max(line.x1, line.x2) >= tile.column0 &&
      Math.min(line.x1, line.x2) <= tile.column1 &&
      Math.max(line.y1, line.y2) >= tile.row0 &&
      Math.min(line.y1, line.y2) <= tile.row1,
  );
  if (lines.length > 0) {
    out.push(
      'q',
      `${num(x(tile.column0))} ${num(y(tile.row1))} ${num(width)} ${num(height)} re W n`,
      '120 w 1 J',
    );
    for (const line of lines) {
      const colour = inks.get(line.styleId)?.fill ?? [0, 0, 0];
      out.push(
        `${rgb(colour)} RG ${num(x(line.x1))} ${num(y(line.y1))} m ${num(x(line.x2))} ${num(y(line.y2))} l S`,
      );
    }
    out.push('Q');
  }

  // French knots and beads on top of everything in the grid.
  const ornaments = ornamentsContent(chart.grid.ornaments, {
    tile,
    cellPt: Math.min(cell, cellHeight),
    fabricCount: input.fabricCount,
    inks,
    x,
    y,
  });
  if (ornaments.length > 0) {
    out.push(
      'q',
      `${num(x(tile.column0))} ${num(y(tile.row1))} ${num(width)} ${num(height)} re W n`,
      ...ornaments,
      'Q',
    );
  }

  // The main-colour column outside the row numbers, for this page's rows.
  out.push(...mainColumnContent(marks, fonts.symbolFont));

  // Numbers every 10 above and left of the grid, centre arrows on the four sides.
  const textSize = 6;
  out.push('0 0 0 rg BT', `/${fonts.textFont} ${num(textSize)} Tf`);
  for (let column = tile.column0; column < tile.column1; column += 1) {
    const printed = numbering.columnPrinted(column);
    if (printed === undefined) continue;
    const label = String(printed);
    const tx = x(column) + cell / 2 - (label.length * input.digitWidth * textSize) / 2;
    out.push(`1 0 0 1 ${num(tx)} ${num(top + 3)} Tm ${input.encodeText(label)} Tj`);
  }
  for (let row = tile.row0; row < tile.row1; row += 1) {
    const printed = numbering.rowPrinted(row);
    if (printed === undefined) continue;
    const label = String(printed);
    const tx = left - 3 - label.length * input.digitWidth * textSize;
    out.push(
      `1 0 0 1 ${num(tx)} ${num(y(row) - cellHeight / 2 - textSize * 0.35)} Tm ${input.encodeText(label)} Tj`,
    );
  }
  out.push('ET');
  const arrow = 5;
  const middleColumn = columnCount / 2;
  const middleRow = rowCount / 2;
  if (middleColumn >= tile.column0 && middleColumn <= tile.column1) {
    const ax = x(middleColumn);
    out.push(
      `${num(ax - arrow / 2)} ${num(top + 12)} m ${num(ax + arrow / 2)} ${num(top + 12)} l ${num(ax)} ${num(top + 12 - arrow)} l h f`,
    );
    out.push(
      `${num(ax - arrow / 2)} ${num(top - height - 12)} m ${num(ax + arrow / 2)} ${num(top - height - 12)} l ${num(ax)} ${num(top - height - 12 + arrow)} l h f`,
    );
  }
  if (middleRow >= tile.row0 && middleRow <= tile.row1) {
    const ay = y(middleRow);
    const rightEdge = left + width;
    out.push(
      `${num(left - 14)} ${num(ay + arrow / 2)} m ${num(left - 14)} ${num(ay - arrow / 2)} l ${num(left - 14 + arrow)} ${num(ay)} l h f`,
    );
    out.push(
      `${num(rightEdge + 14)} ${num(ay + arrow / 2)} m ${num(rightEdge + 14)} ${num(ay - arrow / 2)} l ${num(rightEdge + 14 - arrow)} ${num(ay)} l h f`,
    );
  }
  out.push('Q');
  return out.join('\n');
}

/** Adds a content stream to a page, deflated by the platform's zlib; resolves when it is added. */
export async function addRawContent(page: PDFPage, content: string): Promise<void> {
  const ref = page.doc.context.nextRef();
  page.node.addContentStream(ref);
  const bytes = await zlibTransform(new TextEncoder().encode(content), 'deflate');
  page.doc.context.assign(ref, page.doc.context.stream(bytes, { Filter: 'FlateDecode' }));
}
