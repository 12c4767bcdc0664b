import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, LoginScreen, uniqueEmailAddress } from '../pages/Account';
import { ChartCreate } from '../pages/Charts';
import { Editor } from '../pages/Editor';
import { Shell } from '../pages/Shell';

/** Logs in on the chart's login screen (no leave question on the way), then the editor saves the drawing. */
async function logInAndExpectSaved(
  page: Page,
  email: string,
  drawn: { colour: string; line: Array<[number, number]> },
): Promise<void> {
  await expect(page).toHaveURL(/\/nl\/c\/new\/login\?redirectUrl=/);
  await expect(page.getByRole('dialog', { name: 'De chart is nog niet opgeslagen' })).toHaveCount(0);
  await new LoginScreen(page).logIn(email);

  const editor = new Editor(page);
  await editor.waitUntilDrawn();
  expect(await editor.cellColours(drawn.line)).toEqual(drawn.line.map(() => drawn.colour));
  const chartId = await editor.waitUntilSaved();
  expect(page.url()).toMatch(new RegExp(`/nl/c/${chartId}$`));
  await page.reload();
  await editor.waitUntilDrawn();
  expect(await editor.cellColours(drawn.line)).toEqual(drawn.line.map(() => drawn.colour));
}

// Each test opens the editor three times in SwiftShader.
test.describe.configure({ timeout: 90_000 });

test.describe('logging in from anywhere in the editor keeps a new chart', () => {
  test('a new user draws, logs in from the top bar without being asked, and the drawing comes back and saves', async ({
    page,
  }) => {
    const email = uniqueEmailAddress('bovenbalk');
    await AccountSetup.createUser(email);
    const editor = new Editor(page);
    await editor.gotoNew('?columns=16&rows=16');
    await editor.waitUntilDrawn();
    const drawn = await editor.drawLine(3, 2, 9);

    await new Shell(page).loginLink.click();
    await logInAndExpectSaved(page, email, drawn);
  });

  test('after choosing a craft, "Niet ingelogd" in the menu leads to logging in with the drawing kept', async ({
    page,
  }) => {
    const email = uniqueEmailAddress('zijmenu');
    await AccountSetup.createUser(email);
    await new ChartCreate(page).create('Breien', undefined, 20, 20);
    const editor = new Editor(page);
    await editor.waitUntilDrawn();
    const drawn = await editor.drawLine(3, 2, 9);

    const shell = new Shell(page);
    await shell.menuButton.click();
    await shell.sidebarNotLoggedIn.click();
    await logInAndExpectSaved(page, email, drawn);
  });
});
