import { createPaletteStyle } from '@steekwerk/model';
import { expect, test } from '@playwright/test';
import { Editor } from '../pages/Editor';

const smallCrossStitch = '?craft=crossStitch&columns=30&rows=20';
const bareHex = /#[0-9a-f]{6}/i;

/** Whether a `#rrggbb` colour is clearly blue (the outline's colour), whatever it lies over. */
function isBlue(hex: string): boolean {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
  return blue - Math.max(red, green) > 60;
}

test.describe('chart editor, palette and canvas as a new user sees them', () => {
  test('names styles by colour and symbol, never by hex code, and says which style "Vervang" replaces', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew(smallCrossStitch);
    await editor.waitUntilDrawn();
    await expect(editor.style(1)).toHaveAccessibleName('Stijl 1: Rood · Kruissteek');
    await expect(editor.style(2)).toHaveAccessibleName('Stijl 2: Blauw · Kruissteek');
    const styles = page.getByRole('list', { name: 'Stijlen' }).getByRole('button', { name: /^Stijl \d+: / });
    const names = await styles.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    expect(names).toHaveLength(6);
    for (const name of names) expect(name).not.toMatch(bareHex);

    await expect(page.getByLabel('Vervang „Rood · Kruissteek” overal door')).toBeVisible();
    await editor.style(2).click();
    await expect(page.getByLabel('Vervang „Blauw · Kruissteek” overal door')).toBeVisible();
  });

  test('imports a palette file through "Palet importeren", shows product names, and refuses other files in Dutch', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew(smallCrossStitch);
    await editor.waitUntilDrawn();
    const importButton = page.getByRole('button', { name: 'Palet importeren' });
    await expect(importButton).toHaveAccessibleDescription(/chartbestand van Steekwerk \(\.json\)/);

    const wrongFile = page.waitForEvent('filechooser');
    await importButton.click();
    await (
      await wrongFile
    ).setFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) });
    await expect(
      page.getByRole('status').filter({ hasText: '„foto.jpg” is geen chartbestand' }),
    ).toBeVisible();

    const product = createPaletteStyle(1, {
      colorBackground: '#a64510',
      productId: 'dmc-919',
      abbreviation: '919',
      description: 'DMC 919 Red–Copper met een lange merknaam die niet afgekapt mag worden',
    });
    const palette = { productCategoryId: '', symbolCategoryId: '', styles: [product], selectedStyleId: 1 };
    const chartFile = page.waitForEvent('filechooser');
    await importButton.click();
    await (
      await chartFile
    ).setFiles({
      name: 'ander-patroon.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ palette })),
    });
    await expect(page.getByRole('status').filter({ hasText: '1 stijlen toegevoegd' })).toBeVisible();
    const imported = editor.style(7);
    await expect(imported).toHaveAccessibleName(
      'Stijl 7: DMC 919 Red–Copper met een lange merknaam die niet afgekapt mag worden',
    );
    // The whole name is on screen (it wraps) and in the hover title.
    await expect(imported).toHaveAttribute('title', /afgekapt mag worden$/);
    const clipped = await imported
      .getByText(/^DMC 919 Red–Copper/)
      .evaluate((name) => name.scrollWidth > name.clientWidth + 1);
    expect(clipped).toBe(false);
  });

  test('opens the new-style form in view with its first field focused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const editor = new Editor(page);
    await editor.gotoNew(smallCrossStitch);
    await editor.waitUntilDrawn();
    await page.getByRole('button', { name: 'Stijl toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe stijl' });
    await expect(form.getByRole('heading', { name: 'Nieuwe stijl' })).toBeInViewport();
    await expect(form.getByRole('combobox', { name: 'Symbool' })).toBeFocused();
    await expect(form.getByRole('combobox', { name: 'Symbool' })).toBeInViewport();
  });

  test('zooms in and out a step a person notices per click', async ({ page }) => {
    const editor = new Editor(page);
    await editor.gotoNew(smallCrossStitch);
    await editor.waitUntilDrawn();
    const level = page.locator('.editor-toolbar__zoom output');
    await expect(level).toHaveText('30');
    const before = Number(await editor.grid.getAttribute('data-cell-width'));
    await page.getByRole('button', { name: 'Inzoomen' }).click();
    await expect(level).toHaveText('38');
    const after = Number(await editor.grid.getAttribute('data-cell-width'));
    expect(after / before).toBeGreaterThan(1.25);
    await page.getByRole('button', { name: 'Uitzoomen' }).click();
    await page.getByRole('button', { name: 'Uitzoomen' }).click();
    await expect(level).toHaveText('24');
  });

  test('outlines the cell under the mouse while drawing, not off the grid and not in view mode', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew(smallCrossStitch);
    await editor.waitUntilDrawn();
    await expect(editor.tool('Tekenen')).toHaveAttribute('aria-pressed', 'true');
    const point = await editor.cellPoint(3, 4);
    await page.mouse.move(point.x, point.y);
    await expect.poll(() => editor.hoveredCell()).toBe('3,4');
    const box = await editor.cellBox(3, 4);
    const [edge, middle] = await editor.gridColoursAt([
      [box.x + 1, box.y + box.height / 2],
      [box.x + box.width / 2, box.y + box.height / 2],
    ]);
    expect(isBlue(edge ?? '')).toBe(true);
    expect(isBlue(middle ?? '')).toBe(false);

    await page.getByRole('heading', { name: 'Palet', exact: true }).hover();
    await expect.poll(() => editor.hoveredCell()).toBeNull();

    await editor.tool('Bekijken').click();
    await page.mouse.move(point.x, point.y);
    await page.mouse.move(point.x + 2, point.y + 2);
    await expect(editor.grid).toHaveAttribute('data-mode', 'view');
    expect(await editor.hoveredCell()).toBeNull();
  });

  test('puts the rulers right next to the grid; a cross-stitch chart is numbered from the top left', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew(smallCrossStitch);
    await editor.waitUntilDrawn();
    const gridBox = await editor.cellBox(0, 0);
    const right = gridBox.x + 30 * gridBox.width;
    const bottom = gridBox.y + 20 * gridBox.height;
    const rows = page.locator('.ruler--rows.ruler--end');
    const columns = page.locator('.ruler--columns.ruler--end');
    await expect.poll(async () => Number(await rows.getAttribute('data-offset'))).toBeCloseTo(right + 2, 0);
    await expect
      .poll(async () => Number(await columns.getAttribute('data-offset')))
      .toBeCloseTo(bottom + 2, 0);
    // Cross stitch is read from the top left: "1" on the leftmost column and on the top row.
    await expect(columns).toHaveAttribute('data-labels', /^0:1( |$)/);
    await expect(rows).toHaveAttribute('data-labels', /^0:1( |$)/);
  });
});
