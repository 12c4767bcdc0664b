import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { AccountSetup, LoginScreen, testPassword, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { Profile } from '../pages/Profile';

test.describe('the user’s own data', () => {
  test('a new user saves a chart, downloads their data with it, deletes the account and cannot log in again', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const emailAddress = uniqueEmailAddress('eigen-gegevens');
    await new AccountSetup(page).logInAsNewUser(emailAddress);

    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=20');
    await editor.waitUntilDrawn();
    await editor.fillThenRectangles('2', [['3', [2, 2], [10, 8]]]);
    const chartId = await editor.waitUntilSaved();
    expect(chartId).toMatch(/^[0-9A-Za-z]{12}$/);

    const profile = new Profile(page);
    await profile.open();
    const zipPath = testInfo.outputPath('gegevens.zip');
    expect(await profile.downloadData(zipPath)).toMatch(/^steekwerk-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
    const names = Object.keys(files);
    expect(names).toContain(`charts/chart-${chartId}.json`);
    expect(names).toContain(`charts/chart-${chartId}.oxs`);
    const chart = JSON.parse(new TextDecoder().decode(files[`charts/chart-${chartId}.json`]));
    expect(chart).toMatchObject({ format: 'steekwerk-chart', chart: { settings: { chartId } } });
    const account = JSON.parse(new TextDecoder().decode(files['account.json']));
    expect(account.user.emailAddress).toBe(emailAddress);

    await profile.deleteAccount(testPassword);
    await expect(page.getByText('Je account is verwijderd.')).toBeVisible();
    await expect(page).toHaveURL(/\/nl$/);

    const login = new LoginScreen(page);
    await login.goto('/nl/login');
    await login.logIn(emailAddress);
    await expect(login.loginForm.getByText('Onbekend e-mailadres of verkeerd wachtwoord.')).toBeVisible();
  });
});
