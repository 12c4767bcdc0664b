import { expect, test } from '@playwright/test';
import { Editor } from '../pages/Editor';

const white = '#ffffff';

/** Every cell of a rectangle, corners included. */
function rectangle(left: number, top: number, right: number, bottom: number): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let row = top; row <= bottom; row += 1)
    for (let column = left; column <= right; column += 1) cells.push([column, row]);
  return cells;
}

test.describe('chart editor, drawing as a new user', () => {
  test('picks a colour, draws a line and a filled area, undoes one step and sees exactly the rest', async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const editor = new Editor(page);
    await editor.gotoNew();
    await editor.waitUntilDrawn();
    await expect(editor.tool('Tekenen')).toHaveAttribute('aria-pressed', 'true');

    // Pick a colour: a new style from the 8 × 8 colour grid.
    await page.getByRole('button', { name: 'Stijl toevoegen' }).click();
    const swatch = page.getByRole('group', { name: 'Kleurkiezer' }).getByRole('button').nth(43);
    const colour = ((await swatch.getAttribute('aria-label')) ?? '').replace('Kleur ', '');
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    await swatch.click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(editor.style(7)).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.style(7)).toHaveAttribute('data-colour', colour);

    // A straight line with shift, a filled rectangle, and one more cell.
    await editor.dragCells([2, 3], [12, 4], { shift: true });
    await editor.tool('Rechthoek').click();
    await editor.dragCells([4, 6], [8, 9]);
    await editor.tool('Vrij tekenen').click();
    await editor.clickCell(14, 11);
    await expect(editor.grid).toHaveAttribute('data-ready', 'true');

    const line = rectangle(2, 3, 12, 3);
    const area = rectangle(4, 6, 8, 9);
    const region = rectangle(0, 0, 16, 13);
    const painted = (cells: Array<[number, number]>) =>
      new Set(cells.map(([column, row]) => `${column},${row}`));

    await expect.poll(async () => (await editor.cellColours([[14, 11]]))[0], { timeout: 5_000 }).toBe(colour);

    // Undo one step (ctrl+Z): the single cell goes, the line and the area stay.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await editor.cellColours([[14, 11]]))[0], { timeout: 5_000 }).toBe(white);
    const expected = painted([...line, ...area]);
    const colours = await editor.cellColours(region);
    const wrong = region.filter(([column, row], index) => {
      const want = expected.has(`${column},${row}`) ? colour : white;
      return colours[index] !== want;
    });
    expect(wrong).toEqual([]);
    await expect(editor.tool('Opnieuw')).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });

  test('fills a region, erases with the eraser and switches modes with the keyboard', async ({ page }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=15');
    await editor.waitUntilDrawn();
    await expect(page.getByText('20 × 15 steken')).toBeVisible();
    await page.keyboard.press('2');
    await expect(editor.style(2)).toHaveAttribute('aria-pressed', 'true');
    const blue = (await editor.style(2).getAttribute('data-colour')) ?? '';
    await editor.tool('Vullen').click();
    await editor.clickCell(0, 0);
    await expect.poll(async () => (await editor.cellColours([[19, 14]]))[0]).toBe(blue);
    await editor.tool('Gummen').click();
    await editor.tool('Vrij tekenen').click();
    await editor.dragCells([0, 0], [3, 0]);
    await expect
      .poll(async () =>
        editor.cellColours([
          [0, 0],
          [3, 0],
          [4, 0],
        ]),
      )
      .toEqual([white, white, blue]);
    await editor.grid.focus();
    await page.keyboard.press('Escape');
    await expect(editor.tool('Tekenen')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press(' ');
    await expect(editor.tool('Verschuiven')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a free user who makes the grid larger than 400 is offered premium (s=34)', async ({ page }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=400&rows=10');
    await editor.waitUntilDrawn();
    await page.getByRole('tab', { name: 'Raster' }).click();
    await page.getByRole('combobox', { name: 'Wat' }).selectOption('columns');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    // The offer opens over the editor, so the new chart stays open beneath it.
    await expect(page).toHaveURL(/\/nl\/c\/new\/premium\/order\?s=34$/);
    await expect(page.getByRole('dialog', { name: 'Premium bestellen' })).toBeVisible();
    await page.getByRole('button', { name: 'Terug naar de chart' }).click();
    await editor.waitUntilDrawn();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe chart' })).toBeVisible();
    await expect(page.getByText('400 × 10 steken').first()).toBeVisible();
  });
});
