import { expect, test } from '@playwright/test';
import { AppPage } from '../pages/AppPage';

/** The help screen's own chunk, also when re-requested with a cache-busting query. */
const helpChunk = /\/assets\/HelpPage-[^/]+\.js(\?.*)?$/;

test.describe('loading a screen on demand', () => {
  test('shows the loading view while the screen’s code is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(helpChunk, async (route) => {
      await released;
      await route.continue();
    });
    const app = new AppPage(page);
    await app.goto('/nl/help', 'commit');

    await expect(app.loadingStatus).toBeVisible();
    await expect(app.heading('Helpcentrum')).toHaveCount(0);
    release();
    await expect(app.heading('Helpcentrum')).toBeVisible();
    await expect(app.loadingStatus).toHaveCount(0);
    await expect(page).toHaveTitle('Helpcentrum | Steekwerk');
  });

  test('shows the failure view when the code cannot be loaded, and retrying recovers', async ({ page }) => {
    let failing = true;
    const requests: string[] = [];
    await page.route(helpChunk, async (route) => {
      requests.push(route.request().url());
      if (failing) await route.abort('failed');
      else await route.continue();
    });
    const app = new AppPage(page);
    await app.goto('/nl/help');

    await expect(app.loadFailedHeading).toBeVisible();
    await expect(app.loadFailedText).toBeVisible();
    await expect(app.cancelLink).toHaveAttribute('href', '/nl');
    await expect(app.supportGroupLink).toHaveAttribute('href', /^https:\/\//);
    await expect(page).toHaveTitle('Pagina kon niet worden geladen | Steekwerk');

    // Still failing: the view stays, ready for another try.
    await app.retryButton.click();
    await expect(app.loadFailedHeading).toBeVisible();
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(2);

    failing = false;
    await app.retryButton.click();
    await expect(app.heading('Helpcentrum')).toBeVisible();
    await expect(app.loadFailedHeading).toHaveCount(0);
    await expect(page).toHaveTitle('Helpcentrum | Steekwerk');
  });

  test('cancel on the failure view goes home', async ({ page }) => {
    await page.route(helpChunk, (route) => route.abort('failed'));
    const app = new AppPage(page);
    await app.goto('/nl/help');
    await app.cancelLink.click();
    await expect(page).toHaveURL(/\/nl$/);
    await expect(app.heading('Ontwerp je eigen patronen')).toBeVisible();
  });
});
