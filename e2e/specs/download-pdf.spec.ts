import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

test.describe('printing a chart as a new user', () => {
  test('draws a 150 × 150 chart in several colours, presses ctrl+P and downloads a PDF tracker apps can read', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=150&rows=150');
    await editor.waitUntilDrawn();
    await expect(page.getByText('150 × 150 steken')).toBeVisible();

    // The whole chart in colour 2, then rectangles in colours 3, 4 and 5.
    await editor.fillThenRectangles('2', [
      ['3', [2, 2], [20, 12]],
      ['4', [5, 15], [30, 25]],
      ['5', [10, 28], [14, 40]],
    ]);

    await page.keyboard.press('Control+p');
    await expect(page).toHaveURL(/\/nl\/c\/new\/download\?fileType=pdf_doc$/);
    const download = new Download(page);
    await expect(download.fileType(/PDF-document/)).toBeChecked();
    await expect(download.pageCount).toBeVisible();
    const pages = Number((await download.pageCount.textContent())?.match(/\d+/)?.[0]);
    expect(pages).toBeGreaterThan(3);

    const saving = page.waitForEvent('download');
    await download.startButton.click();
    const file = await saving;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const path = testInfo.outputPath('chart.pdf');
    await file.saveAs(path);
    await expect(download.dialog.getByText(/is klaar/)).toBeVisible();

    expect(run('pdfinfo', path)).toContain(`Pages:           ${pages}`);
    const font = run('pdffonts', path)
      .split('\n')
      .find((line) => line.startsWith('SteekwerkSymbols'));
    expect(font?.split(/\s+/).slice(-5, -2)).toEqual(['yes', 'no', 'yes']);
    const key = run('pdftotext', '-f', '2', '-l', '2', '-layout', path, '-');
    expect(key).toContain('Sleutel');
    expect(
      key.split('\n').filter((line) => /\d+ (streng|strengen) \(koop \d+\)|\(koop \d+\)/.test(line)),
    ).toHaveLength(4);
    const chartPage = run('pdftotext', '-f', '4', '-l', '4', path, '-');
    // A new chart is a knitting chart: its ruler numbers columns from the right and rows from the bottom.
    expect(chartPage).toMatch(/Kolommen 99–150, Rijen 72–150/);
    expect(chartPage).toContain(`Pagina 4 van ${pages}`);
    expect(pageErrors).toEqual([]);
  });
});
