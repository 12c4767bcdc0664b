import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';

/**
 * A cell's width and height in a chart PNG as seen: the grid's black border (the outermost lines black over most
 * of the picture) divided by the chart's columns and rows. Decoded by Chromium in a blank page of its own.
 */
async function pngCell(browser: Browser, path: string, columns: number, rows: number) {
  const page = await browser.newPage();
  try {
    const url = `data:image/png;base64,${readFileSync(path).toString('base64')}`;
    return await page.evaluate(
      async ({ url, columns, rows }) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
        const black = (x: number, y: number) => {
          const at = (y * width + x) * 4;
          return data[at] === 0 && data[at + 1] === 0 && data[at + 2] === 0;
        };
        const lines = (count: number, across: number, at: (line: number, step: number) => boolean) => {
          const found: number[] = [];
          for (let line = 0; line < count; line += 1) {
            let ink = 0;
            for (let step = 0; step < across; step += 1) if (at(line, step)) ink += 1;
            if (ink > across * 0.4) found.push(line);
          }
          return found;
        };
        const ys = lines(height, width, (y, x) => black(x, y));
        const xs = lines(width, height, (x, y) => black(x, y));
        return {
          width: (xs.at(-1)! + 1 - xs[0]!) / columns,
          height: (ys.at(-1)! + 1 - ys[0]!) / rows,
        };
      },
      { url, columns, rows },
    );
  } finally {
    await page.close();
  }
}

test.describe('the gauge as a maker sets it', () => {
  test('makes the cells non-square on screen and in the downloaded PNG', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('stekenverhouding'));
    const editor = new Editor(page);
    await editor.gotoNew('?craft=knitting&type=colors&columns=20&rows=12');
    await editor.waitUntilDrawn();
    // Background colour 1, cells (3, 3) and (4, 3) in colour 2.
    await editor.fillThenRectangles('1', [['2', [3, 3], [4, 3]]]);

    /** The colours at the cell's centre and a fraction of its width above and below it, as the user sees them. */
    const probe = async (reach: number) => {
      const box = await editor.cellBox(3, 3);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const [centre, above, below] = await editor.gridColoursAt([
        [x, y],
        [x, y - reach * box.width],
        [x, y + reach * box.width],
      ]);
      return { box, centre, above, below };
    };
    const square = await probe(0.4);
    expect(square.box.height / square.box.width).toBeCloseTo(1, 2);
    // Square: 0.4 of the width above and below the centre is still inside the cell.
    expect([square.above, square.below]).toEqual([square.centre, square.centre]);

    await page.getByRole('tab', { name: 'Weergave' }).click();
    await page.getByLabel('Steken per 10 cm of 4 inch').fill('20');
    await page.getByLabel('Rijen per 10 cm of 4 inch').fill('28');
    await page.getByLabel('Cellen aanpassen aan de stekenverhouding').check();

    // 20 stitches and 28 rows: a cell is 20/28 as high as wide (0.714).
    await expect
      .poll(async () => {
        const box = await editor.cellBox(3, 3);
        return Math.round((box.height / box.width) * 100) / 100;
      })
      .toBe(0.71);
    const gauged = await probe(0.47);
    // Now 0.47 of the width above and below the centre lies in the rows around it (colour 1).
    expect(gauged.centre).toBe(square.centre);
    expect(gauged.above).not.toBe(gauged.centre);
    expect(gauged.below).not.toBe(gauged.centre);
    await page.screenshot({ path: testInfo.outputPath('gauged-editor.png') });

    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(/\/download/);
    const download = new Download(page);
    await download.fileType(/zoals je hem ziet/).check();
    await download.dialog.getByLabel('Legenda').selectOption('Geen legenda');
    await download.dialog.getByLabel('Grootte').fill('600');
    const saving = page.waitForEvent('download');
    await download.startButton.click();
    const path = testInfo.outputPath('gauged.png');
    await (await saving).saveAs(path);
    const cell = await pngCell(browser, path, 20, 12);
    expect(cell.height / cell.width).toBeGreaterThan(0.69);
    expect(cell.height / cell.width).toBeLessThan(0.74);
  });
});
