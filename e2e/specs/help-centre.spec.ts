import { expect, test } from '@playwright/test';
import { Editor } from '../pages/Editor';

test.describe('the help centre', () => {
  test('the editor’s help button opens the drawing article in a new tab', async ({ page, context }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&columns=20&rows=20');
    await editor.waitUntilDrawn();
    const opening = context.waitForEvent('page');
    await page.getByRole('banner').getByRole('link', { name: 'Helpcentrum' }).click();
    const help = await opening;
    await expect(help).toHaveURL(/\/nl\/help\/tekenen$/);
    await expect(help.getByRole('heading', { level: 1, name: 'Tekenen in de editor' })).toBeVisible();
    // The editor stays open with the chart.
    await expect(editor.grid).toHaveAttribute('data-ready', 'true');
  });

  test('the help button follows the editor’s mode: lines, selecting, the tracker', async ({ page }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&columns=20&rows=20');
    await editor.waitUntilDrawn();
    const help = page.getByRole('banner').getByRole('link', { name: 'Helpcentrum' });
    for (const [mode, slug] of [
      ['Lijnen', 'lijnen-en-deelsteken'],
      ['Selecteren', 'selecteren-en-kopieren'],
      ['Voortgang bijhouden', 'voortgang-bijhouden'],
      ['Tekenen', 'tekenen'],
    ] as const) {
      await editor.tool(mode).click();
      await expect(help).toHaveAttribute('href', `/nl/help/${slug}`);
    }
  });

  test('a maker searches, reads an article with its picture and goes on to a related one', async ({
    page,
  }) => {
    await page.goto('/nl/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Helpcentrum' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Zoek in het helpcentrum' }).fill('backsteek');
    await expect(page).toHaveURL(/\?q=backsteek$/);
    const results = page.getByRole('region', { name: /over „backsteek”/ });
    await results.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lijnen en deelsteken' })).toBeVisible();

    await page.goto('/nl/help/foto-importeren');
    const picture = page.getByRole('img', { name: /foto om te zetten/ });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
    await page
      .getByRole('navigation', { name: 'Lees ook' })
      .getByRole('link', { name: 'Beginnen met Steekwerk' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beginnen met Steekwerk' })).toBeVisible();
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Een foto omzetten naar een chart' }),
    ).toBeVisible();
  });

  test('fits a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    for (const path of ['/nl/help', '/nl/help/afdrukken-en-downloaden']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
