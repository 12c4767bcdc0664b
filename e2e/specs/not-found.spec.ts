import { expect, test } from '@playwright/test';
import { AppPage } from '../pages/AppPage';

test.describe('page not found', () => {
  for (const path of ['/nl/deze-pagina-bestaat-niet', '/iets/anders', '/nl/c/new/onbekend']) {
    test(`${path} shows the not-found screen`, async ({ page }) => {
      const app = new AppPage(page);
      await app.goto(path);
      await expect(app.heading('Pagina niet gevonden')).toBeVisible();
      await expect(page.getByRole('main').getByRole('paragraph').first()).toContainText(
        'Pagina niet gevonden',
      );
      await expect(page).toHaveTitle('Pagina niet gevonden | Steekwerk');
      await expect(app.homeLink).toHaveAttribute('href', '/nl');
    });
  }

  test('/ goes to /nl', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(page).toHaveURL(/\/nl$/);
    await expect(app.heading('Ontwerp je eigen patronen')).toBeVisible();
  });
});
