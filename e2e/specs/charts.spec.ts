import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartCreate, ChartScreens, ChartsList, saveNewChart } from '../pages/Charts';

/**
 * A new user creates charts in two crafts, finds them in "Mijn charts", puts one in a folder, shares one publicly
 * and opens it logged out, makes a copy, deletes and restores a chart, and changes a property of two charts at once.
 * The editor does not save charts yet, so each chart the create screens open is saved through the editor's own
 * call (`chart/save/new`) with the craft, type and size the create screen chose.
 */
test.describe('charts: create, find, organise, share', () => {
  test('a new user organises, shares, copies, deletes and restores charts', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('charts'));
    const create = new ChartCreate(page);
    const list = new ChartsList(page);
    const screens = new ChartScreens(page);

    // Two crafts through the create screens.
    const knitting = await create.create('Breien', 'Kabels', 40, 30);
    expect(Object.fromEntries(knitting)).toEqual({
      craft: 'knitting',
      type: 'cables',
      columns: '40',
      rows: '30',
    });
    await saveNewChart(page, {
      craft: 'knitting',
      type: 'cables',
      columns: 40,
      rows: 30,
      title: 'Kabeltrui',
    });
    const crochet = await create.create('Haken', 'C2C (hoek tot hoek)', 25, 25);
    expect(Object.fromEntries(crochet)).toEqual({ craft: 'crochet', type: 'c2c', columns: '25', rows: '25' });
    const blanketId = await saveNewChart(page, {
      craft: 'crochet',
      type: 'c2c',
      columns: 25,
      rows: 25,
      title: 'Babydeken',
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
      // The editor opens the link; what it shows of a saved chart is the editor's part, the access is checked here.
      await visitorPage.goto(link);
      await expect(visitorPage).toHaveURL(link);
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

  test('context menus work with the keyboard, and ctrl+O opens the list', async ({ page }) => {
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
  });
});
