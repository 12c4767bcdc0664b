/**
 * Showing and hiding layers as the canvas shows them (issue 27, docs/decisions/layers.md "Cost of a switch": the
 * grid shader composes the layers with a visibility mask). Three layers drawn over each other: hiding one lets the
 * layers below show through, a drawing on a hidden layer appears when it is shown, moving, deleting and undoing
 * change what shows. And a premium chart of twenty layers shows the highest visible layer in every cell.
 */
import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';

async function colourOf(editor: Editor, style: number): Promise<string> {
  return (await editor.style(style).getAttribute('data-colour')) ?? '';
}

function layersPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Lagen' });
}

/** Chooses a style in the palette (the keyboard's digits would go to a focused checkbox of the layers panel). */
async function chooseStyle(page: Page, editor: Editor, style: number): Promise<void> {
  await page.getByRole('tab', { name: 'Palet' }).click();
  await editor.style(style).click();
}

/** Adds a layer (chosen at once) and draws a rectangle on it in `style`; leaves the layers panel open. */
async function addLayerWithRectangle(
  page: Page,
  editor: Editor,
  style: number,
  from: [number, number],
  to: [number, number],
): Promise<void> {
  await page.getByRole('tab', { name: 'Lagen' }).click();
  await layersPanel(page).getByRole('button', { name: 'Laag toevoegen' }).click();
  await chooseStyle(page, editor, style);
  await editor.dragCells(from, to);
  await page.getByRole('tab', { name: 'Lagen' }).click();
}

test.describe('showing and hiding layers on the canvas', () => {
  test('three layers: hidden ones let the layers below show, a drawing on a hidden layer appears when shown', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=20');
    await editor.waitUntilDrawn();
    await editor.fillThenRectangles('2', []);
    const [background, yellow, green, grey] = await Promise.all(
      [2, 3, 4, 5].map((style) => colourOf(editor, style)),
    );
    await addLayerWithRectangle(page, editor, 3, [2, 2], [8, 8]); // Laag 2
    await addLayerWithRectangle(page, editor, 4, [6, 6], [12, 12]); // Laag 3, on top
    const cells: Array<[number, number]> = [
      [4, 4],
      [7, 7],
      [10, 10],
      [15, 15],
    ];
    await expect.poll(() => editor.cellColours(cells)).toEqual([yellow, green, green, background]);
    const panel = layersPanel(page);
    await page.screenshot({ path: testInfo.outputPath('three-layers.png') });

    await panel.getByRole('checkbox', { name: 'Laag 3 zichtbaar' }).uncheck();
    await expect.poll(() => editor.cellColours(cells)).toEqual([yellow, yellow, background, background]);
    await page.screenshot({ path: testInfo.outputPath('top-hidden.png') });

    // Drawn on the hidden (chosen) layer: nothing shows until the layer is shown again.
    await chooseStyle(page, editor, 5);
    await editor.dragCells([14, 14], [16, 16]);
    await page.getByRole('tab', { name: 'Lagen' }).click();
    await expect.poll(() => editor.cellColours(cells)).toEqual([yellow, yellow, background, background]);
    await panel.getByRole('checkbox', { name: 'Laag 3 zichtbaar' }).check();
    await expect.poll(() => editor.cellColours(cells)).toEqual([yellow, green, green, grey]);

    await panel.getByRole('checkbox', { name: 'Laag 2 zichtbaar' }).uncheck();
    await expect.poll(() => editor.cellColours(cells)).toEqual([background, green, green, grey]);
    await panel.getByRole('checkbox', { name: 'Laag 2 zichtbaar' }).check();

    // Laag 3 under Laag 2: the yellow square covers the green one where they overlap.
    await panel.getByRole('button', { name: 'Laag 3 omlaag' }).click();
    await expect.poll(() => editor.cellColours(cells)).toEqual([yellow, yellow, green, grey]);
    await page.screenshot({ path: testInfo.outputPath('moved-down.png') });

    await panel.getByRole('button', { name: 'Laag 2 verwijderen' }).click();
    await expect.poll(() => editor.cellColours(cells)).toEqual([background, green, green, grey]);
    await editor.toolbar.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect.poll(() => editor.cellColours(cells)).toEqual([yellow, yellow, green, grey]);
    expect(pageErrors).toEqual([]);
  });

  test('a premium chart of twenty layers shows the highest visible layer in every cell', async ({
    page,
  }, testInfo) => {
    test.setTimeout(420_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('twintig-lagen'), { premium: true });
    const editor = new Editor(page);
    await editor.gotoNew('?columns=20&rows=20');
    await editor.waitUntilDrawn();
    await editor.fillThenRectangles('2', []);
    const colours = new Map<number, string>();
    for (const style of [1, 2, 3, 4, 5, 6]) colours.set(style, await colourOf(editor, style));
    // Layer n (2 … 20) covers row 0 from column n - 1 to the right, in style styles[n % 5].
    const styles = [1, 3, 4, 5, 6];
    const styleOfLayer = (layer: number) => styles[layer % styles.length]!;
    for (let layer = 2; layer <= 20; layer += 1) {
      await addLayerWithRectangle(page, editor, styleOfLayer(layer), [layer - 1, 0], [19, 0]);
    }
    const panel = layersPanel(page);
    await expect(panel.getByRole('checkbox', { name: /zichtbaar$/ })).toHaveCount(20);
    const row = Array.from({ length: 20 }, (_, column) => [column, 0] as [number, number]);
    // Column c shows layer c + 1 (the highest covering it); column 0 the first layer's background.
    const shown = (hidden: ReadonlySet<number>) =>
      row.map(([column]) => {
        for (let layer = column + 1; layer >= 2; layer -= 1) {
          if (!hidden.has(layer)) return colours.get(styleOfLayer(layer));
        }
        return colours.get(2);
      });
    await expect.poll(() => editor.cellColours(row)).toEqual(shown(new Set()));
    await page.screenshot({ path: testInfo.outputPath('twenty-layers.png') });

    const hidden = new Set([20, 11, 10]);
    for (const layer of hidden)
      await panel.getByRole('checkbox', { name: `Laag ${layer} zichtbaar` }).uncheck();
    await expect.poll(() => editor.cellColours(row)).toEqual(shown(hidden));
    await page.screenshot({ path: testInfo.outputPath('twenty-layers-three-hidden.png') });
    await panel.getByRole('checkbox', { name: 'Laag 11 zichtbaar' }).check();
    hidden.delete(11);
    await expect.poll(() => editor.cellColours(row)).toEqual(shown(hidden));
    expect(pageErrors).toEqual([]);
  });
});
