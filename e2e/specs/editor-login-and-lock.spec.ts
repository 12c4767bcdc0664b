import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, LoginScreen, Outbox, uniqueEmailAddress } from '../pages/Account';
import { ChartsList } from '../pages/Charts';
import { Editor } from '../pages/Editor';

const oldLockNotice = 'Deze chart is geopend in een ander venster of op een ander apparaat.';
const otherTabNotice =
  'Deze chart is geopend in een ander tabblad van deze browser. Hier kun je alleen kijken.';
const lostToOtherTabNotice = 'Deze chart wordt nu in een ander tabblad bewerkt.';

/** The chart is the user's: "Mijn charts" lists it and opening it again shows the drawing. */
async function expectSavedAsUsersChart(
  page: Page,
  chartId: string,
  line: Array<[number, number]>,
  colour: string,
): Promise<void> {
  const list = new ChartsList(page);
  await list.open();
  await expect(page.getByRole('main').locator(`a[href="/nl/c/${chartId}"]`).first()).toBeVisible();
  const editor = new Editor(page);
  await editor.goto(`/nl/c/${chartId}`);
  await editor.waitUntilDrawn();
  expect(await editor.cellColours(line)).toEqual(line.map(() => colour));
}

// Each test opens the editor several times (and up to three pages), which takes a while in SwiftShader.
test.describe.configure({ timeout: 90_000 });

test.describe('nothing a visitor draws is lost on the way to an account', () => {
  test('a visitor draws, logs in from the editor and lands back in the editor with the drawing, saved', async ({
    page,
  }) => {
    const email = uniqueEmailAddress('bezoeker');
    await AccountSetup.createUser(email);
    const editor = new Editor(page);
    await editor.gotoNew('?columns=16&rows=16');
    await editor.waitUntilDrawn();
    const { colour, line } = await editor.drawLine(2, 1, 8);

    await expect(page.getByText('Log in om je chart op te slaan.')).toBeVisible();
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await new LoginScreen(page).logIn(email);

    await editor.waitUntilDrawn();
    const chartId = await editor.waitUntilSaved();
    expect(await editor.cellColours(line)).toEqual(line.map(() => colour));
    await expectSavedAsUsersChart(page, chartId, line, colour);
  });

  test('a reload right after logging in, before the first save, still shows the drawing, which is then saved', async ({
    page,
  }) => {
    const email = uniqueEmailAddress('herlaadt-na-login');
    await AccountSetup.createUser(email);
    const editor = new Editor(page);
    await editor.gotoNew('?columns=16&rows=16');
    await editor.waitUntilDrawn();
    const { colour, line } = await editor.drawLine(2, 1, 8);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    // The first save waits on the way, so the reload comes before it.
    await page.route('**/nl/ajax/chart/save/**', () => undefined);
    await new LoginScreen(page).logIn(email);
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(line)).toEqual(line.map(() => colour));
    await expect(editor.saveStatus).toHaveText(/^Opslaan/);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.unroute('**/nl/ajax/chart/save/**');
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(line)).toEqual(line.map(() => colour));
    const chartId = await editor.waitUntilSaved();
    await expectSavedAsUsersChart(page, chartId, line, colour);
  });

  test('a visitor draws, registers, activates with the mailed link in another tab and logs in: the drawing is saved', async ({
    page,
    context,
  }) => {
    // The one registration of this spec (the API allows 10 per client network per hour).
    const email = uniqueEmailAddress('nieuwe-tekenaar');
    const editor = new Editor(page);
    await editor.gotoNew('?columns=16&rows=16');
    await editor.waitUntilDrawn();
    const { colour, line } = await editor.drawLine(2, 1, 8);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    const login = new LoginScreen(page);
    await login.register(email);
    await expect(login.registeredMessage).toContainText(`activeringsmail gestuurd naar ${email}`);

    // The mail is read in another tab, and its link opens a tab of its own (full page loads, no shared
    // sessionStorage).
    const mail = await context.newPage();
    const outbox = new Outbox(mail);
    await outbox.open();
    const href = await outbox.mailTo(email).getByRole('link', { name: 'Link openen' }).getAttribute('href');
    expect(href).toBeTruthy();
    const activation = await context.newPage();
    await activation.goto(href ?? '');
    await expect(activation.getByText('Je account is geactiveerd. Log in om verder te gaan.')).toBeVisible();
    await activation.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();
    await new LoginScreen(activation).logIn(email);

    const restored = new Editor(activation);
    await restored.waitUntilDrawn();
    const chartId = await restored.waitUntilSaved();
    expect(await restored.cellColours(line)).toEqual(line.map(() => colour));
    await expectSavedAsUsersChart(activation, chartId, line, colour);
  });
});

test.describe('the write lock stays with the tab that edits', () => {
  test('a reload with unsaved changes keeps the lock: the editor is editable at once', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('herladen'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=12&rows=12');
    await editor.waitUntilDrawn();
    await editor.clickCell(2, 2);
    const chartId = await editor.waitUntilSaved();

    // Unsaved changes, then F5: the browser asks whether to leave, and the user accepts.
    await editor.clickCell(3, 3);
    await expect(editor.saveStatus).toHaveText(/^Niet opgeslagen wijzigingen/);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await editor.waitUntilDrawn();
    expect(asked).toEqual(['beforeunload']);
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));

    await expect(editor.tool('Tekenen')).toBeEnabled();
    await expect(page.getByText(oldLockNotice)).toHaveCount(0);
    await page.keyboard.press('3');
    const colour = (await editor.style(3).getAttribute('data-colour')) ?? '';
    await editor.clickCell(5, 5);
    await expect.poll(async () => (await editor.cellColours([[5, 5]]))[0]).toBe(colour);
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
  });

  test('a duplicated tab gets its own session: it opens read-only while the first tab edits', async ({
    page,
    context,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('dubbel'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=12&rows=12');
    await editor.waitUntilDrawn();
    await editor.clickCell(2, 2);
    const chartId = await editor.waitUntilSaved();
    // A duplicated tab starts with a copy of the first tab's sessionStorage.
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    const duplicate = await context.newPage();
    await duplicate.addInitScript((entries: string) => {
      if (sessionStorage.length > 0) return;
      for (const [key, value] of JSON.parse(entries) as Array<[string, string]>)
        sessionStorage.setItem(key, value);
    }, stored);
    const copy = new Editor(duplicate);
    await copy.goto(`/nl/c/${chartId}`);
    await copy.waitUntilDrawn();
    await expect(duplicate.getByText(otherTabNotice)).toBeVisible();
    await expect(copy.tool('Tekenen')).toBeDisabled();
    await expect(editor.tool('Tekenen')).toBeEnabled();
  });

  test('a second tab offers "Hier verder bewerken": the lock moves, the first tab turns read-only and keeps its unsaved cell', async ({
    page,
    context,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('overnemen'));
    const first = new Editor(page);
    await first.gotoNew('?columns=12&rows=12');
    await first.waitUntilDrawn();
    await first.clickCell(2, 2);
    const chartId = await first.waitUntilSaved();

    const secondPage = await context.newPage();
    const second = new Editor(secondPage);
    await second.goto(`/nl/c/${chartId}`);
    await second.waitUntilDrawn();
    await expect(secondPage.getByText(otherTabNotice)).toBeVisible();
    // The notice says why it is read only; the drawing tools are off.
    await expect(second.tool('Tekenen')).toBeDisabled();

    // The first tab draws one more cell; its save waits on the way until the second tab has taken over.
    // Held until released below; a save that comes after the release goes on at once (a retry on a slow machine
    // must not be held forever, nor continued twice).
    const heldSaves: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route('**/nl/ajax/chart/save/**', (route) =>
      holding ? void heldSaves.push(() => route.continue()) : route.continue(),
    );
    await page.keyboard.press('3');
    const colour = (await first.style(3).getAttribute('data-colour')) ?? '';
    await first.clickCell(6, 6);
    await expect.poll(async () => (await first.cellColours([[6, 6]]))[0]).toBe(colour);
    await secondPage.getByRole('button', { name: 'Hier verder bewerken' }).click();

    await expect(secondPage.getByText(otherTabNotice)).toHaveCount(0);
    await expect(second.tool('Tekenen')).toBeEnabled();
    await second.waitUntilDrawn();
    await expect(page.getByText(lostToOtherTabNotice, { exact: false })).toBeVisible();
    await expect(first.tool('Tekenen')).toBeDisabled();
    holding = false;
    for (const release of heldSaves.splice(0)) await release();
    await page.unroute('**/nl/ajax/chart/save/**');

    // The first tab's unsaved cell is still there and not said to be saved; taking the chart back saves it.
    expect((await first.cellColours([[6, 6]]))[0]).toBe(colour);
    await expect(first.saveStatus).not.toHaveText(/^Opgeslagen/);
    await page.getByRole('button', { name: 'Hier verder bewerken' }).click();
    await expect(first.tool('Tekenen')).toBeEnabled();
    await expect(first.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
    await expect(secondPage.getByText(lostToOtherTabNotice, { exact: false })).toBeVisible();
  });
});
