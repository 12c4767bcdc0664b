import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { Download } from '../pages/Download';
import { WrittenInstructions } from '../pages/WrittenInstructions';

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/**
 * Issue 27 (lane "written"): a lace panel of 7 × 4 worked back and forth. Lace styles: 1 r, 2 av, 3 omsl,
 * 4 2 r samen, 5 ovh. Row 1 (bottom, right side): k1, yo, ssk, k1, k2tog, yo, k1; row 4 (top, wrong side) the chart
 * shows k1, k2tog, yo, k1, yo, ssk, k1 from the front, which the knitter works from the back, left to right, as
 * p1, p2tog, yo, p1, yo, ssp, p1; rows 2 and 3 knit squares (purled on row 2).
 */
test('a lace chart worked back and forth names its wrong-side purls, as text, as a table and in the PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const editor = new WrittenInstructions(page);
  await editor.gotoNew('?craft=knitting&type=lace&columns=7&rows=4');
  await editor.waitUntilDrawn();
  const cell = (key: string, column: number, row: number) =>
    [key, [column, row], [column, row]] as [string, [number, number], [number, number]];
  await editor.fillThenRectangles('1', [
    cell('3', 1, 3),
    cell('4', 2, 3),
    cell('5', 4, 3),
    cell('3', 5, 3),
    cell('4', 1, 0),
    cell('3', 2, 0),
    cell('3', 4, 0),
    cell('5', 5, 0),
  ]);
  await page.getByRole('tab', { name: 'Werkrichting' }).click();
  await page.getByRole('button', { name: 'Heen en weer' }).click();

  await editor.toolbar.getByRole('button', { name: 'Geschreven patroon' }).click();
  await expect(
    editor.line('Naald 1 (GK): 1 r, 1 omsl, 1 ovh, 1 r, 1 2 r samen, 1 omsl, 1 r (7 steken)'),
  ).toBeVisible();
  await expect(editor.line('Naald 2 (VK): 7 av (7 steken)')).toBeVisible();
  await expect(
    editor.line('Naald 4 (VK): 1 av, 1 2 av samen, 1 omsl, 1 av, 1 omsl, 1 2 av gedr samen, 1 av (7 steken)'),
  ).toBeVisible();
  await expect(editor.line('2 av gedr samen = 2 averecht gedraaid samen')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lace-wrong-side-text.png') });

  await editor.field('Vorm').selectOption({ label: 'Tabel' });
  const table = editor.text.getByRole('table', { name: 'Geschreven patroon als tabel' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Naald',
    'Kant',
    'Richting',
    'Instructie',
    'Steken',
  ]);
  await expect(table.getByRole('row', { name: /Naald 2/ }).getByRole('cell')).toHaveText([
    'VK',
    'naar rechts',
    '7 av',
    '7',
  ]);
  await page.screenshot({ path: testInfo.outputPath('lace-wrong-side-table.png') });

  await page.keyboard.press('Control+p');
  const download = new Download(page);
  await download.writtenPages.check();
  const saving = page.waitForEvent('download');
  await download.startButton.click();
  const file = await saving;
  const path = testInfo.outputPath('lace-table.pdf');
  await file.saveAs(path);
  const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', path))![1]);
  const written = run('pdftotext', '-layout', '-f', String(pages), '-l', String(pages), path, '-');
  expect(written).toMatch(/Naald\s+Kant\s+Richting\s+Instructie\s+Steken/);
  expect(written).toMatch(
    // The instructions wrap inside their column; the count stands on the row's first line.
    /Naald 4 +VK +naar rechts +1 av, 1 2 av samen, 1 omsl, 1 av, 1 omsl, 1 2 av gedr samen, +7 *\n +1 av/,
  );
  run(
    'pdftoppm',
    '-png',
    '-r',
    '60',
    '-f',
    String(pages),
    '-l',
    String(pages),
    path,
    testInfo.outputPath('lace-table-page'),
  );
  expect(pageErrors).toEqual([]);
});
