import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, LoginScreen, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { OwnApiServer } from '../pages/OwnApiServer';

const white = '#ffffff';

/** Every cell of a rectangle, corners included. */
function rectangle(left: number, top: number, right: number, bottom: number): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let row = top; row <= bottom; row += 1)
    for (let column = left; column <= right; column += 1) cells.push([column, row]);
  return cells;
}

/** The cells of `region` that do not show `colour` inside `painted` and white elsewhere. */
async function wrongCells(
  editor: Editor,
  region: Array<[number, number]>,
  painted: Array<[number, number]>,
  colour: string,
): Promise<Array<[number, number]>> {
  const expected = new Set(painted.map(([column, row]) => `${column},${row}`));
  const colours = await editor.cellColours(region);
  return region.filter(
    ([column, row], index) => colours[index] !== (expected.has(`${column},${row}`) ? colour : white),
  );
}

/** Draws a shift line, a filled rectangle and one cell in style 2, then undoes the cell. */
async function drawAndUndo(
  page: Page,
  editor: Editor,
): Promise<{ colour: string; painted: Array<[number, number]> }> {
  await page.keyboard.press('2');
  await expect(editor.style(2)).toHaveAttribute('aria-pressed', 'true');
  const colour = (await editor.style(2).getAttribute('data-colour')) ?? '';
  await editor.dragCells([2, 3], [12, 4], { shift: true });
  await editor.tool('Rechthoek').click();
  await editor.dragCells([4, 6], [8, 9]);
  await editor.tool('Vrij tekenen').click();
  await editor.clickCell(14, 11);
  await expect.poll(async () => (await editor.cellColours([[14, 11]]))[0]).toBe(colour);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await editor.cellColours([[14, 11]]))[0]).toBe(white);
  return { colour, painted: [...rectangle(2, 3, 12, 3), ...rectangle(4, 6, 8, 9)] };
}

test.describe('saving charts', () => {
  test('a new user draws, the chart saves itself, and a reload shows exactly the remaining cells', async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('opslaan'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=30&rows=20');
    await editor.waitUntilDrawn();
    const { colour, painted } = await drawAndUndo(page, editor);

    const chartId = await editor.waitUntilSaved();
    expect(chartId).toMatch(/^[0-9A-Za-z]{12}$/);
    await page.reload();
    await editor.waitUntilDrawn();
    await expect(page.getByText('30 × 20 steken')).toBeVisible();
    expect(await wrongCells(editor, rectangle(0, 0, 16, 13), painted, colour)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a save the server refuses says why in Dutch, keeps the drawing, and the next change saves', async ({
    page,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('geweigerd'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=16&rows=16');
    await editor.waitUntilDrawn();
    let refusedSaves = 0;
    await page.route('**/nl/ajax/chart/save/**', (route) => {
      refusedSaves += 1;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ sfRequest: 'error', error: 'Een lijn of steek ligt buiten het raster.' }),
      });
    });
    const { colour, line } = await editor.drawLine(2, 1, 6);

    const refusal = 'Opslaan geweigerd: Een lijn of steek ligt buiten het raster.';
    await expect(editor.saveStatus).toHaveText(refusal);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${refusal} Je wijzigingen blijven`) }),
    ).toBeVisible();
    await expect(page.getByText('Controleer de verbinding')).toHaveCount(0);
    await expect(page).toHaveURL(/\/nl\/c\/new\?/);
    expect(refusedSaves).toBe(1);
    expect(await editor.cellColours(line)).toEqual(line.map(() => colour));

    await page.unroute('**/nl/ajax/chart/save/**');
    await editor.clickCell(8, 2);
    const chartId = await editor.waitUntilSaved();
    await page.reload();
    await editor.waitUntilDrawn();
    expect(page.url()).toMatch(new RegExp(`/nl/c/${chartId}$`));
    expect(await editor.cellColours([...line, [8, 2]])).toEqual([...line, [8, 2]].map(() => colour));
  });

  test('the API stops in the middle of editing: the changes stay, and once it is back the server holds them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const server = await OwnApiServer.onFreePort();
    await server.start();
    try {
      const email = uniqueEmailAddress('storing');
      await AccountSetup.createUser(email);
      await page.goto(`${server.origin}/nl/legal`);
      await new AccountSetup(page).logIn(email);
      const editor = new Editor(page);
      await page.goto(`${server.origin}/nl/c/new?columns=20&rows=15`);
      await editor.waitUntilDrawn();
      await editor.clickCell(1, 1);
      const chartId = await editor.waitUntilSaved();

      // The API goes away while the user keeps drawing.
      await server.stop();
      await page.keyboard.press('3');
      const colour = (await editor.style(3).getAttribute('data-colour')) ?? '';
      await editor.dragCells([3, 5], [9, 5]);
      await expect(page.getByText('Wijzigingen niet opgeslagen. Controleer de verbinding.')).toBeVisible({
        timeout: 30_000,
      });
      await expect(editor.saveStatus).toHaveText(/^Opslaan mislukt/);
      const line = rectangle(3, 5, 9, 5);
      expect(await editor.cellColours(line)).toEqual(line.map(() => colour));

      // The API is back: the retry after 15 s saves exactly what the user sees.
      await server.start();
      await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 45_000 });
      const reader = await page.context().newPage();
      const check = new Editor(reader);
      await reader.goto(`${server.origin}/nl/c/${chartId}`);
      await check.waitUntilDrawn();
      expect(await check.cellColours([[1, 1], ...line])).toEqual([
        (await editor.cellColours([[1, 1]]))[0],
        ...line.map(() => colour),
      ]);
    } finally {
      await server.stop();
    }
  });

  test('a second tab of the same chart opens read-only while the first holds the lock', async ({
    page,
    context,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('tweetabs'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=12&rows=12');
    await editor.waitUntilDrawn();
    await editor.clickCell(2, 2);
    const chartId = await editor.waitUntilSaved();

    const second = await context.newPage();
    const other = new Editor(second);
    await other.goto(`/nl/c/${chartId}`);
    await other.waitUntilDrawn();
    await expect(
      second.getByText(
        'Deze chart is geopend in een ander tabblad van deze browser. Hier kun je alleen kijken.',
      ),
    ).toBeVisible();
    // That notice says why it is read only; the editor's read-only notice does not repeat it.
    await expect(second.getByText('Alleen bekijken', { exact: false })).toHaveCount(0);
  });

  test('an anonymous visitor logs in to save and keeps the drawing', async ({ page }) => {
    const email = uniqueEmailAddress('anoniem');
    await AccountSetup.createUser(email);
    const editor = new Editor(page);
    await editor.gotoNew('?columns=16&rows=16');
    await editor.waitUntilDrawn();
    await page.keyboard.press('2');
    const colour = (await editor.style(2).getAttribute('data-colour')) ?? '';
    await editor.dragCells([1, 2], [8, 2]);
    await expect(page.getByText('Log in om je chart op te slaan.')).toBeVisible();
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();

    await new LoginScreen(page).logIn(email);
    await editor.waitUntilDrawn();
    await editor.waitUntilSaved();
    const line = rectangle(1, 2, 8, 2);
    expect(await editor.cellColours(line)).toEqual(line.map(() => colour));
    await page.reload();
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(line)).toEqual(line.map(() => colour));
  });
});
