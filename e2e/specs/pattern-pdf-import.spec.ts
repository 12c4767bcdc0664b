import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection, FollowPdfScreen, winStitchOxs } from '../pages/ChartFiles';
import { Tracker } from '../pages/Tracker';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A pattern PDF as a charting program writes it "for Pattern Keeper": our own writer, through convert. */
function patternPdf(oxs: string, pdf: string, columns: number, rows: number): Buffer {
  writeFileSync(oxs, winStitchOxs(columns, rows));
  execFileSync(process.execPath, [
    join(__dirname, '../../formats/dist/cli/convert.js'),
    '--in',
    oxs,
    '--out',
    pdf,
  ]);
  return readFileSync(pdf);
}

test.describe('pattern PDF import', () => {
  test('a new user on a phone imports a pattern PDF, sees what was found, accepts, marks stitches and reloads', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const pdf = patternPdf(testInfo.outputPath('patroon.oxs'), testInfo.outputPath('patroon.pdf'), 30, 20);

    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('pdfpattern'));
    const section = new ChartFileImportSection(page);
    await section.open();
    await section.choose('patroon.pdf', pdf);
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

  test('a new user on a phone follows a pattern PDF from "Volg een PDF-patroon": previews, the tracker at once, progress kept', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const pdf = patternPdf(testInfo.outputPath('volg.oxs'), testInfo.outputPath('volg.pdf'), 30, 20);

    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('pdffollow'));
    const screen = new FollowPdfScreen(page);
    await screen.goto('/nl');
    await screen.link.click();
    await expect(screen.heading('Volg een PDF-patroon')).toBeVisible();
    await screen.choose('volg.pdf', pdf);
    await expect(screen.found).toBeVisible({ timeout: 30_000 });
    await expect(screen.found).toContainText('30 × 20 steken');
    // Both pictures to compare: the PDF's first page (pdf.js) and the chart as imported, one below the other here.
    await expect(screen.chartPreview).toBeVisible();
    await expect(screen.firstPage).toBeVisible({ timeout: 30_000 });
    const pageBox = (await screen.firstPage.boundingBox())!;
    const chartBox = (await screen.chartPreview.boundingBox())!;
    expect(pageBox.width).toBeGreaterThan(100);
    expect(chartBox.y).toBeGreaterThan(pageBox.y + pageBox.height - 1);
    // The summary with its previews and the page switch passes WCAG 2.1 AA (no serious or critical violation).
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await screen.found.getByRole('button', { name: 'Toon pagina 4 (de kaart)' }).click();
    await expect(screen.found.getByRole('img', { name: 'Pagina 4 van de PDF' })).toBeVisible({
      timeout: 30_000,
    });
    await screen.acceptButton.click();
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });

    // The chart opens in the tracker itself, and is saved as any chart.
    const tracker = new Tracker(page);
    await tracker.waitUntilDrawn();
    await expect(tracker.bar).toContainText(/0 van \d+ steken gedaan/, { timeout: 20_000 });
    const chartId = await tracker.waitUntilSaved();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/progress-tracker/save-grid-rows-done/') && response.ok(),
      { timeout: 20_000 },
    );
    await tracker.tapCell(0, 19);
    await expect(tracker.bar).toContainText(/1 van \d+ steken gedaan/);
    await saved;
    await page.goto(`/nl/c/${chartId}`);
    await tracker.waitUntilDrawn();
    // Back in the tracker (the viewer's mode was kept with the new chart), the progress kept.
    await expect(tracker.bar).toContainText(/1 van \d+ steken gedaan/, { timeout: 20_000 });
  });
});
