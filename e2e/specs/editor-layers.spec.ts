/**
 * Layers of a grid chart (issue 27) as a new user: add a layer, draw on it, hide it (its cells disappear), export
 * (the one-pixel-per-cell PNG shows only visible layers, the Steekwerk file keeps both), reload (the layers are
 * still there, the hidden one still hidden), show it again. And on a phone-sized screen the layers sheet works.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';

/** The palette index of one pixel of an indexed PNG written by Steekwerk (filters None, Sub and Up only). */
function pixelIndexAt(png: Buffer, x: number, y: number): number {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rows: Uint8Array[] = [];
  for (let row = 0; row < height; row += 1) {
    const filter = raw[row * (width + 1)]!;
    const line = new Uint8Array(raw.subarray(row * (width + 1) + 1, (row + 1) * (width + 1)));
    for (let index = 0; index < width; index += 1) {
      if (filter === 1 && index > 0) line[index] = (line[index]! + line[index - 1]!) & 255;
      if (filter === 2 && row > 0) line[index] = (line[index]! + rows[row - 1]![index]!) & 255;
    }
    rows.push(line);
  }
  return rows[y]![x]!;
}

async function downloadFile(page: Page, download: Download, path: string): Promise<void> {
  const saving = page.waitForEvent('download');
  await download.startButton.click();
  await (await saving).saveAs(path);
  await expect(download.dialog.getByText(/is klaar/)).toBeVisible();
}

test.describe('layers of a grid chart', () => {
  test('a new user adds a layer, draws on it, hides it, exports only what shows, and finds it after a reload', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('lagen'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=20');
    await editor.waitUntilDrawn();
    await editor.fillThenRectangles('2', [['3', [2, 2], [6, 6]]]);
    const [background, square] = await editor.cellColours([
      [10, 10],
      [3, 3],
    ]);

    // A second layer, chosen at once; a rectangle drawn on it covers the first layer.
    await page.getByRole('tab', { name: 'Lagen' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Lagen' });
    await panel.getByRole('button', { name: 'Laag toevoegen' }).click();
    await expect(panel.getByRole('button', { name: 'Laag Laag 2 kiezen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await panel.getByRole('button', { name: 'Hernoemen' }).first().click();
    await panel.getByLabel('Nieuwe naam voor Laag 2').fill('Motief');
    await panel.getByLabel('Nieuwe naam voor Laag 2').press('Enter');
    await expect(panel.getByRole('button', { name: 'Laag Motief kiezen' })).toBeVisible();
    await page.getByRole('tab', { name: 'Palet' }).click();
    await editor.style(4).click();
    const motif = (await editor.style(4).getAttribute('data-colour')) ?? '';
    await editor.dragCells([8, 8], [12, 12]);
    await expect
      .poll(() =>
        editor.cellColours([
          [10, 10],
          [3, 3],
          [15, 15],
        ]),
      )
      .toEqual([motif, square, background]);
    await page.getByRole('tab', { name: 'Lagen' }).click();
    await page.screenshot({ path: testInfo.outputPath('layers-drawn.png') });

    // Hidden: the first layer shows through where the motif was.
    await panel.getByRole('checkbox', { name: 'Motief zichtbaar' }).uncheck();
    await expect.poll(() => editor.cellColours([[10, 10]])).toEqual([background]);
    await expect(panel.getByText('verborgen', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('layers-hidden.png') });
    await editor.waitUntilSaved();

    // Exports: the pixel PNG has the background in the motif's cells; the Steekwerk file keeps both layers.
    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(/\/download/);
    const download = new Download(page);
    await download.fileType(/1 pixel per steek/).check();
    const pngPath = testInfo.outputPath('pixels.png');
    await downloadFile(page, download, pngPath);
    const png = readFileSync(pngPath);
    expect(pixelIndexAt(png, 10, 10)).toBe(2);
    expect(pixelIndexAt(png, 3, 3)).toBe(3);
    await download.fileType(/Steekwerk-bestand/).check();
    const jsonPath = testInfo.outputPath('chart.json');
    await downloadFile(page, download, jsonPath);
    const file = JSON.parse(readFileSync(jsonPath, 'utf8')) as {
      chart: { layers: { items: Array<{ title: string; visible: boolean; rows?: string }> } };
    };
    expect(file.chart.layers.items.map((layer) => [layer.title, layer.visible])).toEqual([
      ['Laag 1', true],
      ['Motief', false],
    ]);
    expect(file.chart.layers.items[1]!.rows).toMatch(/^1:/);
    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .getByRole('link', { name: 'Naamloos' })
      .click();
    await expect(download.dialog).toHaveCount(0);
    await editor.waitUntilSaved();

    // After a reload the layers are there, the motif still hidden; shown again, its cells are back.
    await page.reload();
    await editor.waitUntilDrawn();
    await expect.poll(() => editor.cellColours([[10, 10]])).toEqual([background]);
    await page.getByRole('tab', { name: 'Lagen' }).click();
    await expect(panel.getByRole('checkbox', { name: 'Motief zichtbaar' })).not.toBeChecked();
    await panel.getByRole('checkbox', { name: 'Motief zichtbaar' }).check();
    await expect
      .poll(() =>
        editor.cellColours([
          [10, 10],
          [3, 3],
        ]),
      )
      .toEqual([motif, square]);
    // Undo (the toolbar's button: the checkbox keeps the keyboard focus) hides it again.
    await editor.toolbar.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect.poll(() => editor.cellColours([[10, 10]])).toEqual([background]);
    expect(pageErrors).toEqual([]);
  });

  test.describe('on a phone-sized screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the layers sheet adds, chooses and hides layers with finger-sized buttons', async ({
      page,
    }, testInfo) => {
      const editor = new Editor(page);
      await editor.gotoNew('?columns=20&rows=20');
      await editor.waitUntilDrawn();
      await page.getByRole('tab', { name: 'Lagen' }).click();
      const sheet = page.getByRole('tabpanel', { name: 'Lagen' });
      await sheet.getByRole('button', { name: 'Laag toevoegen' }).click();
      const choose = sheet.getByRole('button', { name: 'Laag Laag 1 kiezen' });
      await choose.click();
      await expect(choose).toHaveAttribute('aria-pressed', 'true');
      const box = await sheet.getByRole('button', { name: 'Laag 2 omhoog' }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(36);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath('layers-phone.png') });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tabpanel')).toHaveCount(0);
    });
  });
});
