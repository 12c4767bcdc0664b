import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartCreate, ChartScreens, ChartsList, saveNewChart } from '../pages/Charts';
import { Editor } from '../pages/Editor';

/**
 * A new user creates charts in two crafts through the create screens and the editor, finds them in "Mijn charts",
 * puts one in a folder, shares one publicly and opens it logged out, makes a copy, deletes and restores a chart,
 * and changes a property of two charts at once.
 */
test.describe('charts: create, find, organise, share', () => {
  test('a new user organises, shares, copies, deletes and restores charts', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('charts'));
    const create = new ChartCreate(page);
    const list = new ChartsList(page);
    const screens = new ChartScreens(page);

    // Two crafts through the create screens; the editor saves each chart by itself.
    await create.createInEditor('Breien', 'Kabels', { columns: 40, rows: 30 }, 'Kabeltrui');
    const blanketId = await create.createInEditor(
      'Haken',
      'C2C (hoek tot hoek)',
      { columns: 25, rows: 25 },
      'Babydeken',
    );
    const created = await page.request.get(`/nl/ajax/charts/properties?ids=${blanketId}`);
    expect((await created.json()).charts[0]).toMatchObject({
      craft: 'crochet',
      type: 'c2c',
      columnCount: 25,
      rowCount: 25,
    });

    // Both in the list, with real thumbnails.
    await list.open();
    await expect(list.chart('Kabeltrui')).toBeVisible();
    await expect(list.chart('Babydeken')).toBeVisible();
    expect(await list.thumbnailLoaded('Babydeken')).toBe(true);
    await page.getByRole('button', { name: 'Tabel', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Charts' })).toBeVisible();

    // A folder, and a chart moved into it through its properties.
    await list.createFolder('Truien');
    await list.choose('Kabeltrui', 'Eigenschappen');
    await expect(screens.propertiesForm).toBeVisible();
    await screens.propertiesForm.getByLabel('Map').selectOption({ label: 'Truien' });
    await screens.propertiesForm.getByRole('button', { name: 'Opslaan' }).click();
    await expect(list.heading('Mijn charts')).toBeVisible();
    await list.openFolder('Truien');
    await expect(list.chart('Kabeltrui')).toBeVisible();
    await expect(list.chart('Babydeken')).toHaveCount(0);

    // Shared publicly: the link and its QR code; a logged-out visitor may read it, not change it.
    await list.open();
    await list.choose('Babydeken', 'Delen');
    await expect(list.heading('Chart delen')).toBeVisible();
    await screens.publicLinkCheckbox.check();
    await expect(screens.qrCode).toBeVisible();
    await expect(screens.publicLink).toHaveValue(new RegExp(`/nl/c/${blanketId}$`));
    const link = await screens.publicLink.inputValue();
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link);
      await new Editor(visitorPage).waitUntilDrawn();
      await expect(visitorPage.getByText('Alleen bekijken', { exact: false }).first()).toBeVisible();
      const opened = await visitorPage.request.get(`/nl/ajax/chart/get/${blanketId}?s=e2e-visitor-tab&v=19`);
      const body = (await opened.json()) as {
        status: string;
        state: { settings: { title: string } };
        accessSession: { hasWriteAccess: boolean; hasWriteLock: boolean };
      };
      expect(body.status).toBe('ok');
      expect(body.state.settings.title).toBe('Babydeken');
      expect(body.accessSession).toEqual({ hasWriteAccess: false, hasWriteLock: false });
      const image = await visitorPage.request.get(`/nl/ajax/chart/image/${blanketId}/1`);
      expect(image.headers()['content-type']).toBe('image/png');
    } finally {
      await visitor.close();
    }

    // A copy.
    await list.open();
    await list.choose('Babydeken', 'Maak een kopie');
    await expect(page.getByLabel('Titel van de kopie')).toHaveValue('Babydeken (kopie)');
    await page.getByRole('button', { name: 'Kopie maken' }).click();
    await expect(page).toHaveURL(/\/nl\/c\/[0-9A-Za-z]{12}$/);
    await list.open();
    await expect(list.chart('Babydeken (kopie)')).toBeVisible();

    // Deleted to the bin, restored from it.
    await list.choose('Babydeken (kopie)', 'Verwijderen');
    await expect(page.getByText('De chart is naar de prullenbak verplaatst.')).toBeVisible();
    await expect(list.chart('Babydeken (kopie)')).toHaveCount(0);
    await list.open('deleted');
    await list.openMenu('Babydeken (kopie)');
    await list.menu.getByRole('menuitem', { name: 'Herstellen' }).click();
    await expect(page).toHaveURL(/\/nl\/c\/[0-9A-Za-z]{12}$/);
    await list.open();
    await expect(list.chart('Babydeken (kopie)')).toBeVisible();

    // Two charts selected, one property changed for both.
    await list.choose('Babydeken', 'Selecteren');
    await expect(page.getByText('1 chart geselecteerd')).toBeVisible();
    await list.item('Babydeken (kopie)').getByRole('checkbox').check();
    await expect(page.getByText('2 charts geselecteerd')).toBeVisible();
    await page.getByRole('button', { name: 'Eigenschappen', exact: true }).click();
    await expect(list.heading('Eigenschappen van 2 charts')).toBeVisible();
    await screens.propertiesForm.getByLabel('Handwerkvorm').selectOption({ label: 'Borduren' });
    await screens.propertiesForm.getByRole('button', { name: 'Opslaan' }).click();
    await expect(list.heading('Mijn charts')).toBeVisible();
    await expect(page.getByText(/geselecteerd/)).toHaveCount(0);

    // The search finds both by their new craft, and not the knitted one.
    await page.getByRole('searchbox').fill('borduren');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/nl\/search\?q=borduren$/);
    await expect(list.chart('Babydeken')).toBeVisible();
    await expect(list.chart('Babydeken (kopie)')).toBeVisible();
    await expect(list.chart('Kabeltrui')).toHaveCount(0);
  });

  test('context menus work with the keyboard, and ctrl+O opens the list in the chart’s folder', async ({
    page,
  }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('charts-keys'));
    const chartId = await saveNewChart(page, {
      craft: 'crossStitch',
      type: 'other',
      columns: 20,
      rows: 20,
      title: 'Merklap',
    });
    const list = new ChartsList(page);
    await list.open();
    await page.getByRole('button', { name: 'Chart menu van Merklap' }).focus();
    await page.keyboard.press('Enter');
    await expect(list.menu.getByRole('menuitem', { name: 'Chart openen' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(list.menu.getByRole('menuitem', { name: 'Annuleren' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list.menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chart menu van Merklap' })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(list.menu.getByRole('menuitem', { name: 'Delen' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}/share$`));

    await page.keyboard.press('Control+o');
    await expect(page).toHaveURL(/\/nl\/browse$/);

    // From the editor of a chart in a folder, ctrl+O opens that folder.
    const folder = await page.request.post('/nl/ajax/folder/create', { data: { title: 'Merklappen' } });
    const { folderId } = ((await folder.json()) as { folder: { folderId: string } }).folder;
    await page.request.post('/nl/ajax/charts/properties/save', {
      data: { chartIds: [chartId], changes: { folderId } },
    });
    await page.goto(`/nl/c/${chartId}`);
    await new Editor(page).waitUntilDrawn();
    await page.keyboard.press('Control+o');
    await expect(page).toHaveURL(new RegExp(`/nl/browse/${folderId}$`));
    await expect(list.chart('Merklap')).toBeVisible();
  });
});
