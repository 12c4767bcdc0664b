import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { cellsOf } from '../chart/testing/sampleChart';
import { readPatternPdf } from './readPatternPdf';

/**
 * An imitation, not a real program's file: the layout PCStitch and WinStitch document for their "Pattern Keeper"
 * exports — every symbol a glyph of a symbol font whose codes are not the symbols' own (ZapfDingbats: "l" draws ●),
 * the chart over pages with 2 rows and columns of overlap, numbers every 10, and the key on the last page in columns
 * "symbol | strands | type | number | colour name", black and white (no swatches).
 */
const symbols = ['●', '■', '▲', '◆', '★', '✓'];
const threads = [
  ['DMC', '310', 'Black'],
  ['DMC', '321', 'Red'],
  ['DMC', '699', 'Green'],
  ['Anchor', '403', 'Black'],
  ['DMC', 'B5200', 'Snow White'],
  ['DMC', '3865', 'Winter White'],
] as const;
const columns = 45;
const rows = 56;
const perPage = 30;
const overlap = 2;
const styleAt = (column: number, row: number) => (column * 2 + row * 3 + Math.floor(column / 7)) % 7;

async function pcStitchLike(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const text = await doc.embedFont(StandardFonts.Helvetica);
  const dingbats = await doc.embedFont(StandardFonts.ZapfDingbats);
  doc
    .addPage([612, 792])
    .drawText('Imitation of a PCStitch pattern', { x: 72, y: 700, size: 18, font: text });
  const pitch = 16;
  const starts = (total: number) => {
    const out: number[] = [];
    for (let start = 0; start < total; start += perPage - overlap) {
      out.push(start);
      if (start + perPage >= total) break;
    }
    return out;
  };
  for (const firstRow of starts(rows)) {
    for (const firstColumn of starts(columns)) {
      const page = doc.addPage([612, 792]);
      const pageColumns = Math.min(perPage, columns - firstColumn);
      const pageRows = Math.min(perPage, rows - firstRow);
      const left = 60;
      const top = 740;
      for (let i = 0; i <= pageColumns; i += 1) {
        const x = left + i * pitch;
        const bold = (firstColumn + i) % 10 === 0;
        page.drawLine({
          start: { x, y: top },
          end: { x, y: top - pageRows * pitch },
          thickness: bold ? 1.2 : 0.3,
        });
      }
      for (let i = 0; i <= pageRows; i += 1) {
        const y = top - i * pitch;
        const bold = (firstRow + i) % 10 === 0;
        page.drawLine({
          start: { x: left, y },
          end: { x: left + pageColumns * pitch, y },
          thickness: bold ? 1.2 : 0.3,
        });
      }
      // Numbers every 10, over the 10th column and beside the 10th row.
      for (let i = 0; i < pageColumns; i += 1) {
        const number = firstColumn + i + 1;
        if (number % 10 === 0)
          page.drawText(String(number), { x: left + i * pitch + 3, y: top + 5, size: 8, font: text });
      }
      for (let i = 0; i < pageRows; i += 1) {
        const number = firstRow + i + 1;
        if (number % 10 === 0)
          page.drawText(String(number), { x: left - 16, y: top - (i + 1) * pitch + 5, size: 8, font: text });
      }
      for (let row = 0; row < pageRows; row += 1) {
        for (let column = 0; column < pageColumns; column += 1) {
          const style = styleAt(firstColumn + column, firstRow + row);
          if (style === 0) continue;
          page.drawText(symbols[style - 1]!, {
            x: left + column * pitch + 4,
            y: top - (row + 1) * pitch + 4,
            size: 10,
            font: dingbats,
          });
        }
      }
    }
  }
  const key = doc.addPage([612, 792]);
  key.drawText('Symbol   Strands   Type   Number   Color', { x: 60, y: 720, size: 10, font: text });
  threads.forEach(([brand, number, name], index) => {
    const y = 696 - index * 18;
    key.drawText(symbols[index]!, { x: 66, y, size: 10, font: dingbats });
    key.drawText('2', { x: 120, y, size: 10, font: text });
    key.drawText(brand, { x: 160, y, size: 10, font: text });
    key.drawText(number, { x: 215, y, size: 10, font: text });
    key.drawText(name, { x: 265, y, size: 10, font: text });
  });
  return doc.save();
}

describe('an imitated PCStitch/WinStitch layout (symbol font, overlap 2, key last in columns)', () => {
  it('reads the chart once, overlap counted once, threads and strands from the key', async () => {
    const { state, report } = await readPatternPdf(await pcStitchLike());
    expect(report).toMatchObject({ columns, rows, keyEntries: 6, threads: 6, missing: [] });
    expect(report.chartPages).toEqual([2, 3, 4, 5]);
    const byStyle = new Map(state.palette.styles.map((style) => [style.styleId, style]));
    const expected: string[] = [];
    for (let row = 0; row < rows; row += 1)
      for (let column = 0; column < columns; column += 1) {
        const style = styleAt(column, row);
        expected.push(style ? `${threads[style - 1]![0]} ${threads[style - 1]![1]}` : '');
      }
    const read = [...cellsOf(state)].map((styleId) =>
      styleId ? byStyle.get(styleId)!.description.split(' ').slice(0, 2).join(' ') : '',
    );
    expect(read).toEqual(expected);
    expect(report.stitches).toBe(expected.filter(Boolean).length);
    const black = state.palette.styles.find((style) => style.productId === 'dmc-310')!;
    expect(black).toMatchObject({ description: 'DMC 310 Black', colorBackground: '#000000' });
    // Anchor named in the key: its colour from the Anchor table.
    const anchor = state.palette.styles.find((style) => style.description === 'Anchor 403 Black')!;
    expect(anchor).toMatchObject({ abbreviation: '403', productId: '', colorBackground: '#000103' });
  }, 60_000);
});
