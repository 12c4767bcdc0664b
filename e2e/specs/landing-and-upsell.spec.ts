import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { AppPage } from '../pages/AppPage';
import { ChartCreate } from '../pages/Charts';
import { Editor } from '../pages/Editor';
import { Landing } from '../pages/Landing';
import { Shell } from '../pages/Shell';

const crafts = [
  'Breien',
  'Haken',
  'Borduren',
  'Diamond painting',
  'Strijkkralen',
  'Pixel macrame',
  'Knoopkussen',
  'Quilt',
  'Pixelhobby',
  'Pixelkunst / overig',
];

test.describe('the landing page for a visitor', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`shows an example chart per craft, every image loaded (${viewport.width} wide)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const landing = new Landing(page);
      await landing.goto('/nl');
      await expect(landing.heading('Ontwerp je eigen patronen')).toBeVisible();
      await expect(landing.exampleImages).toHaveCount(crafts.length);
      expect(await landing.craftNames()).toEqual(crafts);
      await expect.poll(() => landing.loadedImageCount()).toBe(crafts.length);
      // No example is wider than the window (nothing to scroll sideways on a phone).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await landing.examples.getByRole('link', { name: /Borduren/ }).click();
      await expect(landing.heading('Handwerkvorm: Borduren')).toBeVisible();
      await expect(page).toHaveURL(/\/nl\/chart\/create\/cross-stitch\/other$/);
    });
  }

  test('reaches the calculator from the menu and from the create screen', async ({ page }) => {
    const app = new AppPage(page);
    const shell = new Shell(page);
    await app.goto('/nl');
    await shell.menuButton.click();
    await shell.sidebarItem('Chartgrootte berekenen').click();
    await expect(app.heading('Chartgrootte berekenen')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/calculator\/chart-size$/);

    const create = new ChartCreate(page);
    await create.goto('/nl/chart/create');
    await create.craftPicker.getByRole('link', { name: 'Haken', exact: true }).click();
    await page.getByRole('link', { name: 'Hoe groot wordt je werk? Bereken de chartgrootte' }).click();
    await expect(app.heading('Chartgrootte berekenen')).toBeVisible();
  });
});

test.describe('the premium upsell for a free user', () => {
  test('says which limit enlarging hit, and leads back to the chart', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('upsell'));
    // A chart as wide as a free user may make it, saved by the editor that stays open on it.
    const chartId = await new ChartCreate(page).createInEditor(
      'Breien',
      undefined,
      { columns: 400, rows: 10 },
      'Brede sjaal',
    );
    const editor = new Editor(page);
    await page.getByRole('tab', { name: 'Raster' }).click();
    await page.getByRole('combobox', { name: 'Wat' }).selectOption('columns');
    await page.getByRole('button', { name: 'Toevoegen' }).click();

    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}/premium/order\\?s=34$`));
    await expect(editor.heading('Premium bestellen')).toBeVisible();
    await expect(
      page.getByText(
        'Je chart wordt groter dan gratis kan: zonder Premium is een chart hoogstens 400 × 400 hokjes.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar je chart' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await editor.waitUntilDrawn();
  });

  test('an unknown code still says what Premium gives, with the way back', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/nl/c/abc123/premium/order?s=999');
    await expect(app.heading('Premium bestellen')).toBeVisible();
    await expect(
      page.getByText('Met Premium maak je grotere charts en gebruik je extra bewerkingen.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar je chart' })).toHaveAttribute(
      'href',
      '/nl/c/abc123',
    );
  });
});
