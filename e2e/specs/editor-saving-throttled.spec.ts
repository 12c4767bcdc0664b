import { expect, test, type Request } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { saveNewChart } from '../pages/Charts';
import { Editor } from '../pages/Editor';

/** 1.5 Mbit/s upload, as on a busy mobile or hotel network (issue 26); the bench times the save on it. */
const uploadBytesPerSecond = 1_500_000 / 8;

/**
 * Cells like a picture's: broad bands of three styles that wave across the grid, so the chart compresses like an
 * imported photo does rather than like a blank one.
 */
function pictureLikeCells(columns: number, rows: number): Uint8Array {
  const cells = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const wave = Math.sin(column / 37) + Math.cos(row / 53) + Math.sin((column + row) / 91);
      // The top-left corner stays style 1, where the test draws in style 2.
      const corner = column < 20 && row < 20;
      cells[row * columns + column] = corner ? 1 : 1 + (Math.floor(((wave + 3) / 6) * 7) % 3);
    }
  }
  return cells;
}

test.describe('saving on a slow network', () => {
  test('an edit to a 1000 × 1000 chart is saved gzipped over 1.5 Mbit/s upload and is there after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('traag'), { premium: true });
    const chartId = await saveNewChart(page, {
      craft: 'crossStitch',
      type: 'other',
      columns: 1000,
      rows: 1000,
      title: 'Traag netwerk',
      cells: pictureLikeCells(1000, 1000),
    });
    const editor = new Editor(page);
    await editor.goto(`/nl/c/${chartId}`);
    await editor.waitUntilDrawn();
    await expect(page.getByText('1000 × 1000 steken')).toBeVisible();
    // The test's own save above holds the write lock: this tab takes it over, as the user would.
    await page.getByRole('button', { name: 'Hier verder bewerken' }).click();
    await expect(page.getByRole('button', { name: 'Hier verder bewerken' })).toHaveCount(0);
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: -1,
      uploadThroughput: uploadBytesPerSecond,
    });
    const saves: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/nl/ajax/chart/save/')) saves.push(request);
    });

    const { colour, line: edited } = await editor.drawLine(2, 2, 8);
    await expect(editor.saveStatus).not.toHaveText(/^Opgeslagen/);
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 60_000 });

    expect(saves.length).toBeGreaterThanOrEqual(1);
    const save = saves[saves.length - 1]!;
    expect(await save.headerValue('content-encoding')).toBe('gzip');
    // The 1.35 MB of the plain save went as a small fraction of it.
    expect(save.postDataBuffer()?.length ?? Infinity).toBeLessThan(200_000);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.reload();
    await editor.waitUntilDrawn();
    expect(await editor.cellColours(edited)).toEqual(edited.map(() => colour));
    expect(pageErrors).toEqual([]);
  });
});
