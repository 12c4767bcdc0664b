import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Tracker } from '../pages/Tracker';
import { WrittenInstructions } from '../pages/WrittenInstructions';

/**
 * Issue 27: one work order. A knitting chart of 4 × 2: the bottom row all colour 1; the top row colour 2 in its
 * left cell and colour 1 in the other three, so the text says which end row 2 starts at.
 */
async function drawChart(page: Page): Promise<Tracker> {
  const tracker = new Tracker(page);
  await tracker.fillThenRectangles('1', [['2', [0, 0], [0, 0]]]);
  return tracker;
}

/** Opens the text with "Geschreven patroon" in the toolbar. */
async function openWritten(page: Page): Promise<WrittenInstructions> {
  const written = new WrittenInstructions(page);
  const button = written.toolbar.getByRole('button', { name: 'Geschreven patroon' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(written.text).toBeFocused();
  return written;
}

/** Steps the tracker stitch by stitch through row 1 and the first stitch of row 2. */
async function stepIntoRowTwo(tracker: Tracker): Promise<void> {
  await tracker.open();
  await tracker.panel.getByLabel('Volgen').selectOption({ label: 'Steek voor steek' });
  for (let step = 0; step < 5; step += 1)
    await tracker.panel.getByRole('button', { name: /Volgende/ }).click();
  await expect(tracker.panel.getByText('5 van 8 steken gedaan', { exact: false })).toBeVisible();
}

test.describe('one work order for the written text and the tracker', () => {
  test('a default knitting chart: "Toer 2" and the tracker\'s row 2 both start at the right', async ({
    page,
  }) => {
    const tracker = new Tracker(page);
    await tracker.gotoNew('?craft=knitting&type=colors&columns=4&rows=2');
    await tracker.waitUntilDrawn();
    await drawChart(page);
    const written = await openWritten(page);
    // Row 2 from the right: three of colour 1, then the left cell of colour 2.
    await expect(written.line(/^Toer 2: 3 \S+, 1 \S+ \(4 steken\)$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('default-written.png') });

    await stepIntoRowTwo(tracker);
    // The fifth stitch is the right end of row 2: it now looks done, its neighbour of the same colour does not.
    const [rightEnd, neighbour] = await tracker.cellColours([
      [3, 0],
      [2, 0],
    ]);
    expect(rightEnd).not.toBe(neighbour);
    await page.screenshot({ path: test.info().outputPath('default-tracker.png') });
  });

  test('"Heen en weer" on the Werkrichting screen turns row 2 for the text and the tracker alike', async ({
    page,
  }) => {
    const tracker = new Tracker(page);
    await tracker.gotoNew('?craft=knitting&type=colors&columns=4&rows=2');
    await tracker.waitUntilDrawn();
    await drawChart(page);
    await page.getByRole('tab', { name: 'Werkrichting' }).click();
    await page.getByRole('button', { name: 'Heen en weer' }).click();
    await expect(page.getByLabel('Richting van de eerste lijn')).toHaveValue('rightToLeftAlternating');
    // The main-colour column beside the grid: each row's colour with the most cells (colour 1 in both rows).
    await page.getByLabel('Kolom met de hoofdkleur van elke rij').selectOption({ label: 'Links en rechts' });
    for (const side of ['left', 'right'])
      await expect(tracker.grid.locator(`canvas.main-color-column--${side}`)).toHaveAttribute(
        'data-rows',
        '0:1 1:1',
      );
    await page.screenshot({ path: test.info().outputPath('werkrichting.png') });
    const written = await openWritten(page);
    // Row 2 is the wrong side, worked from the left: the colour-2 cell first.
    await expect(written.line(/^Naald 2 \(VK\): 1 \S+, 3 \S+ \(4 steken\)$/)).toBeVisible();

    await stepIntoRowTwo(tracker);
    // Five of eight done, yet none of row 2's three colour-1 cells: the fifth stitch is its left end (colour 2).
    const [rightEnd, middle, neighbour] = await tracker.cellColours([
      [3, 0],
      [2, 0],
      [1, 0],
    ]);
    expect(rightEnd).toBe(middle);
    expect(middle).toBe(neighbour);
    await page.screenshot({ path: test.info().outputPath('flat-tracker.png') });
  });
});

test.describe('the tracker across a change of work directions', () => {
  test('keeps the maker on the same row when the rows are turned round', async ({ page }) => {
    const tracker = new Tracker(page);
    await tracker.gotoNew('?craft=knitting&type=colors&columns=4&rows=4');
    await tracker.waitUntilDrawn();
    await tracker.fillThenRectangles('1', [['2', [0, 0], [0, 0]]]);
    await tracker.open();
    await tracker.panel.getByLabel('Volgen').selectOption({ label: 'Per rij' });
    await tracker.panel.getByRole('button', { name: /Volgende/ }).click();
    // The bottom row is done; the maker is at the second row from the bottom: number 2 on the ruler, 2 of 4 worked.
    await expect(tracker.panel.getByText('Toer 2 van 4')).toBeVisible();

    // Back to drawing, the rows turned round (top row first), and back to the tracker.
    await tracker.tool('Tekenen').click();
    await page.getByRole('tab', { name: 'Werkrichting' }).click();
    await page.getByLabel('Volgorde van de lijnen').selectOption({ label: 'Rijen, van boven naar beneden' });
    await tracker.open();
    // Still the row numbered 2, now the third of four in the new order; the bottom row is still done.
    await expect(tracker.panel.getByText('Toer 2 · 3 van 4')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('turned-round.png') });
  });
});

test.describe('written choices and the row number are kept with the chart', () => {
  test('the legend and a row text survive a reload, and so does "Ga naar rij"', async ({ page }) => {
    test.setTimeout(90_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('werkvolgorde'));
    const tracker = new Tracker(page);
    await tracker.gotoNew('?craft=knitting&type=colors&columns=4&rows=6');
    await tracker.waitUntilDrawn();
    await drawChart(page);
    const written = await openWritten(page);
    await written.field('Legenda').check();
    await written.panel.getByText('Teksten').click();
    const rowText = written.field('Eén rij');
    await rowText.fill('Ronde @ -');
    await rowText.press('Enter');
    await expect(written.line(/^Ronde 6 - 3 \S+, 1 \S+ \(4 steken\)$/)).toBeVisible();
    await expect(written.line('Legenda:')).toBeVisible();
    const chartId = await tracker.waitUntilSaved();

    await tracker.open();
    const goTo = tracker.panel.getByLabel('Ga naar rij');
    // The changes loop sends the row number (0 for the first row) with its next tick.
    const sent = page.waitForRequest(
      (request) =>
        request.url().includes('/chart/changes') && (request.postData() ?? '').includes('"rowNumber":3'),
    );
    await goTo.fill('4');
    await goTo.press('Enter');
    await sent;

    await page.goto(`/nl/c/${chartId}`);
    await tracker.waitUntilDrawn();
    // The chart reopens in the tracker with the row number, and the bottom panel open on the written text.
    await expect(tracker.panel.getByLabel('Ga naar rij')).toHaveValue('4');
    const again = new WrittenInstructions(page);
    await expect(again.toolbar.getByRole('button', { name: 'Geschreven patroon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(again.field('Legenda')).toBeChecked();
    await expect(again.line(/^Ronde 6 - 3 \S+, 1 \S+ \(4 steken\)$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('after-reload.png') });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"Geschreven patroon" opens the text, which fits the screen', async ({ page }) => {
    const written = new WrittenInstructions(page);
    await written.gotoNew('?craft=knitting&type=colors&columns=16&rows=4');
    await written.waitUntilDrawn();
    await openWritten(page);
    await expect(written.line(/^Toeren 1 - 4: /)).toBeVisible();
    const box = await written.panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: test.info().outputPath('phone-written.png') });
    await page.getByRole('tab', { name: 'Werkrichting' }).click();
    await expect(page.getByRole('button', { name: 'In de rondte' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('phone-werkrichting.png') });
  });
});
