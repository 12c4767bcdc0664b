/**
 * The written instructions as pages of their own at the end of the PDF (issue 17, when chosen): the heading
 * "Geschreven patroon" with the chart's title, the "Afkortingen" key and the rows, the same text the bottom panel
 * shows with the chart's own settings, wrapped to the page width with a hanging indent. Page numbers continue the
 * chart pages'. The body is Arimo as the other pages' text, or the embedded DejaVu Sans when the text has
 * characters Arimo lacks.
 */
import type { ChartSnapshot } from '../chart/chartSnapshot';
import { PDFName, type PDFFont, type PDFPage } from 'pdf-lib';
import { generateWritten, type WrittenPattern } from '../written/generateWritten';
import { writtenChartOf } from '../written/writtenChart';
import { writtenSettingsOf } from '../written/writtenSettings';
import { addRawContent, chartPageResources } from './chartPage';
import { fitText } from './pdfText';
import { isTableLine, tableCellsOf } from '../written/writtenTable';
import { layoutWrittenTable } from './writtenTableLayout';
import { textFontWrites, wrapWrittenLine, type WrappedLine } from './writtenWrap';

export const writtenHeading = 'Geschreven patroon';

/** The body's type: 10 pt on 14 pt lines, wrapped lines hanging 24 pt in. */
export const writtenType = { size: 10, lineHeight: 14, hangingIndent: 24 } as const;
/** Room above the body: the heading and the title. */
const headingHeight = 60;

/** A table row of at most this many printed lines is never split over two pages. */
const keepTogetherLines = 6;

/** The section headings the generator writes; printed bold. */
const sectionHeadings = new Set(['Afkortingen:', 'Blokjes per kleur:', 'Legenda:']);

/**
 * The written pattern the PDF prints: the chart's own work order and written settings (as the bottom panel with its
 * defaults and the convert command's `.txt`), without the title line (the page heading carries it).
 *
 * @param colourName a colour's name for styles without abbreviation, product or description (the app's Dutch
 *   names); "kleur N" without it
 */
export function writtenPatternForPdf(
  snapshot: ChartSnapshot,
  colourName?: (hexColour: string) => string,
): WrittenPattern {
  const written = writtenChartOf(snapshot, colourName ? { colourName } : {});
  const settings = writtenSettingsOf(written, snapshot.chart.settings.written);
  return generateWritten(written, { ...settings, title: false });
}

/** Body lines that fit on one page. */
export function writtenLinesPerPage(pageHeight: number, marginPt: number): number {
  return Math.max(1, Math.floor((pageHeight - 2 * marginPt - headingHeight) / writtenType.lineHeight));
}

/**
 * The printed lines of each written page. Blank lines never open a page, and a section heading never ends one.
 * Linear in the text's length.
 */
export function layoutWrittenPages(
  pattern: WrittenPattern,
  page: { width: number; height: number },
  marginPt: number,
): WrappedLine[][] {
  const width = Math.max(1, page.width - 2 * marginPt);
  const perPage = writtenLinesPerPage(page.height, marginPt);
  const pages: WrappedLine[][] = [];
  // One body font for the whole text, so a line with an arrow does not stand out: Arimo, or DejaVu Sans when any
  // line has a character Arimo lacks (a C2C chart's arrows). Section headings stay Arimo Bold.
  const bodyFont = pattern.lines.every((line) => textFontWrites(printedText(line.text)))
    ? 'text'
    : 'fallback';
  let current: WrappedLine[] = [];
  /** The heading row of the table being printed, repeated at the top of each page it continues on. */
  let tableHeading: WrappedLine | undefined;
  const newPage = () => {
    pages.push(current);
    current = [];
    if (tableHeading && perPage > 2) current.push(tableHeading);
  };
  const place = (line: WrappedLine) => {
    if (current.length === 0 && line.text === '' && pages.length > 0) return;
    if (current.length >= perPage) {
      newPage();
      if (line.text === '') return;
    }
    current.push(line);
  };
  const lines = pattern.lines;
  for (let index = 0; index < lines.length; index += 1) {
    const { text } = lines[index]!;
    if (isTableLine(text)) {
      // The table mode: the block of table lines, its heading first, laid out in columns.
      let end = index + 1;
      while (end < lines.length && isTableLine(lines[end]!.text)) end += 1;
      const texts = lines.slice(index, end).map((line) => line.text);
      const table = layoutWrittenTable(texts, { size: writtenType.size, width }, bodyFont);
      // The heading and the first row start a page together.
      if (current.length + 1 + (table.rows[0]?.length ?? 0) > perPage && current.length > 0) newPage();
      place(table.heading);
      tableHeading = table.heading;
      for (const row of table.rows) {
        // A short row's lines stay together; a long one runs on over the page break (keeping it whole would
        // leave most of a page empty: a 1000-stitch row is some 30 lines).
        if (current.length + row.length > perPage && row.length <= keepTogetherLines) newPage();
        for (const line of row) place(line);
      }
      tableHeading = undefined;
      index = end - 1;
      continue;
    }
    const bold = sectionHeadings.has(text);
    if (bold && current.length === perPage - 1) {
      pages.push(current);
      current = [];
    }
    const font = bold ? 'text' : bodyFont;
    const wrapped = wrapWrittenLine(text, { ...writtenType, width, bold, font });
    for (const line of wrapped) place(line);
  }
  if (current.length > 0 || pages.length === 0) pages.push(current);
  return pages;
}

/** A line's text as printed: a table line's cells stand apart, not joined by tabs. */
function printedText(text: string): string {
  return isTableLine(text) ? tableCellsOf(text).join(' ') : text;
}

export interface WrittenPageFonts {
  text: PDFFont;
  bold: PDFFont;
  /** DejaVu Sans (the embedded symbol font), for lines Arimo cannot write (C2C arrows, other scripts). */
  fallback: PDFFont;
}

export interface WrittenPageInput {
  lines: readonly WrappedLine[];
  /** 0 for the first written page. */
  index: number;
  pageNumber: number;
  total: number;
  title: string;
  marginPt: number;
}

/** Draws one written page: the heading (the title on the first page), the page number and the body lines. */
export async function drawWrittenPage(
  page: PDFPage,
  input: WrittenPageInput,
  fonts: WrittenPageFonts,
): Promise<void> {
  const resources = chartPageResources;
  page.node.setFontDictionary(PDFName.of(resources.textFont), fonts.text.ref);
  page.node.setFontDictionary(PDFName.of(resources.boldFont), fonts.bold.ref);
  page.node.setFontDictionary(PDFName.of(resources.symbolFont), fonts.fallback.ref);
  const left = input.marginPt;
  const right = page.getWidth() - input.marginPt;
  const top = page.getHeight() - input.marginPt;
  const at = (x: number, y: number) => `1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm`;
  const content: string[] = ['BT 0 0 0 rg'];
  const heading = input.index === 0 ? writtenHeading : `${writtenHeading} (vervolg)`;
  content.push(`/${resources.boldFont} 16 Tf ${at(left, top - 20)} ${fonts.bold.encodeText(heading)} Tj`);
  const pageText = `Pagina ${input.pageNumber} van ${input.total}`;
  const pageTextX = right - fonts.text.widthOfTextAtSize(pageText, 10);
  content.push(
    `0.2 0.2 0.2 rg /${resources.textFont} 10 Tf ${at(pageTextX, top - 20)} ${fonts.text.encodeText(pageText)} Tj 0 0 0 rg`,
  );
  const title = input.title.trim();
  if (input.index === 0 && title) {
    const fitted = fitText(fonts.bold, title, 12, right - left);
    content.push(`/${resources.boldFont} 12 Tf ${at(left, top - 42)} ${fonts.bold.encodeText(fitted)} Tj`);
  }
  let y = top - headingHeight;
  let shownFont = '';
  const rules: number[] = [];
  for (const line of input.lines) {
    if (line.text !== '') {
      const name =
        line.font === 'fallback' ? resources.symbolFont : line.bold ? resources.boldFont : resources.textFont;
      const font = line.font === 'fallback' ? fonts.fallback : line.bold ? fonts.bold : fonts.text;
      if (name !== shownFont) content.push(`/${name} ${writtenType.size} Tf`);
      shownFont = name;
      // A table line draws each cell at its column; a text line its text at its indent.
      for (const cell of line.cells ?? [{ text: line.text, x: line.indent }])
        content.push(`${at(left + cell.x, y)} ${font.encodeText(cell.text)} Tj`);
    }
    if (line.rule) rules.push(y - 4);
    y -= writtenType.lineHeight;
  }
  content.push('ET');
  // The rule under the table's heading row (drawn outside the text object).
  for (const ruleY of rules)
    content.push(
      `0.4 0.4 0.4 RG 0.5 w ${left.toFixed(2)} ${ruleY.toFixed(2)} m ${right.toFixed(2)} ${ruleY.toFixed(2)} l S`,
    );
  await addRawContent(page, content.join('\n'));
}
