/**
 * Freeform crochet as a new user (issue 29): the craft picker's "Haken – vrije vorm" opens a freeform chart of
 * 500 × 500 units in its own mode; stitches are placed by click, on a second layer too; hiding a layer takes its
 * stitches off the canvas; the chart is saved and a reload brings the stitches and layers back.
 */
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { darkPixelsAround, freeformArea, freeformPointOf } from '../pages/FreeformSelection';

test('a new user makes a freeform crochet chart with stitches on two layers, saves it and opens it again', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/nl');
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('vrije-vorm'));
  await page.goto('/nl/chart/create');
  await page.getByRole('link', { name: 'Haken – vrije vorm' }).click();
  await expect(page).toHaveURL(/\/nl\/c\/new\?craft=crochetFreeform/);
  const area = freeformArea(page);
  await expect(area).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  // A new chart opens ready to place its first stitch.
  await expect(area).toHaveAttribute('data-mode', 'placeFreeform');
  await expect(page.getByText('500 × 500 eenheden')).toBeVisible();

  const editor = new Editor(page);
  // Only the modes of a freeform chart: no drawing of cells.
  await expect(editor.tool('Tekenen')).toHaveCount(0);
  await editor.tool('Steek plaatsen').click();
  const firstLayer: Array<[number, number]> = [
    [100, 100],
    [250, 100],
    [400, 100],
  ];
  // A double crochet (style 5) on the first layer.
  await editor.style(5).click();
  for (const [x, y] of firstLayer) {
    const point = await freeformPointOf(area, x, y);
    await page.mouse.click(point.x, point.y);
  }
  await expect(page.locator('[data-symbol-count]')).toHaveAttribute('data-symbol-count', '3');

  await page.getByRole('tab', { name: 'Lagen' }).click();
  await page.getByRole('button', { name: 'Laag toevoegen' }).click();
  await page.getByRole('tab', { name: 'Palet' }).click();
  await editor.style(3).click();
  const secondLayer: Array<[number, number]> = [
    [150, 300],
    [350, 300],
  ];
  for (const [x, y] of secondLayer) {
    const point = await freeformPointOf(area, x, y);
    await page.mouse.click(point.x, point.y);
  }
  await expect(page.locator('[data-symbol-count]')).toHaveAttribute('data-symbol-count', '5');
  await expect.poll(() => darkPixelsAround(page, area, 100, 100, 12)).toBeGreaterThan(0);
  await expect.poll(() => darkPixelsAround(page, area, 150, 300, 12)).toBeGreaterThan(0);
  await expect.poll(() => darkPixelsAround(page, area, 250, 200, 12)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('two-layers.png') });

  // Undo and redo the last stitch.
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(page.locator('[data-symbol-count]')).toHaveAttribute('data-symbol-count', '4');
  await page.getByRole('button', { name: 'Opnieuw' }).click();
  await expect(page.locator('[data-symbol-count]')).toHaveAttribute('data-symbol-count', '5');

  // Hiding the first layer takes its stitches off the canvas.
  await page.getByRole('tab', { name: 'Lagen' }).click();
  await page.getByRole('checkbox', { name: 'Laag 1 zichtbaar' }).uncheck();
  await expect.poll(() => darkPixelsAround(page, area, 100, 100, 12)).toBe(0);
  await expect.poll(() => darkPixelsAround(page, area, 150, 300, 12)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('first-layer-hidden.png') });

  await editor.waitUntilSaved();

  await page.reload();
  await expect(area).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.locator('[data-symbol-count]')).toHaveAttribute('data-symbol-count', '5');
  await page.getByRole('tab', { name: 'Lagen' }).click();
  await expect(page.getByRole('checkbox', { name: 'Laag 1 zichtbaar' })).not.toBeChecked();
  await expect.poll(() => darkPixelsAround(page, area, 150, 300, 12)).toBeGreaterThan(0);
  await expect.poll(() => darkPixelsAround(page, area, 100, 100, 12)).toBe(0);
  await page.getByRole('checkbox', { name: 'Laag 1 zichtbaar' }).check();
  await expect.poll(() => darkPixelsAround(page, area, 400, 100, 12)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('reloaded.png') });
  expect(pageErrors).toEqual([]);
});
