import { expect, test } from '@playwright/test';
import { AppPage } from '../pages/AppPage';

test.describe('stitch and symbol reference', () => {
  test('a new visitor finds "stokje", then switches to the symbols and their thumbnails', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/nl');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Steken' }).click();
    await expect(app.heading('Steken')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/stitches$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Haken' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Zoek een steek' }).fill('stokje');
    const crochet = page.getByRole('table', { name: /^Haken/ });
    const stokje = crochet.getByRole('row', { name: /^Stokje/ });
    await expect(stokje).toBeVisible();
    await expect(stokje.getByRole('cell').nth(1)).toHaveText('stk');
    await expect(stokje.locator('svg path').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Breien' })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Steken of symbolen' })
      .getByRole('link', { name: 'Symbolen' })
      .click();
    await expect(app.heading('Symbolen')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/symbols$/);
    await expect(page.getByRole('table', { name: /^Letters/ })).toBeVisible();
    await page.getByRole('button', { name: 'Miniaturen' }).click();
    await expect(page.getByRole('button', { name: 'Miniaturen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pijlen' }).getByText('Pijl omhoog')).toBeVisible();

    // A visitor's choice stays in this browser.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cijfers' }).getByText('Cijfer 7')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('fits a phone: no table wider than the screen, cables drawn smaller', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const app = new AppPage(page);
    await app.goto('/nl/stitches');
    await expect(page.getByRole('rowheader', { name: 'Kabel 4/4 links' })).toBeAttached();
    const widest = await page
      .getByRole('table')
      .evaluateAll((tables) => Math.max(...tables.map((table) => table.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
