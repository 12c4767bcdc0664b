import { expect, test, type Locator, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartsList, saveNewChart } from '../pages/Charts';
import { Editor } from '../pages/Editor';
import { Shell } from '../pages/Shell';

/**
 * The phone as a first-class screen (390 × 844): what a user sees of the chart, the toolbar, the panels' bottom
 * sheet, the top bar and "Mijn charts", measured by the elements' boxes on the screen.
 */
const phone = { width: 390, height: 844 };

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  return box;
}

function insideViewport(box: Box, page: Page): boolean {
  const viewport = page.viewportSize() ?? phone;
  return (
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
  );
}

function overlap(first: Box, second: Box): boolean {
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test.describe('the editor on a phone', () => {
  test.use({ viewport: phone });

  test('the chart takes the full width and most of the height; every tool is on the screen', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=40&rows=30');
    await editor.waitUntilDrawn();

    const grid = await boxOf(editor.grid);
    expect(grid.width).toBeGreaterThanOrEqual(0.9 * phone.width);
    expect(grid.height).toBeGreaterThanOrEqual(0.5 * phone.height);
    expect(insideViewport(grid, page)).toBe(true);

    const buttons = await editor.toolbar.getByRole('button').all();
    expect(buttons.length).toBeGreaterThanOrEqual(12);
    for (const button of buttons) expect(insideViewport(await boxOf(button), page)).toBe(true);
    expect(insideViewport(await boxOf(editor.toolbar.getByRole('slider', { name: 'Zoom' })), page)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    // The pictures still carry the tools' names, and drawing works from the compact bar.
    await editor.tool('Rechthoek').click();
    await expect(editor.tool('Rechthoek')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the palette opens as a bottom sheet under a still visible chart; Escape and the close button close it', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=40&rows=30');
    await editor.waitUntilDrawn();
    await expect(page.getByRole('tabpanel')).toHaveCount(0);

    const paletteTab = page.getByRole('tab', { name: 'Palet' });
    await paletteTab.click();
    const sheet = page.getByRole('tabpanel', { name: 'Palet' });
    await expect(sheet.getByRole('button', { name: 'Stijl toevoegen' })).toBeVisible();
    await expect(editor.style(1)).toBeVisible();
    const sheetBox = await boxOf(sheet);
    expect(insideViewport(sheetBox, page)).toBe(true);
    await expect
      .poll(async () => (await boxOf(editor.grid)).height, { message: 'the chart shrinks to make room' })
      .toBeLessThan(0.5 * phone.height);
    const grid = await boxOf(editor.grid);
    expect(grid.height).toBeGreaterThanOrEqual(100);
    expect(grid.width).toBeGreaterThanOrEqual(0.9 * phone.width);
    expect(grid.y + grid.height).toBeLessThanOrEqual(sheetBox.y);

    // Another tab switches the sheet; Escape inside it closes it and puts the focus back on its tab.
    await page.getByRole('tab', { name: 'Raster' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Raster' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Raster' })).toBeFocused();
    await expect
      .poll(async () => (await boxOf(editor.grid)).height, { message: 'the chart takes the room back' })
      .toBeGreaterThanOrEqual(0.5 * phone.height);

    // By keyboard: Enter on a tab opens the sheet, the close button closes it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel', { name: 'Raster' })).toBeVisible();
    await page.getByRole('button', { name: 'Paneel sluiten' }).click();
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
  });
});

test.describe('viewing on a touch phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('a chart that cannot be edited here still fills the screen', async ({ page }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=40&rows=30');
    await editor.waitUntilDrawn();
    await expect(page.getByText('Alleen bekijken', { exact: false }).first()).toBeVisible();
    const grid = await boxOf(editor.grid);
    expect(grid.width).toBeGreaterThanOrEqual(0.9 * phone.width);
    expect(grid.height).toBeGreaterThanOrEqual(0.5 * phone.height);
    for (const button of await editor.toolbar.getByRole('button').all())
      expect(insideViewport(await boxOf(button), page)).toBe(true);
  });
});

for (const width of [320, 390]) {
  test.describe(`the top bar ${width} px wide`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('the help button never covers the logo, logged out and logged in', async ({ page }) => {
      const shell = new Shell(page);
      const home = page.getByRole('link', { name: 'Steekwerk, naar de startpagina' });
      await page.goto('/nl/chart/create');
      await expect(shell.loginLink).toBeVisible();
      expect(overlap(await boxOf(shell.helpButton), await boxOf(home))).toBe(false);
      expect(overlap(await boxOf(shell.loginLink), await boxOf(home))).toBe(false);
      expect(insideViewport(await boxOf(shell.loginLink), page)).toBe(true);

      const emailAddress = uniqueEmailAddress(`phone-bar-${width}`);
      await new AccountSetup(page).logInAsNewUser(emailAddress);
      await page.goto('/nl/chart/create');
      const account = shell.userMenuButton(emailAddress);
      await expect(account).toBeVisible();
      expect(overlap(await boxOf(shell.helpButton), await boxOf(home))).toBe(false);
      expect(overlap(await boxOf(account), await boxOf(home))).toBe(false);
      expect(insideViewport(await boxOf(account), page)).toBe(true);
    });
  });
}

test.describe('"Mijn charts" on a phone', () => {
  test.use({ viewport: phone });

  test('the charts show on the first screen; the folders unfold from a button', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('phone-charts'));
    const titles = ['Kabeltrui', 'Babydeken', 'Sjaal'];
    for (const title of titles)
      await saveNewChart(page, { craft: 'knitting', type: 'colors', columns: 20, rows: 20, title });
    for (const title of ['Truien', 'Dekens', 'Mutsen', 'Sokken']) {
      const response = await page.request.post('/nl/ajax/folder/create', { data: { title } });
      expect(response.status()).toBe(200);
    }
    const list = new ChartsList(page);
    await list.open();
    for (const title of titles) await expect(list.chart(title)).toBeVisible();

    const boxes = await Promise.all(titles.map((title) => boxOf(list.item(title))));
    const first = boxes.reduce((top, box) => (box.y < top.y ? box : top));
    expect(insideViewport(first, page)).toBe(true);

    const navigation = page.getByRole('navigation', { name: 'Mappen en weergaven' });
    const toggle = navigation.getByRole('button', { name: 'Mappen en weergaven' });
    await expect(navigation.getByRole('link', { name: /^Truien/ })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await navigation.getByRole('link', { name: /^Truien/ }).click();
    await expect(page).toHaveURL(/\/nl\/browse\/[0-9A-Za-z]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Truien' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: /^Dekens/ })).toBeHidden();
  });
});

test.describe('a wide window keeps the desktop layout', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the palette stays beside the chart and the tools show their names', async ({ page }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=40&rows=30');
    await editor.waitUntilDrawn();
    const panel = await boxOf(page.getByRole('tabpanel', { name: 'Palet' }));
    const grid = await boxOf(editor.grid);
    expect(grid.x + grid.width).toBeLessThanOrEqual(panel.x);
    expect(grid.width).toBeGreaterThanOrEqual(800);
    await expect(editor.toolbar.getByText('Tekenen', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paneel sluiten' })).toHaveCount(0);
  });
});
