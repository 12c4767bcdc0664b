import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection, winStitchOxs } from '../pages/ChartFiles';
import { Editor } from '../pages/Editor';

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
});
