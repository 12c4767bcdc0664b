import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartsList } from '../pages/Charts';
import { Editor } from '../pages/Editor';
import { Shell } from '../pages/Shell';

/** Every cell of a rectangle, corners included. */
function rectangle(left: number, top: number, right: number, bottom: number): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let row = top; row <= bottom; row += 1)
    for (let column = left; column <= right; column += 1) cells.push([column, row]);
  return cells;
}

/** Draws a filled rectangle from (2, 2) to (6, 5) in style 2; returns its colour and cells. */
async function drawRectangle(
  page: Page,
  editor: Editor,
): Promise<{ colour: string; cells: Array<[number, number]> }> {
  await page.keyboard.press('2');
  await expect(editor.style(2)).toHaveAttribute('aria-pressed', 'true');
  const colour = (await editor.style(2).getAttribute('data-colour')) ?? '';
  await editor.tool('Rechthoek').click();
  await editor.dragCells([2, 2], [6, 5]);
  const cells = rectangle(2, 2, 6, 5);
  await expect.poll(async () => editor.cellColours(cells)).toEqual(cells.map(() => colour));
  return { colour, cells };
}

test.describe('leaving the editor never loses an edit', () => {
  test('drawing and at once clicking "Mijn charts" saves the chart first: it is listed and shows the drawing', async ({
    page,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('weggaan'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=15');
    await editor.waitUntilDrawn();
    // The save is held until the test lets it through: the editor stays, showing that it saves, until then.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/nl/ajax/chart/save/**', async (route) => {
      await held;
      await route.continue();
    });
    const { colour, cells } = await drawRectangle(page, editor);

    await new Shell(page).breadcrumbs.getByRole('link', { name: 'Mijn charts' }).click();
    await expect(editor.saveStatus).toHaveText('Opslaan…');
    await expect(page).toHaveURL(/\/nl\/c\/new\?/);
    release();
    const list = new ChartsList(page);
    await expect(list.heading('Mijn charts')).toBeVisible();
    await list.chart('Naamloos').click();
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(cells)).toEqual(cells.map(() => colour));
  });

  test('changing the title and at once clicking the logo saves the title first', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('titel'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=12&rows=12');
    await editor.waitUntilDrawn();
    await editor.clickCell(1, 1);
    await editor.waitUntilSaved();
    await page.getByRole('tab', { name: 'Chart', exact: true }).click();
    await page.getByLabel('Titel', { exact: true }).fill('Zomersjaal');

    await editor.homeLink.click();
    await expect(page).toHaveURL(/\/nl$/);
    const list = new ChartsList(page);
    await list.open();
    await expect(list.chart('Zomersjaal')).toBeVisible();
  });

  test('drawing and at once following a sidebar link saves the chart first', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('zijbalk'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=16&rows=12');
    await editor.waitUntilDrawn();
    const { colour, cells } = await drawRectangle(page, editor);

    const shell = new Shell(page);
    await shell.menuButton.click();
    await shell.sidebarItem('Mijn charts').click();
    const list = new ChartsList(page);
    await expect(list.heading('Mijn charts')).toBeVisible();
    await list.chart('Naamloos').click();
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(cells)).toEqual(cells.map(() => colour));
  });

  test('a visitor who is not logged in is asked before leaving, and can stay with the drawing', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=15');
    await editor.waitUntilDrawn();
    const { colour, cells } = await drawRectangle(page, editor);

    await new Shell(page).breadcrumbs.getByRole('link', { name: 'Mijn charts' }).click();
    const question = page.getByRole('dialog', { name: 'De chart is nog niet opgeslagen' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Blijven' })).toBeFocused();
    await expect(page).toHaveURL(/\/nl\/c\/new\?/);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/nl\/c\/new\?/);
    expect(await editor.cellColours(cells)).toEqual(cells.map(() => colour));

    await editor.homeLink.click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Toch weggaan' }).click();
    await expect(page).toHaveURL(/\/nl$/);
  });

  test('ctrl+S on a new chart opens the download screen over it; going back shows the drawing, which gets saved', async ({
    page,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('downloaden'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=15');
    await editor.waitUntilDrawn();
    const { colour, cells } = await drawRectangle(page, editor);

    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(/\/download$/);
    await expect(editor.heading('Downloaden')).toBeVisible();
    await page.goBack();
    await expect(editor.heading('Downloaden')).toBeHidden();
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(cells)).toEqual(cells.map(() => colour));

    await editor.waitUntilSaved();
    await page.reload();
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(cells)).toEqual(cells.map(() => colour));
  });

  test('the save status of a new chart says what is true: nothing saved yet, saving, saved', async ({
    page,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('status'));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=15');
    await editor.waitUntilDrawn();
    await expect(editor.saveStatus).toHaveText('Nog niet opgeslagen');

    // The download screen and back: still nothing saved.
    await page.keyboard.press('Control+s');
    await expect(editor.heading('Downloaden')).toBeVisible();
    await page.goBack();
    await editor.waitUntilDrawn();
    await expect(editor.saveStatus).toHaveText('Nog niet opgeslagen');

    // The save is held until the test lets it through, so "saving" is what the user sees meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/nl/ajax/chart/save/**', async (route) => {
      await held;
      await route.continue();
    });
    await editor.clickCell(3, 3);
    await expect(editor.saveStatus).toHaveText(/^(Niet opgeslagen wijzigingen|Opslaan…)/);
    await expect(editor.saveStatus).toHaveText('Opslaan…');
    release();
    await editor.waitUntilSaved();
    await expect(editor.saveStatus).toHaveText('Opgeslagen');
  });
});
