import { expect, test } from '@playwright/test';
import { TextToGrid } from '../pages/TextToGrid';

test.describe('text to grid', () => {
  test('places two lines of text as a preview, moves it and applies it as one undo step', async ({
    page,
  }) => {
    const editor = new TextToGrid(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=80&rows=50');
    await editor.waitUntilDrawn();
    await editor.style(1).click();
    const colour = (await editor.style(1).getAttribute('data-colour')) ?? '';
    await editor.openPanel();
    await expect(editor.field('Lettergrootte')).toHaveValue('30');
    await editor.field('Tekst').fill('Hoi\nDag');
    await editor.field('Lettergrootte').fill('14');
    await editor.field('Vet').check();
    await editor.button('Voorbeeld plaatsen').click();
    await expect(editor.layer).toHaveAttribute('data-layer', /^\d+,\d+,\d+,\d+$/);
    await expect(editor.grid).toHaveAttribute('data-mode', 'preview');
    const placed = await editor.layerBox();
    expect(placed.columns).toBeGreaterThan(10);
    // Two lines: taller than one line of 14 px text.
    expect(placed.rows).toBeGreaterThan(20);

    // Arrow keys on the grid move the layer, cell by cell.
    await editor.grid.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect(editor.layer).toHaveAttribute(
      'data-layer',
      `${placed.x - 1},${placed.y - 1},${placed.columns},${placed.rows}`,
    );

    await editor.button('Tekst plaatsen').click();
    await expect(editor.panel.getByRole('status')).toHaveText('De tekst is geplaatst.');
    await expect(editor.grid).toHaveAttribute('data-mode', 'drawCells');
    // The whole chart in view, as a maker checks a placed text: its cells are then read in one look.
    await editor.tool('Hele chart tonen').click();
    const box = { x: placed.x - 1, y: placed.y - 1 };
    const region: Array<[number, number]> = [];
    for (let row = box.y; row < box.y + placed.rows; row += 1)
      for (let column = box.x; column < box.x + placed.columns; column += 1) region.push([column, row]);
    await expect
      .poll(async () => (await editor.cellColours(region)).filter((cell) => cell === colour).length)
      .toBeGreaterThan(20);

    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await editor.cellColours(region)).filter((cell) => cell === colour).length)
      .toBe(0);
  });
});
