import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** A ruler strip: `data-labels` lists the drawn "index:number" pairs (index 0 = the left column or top row). */
const strip = (page: Page, axis: 'rows' | 'columns', side: 'start' | 'end') =>
  page.locator(`canvas.ruler--${axis}.ruler--${side}`);

/** Opens the "Liniaal" tab (on a phone it opens the bottom sheet). */
async function openRulerScreen(page: Page) {
  await page.getByRole('tab', { name: 'Liniaal' }).click();
  await expect(page.getByRole('heading', { name: 'Liniaal' })).toBeVisible();
}

const preset = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

test.describe('rulers as a new user', () => {
  test('switches ruler presets on a knitting chart and sees the numbers move', async ({ page }, testInfo) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const editor = new Editor(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=20&rows=12');
    await editor.waitUntilDrawn();
    // Knitting reads from the bottom right: the top row is 12, the leftmost column 20, numbers on all sides.
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:12 1:11 /);
    await expect(strip(page, 'rows', 'start')).toHaveAttribute('data-labels', /^0:12 /);
    await expect(strip(page, 'columns', 'end')).toHaveAttribute('data-labels', /^0:20 /);

    await openRulerScreen(page);
    await preset(page, 'Alleen goede kant (1, 3, 5 …)').click();
    await expect(preset(page, 'Alleen goede kant (1, 3, 5 …)')).toHaveAttribute('aria-pressed', 'true');
    // Right-side rows only: 1, 3, 5 … from the bottom, on the right only.
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:23 1:21 2:19 /);
    await expect(strip(page, 'rows', 'start')).toBeHidden();

    await preset(page, 'Twee kleuren').click();
    // Two rows per number, on the first (lower) row of each pair.
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', '1:6 3:5 5:4 7:3 9:2 11:1');
    await page.screenshot({ path: testInfo.outputPath('knitting-two-colours.png') });

    await preset(page, 'Geen nummers').click();
    await expect(page.locator('canvas.ruler:visible')).toHaveCount(0);
    await editor.tool('Ongedaan maken').click();
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', '1:6 3:5 5:4 7:3 9:2 11:1');

    // One setting: start at 0.
    await preset(page, 'Rondbreien').click();
    const start = page.getByLabel('Beginnummer');
    await start.fill('0');
    await start.press('Enter');
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:11 1:10 /);
    await start.fill('x');
    await start.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Vul een heel getal in' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('knitting-round-start-0.png') });
    expect(pageErrors).toEqual([]);
  });

  test('a cross-stitch chart counts from the top left on screen and in the PDF', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&columns=30&rows=20');
    await editor.waitUntilDrawn();
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:1 1:2 /);
    await expect(strip(page, 'columns', 'end')).toHaveAttribute('data-labels', /^0:1( |$)/);
    await openRulerScreen(page);
    await expect(page.getByText(/geen voorinstellingen/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('cross-stitch.png') });

    await editor.fillThenRectangles('2', [['3', [2, 2], [10, 8]]]);
    await page.keyboard.press('Control+p');
    const download = new Download(page);
    await expect(download.pageCount).toBeVisible();
    const saving = page.waitForEvent('download');
    await download.startButton.click();
    const path = testInfo.outputPath('cross-stitch.pdf');
    await (await saving).saveAs(path);
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', path))?.[1]);
    const chartPage = run('pdftotext', '-f', String(pages), '-l', String(pages), '-layout', path, '-');
    expect(chartPage).toContain('Kolommen 1–30, Rijen 1–20');
    // Row numbers down the left edge: 1 on the top row, then 10 and 20 (a knitting chart would start with 20).
    const rowNumbers = chartPage
      .split('\n')
      .map((line) => /^\s*(\d+) \S/.exec(line)?.[1])
      .filter(Boolean);
    expect(rowNumbers).toEqual(['1', '10', '20']);
    // Column numbers along the top: 1, 10, 20, 30 left to right.
    expect(chartPage).toMatch(/^\s*1\s+10\s+20\s+30\s*$/m);
  });

  test('changing the craft moves the numbers to the new craft’s corner, and undo moves them back', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=20&rows=12');
    await editor.waitUntilDrawn();
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:12 1:11 /);
    await page.getByRole('tab', { name: 'Chart', exact: true }).click();
    await page.getByLabel('Handwerkvorm').selectOption({ label: 'Borduren' });
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:1 1:2 /);
    await expect(strip(page, 'columns', 'end')).toHaveAttribute('data-labels', /^0:1( |$)/);
    await editor.tool('Ongedaan maken').click();
    await expect(page.getByLabel('Handwerkvorm')).toHaveValue('knitting');
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:12 1:11 /);
  });

  test('a preset is saved with the chart: a reload keeps its numbers and directions', async ({ page }) => {
    test.setTimeout(90_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('liniaal'));
    const editor = new Editor(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=20&rows=12');
    await editor.waitUntilDrawn();
    await editor.clickCell(3, 3);
    const chartId = await editor.waitUntilSaved();
    await openRulerScreen(page);
    await preset(page, 'Rondbreien').click();
    await expect(strip(page, 'rows', 'start')).toBeHidden();
    // The server keeps the ruler and the two directions of the preset.
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/nl/ajax/chart/get/${chartId}?s=e2e-ruler-check&v=19`);
          const body = (await response.json()) as {
            state: { grid: { settings: { ruler: { vertical: string }; direction2: string } } };
          };
          const settings = body.state.grid.settings;
          return `${settings.ruler.vertical} ${settings.direction2}`;
        },
        { timeout: 20_000 },
      )
      .toBe('onlyRight rightToLeft');
    await page.reload();
    await editor.waitUntilDrawn();
    await openRulerScreen(page);
    await expect(preset(page, 'Rondbreien')).toHaveAttribute('aria-pressed', 'true');
    await expect(strip(page, 'rows', 'start')).toBeHidden();
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:12 /);
  });

  test('shows the rulers in a read-only view when the setting asks for it', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('steekwerk.settings', JSON.stringify({ rulerAlwaysVisible: true })),
    );
    const editor = new Editor(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=20&rows=12');
    await editor.waitUntilDrawn();
    await editor.tool('Bekijken').click();
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /^0:12 /);
  });

  test('works on a phone, where charts are read only: the Liniaal sheet shows the presets and the numbers', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem('steekwerk.settings', JSON.stringify({ rulerAlwaysVisible: true })),
    );
    const editor = new Editor(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=20&rows=12');
    await editor.waitUntilDrawn();
    await expect(strip(page, 'rows', 'end')).toHaveAttribute('data-labels', /(^| )11:1$/);
    await openRulerScreen(page);
    // A new knitting chart has the default ruler and works every row from the right: "Gedetailleerde chart".
    await expect(preset(page, 'Gedetailleerde chart')).toHaveAttribute('aria-pressed', 'true');
    await expect(preset(page, 'Rondbreien')).toBeDisabled();
    await expect(page.getByLabel('Beginnummer')).toBeDisabled();
    const box = await page.getByRole('tabpanel', { name: 'Liniaal' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('phone-sheet.png') });
    await context.close();
  });
});
