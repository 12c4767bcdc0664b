import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection, winStitchOxs } from '../pages/ChartFiles';
import { Tracker } from '../pages/Tracker';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('pattern PDF import', () => {
  test('a new user on a phone imports a pattern PDF, sees what was found, accepts, marks stitches and reloads', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A pattern PDF as a charting program writes it "for Pattern Keeper": our own writer, through convert.
    const oxs = testInfo.outputPath('patroon.oxs');
    const pdf = testInfo.outputPath('patroon.pdf');
    writeFileSync(oxs, winStitchOxs(30, 20));
    execFileSync(process.execPath, [
      join(__dirname, '../../formats/dist/cli/convert.js'),
      '--in',
      oxs,
      '--out',
      pdf,
    ]);

    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('pdfpattern'));
    const section = new ChartFileImportSection(page);
    await section.open();
    await section.choose('patroon.pdf', readFileSync(pdf));
    const found = page.getByRole('region', { name: 'Gevonden in het PDF-patroon' });
    await expect(found).toBeVisible({ timeout: 30_000 });
    await expect(found).toContainText('30 × 20 steken');
    await expect(found).toContainText('3 garens');
    await found.getByRole('button', { name: 'Importeer deze chart' }).click();
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });

    const tracker = new Tracker(page);
    await tracker.waitUntilDrawn();
    const chartId = await tracker.waitUntilSaved();
    await tracker.open();
    await expect(tracker.bar).toContainText(/0 van \d+ steken gedaan/, { timeout: 20_000 });
    // The progress is saved 3 s after the last mark; then a reload finds it.
    const saved = page.waitForResponse(
      (response) => response.url().includes('/progress-tracker/save-grid-rows-done/') && response.ok(),
      { timeout: 20_000 },
    );
    await tracker.tapCell(0, 19);
    await expect(tracker.bar).toContainText(/1 van \d+ steken gedaan/);
    await saved;
    await page.goto(`/nl/c/${chartId}`);
    await tracker.waitUntilDrawn();
    await expect(tracker.bar).toContainText(/1 van \d+ steken gedaan/, { timeout: 20_000 });
  });
});
