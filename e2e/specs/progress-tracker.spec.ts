import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Tracker } from '../pages/Tracker';

test.describe('progress tracker', () => {
  test('a new user highlights a colour, marks a block and finds the same progress on a phone after a reload', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('voortgang'));
    const tracker = new Tracker(page);
    // A cross-stitch chart of 20 × 20: colour 1 everywhere but columns 0–4 in colour 2 (100 stitches).
    await tracker.gotoNew('?craft=crossStitch&columns=20&rows=20');
    await tracker.waitUntilDrawn();
    await tracker.fillThenRectangles('1', [['2', [0, 0], [4, 19]]]);
    const chartId = await tracker.waitUntilSaved();

    await page.goto(`/nl/c/${chartId}`);
    await tracker.waitUntilDrawn();
    await tracker.open();
    await expect(tracker.panel.getByText('0 van 400 steken gedaan (0 %)')).toBeVisible();

    // The key lists both colours; the second is colour 2, with 100 stitches to go.
    await expect(tracker.keyEntries).toHaveCount(2);
    const second = tracker.keyEntries.nth(1);
    await expect(second).toContainText('100 te gaan');
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toContainText('0 gedaan · 100 te gaan');

    // "Blok afvinken" on a cell of the top-left 10 × 10 block marks only colour 2 there: 5 × 10 stitches.
    await tracker.tapAction('Blok afvinken').click();
    await tracker.clickCell(7, 3);
    await expect(tracker.toast).toHaveText(/^50 steken van \S.* afgevinkt/);
    await expect(tracker.panel.getByText('50 van 400 steken gedaan (12 %)')).toBeVisible();
    await expect(second).toContainText('50 gedaan · 50 te gaan');

    // Its undo takes back exactly that block; marking it again brings the 50 back.
    await tracker.toast.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(tracker.panel.getByText('0 van 400 steken gedaan (0 %)')).toBeVisible();
    await tracker.clickCell(7, 3);
    await expect(tracker.panel.getByText('50 van 400 steken gedaan (12 %)')).toBeVisible();
    // The block has nothing of colour 2 left: the toast says so.
    await tracker.clickCell(0, 0);
    await expect(tracker.toast).toHaveText(/^In dit blok was niets van \S.* meer af te vinken\./);
    // The progress is kept once the panel says so (3 s after the last mark); then another device finds it.
    await expect(tracker.panel.getByText('Voortgang bewaard')).toBeVisible({ timeout: 20_000 });

    // The same user on a phone (390 × 844) after a reload sees the same progress (saved per chart and user).
    const phone = await browser.newContext({
      storageState: await page.context().storageState(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const phonePage = await phone.newPage();
      const onPhone = new Tracker(phonePage);
      await phonePage.goto(`/nl/c/${chartId}`);
      await onPhone.waitUntilDrawn();
      // The chart reopens in the tracker, where the user left it (the mode is kept per chart and user).
      await expect(onPhone.tool('Voortgang bijhouden')).toHaveAttribute('aria-pressed', 'true');
      await expect(onPhone.bar).toContainText('50 van 400 steken gedaan (12 %)', { timeout: 20_000 });
      // The chart keeps at least 70 % of the screen's height.
      const box = await onPhone.grid.boundingBox();
      expect((box?.height ?? 0) / 844).toBeGreaterThanOrEqual(0.7);
      // The bar lies over the bottom of the chart, yet the last row comes clear above it: a tap on its first cell
      // (a tap marks one stitch here) reaches the chart, not the bar, and the cell then looks like the marked ones.
      const [marked] = await onPhone.cellColours([[0, 9]]);
      await onPhone.tapCell(0, 19);
      await expect(onPhone.bar).toContainText('51 van 400 steken gedaan');
      await expect.poll(() => onPhone.cellColours([[0, 19]])).toEqual([marked]);
    } finally {
      await phone.close();
    }
  });
});
