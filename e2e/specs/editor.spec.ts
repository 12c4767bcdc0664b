import { expect, test } from '@playwright/test';
import { Editor } from '../pages/Editor';

const white = '#ffffff';
const line = '#dddddd';
const lineEvery5 = '#aaaaaa';
const lineEvery10 = '#000000';

test.describe('chart editor, new chart', () => {
  test('draws an empty 100 × 100 grid once the engine worker has started', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const engineWorker = page.waitForEvent('worker', (worker) => worker.url().includes('engine.worker'));

    const editor = new Editor(page);
    await editor.gotoNew();
    await expect(editor.heading('Nieuwe chart')).toBeVisible();
    await expect(page).toHaveTitle('Nieuwe chart | Steekwerk');
    await engineWorker;

    await editor.waitUntilDrawn();
    await expect(editor.errorMessage).toHaveCount(0);
    expect(await editor.decodedByteCount()).toBe(100 * 100);
    await expect(page.getByText('100 × 100 steken')).toBeVisible();

    const { width, height, counts } = await editor.canvasColours([white, line, lineEvery5, lineEvery10]);
    const area = width * height;
    // Empty cells are white and cover most of the view; every kind of grid line shows.
    expect(counts[white]).toBeGreaterThan(area * 0.25);
    expect(counts[line]).toBeGreaterThan(1000);
    expect(counts[lineEvery5]).toBeGreaterThan(100);
    expect(counts[lineEvery10]).toBeGreaterThan(100);
    // Default lines outnumber the every-5 lines, which outnumber nothing else: 80 of them against 10 per axis.
    expect(counts[line]).toBeGreaterThan(counts[lineEvery5] ?? 0);
    expect(pageErrors).toEqual([]);
  });

  test('a chart id that names no chart says so, an invalid one shows the not-found screen', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.goto('/nl/c/abc123');
    await expect(editor.heading('Chart')).toBeVisible();
    await expect(editor.errorMessage).toHaveText('Deze chart bestaat niet (meer).');
    await editor.goto('/nl/c/ongeldig!');
    await expect(editor.heading('Pagina niet gevonden')).toBeVisible();
  });
});
