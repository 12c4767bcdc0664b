import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';

const white = '#ffffff';

test.describe('backups', () => {
  test('a new user opens an earlier version from the Back-ups panel, goes back with Escape, and restores it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('backups'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=12&rows=12');
    await editor.waitUntilDrawn();
    await editor.clickCell(1, 1);
    const chartId = await editor.waitUntilSaved();

    // A second version: one more cell in another colour.
    await page.keyboard.press('2');
    const colour = (await editor.style(2).getAttribute('data-colour')) ?? '';
    await editor.clickCell(5, 5);
    await expect(editor.saveStatus).not.toHaveText(/^Opgeslagen/);
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });

    // The Back-ups panel lists the first version with a thumbnail; opening it shows it read only.
    await page.getByRole('tab', { name: 'Back-ups' }).click();
    const first = page.getByRole('listitem').filter({ hasText: 'Versie 1' });
    await expect(first).toBeVisible();
    await expect(first.getByRole('img', { name: 'Voorbeeld van versie 1' })).toBeVisible();
    await first.getByRole('link', { name: /^Openen/ }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}\\?revisionNumber=1$`));
    await editor.waitUntilDrawn();
    await expect(
      page.getByText('Alleen bekijken: dit is een back-up, een eerdere versie van deze chart.'),
    ).toBeVisible();
    expect(await editor.cellColours([[5, 5]])).toEqual([white]);

    // Escape leaves the backup for the current version (the editor opens it anew: wait for its notice to go).
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await expect(page.getByText(/dit is een back-up/)).toBeHidden();
    await editor.waitUntilDrawn();
    await expect.poll(async () => (await editor.cellColours([[5, 5]]))[0]).toBe(colour);

    // Restoring the first version makes it the current one; the version it replaced stays a backup.
    await page.goto(`/nl/c/${chartId}?revisionNumber=1`);
    await editor.waitUntilDrawn();
    await page.getByRole('button', { name: 'Deze versie terugzetten' }).click();
    await expect(page.getByText(/terugzetten\? De chart wordt zoals deze versie/)).toBeVisible();
    await page.getByRole('group').getByRole('button', { name: 'Deze versie terugzetten' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await expect(page.getByText(/dit is een back-up/)).toBeHidden();
    await editor.waitUntilDrawn();
    await expect.poll(async () => (await editor.cellColours([[5, 5]]))[0]).toBe(white);
    await page.getByRole('tab', { name: 'Back-ups' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Versie 2' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
