/**
 * Round guides and the chart's size in a freeform crochet chart (issue 29, lane ffguide2): the guide's centre is
 * dragged by its handle and typed in the panel, a second guide ("Motief 2") is added and picked, clicks snap to the
 * motif they are near; the Chart tab changes the size and the background colour (drawn on the canvas, saved), refuses
 * a size below the stitches in Dutch and sends a free user beyond 500 units to the premium offer.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';
import { freeformArea, freeformPointOf } from '../pages/FreeformSelection';

/** The canvas's colour (#rrggbb) at a point of the chart (units). */
async function canvasColourAt(page: Page, area: Locator, x: number, y: number): Promise<string> {
  const at = await freeformPointOf(area, x, y);
  return page.evaluate((point) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.grid-viewport__canvas')!;
    const bounds = canvas.getBoundingClientRect();
    const scale = canvas.width / bounds.width;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(
      Math.round((point.x - bounds.left) * scale),
      Math.round((point.y - bounds.top) * scale),
      1,
      1,
    );
    return `#${[data[0]!, data[1]!, data[2]!].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  }, at);
}

/** The colour (#rrggbb) of a pixel of a PNG file, decoded by the browser. */
async function pngColourAt(page: Page, path: string, x: number, y: number): Promise<string> {
  const data = readFileSync(path).toString('base64');
  return page.evaluate(
    async ({ data, x, y }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixel = context.getImageData(x, y, 1, 1).data;
      return `#${[pixel[0]!, pixel[1]!, pixel[2]!].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    },
    { data, x, y },
  );
}

test('a crocheter moves a round guide, works on two motifs, and sets the size and background', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/nl');
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('toerengids2'));
  await page.goto('/nl/c/new?craft=crochetFreeform');
  const area = freeformArea(page);
  await expect(area).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const editor = new Editor(page);

  // Motif 1: added, its centre dragged from the middle (250, 250) to (150, 150) by its handle.
  await page.getByText('Toerengids', { exact: true }).click();
  await page.getByRole('button', { name: 'Toerengids toevoegen' }).click();
  const handle = page.getByRole('button', { name: /Midden van de toerengids/ });
  await expect(handle).toHaveAttribute('data-guide-centre', '250,250');
  const from = await freeformPointOf(area, 250, 250);
  const to = await freeformPointOf(area, 150, 150);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByLabel('Midden x')).toHaveValue('150');
  await expect(page.getByLabel('Midden y')).toHaveValue('150');
  await expect(page.locator('[data-guide-centre]')).toHaveAttribute('data-guide-centre', '150,150');

  // Motif 2: added and placed by typing its centre.
  await page.getByRole('button', { name: 'Toerengids toevoegen' }).click();
  const picker = page.getByLabel('Gids', { exact: true });
  await expect(picker.locator('option')).toHaveText(['Motief 1', 'Motief 2']);
  await expect(picker).toHaveValue('2');
  await page.getByLabel('Midden x').fill('350');
  await page.getByLabel('Midden x').press('Enter');
  await page.getByLabel('Midden y').fill('350');
  await page.getByLabel('Midden y').press('Enter');
  await expect(page.locator('svg.round-guide g[data-chosen="true"]')).toHaveAttribute('data-guide', '2');
  await expect(page.locator('svg.round-guide g[data-guide="1"]')).toHaveAttribute('data-chosen', 'false');

  // Clicks snap to the motif they are near: round 1 of motif 1, round 2 of motif 2 (6 copies each).
  await editor.tool('Steek plaatsen').click();
  await editor.style(5).click();
  for (const [x, y] of [
    [151, 129],
    [352, 311],
  ] as const) {
    const point = await freeformPointOf(area, x, y);
    await page.mouse.click(point.x, point.y);
  }
  await expect(page.locator('[data-symbol-count]')).toHaveAttribute('data-symbol-count', '12');
  const counts = page.getByRole('list', { name: 'Toerengids' });
  await expect(counts).toContainText('Toer 2: 6 steken');
  await picker.selectOption({ label: 'Motief 1' });
  await expect(page.locator('svg.round-guide g[data-chosen="true"]')).toHaveAttribute('data-guide', '1');
  await expect(counts).toContainText('Toer 1: 6 steken');
  await expect(page.getByLabel('Midden x')).toHaveValue('150');
  await page.screenshot({ path: testInfo.outputPath('two-motifs.png') });

  // The Chart tab: size and background.
  await page.getByRole('tab', { name: 'Chart' }).click();
  const width = page.getByLabel('Breedte (eenheden)');
  const height = page.getByLabel('Hoogte (eenheden)');
  await expect(width).toHaveValue('500');
  await expect(height).toHaveValue('500');
  await expect(page.getByText('Tot 500 × 500 eenheden met je account.')).toBeVisible();
  // Motif 2's round 2 reaches to about 400: 300 is too small, and says so.
  await width.fill('300');
  await width.press('Enter');
  await expect(page.getByText(/^Er staan steken tot \d+ × \d+ eenheden\. Kies minstens/)).toBeVisible();
  await expect(width).toHaveValue('500');
  await height.fill('450');
  await height.press('Enter');
  await expect(page.locator('[data-symbol-count]')).toContainText('500 × 450 eenheden');
  const background = page.getByLabel('Achtergrondkleur');
  await background.fill('#fff0d8');
  await expect.poll(() => canvasColourAt(page, area, 30, 420)).toBe('#fff0d8');
  await page.screenshot({ path: testInfo.outputPath('background.png') });
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(background).toHaveValue('#ffffff');
  await expect.poll(() => canvasColourAt(page, area, 30, 420)).toBe('#ffffff');
  await page.getByRole('button', { name: 'Opnieuw' }).click();
  await expect(background).toHaveValue('#fff0d8');

  // Saved: a reload brings the size, background and both guides back.
  const chartId = await editor.waitUntilSaved();
  await page.reload();
  await expect(area).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.locator('[data-symbol-count]')).toContainText('500 × 450 eenheden');
  await expect(page.locator('svg.round-guide g[data-guide]')).toHaveCount(2);
  await expect.poll(() => canvasColourAt(page, area, 30, 420)).toBe('#fff0d8');
  await page.getByRole('tab', { name: 'Chart' }).click();
  await expect(page.getByLabel('Achtergrondkleur')).toHaveValue('#fff0d8');

  // The PNG "as you see it" is drawn on the background colour.
  await page.goto(`/nl/c/${chartId}/download`);
  const download = new Download(page);
  await expect(download.fileType(/zoals je hem ziet/)).toBeChecked();
  const saving = page.waitForEvent('download');
  await download.startButton.click();
  const png = testInfo.outputPath('motifs.png');
  await (await saving).saveAs(png);
  expect(await pngColourAt(page, png, 3, 3)).toBe('#fff0d8');

  // Beyond 500 a free user is offered premium, as the grid resize does.
  await page.goto(`/nl/c/${chartId}`);
  await expect(area).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Chart' }).click();
  await page.getByLabel('Breedte (eenheden)').fill('600');
  await page.getByLabel('Breedte (eenheden)').press('Enter');
  await expect(page).toHaveURL(/\/premium\/order\?s=34/);
  expect(pageErrors).toEqual([]);
});
