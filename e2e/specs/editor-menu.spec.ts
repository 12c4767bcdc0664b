import { expect, test, type Browser, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartScreens, saveNewChart } from '../pages/Charts';
import { Editor } from '../pages/Editor';
import { EditorMenu } from '../pages/EditorMenu';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Opens a saved chart in the editor and waits until it is drawn. */
async function openChart(page: Page, chartId: string): Promise<EditorMenu> {
  const editor = new Editor(page);
  await editor.goto(`/nl/c/${chartId}`);
  await editor.waitUntilDrawn();
  return new EditorMenu(page);
}

/** A new browser context, logged out, or logged in as a new user; closed by the caller. */
async function newVisitor(browser: Browser, options: { emailAddress?: string; phone?: boolean } = {}) {
  const context = await browser.newContext(options.phone ? phone : {});
  const page = await context.newPage();
  if (options.emailAddress) await new AccountSetup(page).logInAsNewUser(options.emailAddress);
  return { context, page };
}

/**
 * The editor's own "Chart" menu (issue 13): the owner reaches sharing, properties, a copy, the download and
 * deleting from the open chart; someone else opening the owner's public chart is told why it is read only, is not
 * asked to log in to save it, finds the chart's title in the breadcrumbs (not "Mijn charts") and may copy it when
 * the owner allows copies. On a phone the owner is told editing needs a larger screen.
 */
test.describe("the editor's chart menu", () => {
  test('the owner reaches every action of the chart from the editor', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const owner = uniqueEmailAddress('editor-menu');
    await new AccountSetup(page).logInAsNewUser(owner);
    const chartId = await saveNewChart(page, {
      craft: 'crossStitch',
      type: 'other',
      columns: 20,
      rows: 20,
      title: 'Merklap',
    });
    const menu = await openChart(page, chartId);
    await expect(menu.breadcrumbs.getByRole('link', { name: 'Mijn charts' })).toBeVisible();
    await expect(menu.breadcrumbs.getByText('Merklap', { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.readOnlyNotice).toHaveCount(0);

    // With the keyboard: Enter opens it on its first item, the arrow keys move, Escape closes it and gives the
    // focus back; a key in the menu does nothing to the chart.
    await expect(menu.button).toHaveAttribute('aria-haspopup', 'menu');
    await menu.button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.item('Chartgegevens')).toBeFocused();
    await expect(menu.menu.getByRole('menuitem')).toHaveText([
      'Chartgegevens',
      'Zoom',
      'Eigenschappen',
      'Delen',
      'Maak een kopie',
      'Downloaden',
      'Verwijderen',
      'Annuleren',
    ]);
    await page.keyboard.press('ArrowUp');
    await expect(menu.item('Annuleren')).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
    await expect(menu.item('Delen')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.menu).toHaveCount(0);
    await expect(menu.button).toBeFocused();
    await expect(menu.button).toHaveAttribute('aria-expanded', 'false');

    // Each item leads to its screen; the breadcrumbs lead back to the chart by its title.
    const screens: Array<[string, string]> = [
      ['Eigenschappen', 'Chartinstellingen'],
      ['Maak een kopie', 'Maak een kopie'],
      ['Downloaden', 'Downloaden'],
      ['Verwijderen', 'Chart verwijderen'],
    ];
    for (const [item, heading] of screens) {
      await menu.choose(item);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(menu.breadcrumbs.getByRole('link', { name: 'Mijn charts' })).toHaveCount(0);
      await menu.breadcrumbs.getByRole('link', { name: 'Merklap', exact: true }).click();
      await new Editor(page).waitUntilDrawn();
    }
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));

    // Delen: public; others may copy it, but not download it.
    await menu.choose('Delen');
    await expect(page.getByRole('heading', { level: 1, name: 'Chart delen' })).toBeVisible();
    const screensOfChart = new ChartScreens(page);
    await screensOfChart.publicLinkCheckbox.check();
    await expect(page.getByText('Het delen is bijgewerkt.')).toBeVisible();
    const allowClone = page.getByRole('checkbox', { name: 'Anderen mogen een kopie maken' });
    const allowExport = page.getByRole('checkbox', { name: 'Anderen mogen de chart downloaden' });
    await expect(allowClone).toBeEnabled();
    await allowClone.check();
    await expect(allowClone).toBeChecked();
    await expect(allowExport).toBeEnabled();
    await allowExport.uncheck();
    await expect(allowExport).not.toBeChecked();
    await expect(allowExport).toBeEnabled();
    const link = await screensOfChart.publicLink.inputValue();

    // A logged-out visitor: read only because it is someone else's chart; logs in for a copy, not to save.
    const visitor = await newVisitor(browser);
    try {
      const seen = await openChart(visitor.page, chartId);
      await expect(visitor.page).toHaveURL(link);
      await expect(seen.readOnlyNotice).toContainText('Alleen bekijken: dit is de chart van iemand anders.');
      await expect(
        seen.readOnlyNotice.getByRole('link', { name: 'Log in om een kopie te maken' }),
      ).toBeVisible();
      await expect(visitor.page.getByText('Log in om je chart op te slaan')).toHaveCount(0);
      // Nothing of saving: the visitor never saves this chart.
      await expect(new Editor(visitor.page).saveStatus).toHaveCount(0);
      await expect(seen.breadcrumbs.getByRole('link', { name: 'Mijn charts' })).toHaveCount(0);
      await expect(seen.breadcrumbs.getByText('Merklap', { exact: true })).toBeVisible();
      await seen.button.click();
      await expect(seen.menu.getByRole('menuitem')).toHaveText([
        'Chartgegevens',
        'Zoom',
        'Maak een kopie',
        'Downloaden',
        'Annuleren',
      ]);
      await expect(seen.item('Downloaden')).toHaveAttribute('aria-disabled', 'true');
      await visitor.page.keyboard.press('Escape');
    } finally {
      await visitor.context.close();
    }

    // Another user: the same, and makes a copy from the notice.
    const other = await newVisitor(browser, { emailAddress: uniqueEmailAddress('editor-menu-other') });
    try {
      const seen = await openChart(other.page, chartId);
      await expect(seen.readOnlyNotice).toContainText('Alleen bekijken: dit is de chart van iemand anders.');
      await expect(other.page.getByText('Log in om je chart op te slaan')).toHaveCount(0);
      await expect(seen.breadcrumbs.getByRole('link', { name: 'Mijn charts' })).toHaveCount(0);
      await seen.readOnlyNotice.getByRole('link', { name: 'Maak een kopie' }).click();
      await expect(other.page.getByLabel('Titel van de kopie')).toHaveValue('Merklap (kopie)');
      await expect(seen.breadcrumbs.getByRole('link', { name: 'Merklap', exact: true })).toBeVisible();
      await other.page.getByRole('button', { name: 'Kopie maken' }).click();
      await expect(other.page).toHaveURL(/\/nl\/c\/[0-9A-Za-z]{12}$/);
      await new Editor(other.page).waitUntilDrawn();
      // The copy is theirs: editable, in Mijn charts.
      await expect(seen.breadcrumbs.getByText('Merklap (kopie)', { exact: true })).toBeVisible();
      await expect(seen.breadcrumbs.getByRole('link', { name: 'Mijn charts' })).toBeVisible();
      await expect(seen.readOnlyNotice).toHaveCount(0);
    } finally {
      await other.context.close();
    }
  });

  test('on a phone the owner is told why the chart is read only, and the menu opens as a modal', async ({
    browser,
  }) => {
    const owner = uniqueEmailAddress('editor-menu-phone');
    const phoneUser = await newVisitor(browser, { emailAddress: owner, phone: true });
    try {
      const chartId = await saveNewChart(phoneUser.page, {
        craft: 'knitting',
        type: 'colors',
        columns: 12,
        rows: 12,
        title: 'Muts',
      });
      const menu = await openChart(phoneUser.page, chartId);
      await expect(menu.readOnlyNotice).toHaveText(
        'Alleen bekijken: op een telefoon kun je een chart niet bewerken. Gebruik een groter scherm.',
      );
      await menu.button.click();
      const dialog = phoneUser.page.getByRole('dialog', { name: 'Muts' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('menuitem', { name: 'Delen' })).toBeVisible();
      await phoneUser.page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    } finally {
      await phoneUser.context.close();
    }
  });
});
