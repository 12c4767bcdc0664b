import { expect, test } from '@playwright/test';
import { WrittenInstructions } from '../pages/WrittenInstructions';

/**
 * Chart types and their rules (issue 27): a crochet mosaic overlay chart fills the next row where a colour changes,
 * and a lace chart is written and keyed in stitches ("omslag"), never in colours.
 */
test.describe('chart types', () => {
  test('a mosaic overlay chart auto-fills the next row when a colour changes in a row', async ({ page }) => {
    const editor = new WrittenInstructions(page);
    await editor.gotoNew('?craft=crochet&type=mosaicOverlay&columns=12&rows=4');
    await editor.waitUntilDrawn();
    // Rows start in their colours: the bottom row (worked first) A, the next B, and so on.
    const [a, b] = await editor.cellColours([
      [0, 3],
      [0, 2],
    ]);
    expect(a).not.toBe(b);
    // Colour A in the B row at the third stitch (cells 4 and 5): the A row above drops a stitch over it.
    await editor.style(1).click();
    await editor.clickCell(4, 2);
    expect(
      await editor.cellColours([
        [4, 2],
        [5, 2],
        [4, 1],
        [5, 1],
        [6, 2],
        [3, 2],
      ]),
    ).toEqual([a, a, a, a, b, b]);
    // Colour A in the A row (row 3 from the bottom) at the fourth stitch: row 4 (B) drops its stitch there.
    await editor.style(2).click();
    await editor.clickCell(6, 1);
    expect(
      await editor.cellColours([
        [6, 1],
        [7, 1],
        [6, 0],
      ]),
    ).toEqual([b, b, b]);
    // One undo takes the auto-fill back with the cell.
    await page.keyboard.press('Control+z');
    expect(await editor.cellColours([[6, 1]])).toEqual([a]);
  });

  test("a lace chart's written text and key name the stitch omslag", async ({ page }) => {
    const editor = new WrittenInstructions(page);
    await editor.gotoNew('?craft=knitting&type=lace&columns=6&rows=2');
    await editor.waitUntilDrawn();
    // The palette names its stitches: "omslag" is the third style of a new lace chart.
    await expect(editor.style(3)).toHaveAccessibleName(/omslag/i);
    await editor.style(1).click();
    await editor.dragCells([0, 1], [5, 1]);
    await editor.style(3).click();
    await editor.clickCell(2, 0);
    await editor.style(4).click();
    await editor.clickCell(3, 0);
    await editor.openPanel();
    await expect(editor.line(/^omsl = omslag$/)).toBeVisible();
    // Knitted in the round (the spec's default directions): "Toer", each row as the tracker works it.
    await expect(editor.line(/^Toer 1: 6 r \(6 steken\)$/)).toBeVisible();
    await expect(editor.line(/^Toer 2: .*1 omsl.*\(\d steken\)$/)).toBeVisible();
    await expect(editor.text).not.toContainText(/wit|#ffffff/i);
    // The tracker's key names the stitch too.
    await editor.tool('Voortgang bijhouden').click();
    const key = page.getByRole('region', { name: 'Legenda' });
    await expect(key.getByRole('button', { name: /omslag/ })).toBeVisible();
    await expect(key).not.toContainText(/wit|#ffffff/i);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a new mosaic chart shows its two colours in turns', async ({ page }) => {
      const editor = new WrittenInstructions(page);
      await editor.gotoNew('?craft=crochet&type=mosaicInset&columns=8&rows=4');
      await editor.waitUntilDrawn();
      const colours = await editor.cellColours([
        [0, 3],
        [0, 2],
        [0, 1],
        [0, 0],
      ]);
      expect(colours[0]).toBe(colours[2]);
      expect(colours[1]).toBe(colours[3]);
      expect(colours[0]).not.toBe(colours[1]);
    });
  });
});
