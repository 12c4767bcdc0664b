import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { Download } from '../pages/Download';
import { WrittenInstructions } from '../pages/WrittenInstructions';

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** A new knitting chart of 16 × 4 whose bottom row repeats 2 of style 1, 2 of style 2 across. */
async function drawRibbing(page: Page): Promise<WrittenInstructions> {
  const editor = new WrittenInstructions(page);
  await editor.gotoNew('?craft=knitting&type=colors&columns=16&rows=4');
  await editor.waitUntilDrawn();
  await editor.style(1).click();
  await editor.dragCells([0, 3], [15, 3]);
  await editor.style(2).click();
  for (const column of [2, 3, 6, 7, 10, 11, 14, 15]) await editor.clickCell(column, 3);
  return editor;
}

const pagesIn = async (download: Download) =>
  Number((await download.pageCount.textContent())?.match(/\d+/)?.[0]);

test.describe('the written instructions in the PDF', () => {
  test('a knitter ticks "Geschreven patroon toevoegen" and gets the rows of the bottom panel as pages of their own', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const editor = await drawRibbing(page);
    await editor.openPanel();
    const firstRow = editor.line(/^Toer 1: /);
    await expect(firstRow).toHaveText(/^Toer 1: 2 \S+, 2 \S+, .* \(16 steken\)$/);
    const rowText = (await firstRow.textContent())!;

    await page.keyboard.press('Control+p');
    const download = new Download(page);
    await expect(download.fileType(/PDF-document/)).toBeChecked();
    await expect(download.writtenPages).not.toBeChecked();
    await expect(download.pageCount).toBeVisible();
    const without = await pagesIn(download);
    await download.writtenPages.check();
    await expect(download.pageCount).toHaveText(`Het bestand krijgt ${without + 1} pagina’s.`);

    const saving = page.waitForEvent('download');
    await download.startButton.click();
    const file = await saving;
    const path = testInfo.outputPath('written.pdf');
    await file.saveAs(path);
    await expect(download.dialog.getByText(/is klaar/)).toBeVisible();

    const pages = without + 1;
    expect(run('pdfinfo', path)).toContain(`Pages:           ${pages}`);
    const written = run('pdftotext', '-f', String(pages), '-l', String(pages), path, '-');
    expect(written).toContain('Geschreven patroon');
    expect(written).toContain(`Pagina ${pages} van ${pages}`);
    // Styles named by their colour need no key of abbreviations ("Afkortingen" is tested in formats).
    expect(written.replace(/\s+/g, ' ')).toContain(rowText);
    const lastChartPage = run('pdftotext', '-f', String(pages - 1), '-l', String(pages - 1), path, '-');
    expect(lastChartPage).toContain(`Pagina ${pages - 1} van ${pages}`);
    expect(lastChartPage).not.toContain('Geschreven patroon');

    // The choice is remembered: the download screen opened again has it ticked.
    await page.getByRole('button', { name: 'Terug naar de chart' }).click();
    await expect(download.dialog).toBeHidden();
    await page.keyboard.press('Control+p');
    await expect(download.writtenPages).toBeChecked();
    expect(pageErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the box is on screen, big enough to tap, and counts the page', async ({ page }) => {
      const editor = new WrittenInstructions(page);
      await editor.gotoNew('?craft=knitting&type=colors&columns=16&rows=4');
      await editor.waitUntilDrawn();
      await editor.dragCells([0, 3], [15, 3]);
      await page.keyboard.press('Control+p');
      const download = new Download(page);
      await expect(download.pageCount).toBeVisible();
      const without = await pagesIn(download);
      const label = download.writtenPagesLabel;
      await label.scrollIntoViewIfNeeded();
      const box = await label.boundingBox();
      expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await label.click();
      await expect(download.writtenPages).toBeChecked();
      await expect(download.pageCount).toHaveText(`Het bestand krijgt ${without + 1} pagina’s.`);
    });
  });
});
