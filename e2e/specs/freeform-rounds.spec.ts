/**
 * A round guide in a freeform crochet chart (issue 29): the "Toerengids" panel adds a guide of 6 segments, a click
 * near a round puts the stitch on it with its copies in the other segments, the counts show per round, and the
 * written pattern writes the rounds ("Toer 1: …").
 */
import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { FreeformSelection, freeformArea, freeformPointOf } from '../pages/FreeformSelection';

test('a crocheter adds a round guide, places stitches on rounds 1–3 and reads the rounds written out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/nl');
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('toerengids'));
  await page.goto('/nl/c/new?craft=crochetFreeform');
  const area = freeformArea(page);
  await expect(area).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });

  // By keyboard: open the panel, add the guide, make it 4 rounds.
  await page.getByText('Toerengids', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Toerengids toevoegen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Segmenten')).toHaveValue('6');
  await page.getByLabel('Toeren', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Toerengids' })).toContainText('Toer 4: 0 steken');
  await expect(page.getByRole('img', { name: 'Toerengids met aantallen per toer' })).toBeVisible();

  const editor = new Editor(page);
  await editor.tool('Steek plaatsen').click();
  await editor.style(5).click();
  // The guide is centred on the chart (250, 250); rounds at 20, 40 and 60 units. Clicks near each round, above
  // the centre: each places a stitch and its 5 copies.
  for (const distance of [21, 38, 62]) {
    const point = await freeformPointOf(area, 252, 250 - distance);
    await page.mouse.click(point.x, point.y);
  }
  await expect(page.locator('[data-symbol-count]')).toHaveAttribute('data-symbol-count', '18');
  const counts = page.getByRole('list', { name: 'Toerengids' });
  await expect(counts).toContainText('Toer 1: 6 steken');
  await expect(counts).toContainText('Toer 2: 6 steken');
  await expect(counts).toContainText('Toer 3: 6 steken');
  await expect(page.locator('svg.round-guide text', { hasText: 'Toer 2: 6 steken' })).toHaveCount(1);

  // Twelve more evenly on round 3, as one step.
  await page.getByLabel('Aantal steken').fill('12');
  await page.getByLabel('Op toer').fill('3');
  await page.getByRole('button', { name: 'Steken gelijk verdelen' }).click();
  await expect(counts).toContainText('Toer 3: 18 steken');
  await page.screenshot({ path: testInfo.outputPath('round-guide.png') });
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(counts).toContainText('Toer 3: 6 steken');

  await page.getByRole('button', { name: 'Geschreven patroon' }).click();
  const written = page.getByRole('region', { name: 'Geschreven instructies van de chart' });
  await expect(written).toContainText('Toer 1');
  await expect(written).toContainText('(6 steken)');
  await page.screenshot({ path: testInfo.outputPath('written-rounds.png') });
  expect(pageErrors).toEqual([]);
});

test('with symmetry on, moving one stitch by arrow keys moves its copies in every segment; undo and symmetry off', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/nl');
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('symmetrie'));
  await page.goto('/nl/c/new?craft=crochetFreeform');
  const area = freeformArea(page);
  await expect(area).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByText('Toerengids', { exact: true }).click();
  await page.getByRole('button', { name: 'Toerengids toevoegen' }).click();
  await expect(page.getByLabel('Segmenten')).toHaveValue('6');

  const editor = new FreeformSelection(page);
  await editor.tool('Steek plaatsen').click();
  await editor.style(5).click();
  // Round 1 lies 20 units above the centre (250, 250): the stitch and its 5 copies.
  const onRoundOne = await freeformPointOf(area, 250, 231);
  await page.mouse.click(onRoundOne.x, onRoundOne.y);
  const symbols = page.locator('[data-symbol-count]');
  await expect(symbols).toHaveAttribute('data-symbol-count', '6');
  const counts = page.getByRole('list', { name: 'Toerengids' });
  await expect(counts).toContainText('Toer 1: 6 steken');

  // Select the one stitch and move it 20 units up (two shift+arrow steps of 10) onto round 2: all 6 follow.
  await editor.tool('Selecteren').click();
  const stitch = await freeformPointOf(area, 250, 230);
  await page.mouse.click(stitch.x, stitch.y);
  await expect.poll(() => editor.selectedCount()).toBe(1);
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(counts).toContainText('Toer 2: 6 steken');
  await expect(counts).toContainText('Toer 1: 0 steken');
  await expect(symbols).toHaveAttribute('data-symbol-count', '6');
  await page.screenshot({ path: testInfo.outputPath('symmetric-move.png') });

  // One undo step per key press, each taking all 6 back.
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(counts).toContainText('Toer 1: 6 steken');
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(counts).toContainText('Toer 1: 6 steken');
  await expect(counts).toContainText('Toer 2: 0 steken');

  // Symmetry off: only the selected stitch moves.
  // A controlled box that follows the chart: click it and wait for the chart's answer.
  const symmetry = page.getByLabel('Symmetrie (herhalen in elk segment)');
  await symmetry.click();
  await expect(symmetry).not.toBeChecked();
  await page.mouse.click(stitch.x, stitch.y);
  await expect.poll(() => editor.selectedCount()).toBe(1);
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(counts).toContainText('Toer 1: 5 steken');
  await expect(counts).toContainText('Toer 2: 1 steek');

  // Symmetry on again: duplicating a stitch of round 1 duplicates it in every segment, as placing does (also
  // where the moved stitch left its segment without a copy), and deleting the duplicate removes all 6 again.
  await symmetry.click();
  await expect(symmetry).toBeChecked();
  const sixtyDegrees = await freeformPointOf(area, 267.3, 240);
  await page.mouse.click(sixtyDegrees.x, sixtyDegrees.y);
  await expect.poll(() => editor.selectedCount()).toBe(1);
  await page.keyboard.press('ControlOrMeta+d');
  await expect(symbols).toHaveAttribute('data-symbol-count', '12');
  await expect.poll(() => editor.selectedCount()).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('symmetric-duplicate.png') });
  await page.keyboard.press('Delete');
  await expect(symbols).toHaveAttribute('data-symbol-count', '6');
  expect(pageErrors).toEqual([]);
});
