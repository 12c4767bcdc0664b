import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection, winStitchOxs } from '../pages/ChartFiles';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';
import { Tracker } from '../pages/Tracker';

/** The cells of an OXS file's stitches marked as done, as "x,y". */
function markedCells(oxs: string): string[] {
  return [...oxs.matchAll(/<stitch x="(\d+)" y="(\d+)"[^>]*marked="true"/g)].map(([, x, y]) => `${x},${y}`);
}

test.describe('chart files', () => {
  test('a new user imports an OXS file from the create screen, sees it in the editor, saves it and reloads', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('oxs'));
    const section = new ChartFileImportSection(page);
    await section.open();
    await expect(section.sectionHeading).toBeVisible();

    // A broken file first: a Dutch message naming the problem, and the page stays.
    await section.choose('kapot.oxs', '<chart><palette>');
    await expect(section.error).toHaveText(
      'Het bestand is geen geldig XML (regel 1): het bestand houdt op voordat </palette> komt.',
    );
    await expect(page).toHaveURL(/\/nl\/chart\/create$/);

    await section.choose('biggetjes.oxs', winStitchOxs(30, 20));
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    const editor = new Editor(page);
    await editor.waitUntilDrawn();
    await expect(editor.style(1)).toHaveAccessibleName(/^Stijl 1: DMC 943 Turquoise VY DK/);
    await expect(editor.style(2)).toHaveAccessibleName(/^Stijl 2: DMC 3708 Melon LT/);
    await expect(editor.style(3)).toHaveAccessibleName(/^Stijl 3: DMC 158 \[\+\] DMC 208/);
    await expect(page.getByText('30 × 20', { exact: false }).first()).toBeVisible();

    const chartId = await editor.waitUntilSaved();
    await page.reload();
    await editor.waitUntilDrawn();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}`));
    await expect(page.getByRole('button', { name: /^Stijl \d+: DMC / })).toHaveCount(3);
    await expect(page.getByText('30 × 20', { exact: false }).first()).toBeVisible();
  });

  test('on a phone the import button is on screen and opens the chart', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('oxsphone'));
    const section = new ChartFileImportSection(page);
    await section.open();
    await section.chooseButton.scrollIntoViewIfNeeded();
    const box = await section.chooseButton.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await section.choose('klein.oxs', winStitchOxs(12, 8));
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    await new Editor(page).waitUntilDrawn();
  });

  test('the marked stitches of an imported OXS file become the maker’s progress, and go back out in the OXS download', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('oxsmarked'));
    const section = new ChartFileImportSection(page);
    await section.open();
    const file = winStitchOxs(30, 20);
    // Column 0 is marked where it is stitched: rows 5 to 19.
    expect(markedCells(file)).toHaveLength(15);
    await section.choose('gestikt.oxs', file);
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    const editor = new Editor(page);
    await editor.waitUntilDrawn();
    const notice = page.getByRole('status').filter({ hasText: 'gemarkeerde steken' });
    await expect(notice).toHaveText(
      /^15 gemarkeerde steken worden je voortgang\. Kies ‘Voortgang bijhouden’/,
    );
    const tracker = new Tracker(page);
    await tracker.open();
    await expect(tracker.panel.getByText(/^15 van \d+ steken gedaan/)).toBeVisible();
    await notice.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(notice).toHaveCount(0);
    const chartId = await editor.waitUntilSaved();
    // Once the chart has its id, the tracker saves the imported progress itself.
    await expect(tracker.panel.getByText('Voortgang bewaard')).toBeVisible({ timeout: 20_000 });

    await page.goto(`/nl/c/${chartId}/download?fileType=oxs`);
    const download = new Download(page);
    const include = download.dialog.getByRole('checkbox', { name: /Mijn voortgang meenemen/ });
    await expect(include).toBeChecked();
    await expect(download.dialog.getByText(/15 gestikte steken worden gemarkeerd/)).toBeVisible();
    const withProgress = testInfo.outputPath('met-voortgang.oxs');
    const saving = page.waitForEvent('download');
    await download.startButton.click();
    await (await saving).saveAs(withProgress);
    expect(markedCells(readFileSync(withProgress, 'utf8')).sort()).toEqual(markedCells(file).sort());

    await include.uncheck();
    const without = testInfo.outputPath('zonder-voortgang.oxs');
    const savingAgain = page.waitForEvent('download');
    await download.startButton.click();
    await (await savingAgain).saveAs(without);
    expect(markedCells(readFileSync(without, 'utf8'))).toEqual([]);
  });
});
