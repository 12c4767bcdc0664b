import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { cellsOf } from '../chart/testing/sampleChart';
import { readPatternPdf } from './readPatternPdf';

/** The symbols of a chart that draws them as shapes: centre (x, y) and size s in points. */
const shapes: Array<(page: PDFPage, x: number, y: number, s: number) => void> = [
  // 1: a filled circle (Bézier curves)
  (page, x, y, s) => page.drawCircle({ x, y, size: s * 0.35, color: rgb(0, 0, 0) }),
  // 2: a filled triangle pointing up
  (page, x, y, s) =>
    page.drawSvgPath(`M 0 ${-s * 0.35} L ${s * 0.35} ${s * 0.35} L ${-s * 0.35} ${s * 0.35} Z`, {
      x,
      y,
      color: rgb(0, 0, 0),
    }),
  // 3: a cross of two stroked lines
  (page, x, y, s) => {
    const d = s * 0.3;
    page.drawLine({ start: { x: x - d, y: y - d }, end: { x: x + d, y: y + d }, thickness: s * 0.08 });
    page.drawLine({ start: { x: x - d, y: y + d }, end: { x: x + d, y: y - d }, thickness: s * 0.08 });
  },
  // 4: a square outline
  (page, x, y, s) =>
    page.drawRectangle({
      x: x - s * 0.3,
      y: y - s * 0.3,
      width: s * 0.6,
      height: s * 0.6,
      borderColor: rgb(0, 0, 0),
      borderWidth: s * 0.08,
    }),
  // 5: a filled diamond
  (page, x, y, s) =>
    page.drawSvgPath(`M 0 ${-s * 0.38} L ${s * 0.3} 0 L 0 ${s * 0.38} L ${-s * 0.3} 0 Z`, {
      x,
      y,
      color: rgb(0, 0, 0),
    }),
];
const threads = [
  ['310', 'Black'],
  ['321', 'Red'],
  ['699', 'Green'],
  ['797', 'Royal Blue'],
  ['B5200', 'Snow White'],
] as const;

const columns = 25;
const rows = 20;
const styleAt = (column: number, row: number) => (column * 3 + row * 5 + Math.floor(row / 4)) % 6;

/** A black-and-white chart whose symbols are shapes, numbers every 10, and a key page drawing the same shapes larger. */
async function vectorPattern(withKey = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Vormenpatroon');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const chart = doc.addPage([595, 842]);
  const pitch = 12;
  const left = 60;
  const top = 760;
  for (let column = 0; column <= columns; column += 1) {
    const x = left + column * pitch;
    chart.drawLine({
      start: { x, y: top },
      end: { x, y: top - rows * pitch },
      thickness: column % 10 === 0 ? 1 : 0.4,
    });
    if (column % 10 === 0 && column > 0)
      chart.drawText(String(column), { x: x - pitch / 2 - 5, y: top + 4, size: 7, font });
  }
  for (let row = 0; row <= rows; row += 1) {
    const y = top - row * pitch;
    chart.drawLine({
      start: { x: left, y },
      end: { x: left + columns * pitch, y },
      thickness: row % 10 === 0 ? 1 : 0.4,
    });
    if (row % 10 === 0 && row > 0)
      chart.drawText(String(row), { x: left - 14, y: y + pitch / 2 - 2.5, size: 7, font });
  }
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const style = styleAt(column, row);
      if (style === 0) continue;
      shapes[style - 1]!(chart, left + (column + 0.5) * pitch, top - (row + 0.5) * pitch, pitch);
    }
  }
  if (!withKey) return doc.save();
  const key = doc.addPage([595, 842]);
  key.drawText('Sleutel', { x: 60, y: 780, size: 14, font });
  threads.forEach(([number, name], index) => {
    const y = 740 - index * 24;
    shapes[index]!(key, 72, y + 4, 16);
    key.drawText(`DMC ${number}`, { x: 100, y, size: 10, font });
    key.drawText(name, { x: 170, y, size: 10, font });
  });
  return doc.save();
}

describe('symbols drawn as vector shapes', () => {
  it('matches each cell’s shape to the key’s shapes; the DMC table gives the colours', async () => {
    const { state, report } = await readPatternPdf(await vectorPattern());
    expect(report).toMatchObject({ columns, rows, chartPages: [1], keyEntries: 5, threads: 5, missing: [] });
    const byStyle = new Map(state.palette.styles.map((style) => [style.styleId, style]));
    const expected: string[] = [];
    for (let row = 0; row < rows; row += 1)
      for (let column = 0; column < columns; column += 1) {
        const style = styleAt(column, row);
        expected.push(style ? `DMC ${threads[style - 1]![0]}` : '');
      }
    const read = [...cellsOf(state)].map((styleId) =>
      styleId ? byStyle.get(styleId)!.description.split(' ').slice(0, 2).join(' ') : '',
    );
    expect(read).toEqual(expected);
    expect(report.stitches).toBe(expected.filter(Boolean).length);
    // No swatch in the key: the colours come from the DMC table.
    const red = state.palette.styles.find((style) => style.productId === 'dmc-321')!;
    expect(red).toMatchObject({ description: 'DMC 321 Red', colorBackground: '#c72b3b' });
    expect(state.palette.styles.find((style) => style.productId === 'dmc-b5200')!.colorBackground).toBe(
      '#ffffff',
    );
  }, 60_000);

  it('without a key, each shape is a symbol of its own and the report says the key is missing', async () => {
    const { state, report } = await readPatternPdf(await vectorPattern(false));
    expect(report).toMatchObject({ columns, rows, keyEntries: 0, threads: 5 });
    expect(report.missing).toEqual(['Er is geen sleutel gevonden: de kleuren zijn geschat uit de kaart.']);
    expect(state.palette.styles.map((style) => style.description).sort()).toEqual([
      'Vorm 1',
      'Vorm 2',
      'Vorm 3',
      'Vorm 4',
      'Vorm 5',
    ]);
  }, 60_000);
});
