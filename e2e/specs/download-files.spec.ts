import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection } from '../pages/ChartFiles';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';

/** Cells in each colour of the drawing below, and the background. */
const probes: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [3, 3],
  [20, 12],
  [6, 16],
  [12, 30],
  [35, 35],
];

/** A 40 × 40 chart: all in colour 2, then rectangles in colours 3, 4 and 5. */
async function drawChart(page: Page, editor: Editor): Promise<void> {
  await editor.gotoNew('?columns=40&rows=40');
  await editor.waitUntilDrawn();
  await expect(page.getByText('40 × 40 steken')).toBeVisible();
  await editor.fillThenRectangles('2', [
    ['3', [2, 2], [20, 12]],
    ['4', [5, 15], [30, 25]],
    ['5', [10, 28], [14, 36]],
  ]);
}

/** Downloads the chosen file type from the open download screen and returns the file's path. */
async function downloadFile(page: Page, download: Download, path: string): Promise<{ name: string }> {
  const saving = page.waitForEvent('download');
  await download.startButton.click();
  const file = await saving;
  await file.saveAs(path);
  await expect(download.dialog.getByText(/is klaar/)).toBeVisible();
  return { name: file.suggestedFilename() };
}

/** Imports a file from the create screen and waits for the new chart's editor. */
async function importFile(page: Page, name: string, path: string): Promise<Editor> {
  const section = new ChartFileImportSection(page);
  await section.open();
  await section.choose(name, readFileSync(path));
  await expect(page).toHaveURL(/\/nl\/c\/(?!new)/, { timeout: 30_000 });
  const editor = new Editor(page);
  await editor.waitUntilDrawn();
  await expect(page.getByText('40 × 40', { exact: false }).first()).toBeVisible();
  return editor;
}

test.describe('downloading a chart as PNG, OXS and Steekwerk file', () => {
  test('a new user draws a chart, downloads a PNG of the chosen size, and exports OXS and JSON that import as the same chart', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('bestanden'));
    const editor = new Editor(page);
    await drawChart(page, editor);
    await editor.showColoursOnly();
    const original = await editor.cellColours(probes);
    expect(new Set(original).size).toBe(4);

    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(/\/download/);
    const download = new Download(page);

    // The PNG as seen, 800 pixels wide without a legend: the file's header says so.
    // The spec's default file type: the PNG as seen.
    await expect(download.fileType(/zoals je hem ziet/)).toBeChecked();
    await expect(download.dialog.getByLabel('Papierformaat')).toHaveCount(0);
    await download.dialog.getByLabel('Grootte').fill('800');
    await download.dialog.getByLabel('Legenda').selectOption('Geen legenda');
    const pngPath = testInfo.outputPath('chart.png');
    const png = await downloadFile(page, download, pngPath);
    expect(png.name).toMatch(/\.png$/);
    const bytes = readFileSync(pngPath);
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(800);
    expect(bytes.readUInt32BE(20)).toBe(800);

    // A size the writer cannot make is refused before exporting.
    await download.dialog.getByLabel('Grootte').fill('20');
    await expect(download.dialog.getByRole('alert')).toContainText(
      'kies een grootte van 64 tot 20000 pixels',
    );
    await expect(download.startButton).toBeDisabled();
    await download.dialog.getByLabel('Grootte').fill('2000');

    // One pixel per cell.
    await download.fileType(/1 pixel per steek/).check();
    const pixelPath = testInfo.outputPath('pixels.png');
    await downloadFile(page, download, pixelPath);
    const pixels = readFileSync(pixelPath);
    expect([pixels.readUInt32BE(16), pixels.readUInt32BE(20)]).toEqual([40, 40]);

    // OXS and the Steekwerk file: no settings to fill in.
    await download.fileType(/OXS-bestand/).check();
    await expect(download.dialog.getByText('Dit bestandstype heeft geen instellingen.')).toBeVisible();
    const oxsPath = testInfo.outputPath('chart.oxs');
    expect((await downloadFile(page, download, oxsPath)).name).toMatch(/\.oxs$/);
    expect(readFileSync(oxsPath, 'utf8')).toContain('<chart>');
    await download.fileType(/Steekwerk-bestand/).check();
    const jsonPath = testInfo.outputPath('chart.json');
    expect((await downloadFile(page, download, jsonPath)).name).toMatch(/\.json$/);

    // Back to the chart by its breadcrumb: it is saved before the user goes elsewhere (a reload with unsaved changes
    // asks first, and a test cannot answer that question).
    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .getByRole('link', { name: 'Naamloos' })
      .click();
    await expect(download.dialog).toHaveCount(0);
    await editor.waitUntilSaved();

    // Both import again from the create screen as a new chart with the same colours in the same cells.
    const fromOxs = await importFile(page, 'chart.oxs', oxsPath);
    // OXS has no display settings: the imported chart shows its symbols until told otherwise.
    await fromOxs.showColoursOnly();
    await expect.poll(() => fromOxs.cellColours(probes)).toEqual(original);
    await fromOxs.waitUntilSaved();
    const fromJson = await importFile(page, 'chart.json', jsonPath);
    await expect.poll(() => fromJson.cellColours(probes)).toEqual(original);
    expect(pageErrors).toEqual([]);
  });
});
