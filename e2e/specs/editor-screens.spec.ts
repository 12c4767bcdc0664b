/**
 * The editor's symbol-properties, chart-properties and zoom screens (issue 28) as a new user walks them: a symbol
 * property change is one step undo takes back, and what stays is saved (a reload keeps it); the chart's title
 * changes from its properties screen (reached from the Chart menu and the Chart panel); the zoom screen (from the
 * toolbar) zooms the chart and the zoom is kept.
 */
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { EditorMenu } from '../pages/EditorMenu';

test.describe('the editor screens over a chart', () => {
  test('a new user edits symbol properties, undoes one, and a reload keeps the rest', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('symbool'));
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&columns=20&rows=15');
    await editor.waitUntilDrawn();
    await editor.clickCell(3, 3);
    const chartId = await editor.waitUntilSaved();

    await page.getByRole('link', { name: 'Symbooleigenschappen' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}/symbol-properties\\?styleId=1$`));
    const dialog = page.getByRole('dialog', { name: 'Symbooleigenschappen' });
    await expect(dialog.getByRole('heading', { name: 'Symbooleigenschappen' })).toBeVisible();
    await dialog.getByLabel('Afkorting', { exact: true }).fill('R1');
    await dialog.getByLabel('Afkorting', { exact: true }).press('Enter');
    const written = dialog.getByLabel('Tonen in het geschreven patroon');
    await written.uncheck();
    await expect(written).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Terug naar de chart' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await page.getByRole('button', { name: 'Ongedaan maken' }).first().click();
    await page.getByRole('link', { name: 'Symbooleigenschappen' }).click();
    await expect(dialog.getByLabel('Tonen in het geschreven patroon')).toBeChecked();
    await expect(dialog.getByLabel('Afkorting', { exact: true })).toHaveValue('R1');

    await dialog.getByRole('button', { name: 'Terug naar de chart' }).click();
    await editor.waitUntilSaved();
    await page.goto(`/nl/c/${chartId}/symbol-properties`);
    await expect(dialog.getByLabel('Afkorting', { exact: true })).toHaveValue('R1', { timeout: 20_000 });
    await expect(dialog.getByLabel('Tonen in het geschreven patroon')).toBeChecked();
    expect(pageErrors).toEqual([]);
  });

  test('the chart-properties screen renames the chart, and the zoom screen zooms it and keeps the zoom', async ({
    page,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('zoom'));
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&columns=24&rows=16');
    await editor.waitUntilDrawn();
    await editor.clickCell(2, 2);
    const chartId = await editor.waitUntilSaved();

    // The chart's facts from the editor's Chart menu, by keyboard (first item), and from the Chart panel.
    const menu = new EditorMenu(page);
    await menu.button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.item('Chartgegevens')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}/chart-properties$`));
    const properties = page.getByRole('dialog', { name: 'Charteigenschappen' });
    await properties.getByLabel('Titel').fill('Kussen met hartjes');
    await expect(properties.getByText('24 × 16 steken')).toBeVisible();
    await expect(properties.getByRole('link', { name: 'Delen wijzigen' })).toHaveAttribute(
      'href',
      `/nl/c/${chartId}/share`,
    );
    await properties.getByRole('button', { name: 'Terug naar de chart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kussen met hartjes' })).toBeVisible();
    await editor.waitUntilSaved();
    await page.getByRole('tab', { name: 'Chart', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Alle chartgegevens' })).toHaveAttribute(
      'href',
      `/nl/c/${chartId}/chart-properties`,
    );

    // The zoom screen from the toolbar's zoom controls, by keyboard.
    await editor.toolbar.getByRole('link', { name: 'Zoomopties' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}/zoom$`));
    const zoom = page.getByRole('dialog', { name: 'Zoomen' });
    await expect(zoom.getByRole('status')).toHaveText('100 % (een hokje is 18 px)', { timeout: 20_000 });
    // The changes loop sends the zoom within its 3 s tick.
    const zoomSent = page.waitForRequest(
      (request) => request.url().includes('/chart/changes/') && (request.postData() ?? '').includes('"zoom"'),
      { timeout: 15_000 },
    );
    await zoom.getByRole('button', { name: '200 %' }).click();
    await expect(zoom.getByRole('status')).toHaveText('200 % (een hokje is 36 px)');
    await zoom.getByRole('button', { name: 'Terug naar de chart' }).click();
    await editor.waitUntilDrawn();
    const cell = await editor.cellBox(0, 0);
    expect(Math.round(cell.width)).toBe(36);

    // The zoom is kept per chart and user: it comes back after a reload.
    await (await zoomSent).response();
    await page.goto(`/nl/c/${chartId}/zoom`);
    await expect(zoom.getByRole('status')).toHaveText('200 % (een hokje is 36 px)', { timeout: 20_000 });
  });
});
