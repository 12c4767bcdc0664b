import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection } from '../pages/ChartFiles';
import { Tracker } from '../pages/Tracker';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const fixture = (file: string) =>
  readFileSync(join(__dirname, '../../formats/src/patternPdf/fixtures/go-cross-stitch', file));

test.describe('pattern PDF of another program', () => {
  test('an Anchor pattern made by go-cross-stitch opens in the tracker with its Anchor threads', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('pdfanchor'));
    const section = new ChartFileImportSection(page);
    await section.open();
    await section.choose('mars-anchor-rgb.pdf', fixture('mars-anchor-rgb.pdf'));
    const found = page.getByRole('region', { name: 'Gevonden in het PDF-patroon' });
    await expect(found).toBeVisible({ timeout: 90_000 });
    await expect(found).toContainText('150 × 150 steken');
    await expect(found).toContainText('39 garens');
    await page.screenshot({ path: testInfo.outputPath('gevonden.png') });
    await found.getByRole('button', { name: 'Importeer deze chart' }).click();
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    const tracker = new Tracker(page);
    await tracker.waitUntilDrawn();
    await tracker.open();
    await expect(tracker.bar).toContainText(/0 van 22[.\u00a0 ]?500 steken gedaan/, { timeout: 20_000 });
    await page.screenshot({ path: testInfo.outputPath('tracker.png') });
  });
});
