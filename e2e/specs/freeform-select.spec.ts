import { expect, test } from '@playwright/test';
import { FreeformSelection } from '../pages/FreeformSelection';

test.describe('selecting in a freeform chart', () => {
  test('places stitches, rubber-bands three, turns, moves and deletes them, and undoes', async ({ page }) => {
    test.setTimeout(90_000);
    const editor = new FreeformSelection(page);
    await editor.gotoNew('?craft=crochetFreeform');
    await editor.waitUntilDrawn();
    // The whole 500 × 500 chart in view.
    await editor.tool('Hele chart tonen').click();

    await editor.tool('Steek plaatsen').click();
    for (const [x, y] of [
      [100, 100],
      [140, 100],
      [180, 100],
      [100, 220],
      [300, 300],
    ] as const) {
      await editor.clickAt(x, y);
    }

    await editor.tool('Selecteren').click();
    await expect(editor.bar).toBeVisible();
    await expect(editor.bar.getByRole('status')).toHaveText('Niets geselecteerd');
    // A click picks one; a rubber band round the row of three picks those.
    await editor.clickAt(100, 220);
    await editor.expectSelected(1);
    await editor.drag([80, 80], [200, 120]);
    await editor.expectSelected(3);
    await expect(editor.bar.getByRole('status')).toHaveText('3 steken geselecteerd');

    // A quarter turn with shift (15° steps): the row stands upright.
    await editor.turnRowUpright();

    // A drag on the middle stitch moves all three 60 units right.
    const turned = await editor.selectionBox();
    await editor.drag([140, 100], [200, 100]);
    await expect
      .poll(async () => Math.round((await editor.selectionBox()).x - turned.x))
      .toBeGreaterThan(Math.round(turned.width));

    // Delete takes them away; ctrl+A then finds the two left; undo brings the three back.
    await page.keyboard.press('Delete');
    await editor.expectSelected(0);
    await page.keyboard.press('Control+a');
    await editor.expectSelected(2);
    await page.keyboard.press('Escape');
    await editor.expectSelected(0);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+a');
    await editor.expectSelected(5);
  });

  test('copies a selection in one tab and pastes it in another, centred on the pointer', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const source = new FreeformSelection(page);
    await source.gotoNew('?craft=crochetFreeform');
    await source.waitUntilDrawn();
    await source.tool('Hele chart tonen').click();
    await source.tool('Steek plaatsen').click();
    await source.clickAt(100, 100);
    await source.clickAt(160, 100);
    await source.tool('Selecteren').click();
    await source.clickAt(100, 100);
    await source.clickAt(160, 100, true);
    await source.expectSelected(2);
    // Ctrl+D duplicates while stitches are selected (without a selection it opens the download screen).
    await page.keyboard.press('Control+d');
    await expect(page.getByText(/eenheden · 4 steken/)).toBeVisible();
    await source.expectSelected(2);
    await page.keyboard.press('Control+c');
    await expect(source.bar.getByRole('status')).toHaveText('Gekopieerd');

    const second = await context.newPage();
    const target = new FreeformSelection(second);
    await target.gotoNew('?craft=crochetFreeform');
    await target.waitUntilDrawn();
    await target.tool('Hele chart tonen').click();
    await target.tool('Selecteren').click();
    const pointer = await target.pointOf(300, 300);
    await second.mouse.move(pointer.x, pointer.y);
    await second.keyboard.press('Control+v');
    await target.expectSelected(2);
    // The copy's box (two chains 60 units apart: 80 × 20) is centred on the pointer.
    const box = await target.selectionBox();
    expect(Math.abs(box.x + box.width / 2 - pointer.x)).toBeLessThan(3);
    expect(Math.abs(box.y + box.height / 2 - pointer.y)).toBeLessThan(3);
    await expect(second.getByText(/eenheden · 2 steken/)).toBeVisible();
  });
});
