import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';

const white = '#ffffff';

/** Points within cells: the two triangles of two half stitches, a quarter, and a knot's centre. */
const topLeftHalf = [3, 3, 0.25, 0.25] as const;
const acrossTopLeftHalf = [3, 3, 0.75, 0.75] as const;
const bottomRightHalf = [6, 3, 0.75, 0.75] as const;
const acrossBottomRightHalf = [6, 3, 0.25, 0.25] as const;
const topRightQuarter = [9, 3, 0.75, 0.25] as const;
const outsideQuarter = [9, 3, 0.25, 0.75] as const;
const knotCentre = [12, 3, 0.5, 0.5] as const;
const points = [
  topLeftHalf,
  acrossTopLeftHalf,
  bottomRightHalf,
  acrossBottomRightHalf,
  topRightQuarter,
  outsideQuarter,
  knotCentre,
];

test.describe('half and quarter stitches, knots and beads', () => {
  test('a new user draws two half stitches, a quarter stitch and a knot, undoes one, and finds them after a reload', async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('halvesteken'));
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&type=colors&columns=20&rows=10');
    await editor.waitUntilDrawn();
    await page.keyboard.press('2');
    await expect(editor.style(2)).toHaveAttribute('aria-pressed', 'true');
    const colour = (await editor.style(2).getAttribute('data-colour')) ?? '';

    await editor.tool('Halve steken').click();
    await editor.clickWithin(3, 3, [0.2, 0.3]);
    await editor.clickWithin(6, 3, [0.9, 0.7]);
    await editor.tool('Kwartsteken').click();
    await editor.clickWithin(9, 3, [0.8, 0.1]);
    await editor.tool('Knopen en kralen').click();
    await expect(page.getByRole('button', { name: 'Franse knoop' })).toHaveAttribute('aria-pressed', 'true');
    await editor.clickWithin(12, 3, [0.45, 0.55]);
    const drawn = [colour, white, colour, white, colour, white, colour];
    await expect.poll(() => editor.coloursWithin(points)).toEqual(drawn);

    // The knot goes with one undo; the stitches stay.
    await page.keyboard.press('Control+z');
    const afterUndo = [colour, white, colour, white, colour, white, white];
    await expect.poll(() => editor.coloursWithin(points)).toEqual(afterUndo);

    await editor.waitUntilSaved();
    await page.reload();
    await editor.waitUntilDrawn();
    await expect.poll(() => editor.coloursWithin(points)).toEqual(afterUndo);
    expect(pageErrors).toEqual([]);
  });
});
