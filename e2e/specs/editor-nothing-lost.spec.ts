import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { Tracker } from '../pages/Tracker';

/** Issue 26: edits survive the tab, the network and the deploy. */
const restoreLabel = 'Niet-opgeslagen wijzigingen herstellen';
const offlineNotice =
  'Geen verbinding — je wijzigingen worden bewaard op dit apparaat en opgeslagen zodra je weer online bent';
const readOnlyNotice = /Hier kun je alleen kijken/;

test.describe.configure({ timeout: 90_000 });

/** A new user's saved 12 × 12 chart with one cell drawn; the editor, its id and the colour of style 3. */
async function savedChart(
  page: Page,
  name: string,
): Promise<{ editor: Editor; chartId: string; colour: string }> {
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress(name));
  const editor = new Editor(page);
  await editor.gotoNew('?columns=12&rows=12');
  await editor.waitUntilDrawn();
  await editor.clickCell(2, 2);
  const chartId = await editor.waitUntilSaved();
  await page.keyboard.press('3');
  const colour = (await editor.style(3).getAttribute('data-colour')) ?? '';
  return { editor, chartId, colour };
}

/** Accepts the browser's "leave page?" question, as a user who closes the tab anyway does. */
function leaveAnyway(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** The offer on the reopened chart. */
function offerOf(page: Page) {
  return page.getByRole('region', { name: restoreLabel });
}

async function reopen(context: BrowserContext, chartId: string): Promise<{ page: Page; editor: Editor }> {
  const page = await context.newPage();
  const editor = new Editor(page);
  await editor.goto(`/nl/c/${chartId}`);
  await editor.waitUntilDrawn();
  return { page, editor };
}

test.describe('edits survive closing the tab and pressing F5 at once', () => {
  test('an edit made just before the tab closes is offered back, restored and saved; the chart is not read-only', async ({
    page,
    context,
  }) => {
    const { editor, chartId, colour } = await savedChart(page, 'sluiten');
    // Two edits within a second: the second is kept only by the write as the page goes away.
    await editor.clickCell(5, 5);
    await editor.clickCell(6, 5);
    await expect(editor.saveStatus).toHaveText(/^Niet opgeslagen wijzigingen/);
    leaveAnyway(page);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;

    const again = await reopen(context, chartId);
    // The lock was released as the page closed: the chart opens editable, not "op een ander apparaat".
    await expect(again.editor.tool('Tekenen')).toBeEnabled();
    await expect(again.page.getByText(readOnlyNotice)).toHaveCount(0);
    expect((await again.editor.cellColours([[5, 5]]))[0]).not.toBe(colour);
    await offerOf(again.page).getByRole('button', { name: restoreLabel }).click();
    await again.editor.waitUntilDrawn();
    await expect
      .poll(async () =>
        again.editor.cellColours([
          [5, 5],
          [6, 5],
        ]),
      )
      .toEqual([colour, colour]);
    await expect(again.editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });

    // Saved on the server: a reload shows it and offers nothing any more.
    await again.page.reload();
    await again.editor.waitUntilDrawn();
    expect(
      await again.editor.cellColours([
        [5, 5],
        [6, 5],
      ]),
    ).toEqual([colour, colour]);
    await expect(offerOf(again.page)).toHaveCount(0);
  });

  test('F5 right after an edit: the reloaded chart offers it back, and restoring saves it', async ({
    page,
  }) => {
    const { editor, colour } = await savedChart(page, 'verversen');
    await editor.clickCell(6, 6);
    leaveAnyway(page);
    await page.reload();
    await editor.waitUntilDrawn();
    await expect(editor.tool('Tekenen')).toBeEnabled();
    await offerOf(page).getByRole('button', { name: restoreLabel }).click();
    await editor.waitUntilDrawn();
    await expect.poll(async () => (await editor.cellColours([[6, 6]]))[0]).toBe(colour);
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
  });

  test('when someone saved in between, the changes are kept as a copy, never over the newer version', async ({
    page,
    context,
  }) => {
    const { editor, chartId, colour } = await savedChart(page, 'kopie');
    await editor.clickCell(7, 7);
    leaveAnyway(page);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;

    // Another session saves a newer version first (dismissing nothing: the offer waits).
    const other = await reopen(context, chartId);
    await expect(offerOf(other.page)).toBeVisible();
    await other.page.keyboard.press('2');
    const otherColour = (await other.editor.style(2).getAttribute('data-colour')) ?? '';
    await other.editor.clickCell(1, 1);
    await expect(other.editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
    await other.page.close();

    const last = await reopen(context, chartId);
    const offer = offerOf(last.page);
    await expect(offer).toContainText('intussen is er elders een nieuwere versie opgeslagen');
    await offer.getByRole('button', { name: 'Bewaren als kopie' }).click();
    await expect(last.page).not.toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    const copyId = await last.editor.waitUntilSaved();
    expect(copyId).not.toBe(chartId);
    await last.editor.waitUntilDrawn();
    expect((await last.editor.cellColours([[7, 7]]))[0]).toBe(colour);
    await expect(last.page.getByRole('heading', { level: 1 })).toContainText('(kopie)');

    // The newer version stayed as it was.
    await last.editor.goto(`/nl/c/${chartId}`);
    await last.editor.waitUntilDrawn();
    expect(
      await last.editor.cellColours([
        [1, 1],
        [7, 7],
      ]),
    ).toEqual([otherColour, expect.not.stringMatching(colour)]);
  });

  test('a new chart never saved (a visitor) is offered back after the tab closed', async ({
    page,
    context,
  }) => {
    const editor = new Editor(page);
    await editor.gotoNew('?columns=10&rows=10');
    await editor.waitUntilDrawn();
    await page.keyboard.press('3');
    const colour = (await editor.style(3).getAttribute('data-colour')) ?? '';
    await editor.clickCell(4, 4);
    leaveAnyway(page);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;

    const again = await context.newPage();
    const reopened = new Editor(again);
    await reopened.goto('/nl/c/new?columns=10&rows=10');
    await reopened.waitUntilDrawn();
    await offerOf(again).getByRole('button', { name: restoreLabel }).click();
    await reopened.waitUntilDrawn();
    await expect.poll(async () => (await reopened.cellColours([[4, 4]]))[0]).toBe(colour);
  });
});

test.describe('offline, as a maker in a train', () => {
  test('the editor keeps working offline, says so, and saves by itself when the connection returns', async ({
    page,
    context,
  }) => {
    const { editor, colour } = await savedChart(page, 'trein');
    await context.setOffline(true);
    await expect(page.getByText(offlineNotice)).toBeVisible();
    await editor.clickCell(8, 8);
    await expect.poll(async () => (await editor.cellColours([[8, 8]]))[0]).toBe(colour);
    await expect(editor.saveStatus).toHaveText(/^(Niet opgeslagen wijzigingen|Opslaan mislukt|Opslaan…)/, {
      timeout: 10_000,
    });
    await expect(editor.saveStatus).not.toHaveText(/^Opgeslagen/);

    await context.setOffline(false);
    await expect(page.getByText(offlineNotice)).toHaveCount(0);
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
    await page.reload();
    await editor.waitUntilDrawn();
    expect((await editor.cellColours([[8, 8]]))[0]).toBe(colour);
  });

  test('the tracker keeps marking offline and keeps the progress once the connection returns', async ({
    page,
    context,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('treinvoortgang'));
    const tracker = new Tracker(page);
    await tracker.gotoNew('?craft=crossStitch&columns=10&rows=10');
    await tracker.waitUntilDrawn();
    await tracker.fillThenRectangles('1', [['2', [0, 0], [1, 9]]]);
    const chartId = await tracker.waitUntilSaved();
    await tracker.open();
    await expect(tracker.panel.getByText('0 van 100 steken gedaan (0 %)')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText(offlineNotice)).toBeVisible();
    await tracker.clickCell(3, 3);
    await tracker.clickCell(4, 3);
    await expect(tracker.panel.getByText('2 van 100 steken gedaan (2 %)')).toBeVisible();
    await expect(tracker.panel.getByText('Voortgang bewaard')).toHaveCount(0);

    await context.setOffline(false);
    await expect(tracker.panel.getByText('Voortgang bewaard')).toBeVisible({ timeout: 40_000 });
    const again = await reopen(context, chartId);
    await expect(again.page.getByText('2 van 100 steken gedaan (2 %)')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('a tab one protocol version behind after a deploy', () => {
  test('reloads itself, restores its edits from the device and saves them', async ({ page }) => {
    const { editor, chartId, colour } = await savedChart(page, 'uitrol');
    // The server of the new deploy refuses the old app's save once, as it refuses an older protocol version.
    let refused = 0;
    await page.route('**/nl/ajax/chart/save/**', async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          sfRequest: 'error',
          error: 'v: Verouderde versie van de app; laad de pagina opnieuw.',
        }),
      });
    });
    const reloaded = page.waitForEvent('framenavigated');
    await editor.clickCell(9, 9);
    await reloaded;
    await editor.waitUntilDrawn();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    // Restored without asking, and saved.
    await expect.poll(async () => (await editor.cellColours([[9, 9]]))[0], { timeout: 20_000 }).toBe(colour);
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
    expect(refused).toBe(1);
    await expect(offerOf(page)).toHaveCount(0);
    await page.reload();
    await editor.waitUntilDrawn();
    expect((await editor.cellColours([[9, 9]]))[0]).toBe(colour);
  });
});
