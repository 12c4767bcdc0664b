import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { PictureImport, samplePicture } from '../pages/PictureImport';

test.describe('picture import', () => {
  test('a new user turns a photo into a chart of DMC threads that is saved', async ({ page }) => {
    test.setTimeout(90_000);
    const coffee = samplePicture('coffee.png');
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('picture'));

    // From the create screen's link.
    await page.goto('/nl/chart/create/cross-stitch/other');
    await page.getByRole('link', { name: 'Afbeelding omzetten naar een chart' }).click();
    const importer = new PictureImport(page);
    await expect(importer.heading('Afbeelding omzetten naar een chart')).toBeVisible();

    await importer.choose(coffee);
    await expect(importer.page.getByRole('img', { name: /^Uitsnede/ })).toBeVisible();
    await importer.field('Breedte in steken').fill('80');
    await importer.field('Kleuren').selectOption({ label: 'DMC' });
    await importer.field('Aantal kleuren').fill('12');
    await expect(importer.preview).toHaveAttribute('data-columns', '80', { timeout: 20_000 });
    await expect(importer.preview).toHaveAttribute('data-colours', /^([1-9]|1[0-2])$/);

    // Record what the progress bar shows while the final import runs (the page stays the same document).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const entry = bar && `${bar.getAttribute('data-step')} ${bar.getAttribute('aria-valuenow')}`;
        if (entry && seen.at(-1) !== entry) seen.push(entry);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await importer.submitButton.click();
    // The progress bar of the final import runs to the end, then the editor opens the new chart.
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    const editor = new Editor(page);
    await editor.waitUntilDrawn();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.at(-1)).toBe('done 100');
    const percents = seen.map((entry) => Number(entry.split(' ')[1]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const chartId = await editor.waitUntilSaved();
    expect(chartId).toMatch(/^[0-9A-Za-z]{12}$/);
    await expect(page.getByText('80 × ', { exact: false }).first()).toBeVisible();

    const styles = page.getByRole('button', { name: /^Stijl \d+: / });
    const count = await styles.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(12);
    const names = await styles.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? ''),
    );
    for (const name of names) {
      expect(name).toMatch(/^Stijl \d+: DMC \S+ /);
    }

    await page.reload();
    await editor.waitUntilDrawn();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}`));
    await expect(page.getByRole('button', { name: /^Stijl \d+: DMC / })).toHaveCount(count);
    await expect(page.getByText('80 × ', { exact: false }).first()).toBeVisible();
  });

  test('shows the progress of a conversion and can cancel it', async ({ page }) => {
    // The page's clock runs only when told, so the preview's debounce waits for the test.
    await page.clock.install({ time: new Date('2026-11-20T10:00:00') });
    const importer = new PictureImport(page);
    await importer.open('knitting', 'colors');
    await page.clock.pauseAt(new Date('2026-11-20T10:01:00'));
    await importer.choose(samplePicture('coffee.png'));
    await expect(importer.progressBar).toHaveAttribute('data-step', 'pending');
    await page.clock.runFor(1000);
    await expect(importer.preview).toBeVisible({ timeout: 20_000 });
    // A new setting starts a new preview: its progress bar names the step and can be cancelled.
    await importer.field('Aantal kleuren').fill('30');
    await expect(importer.progressBar).toHaveAttribute('aria-valuetext', '0 %, Wachten…');
    await importer.page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(importer.progressBar).toBeHidden();
    await expect(importer.page.getByText('Het omzetten is geannuleerd.')).toBeVisible();
    // The last preview stays.
    await expect(importer.preview).toBeVisible();
  });

  test('refuses a file that is not a picture, and a broken one', async ({ page }) => {
    const importer = new PictureImport(page);
    await importer.open('knitting', 'colors');
    await importer.choose({ name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('Geen foto') });
    await expect(importer.alert).toHaveText('Dit bestand is geen JPEG-, PNG-, WebP- of GIF-afbeelding.');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000400000004008060000001f', 'hex');
    await importer.choose({ name: 'kapot.png', mimeType: 'image/png', buffer: png });
    await expect(importer.alert).toHaveText('Deze afbeelding kan niet worden gelezen. Kies een andere foto.');
  });
});
