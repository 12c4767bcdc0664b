import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { FollowPdfScreen } from '../pages/ChartFiles';

/**
 * A pattern PDF whose symbols are ZapfDingbats glyphs without the font embedded (as PCStitch and WinStitch write
 * them): a 12 × 10 chart on page 1, its key in columns on page 2.
 */
async function dingbatsPatternPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const text = await doc.embedFont(StandardFonts.Helvetica);
  const dingbats = await doc.embedFont(StandardFonts.ZapfDingbats);
  const symbols = ['●', '■', '▲'];
  const threads = [
    ['310', 'Black'],
    ['321', 'Red'],
    ['699', 'Green'],
  ];
  const page = doc.addPage([612, 792]);
  const [left, top, pitch, columns, rows] = [60, 700, 24, 12, 10];
  for (let i = 0; i <= columns; i += 1)
    page.drawLine({
      start: { x: left + i * pitch, y: top },
      end: { x: left + i * pitch, y: top - rows * pitch },
      thickness: i % 10 === 0 ? 1.2 : 0.3,
    });
  for (let i = 0; i <= rows; i += 1)
    page.drawLine({
      start: { x: left, y: top - i * pitch },
      end: { x: left + columns * pitch, y: top - i * pitch },
      thickness: i % 10 === 0 ? 1.2 : 0.3,
    });
  page.drawText('10', { x: left + 9 * pitch + 6, y: top + 5, size: 8, font: text });
  page.drawText('10', { x: left - 16, y: top - 10 * pitch + 8, size: 8, font: text });
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      page.drawText(symbols[(column + row) % 3]!, {
        x: left + column * pitch + 6,
        y: top - (row + 1) * pitch + 6,
        size: 14,
        font: dingbats,
      });
  const key = doc.addPage([612, 792]);
  key.drawText('Symbol   Strands   Type   Number   Color', { x: 60, y: 720, size: 10, font: text });
  threads.forEach(([number, name], index) => {
    const y = 696 - index * 18;
    key.drawText(symbols[index]!, { x: 66, y, size: 10, font: dingbats });
    key.drawText('2', { x: 120, y, size: 10, font: text });
    key.drawText('DMC', { x: 160, y, size: 10, font: text });
    key.drawText(number!, { x: 215, y, size: 10, font: text });
    key.drawText(name!, { x: 265, y, size: 10, font: text });
  });
  return Buffer.from(await doc.save());
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a pattern PDF with ZapfDingbats symbols not embedded: pdf.js gets the standard font and draws them in the preview', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/standard_fonts/')) fonts.push(`${response.status()} ${response.url()}`);
  });
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('pdfdingbats'));
  const screen = new FollowPdfScreen(page);
  await screen.goto('/nl');
  await screen.link.click();
  await screen.choose('dingbats.pdf', await dingbatsPatternPdf());
  await expect(screen.found).toBeVisible({ timeout: 30_000 });
  await expect(screen.found).toContainText('12 × 10 steken');
  await expect(screen.firstPage).toBeVisible({ timeout: 30_000 });
  // The Dingbats font's data came from the app's own copy of pdf.js's standard fonts (no 404, no other host).
  expect(
    fonts.some((line) => /^200 .*\/assets\/pdfjs-[\d.]+\/standard_fonts\/FoxitDingbats\.pfb$/.test(line)),
  ).toBe(true);
  // Symbols inside the cells are drawn: dark pixels in a cell's middle, not only the grid lines.
  const inked = await screen.firstPage.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')!;
    const scale = canvas.width / 612;
    const x = Math.round((60 + 12) * scale);
    const y = Math.round((792 - 700 + 12) * scale);
    const size = Math.max(2, Math.round(4 * scale));
    const { data } = context.getImageData(x - size, y - size, size * 2, size * 2);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 100) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(0);
});

test('a stitchcraft PDF (Symbol and ZapfDingbats glyphs, not embedded): its chart page drawn with the standard fonts', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/standard_fonts/')) fonts.push(`${response.status()} ${response.url()}`);
  });
  const pdf = readFileSync(
    join(__dirname, '../../formats/src/patternPdf/fixtures/stitchcraft/stitchcraft-60x20.pdf'),
  );
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('pdfstitchcraft'));
  const screen = new FollowPdfScreen(page);
  await screen.goto('/nl');
  await screen.link.click();
  await screen.choose('stitchcraft.pdf', pdf);
  await expect(screen.found).toContainText('60 × 20 steken', { timeout: 30_000 });
  await screen.found.getByRole('button', { name: 'Toon pagina 4 (de kaart)' }).click();
  const chartPage = screen.found.getByRole('img', { name: 'Pagina 4 van de PDF' });
  await expect(chartPage).toBeVisible({ timeout: 30_000 });
  await chartPage.screenshot({ path: testInfo.outputPath('stitchcraft-page-4.png') });
  expect(fonts.some((line) => /^200 .*\/standard_fonts\/FoxitSymbol\.pfb$/.test(line))).toBe(true);
});
