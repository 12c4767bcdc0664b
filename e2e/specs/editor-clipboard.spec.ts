import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection } from '../pages/ChartFiles';
import { blockWithHalfStitchesOxs, Clipboard } from '../pages/Clipboard';

const turquoise = '#23725c';
const white = '#ffffff';

test.describe('selection and clipboard', () => {
  test('a premium user copies a block with half stitches, pastes it in another tab, turns, mirrors, places and undoes it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const emailAddress = uniqueEmailAddress('klembord');
    await AccountSetup.createUser(emailAddress, { premium: true });
    await new AccountSetup(page).logIn(emailAddress);

    // The half stitches come from an OXS file: the part stitch tools are another lane's work. Once they are on
    // main, draw the two half stitches with them here instead of importing.
    const section = new ChartFileImportSection(page);
    await section.open();
    await section.choose('blok.oxs', blockWithHalfStitchesOxs());
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    const source = new Clipboard(page);
    await source.waitUntilDrawn();
    await source.waitUntilSaved();
    // Colours only: the test reads cell colours, which the styles' symbols would cover.
    await source.showColoursOnly();

    await source.select([1, 1], [4, 2]);
    await page.keyboard.press('Control+c');
    await expect(source.notice).toContainText('Gekopieerd');

    // Another tab of the same browser: a new chart of its own.
    const second = await context.newPage();
    const target = new Clipboard(second);
    await target.gotoNew('?craft=crossStitch&type=colors&columns=20&rows=12');
    await target.waitUntilDrawn();
    await target.showColoursOnly();
    await target.pointAt(5, 5);
    await second.keyboard.press('Control+v');
    await expect(target.grid).toHaveAttribute('data-mode', 'preview');
    await expect(target.layer).toHaveAttribute('data-layer', '5,5,4,2');
    await expect(target.layer).toHaveAttribute('data-items', '2');
    // The styles of the copy were added to this chart's palette.
    await expect(second.getByRole('button', { name: /^Stijl \d+: DMC 943/ })).toHaveCount(1);
    await expect(second.getByRole('button', { name: /^Stijl \d+: DMC 3708/ })).toHaveCount(1);

    // A quarter turn clockwise around the middle (7, 6): 2 wide, 4 high; the mirror keeps its place.
    await second.keyboard.press('r');
    await expect(target.layer).toHaveAttribute('data-layer', '6,4,2,4');
    await second.keyboard.press('m');
    await expect(target.layer).toHaveAttribute('data-layer', '6,4,2,4');
    await expect(second).toHaveURL(/\/nl\/c\/(new|[0-9A-Za-z]{12})(\?|$)/);

    await second.keyboard.press('Enter');
    await expect(target.grid).toHaveAttribute('data-mode', 'drawCells');
    await expect(target.layer).toHaveCount(0);
    // The block's three columns became three rows of two; the half stitches' cells (empty) the fourth.
    await expect
      .poll(() =>
        target.cellColours([
          [6, 4],
          [7, 4],
          [6, 6],
          [7, 6],
          [6, 7],
          [5, 4],
          [8, 6],
        ]),
      )
      .toEqual([turquoise, turquoise, turquoise, turquoise, white, white, white]);

    await second.keyboard.press('Control+z');
    await expect
      .poll(() =>
        target.cellColours([
          [6, 4],
          [7, 6],
        ]),
      )
      .toEqual([white, white]);
    // The copy's tab is as it was.
    await expect
      .poll(() =>
        source.cellColours([
          [1, 1],
          [3, 2],
        ]),
      )
      .toEqual([turquoise, turquoise]);
  });

  test('a free user who turns a pasted block is offered premium (s=43) and the block stays as it was', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('klembord-gratis'));
    const editor = new Clipboard(page);
    await editor.gotoNew('?craft=crossStitch&type=colors&columns=20&rows=12');
    await editor.waitUntilDrawn();
    await editor.tool('Rechthoek').click();
    await editor.dragCells([2, 2], [4, 3]);
    const chartId = await editor.waitUntilSaved();

    await editor.select([2, 2], [4, 3]);
    await page.keyboard.press('Control+c');
    await editor.pointAt(10, 6);
    await page.keyboard.press('Control+v');
    await expect(editor.layer).toHaveAttribute('data-layer', '10,6,3,2');
    await page.keyboard.press('r');
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}/premium/order\\?s=43$`));
    await expect(page.getByText('Draaien is een Premium-bewerking.')).toBeVisible();
    await page.getByRole('button', { name: 'Terug naar de chart' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await expect(editor.layer).toHaveAttribute('data-layer', '10,6,3,2');
  });
});
