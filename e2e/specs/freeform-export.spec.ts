/**
 * A freeform chart's files (issue 29) as a user gets them: the list's thumbnail shows the motif, the download screen
 * offers PNG, PDF, the Steekwerk file and the written rounds (no OXS, with a note), and the PDF has the motif, the key
 * with counts and the written rounds. The chart is saved through `chart/save` (the editor's freeform tools are
 * another lane's).
 */
import { execFileSync } from 'node:child_process';
import { boundingBoxOf, createChartState, createPaletteStyle, type FreeformSymbol } from '@steekwerk/model';
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartsList } from '../pages/Charts';
import { Download } from '../pages/Download';

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** A doily of 6 single crochets, 12 double crochets and 24 chains around a round guide of 3 rounds. */
function doily() {
  const base = createChartState({
    craft: 'crochetFreeform',
    type: 'other',
    size: { columnCount: 1, rowCount: 1 },
    rows: '1:AA==',
    title: 'Kleedje e2e',
    styles: [
      createPaletteStyle(1, { symbolId: 'single-crochet', colorBackground: '#b03060', description: 'Vaste' }),
      createPaletteStyle(2, {
        symbolId: 'double-crochet',
        colorBackground: '#2a7a2a',
        description: 'Stokje',
      }),
      createPaletteStyle(3, { symbolId: 'chain', colorBackground: '#1f4e9c', description: 'Losse' }),
    ],
  });
  const symbols: FreeformSymbol[] = [];
  for (const [styleId, count, radius] of [
    [1, 6, 40],
    [2, 12, 90],
    [3, 24, 140],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const angle = (index / count) * 360;
      const radians = (angle * Math.PI) / 180;
      const placement = {
        x: 250 + radius * Math.sin(radians),
        y: 250 - radius * Math.cos(radians),
        width: 20,
        height: 20,
        rotate: angle,
      };
      symbols.push({ ...placement, layerId: 1, size: 1, styleId, boundingBox: boundingBoxOf(placement) });
    }
  }
  const guide = { guideId: 1, layerId: 1, centerX: 250, centerY: 250, radius: 40, spacing: 50 };
  return {
    ...base,
    freeform: {
      ...base.freeform,
      backgroundColor: '#fff8e7',
      symbols,
      roundGuides: [{ ...guide, rounds: 3, wedges: 6, startAngle: 0, symmetry: true }],
    },
  };
}

test('a freeform chart shows in the list and downloads as a PDF with its key and written rounds', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('vrije-vorm'));
  await page.goto('/nl/browse');
  const response = await page.request.post('/nl/ajax/chart/save/new', {
    data: { state: doily(), s: 'e2e-tab-freeform', v: 11, saveId: `e2e-save-${Date.now()}` },
  });
  const { chartId } = (await response.json()) as { chartId: string };

  const list = new ChartsList(page);
  await list.open();
  expect(await list.thumbnailLoaded('Kleedje e2e')).toBe(true);

  await page.goto(`/nl/c/${chartId}/download?fileType=oxs`);
  const download = new Download(page);
  await expect(download.dialog.getByText(/Een vrije-vorm-chart heeft geen raster/)).toBeVisible();
  await expect(download.fileType(/OXS/)).toHaveCount(0);
  await expect(download.fileType(/zoals je hem ziet/)).toBeChecked();
  await expect(download.dialog.getByRole('radio')).toHaveCount(4);

  await download.fileType(/PDF-document/).check();
  await download.writtenPages.check();
  await expect(download.pageCount).toContainText('3');
  const saving = page.waitForEvent('download');
  await download.startButton.click();
  const file = await saving;
  expect(file.suggestedFilename()).toBe('Kleedje-e2e.pdf');
  const path = testInfo.outputPath('kleedje.pdf');
  await file.saveAs(path);
  expect(run('pdfinfo', path)).toMatch(/Pages:\s+3\n/);
  expect(run('pdftotext', '-f', '1', '-l', '1', path, '-')).toContain('vrije vorm 500 × 500 · 42 symbolen');
  const key = run('pdftotext', '-layout', '-f', '2', '-l', '2', path, '-');
  expect(key).toMatch(/Losse\s+24/);
  expect(key).toMatch(/Stokje\s+12/);
  expect(key).toMatch(/Vaste\s+6/);
  const written = run('pdftotext', '-layout', '-f', '3', '-l', '3', path, '-');
  expect(written).toContain('Toer 1: 6 vasten in een magische ring (6 steken)');
  expect(written).toContain('Toer 2: 2 stokjes in elke steek (12 steken)');
});
