/**
 * Issue 29's journey as one new user, through the UI on a desktop: create a freeform crochet chart, draw a doily of
 * three rounds in 6 segments with the round guide and see the counts beside each round, place 20 free stitches on a
 * second layer, rubber-band some, turn and move them, copy them and paste them from the place tool, hide the first layer (its stitches neither drawn nor hit, its
 * rounds left out of the written text), show it again and read the written rounds, save, reload (the same stitches,
 * counts and text), and download a PDF with the doily, its key and the written rounds.
 * Each step's time goes to the test's annotations (`step:<name>` in milliseconds).
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type TestInfo } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Download } from '../pages/Download';
import { EditorMenu } from '../pages/EditorMenu';
import { FreeformSelection } from '../pages/FreeformSelection';
import { WrittenInstructions } from '../pages/WrittenInstructions';

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** A point `distance` units from the chart's centre (250, 250), `degrees` clockwise from straight up. */
function aroundCentre(distance: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [250 + distance * Math.sin(radians), 250 - distance * Math.cos(radians)];
}

/** Runs a step and notes how long it took. */
async function step(testInfo: TestInfo, name: string, body: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await test.step(name, body);
  testInfo.annotations.push({ type: `step:${name}`, description: String(Date.now() - started) });
}

/** The 20 free stitches of the second layer: two rows of ten below the doily. */
const freeStitches: Array<[number, number]> = [400, 450].flatMap((y) =>
  Array.from({ length: 10 }, (_, index): [number, number] => [40 + index * 45, y]),
);

test('a new user draws a doily with the round guide, edits free stitches on a second layer, saves, reloads and downloads a PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const editor = new FreeformSelection(page);
  const written = new WrittenInstructions(page);

  await step(testInfo, 'log in', async () => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('kleedje'));
  });

  await step(testInfo, 'create', async () => {
    await page.goto('/nl/chart/create');
    await page.getByRole('link', { name: 'Haken – vrije vorm' }).click();
    await expect(page).toHaveURL(/\/nl\/c\/new\?craft=crochetFreeform/);
    await editor.waitUntilDrawn();
    await editor.tool('Hele chart tonen').click();
    // Only what a freeform chart has: no grid size, work direction or ruler.
    await expect(page.getByRole('tab', { name: 'Lagen' })).toBeVisible();
    for (const gridOnly of ['Raster', 'Werkrichting', 'Liniaal']) {
      await expect(page.getByRole('tab', { name: gridOnly })).toHaveCount(0);
    }
  });

  await step(testInfo, 'doily', async () => {
    await editor.addRoundGuide();
    await editor.tool('Steek plaatsen').click();
    // Round 1: one single crochet (style 3) and its 5 copies; round 2: two double crochets (style 5) per segment.
    await editor.style(3).click();
    await editor.clickAt(...aroundCentre(21, 30));
    await editor.style(5).click();
    await editor.clickAt(...aroundCentre(39, 15));
    await editor.clickAt(...aroundCentre(41, 45));
    // Round 3: 18 double crochets spread evenly, as one step.
    await page.getByLabel('Aantal steken').fill('18');
    await page.getByLabel('Op toer').fill('3');
    await page.getByRole('button', { name: 'Steken gelijk verdelen' }).click();
    await editor.expectSymbolCount(36);
    // The counts in the panel and beside each round in the drawing.
    for (const [round, count] of [
      [1, 6],
      [2, 12],
      [3, 18],
    ] as const) {
      await expect(editor.roundCounts).toContainText(`Toer ${round}: ${count} steken`);
      await expect(
        page.locator('svg.round-guide text', { hasText: `Toer ${round}: ${count} steken` }),
      ).toHaveCount(1);
    }
    await page.screenshot({ path: testInfo.outputPath('1-doily.png') });
  });

  await step(testInfo, 'second layer', async () => {
    await editor.openLayers();
    await page.getByRole('button', { name: 'Laag toevoegen' }).click();
    await page.getByRole('tab', { name: 'Palet' }).click();
    await editor.style(1).click();
    await editor.clickEach(freeStitches);
    await editor.expectSymbolCount(56);
    await page.screenshot({ path: testInfo.outputPath('2-free-stitches.png') });
  });

  await step(testInfo, 'select, turn, move', async () => {
    await editor.tool('Selecteren').click();
    // Fitted with the select tool's bar showing, the chart's bottom row comes clear above the bar.
    await editor.tool('Hele chart tonen').click();
    const barTop = (await editor.bar.boundingBox())?.y ?? 0;
    await expect.poll(async () => (await editor.pointOf(445, 460)).y).toBeLessThan(barTop);
    // A rubber band round the first four stitches of the upper row.
    await editor.drag([15, 380], [195, 420]);
    await editor.expectSelected(4);
    await expect(editor.bar.getByRole('status')).toHaveText('4 steken geselecteerd');
    // A quarter turn with shift (15° steps) about the middle (107.5, 400): the row stands upright.
    await editor.turnRowUpright();
    // A drag on one of them (now at x 107.5, y 377.5) moves all four 100 units right.
    const turned = await editor.selectionBox();
    const unit = Number(await editor.grid.getAttribute('data-cell-width'));
    await editor.drag([107.5, 377.5], [207.5, 377.5]);
    await expect.poll(async () => Math.round(((await editor.selectionBox()).x - turned.x) / unit)).toBe(100);
    await editor.expectSymbolCount(56);
    await page.screenshot({ path: testInfo.outputPath('3-turned-moved.png') });
  });

  await step(testInfo, 'copy, paste in the place tool', async () => {
    await page.keyboard.press('Control+c');
    await expect(editor.bar.getByRole('status')).toHaveText('Gekopieerd');
    // ctrl+V in "Steek plaatsen": the copy centred on the pointer, selected, in the select tool.
    await editor.tool('Steek plaatsen').click();
    const pointer = await editor.pointOf(400, 150);
    await page.mouse.move(pointer.x, pointer.y);
    await page.keyboard.press('Control+v');
    await expect(editor.grid).toHaveAttribute('data-mode', 'selectFreeform');
    await editor.expectSymbolCount(60);
    await editor.expectSelected(4);
    // Centred on the chart's point under the pointer (the view may shift as the select bar comes, zoomed out).
    await expect
      .poll(async () => {
        const centre = await editor.selectionCentre();
        return Math.abs(centre.x - 400) < 2 && Math.abs(centre.y - 150) < 2;
      })
      .toBe(true);
  });

  await step(testInfo, 'hide a layer', async () => {
    await page.keyboard.press('Escape');
    await editor.openLayers();
    await editor.layerVisible('Laag 1').uncheck();
    // The doily's stitches are neither drawn nor picked; the free ones still are.
    const [x, y] = aroundCentre(20, 30);
    await expect.poll(() => editor.inkAround(x, y, 6)).toBe(0);
    await expect.poll(() => editor.inkAround(445, 450, 6)).toBeGreaterThan(0);
    await expect.poll(() => editor.inkAround(400, 127.5, 6)).toBeGreaterThan(0);
    await editor.clickAt(x, y);
    await editor.expectSelected(0);
    await editor.grid.focus();
    await page.keyboard.press('Control+a');
    await editor.expectSelected(24);
    await page.keyboard.press('Escape');
    await editor.expectSelected(0);
    await page.screenshot({ path: testInfo.outputPath('4-layer-hidden.png') });
  });

  let text = '';
  await step(testInfo, 'written rounds', async () => {
    await page.getByRole('button', { name: 'Geschreven patroon' }).click();
    // A hidden layer is left out of the text, as out of every output (docs/decisions/freeform.md).
    await expect(written.text).toContainText('Laag 2: 24 lossen');
    await expect(written.text).not.toContainText('Toer 1');
    await editor.layerVisible('Laag 1').check();
    await expect(written.text).toContainText('Toer 1: 6 vasten in een magische ring (6 steken)');
    await expect(written.text).toContainText('Toer 2: 2 stokjes in elke steek (12 steken)');
    await expect(written.text).toContainText(/Toer 3: .*\(18 steken\)/);
    await expect(written.text).toContainText('Laag 2: 24 lossen');
    text = (await written.text.textContent()) ?? '';
    await page.screenshot({ path: testInfo.outputPath('5-written.png') });
  });

  let chartId = '';
  await step(testInfo, 'save and reload', async () => {
    chartId = await editor.waitUntilSaved();
    await page.reload();
    await editor.waitUntilDrawn();
    await editor.expectSymbolCount(60);
    await editor.openLayers();
    await expect(editor.layerVisible('Laag 1')).toBeChecked();
    await expect(written.text).toHaveText(text);
    await page.getByRole('button', { name: /Laag 1 kiezen$/ }).click();
    if (!(await editor.roundGuidePanel.evaluate((details) => (details as HTMLDetailsElement).open))) {
      await page.getByText('Toerengids', { exact: true }).click();
    }
    await expect(editor.roundCounts).toContainText('Toer 1: 6 steken');
    await expect(editor.roundCounts).toContainText('Toer 2: 12 steken');
    await expect(editor.roundCounts).toContainText('Toer 3: 18 steken');
    await page.screenshot({ path: testInfo.outputPath('6-reloaded.png') });
  });

  await step(testInfo, 'pdf', async () => {
    await new EditorMenu(page).choose('Downloaden');
    const download = new Download(page);
    await download.fileType(/PDF-document/).check();
    await download.writtenPages.check();
    const saving = page.waitForEvent('download');
    await download.startButton.click();
    const file = await saving;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const path = testInfo.outputPath('kleedje.pdf');
    await file.saveAs(path);
    expect(run('pdfinfo', path)).toMatch(/Pages:\s+3\n/);
    expect(run('pdftotext', '-f', '1', '-l', '1', path, '-')).toContain('vrije vorm 500 × 500 · 60 symbolen');
    const pages = run('pdftotext', '-layout', path, '-');
    expect(pages).toContain('Toer 1: 6 vasten in een magische ring (6 steken)');
    expect(pages).toMatch(/Toer 3: .*\(18 steken\)/);
  });
  expect(chartId).not.toBe('');
  expect(pageErrors).toEqual([]);
});
