import { expect, test } from '@playwright/test';
import { Editor } from '../pages/Editor';

test('“Symbolen in plaats van kleuren” draws symbols on a plain background and stays after a reload', async ({
  page,
}) => {
  const editor = new Editor(page);
  await editor.gotoNew('?craft=crossStitch&columns=12&rows=8');
  await editor.waitUntilDrawn();
  await editor.fillThenRectangles('1', [['2', [0, 0], [5, 7]]]);
  const [before] = await editor.cellColours([[8, 4]]);
  await page.getByRole('tab', { name: 'Weergave' }).click();
  await page.getByRole('checkbox', { name: 'Symbolen in plaats van kleuren' }).check();
  // The red cell loses its colour: its centre now shows the symbol's ink or the plain background, never red.
  await expect.poll(async () => (await editor.cellColours([[8, 4]]))[0]).not.toBe(before);
  const [after] = await editor.cellColours([[8, 4]]);
  // "#rrggbb": a grey (ink or plain), not a colour.
  const [r, g, b] = [1, 3, 5].map((at) => parseInt((after ?? '').slice(at, at + 2), 16));
  expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(40);
  // It is this device's choice: it stays after a reload.
  await page.reload();
  await editor.waitUntilDrawn();
  await page.getByRole('tab', { name: 'Weergave' }).click();
  await expect(page.getByRole('checkbox', { name: 'Symbolen in plaats van kleuren' })).toBeChecked();
});
