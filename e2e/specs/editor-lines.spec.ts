import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';

/** Points along the line drawn from corner (2, 3) to corner (12, 3), between its ends. */
const along: Array<[number, number]> = [
  [3, 3],
  [5.5, 3],
  [8, 3],
  [11.5, 3],
];

test.describe('custom lines (backstitch) as a new user', () => {
  test('draws a line, sees it, undoes and redoes it, and finds it again after a reload', async ({ page }) => {
    // A login, a save and a reload: more than the default on a busy machine.
    test.setTimeout(90_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('lijnen'));
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&type=colors&columns=30&rows=20');
    await editor.waitUntilDrawn();

    // The lines mode tells how to draw on hover; the line gets the style picked in the palette.
    await page.keyboard.press('2');
    const colour = (await editor.style(2).getAttribute('data-colour')) ?? '';
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    await expect(editor.tool('Lijnen')).toHaveAttribute('title', /sleep voor één lijn/);
    await editor.tool('Lijnen').click();
    await expect(editor.grid).toHaveAttribute('data-mode', 'drawLines');
    await expect(editor.tool('Lijn tekenen')).toHaveAttribute('aria-pressed', 'true');
    const before = await editor.latticeColours(along);
    expect(before).not.toContain(colour);

    await editor.drawCustomLine([2, 3], [12, 3]);
    const drawn = along.map(() => colour);
    await expect.poll(() => editor.latticeColours(along), { timeout: 5_000 }).toEqual(drawn);

    // Undo takes the line away; redo brings it back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => editor.latticeColours(along), { timeout: 5_000 }).toEqual(before);
    await editor.tool('Opnieuw').click();
    await expect.poll(() => editor.latticeColours(along), { timeout: 5_000 }).toEqual(drawn);

    // Saved with the chart: a reload shows it again.
    await editor.waitUntilSaved();
    await page.reload();
    await editor.waitUntilDrawn();
    await expect.poll(() => editor.latticeColours(along), { timeout: 5_000 }).toEqual(drawn);
    expect(pageErrors).toEqual([]);
  });
});
