import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';

/** Width and height of a PNG file from its IHDR. */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.describe('the settings a maker changes, and what the download makes of a selection', () => {
  test('the profile offers the editor settings; the bottom panel and the keyboard cursor follow them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('instellingen'));
    await page.goto('/nl/account/profile');
    const settings = page.getByRole('region', { name: 'Instellingen' });
    await expect(settings.getByRole('group', { name: 'Tekenen en bekijken' })).toBeVisible();
    // The catalogue (/nl/products) and the stitch reference follow their list formats, so the form offers them.
    await expect(settings.getByLabel('Weergave van producten en garens')).toBeVisible();
    await expect(settings.getByLabel('Weergave van steken en symbolen')).toBeVisible();
    await settings.getByLabel('Tekstgrootte van het onderpaneel').selectOption('20');
    await settings.getByLabel('Rasterlijnen verbergen als je ver uitzoomt').check();
    await expect(settings.getByRole('status')).toHaveText('Instellingen opgeslagen.', { timeout: 10_000 });

    // A reload shows what was saved.
    await page.reload();
    await expect(page.getByLabel('Tekstgrootte van het onderpaneel')).toHaveValue('20');
    await expect(page.getByLabel('Rasterlijnen verbergen als je ver uitzoomt')).toBeChecked();

    const editor = new Editor(page);
    await editor.gotoNew('?columns=12&rows=8');
    await editor.waitUntilDrawn();
    await page.getByRole('button', { name: 'Onderpaneel tonen' }).click();
    const text = page.locator('.bottom-panel__content');
    await expect(text).toHaveCSS('font-size', '20px');
    await page.getByRole('button', { name: 'Grotere letters' }).click();
    await expect(text).toHaveCSS('font-size', '22px');

    // The keyboard cursor: the grid focused, arrows move a dashed box, Enter draws there.
    await editor.grid.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown'])
      await page.keyboard.press(key);
    await expect(editor.grid).toHaveAttribute('data-cursor-cell', '2,2');
    const empty = (await editor.cellColours([[2, 2]]))[0];
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await editor.cellColours([[2, 2]]))[0]).not.toBe(empty);
    await page.screenshot({ path: test.info().outputPath('cursor.png') });
    await page.keyboard.press('Escape');
    await expect(editor.grid).not.toHaveAttribute('data-cursor-cell', /./);
  });

  test('downloads only the selected part of a chart, and turns the picture', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('selectie'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=30&rows=20');
    await editor.waitUntilDrawn();
    await editor.fillThenRectangles('2', [['3', [2, 2], [11, 6]]]);
    await editor.tool('Selecteren').click();
    await editor.dragCells([2, 2], [11, 6]);

    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(/\/download/);
    const download = new Download(page);
    const onlySelection = download.dialog.getByRole('checkbox', { name: /Alleen het geselecteerde deel/ });
    await expect(download.dialog.getByText('(10 × 5 hokjes)')).toBeVisible();
    await onlySelection.check();

    const save = async (name: string) => {
      const saving = page.waitForEvent('download');
      await download.startButton.click();
      const file = await saving;
      const path = testInfo.outputPath(name);
      await file.saveAs(path);
      return path;
    };
    await download.fileType(/1 pixel per steek/).check();
    expect(pngSize(await save('selection.png'))).toEqual([10, 5]);

    // The picture as seen, turned a quarter: taller than wide.
    await download.fileType(/zoals je hem ziet/).check();
    await download.dialog.getByLabel('Legenda').selectOption('Geen legenda');
    await download.dialog.getByLabel('Grootte').fill('500');
    await download.dialog.getByLabel('Draaiing').selectOption('90');
    const [width, height] = pngSize(await save('turned.png'));
    expect(height).toBeGreaterThan(width);

    // Without the choice, the whole chart.
    await onlySelection.uncheck();
    await download.fileType(/1 pixel per steek/).check();
    expect(pngSize(await save('whole.png'))).toEqual([30, 20]);
  });

  test('a locked chart opens read only, without its editing tools and without delete', async ({ page }) => {
    test.setTimeout(120_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('slot'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=12&rows=8');
    await editor.waitUntilDrawn();
    await editor.clickCell(1, 1);
    await editor.waitUntilSaved();
    await page.getByRole('tab', { name: 'Chart' }).click();
    await page.getByLabel('Vergrendeld (niet bewerken)').check();
    await editor.waitUntilSaved();
    await page.reload();
    await editor.waitUntilDrawn();
    await expect(page.getByText('Alleen bekijken: deze chart is vergrendeld.')).toBeVisible();
    await expect(editor.tool('Tekenen')).toHaveCount(0);
    await expect(editor.tool('Selecteren')).toHaveCount(0);
    await expect(editor.tool('Bekijken')).toBeVisible();
    await page
      .getByRole('button', { name: /^Chart/ })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Downloaden' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Verwijderen' })).toHaveCount(0);
  });
});
