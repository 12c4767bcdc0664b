import { expect, test, type Page } from '@playwright/test';
import { AccountSetup } from '../pages/Account';
import { WrittenInstructions } from '../pages/WrittenInstructions';

/** A new knitting chart of 16 × 4 whose bottom row is drawn as 2 of style 1, 2 of style 2, across. */
async function drawRibbing(page: Page): Promise<WrittenInstructions> {
  const editor = new WrittenInstructions(page);
  await editor.gotoNew('?craft=knitting&type=colors&columns=16&rows=4');
  await editor.waitUntilDrawn();
  await editor.style(1).click();
  await editor.dragCells([0, 3], [15, 3]);
  await editor.style(2).click();
  for (const column of [2, 3, 6, 7, 10, 11, 14, 15]) await editor.clickCell(column, 3);
  return editor;
}

test.describe('written instructions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows the rows of a drawn chart, writes its repeat when asked and copies the text', async ({
    page,
  }) => {
    const editor = await drawRibbing(page);
    await editor.openPanel();
    await expect(editor.line(/^Toer 1: 2 \S+, 2 \S+, 2 \S+, 2 \S+, .* \(16 steken\)$/)).toBeVisible();

    await editor.field('Herhalingen zoeken').check();
    const repeated = editor.line(/^Toer 1: \[2 \S+, 2 \S+\] 4x \(16 steken\)$/);
    await expect(repeated).toBeVisible();

    await editor.button('Kopieer als tekst').click();
    await expect(editor.panel.getByRole('status')).toHaveText(/Gekopieerd/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain((await repeated.textContent()) ?? 'missing');

    // The panel's font size buttons apply to the text.
    const size = async () => editor.text.evaluate((element) => getComputedStyle(element).fontSize);
    const before = await size();
    await page.getByRole('button', { name: 'Grotere letters' }).click();
    expect(await size()).not.toBe(before);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('wraps the text inside the panel, with nothing wider than the screen', async ({ page }) => {
      // The palette sits in a sheet on a phone: the row is drawn with the style chosen already.
      const editor = new WrittenInstructions(page);
      await editor.gotoNew('?craft=knitting&type=colors&columns=16&rows=4');
      await editor.waitUntilDrawn();
      await editor.dragCells([0, 3], [15, 3]);
      await editor.openPanel();
      await expect(editor.line(/^Toer 1: 16 \S+ \(16 steken\)$/)).toBeVisible();
      const overflow = await editor.text.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await editor.panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    });
  });

  test('writes a large chart of a premium user in the worker', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(`written-${Date.now()}@example.test`, { premium: true });
    const editor = new WrittenInstructions(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=600&rows=600');
    await editor.waitUntilDrawn();
    await editor.openPanel();
    await expect(editor.line(/^Toeren 1 - 600: /)).toBeVisible({ timeout: 20_000 });
    expect(page.workers().some((worker) => worker.url().includes('written'))).toBe(true);
  });

  test('opens a premium size only after the account answered, however slow it is', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(`slow-account-${Date.now()}@example.test`, { premium: true });
    // The account's answer comes late: the new chart must not open at the free limit (400) meanwhile.
    await page.route('**/nl/ajax/account/user**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const editor = new WrittenInstructions(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=600&rows=600');
    await editor.waitUntilDrawn();
    await editor.openPanel();
    await expect(editor.line(/^Toeren 1 - 600: /)).toBeVisible({ timeout: 20_000 });
  });
});
