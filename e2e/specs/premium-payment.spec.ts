import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartCreate } from '../pages/Charts';
import { Editor } from '../pages/Editor';
import { PremiumScreens } from '../pages/Premium';

/**
 * Buying Premium with the local test provider (issue 24), as a new user: the refused enlargement leads to the
 * offer (s=34), paying leads back to the chart where the enlargement is allowed at once; a payment that fails or is
 * cancelled leaves the user free.
 */

/** Adds one column at the end of the grid through the grid panel (Raster → Kolommen → Toevoegen). */
async function addColumn(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Raster' }).click();
  await page.getByRole('combobox', { name: 'Wat' }).selectOption('columns');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
}

/** A new free user with a saved chart as wide as a free user may make it, open in the editor. */
async function freeUserWithWideChart(page: Page, label: string) {
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress(label));
  const chartId = await new ChartCreate(page).createInEditor(
    'Breien',
    undefined,
    { columns: 400, rows: 10 },
    'Brede sjaal',
  );
  return { chartId, editor: new Editor(page), premium: new PremiumScreens(page) };
}

/** Tries to enlarge the chart past 400 columns: the editor refuses and opens the offer (s=34) over the chart. */
async function enlargeIntoOffer(page: Page, chartId: string): Promise<void> {
  await addColumn(page);
  await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}/premium/order\\?s=34$`));
}

test.describe('buying Premium with the test provider', () => {
  test('a free user pays on the offer after a refused enlargement and enlarges the chart', async ({
    page,
  }) => {
    const { chartId, editor, premium } = await freeUserWithWideChart(page, 'premium-paid');
    await enlargeIntoOffer(page, chartId);
    await expect(premium.heading('Premium bestellen')).toBeVisible();
    await expect(page.getByText(/zonder Premium is een chart hoogstens 400 × 400 hokjes/)).toBeVisible();

    await premium.orderAndPay('1 jaar');
    await premium.decideAtProvider('Betalen');
    await expect(premium.heading('Betaald')).toBeVisible();
    await expect(page.getByText(/^Betaald — je hebt Premium tot \d{1,2} \p{L}+ \d{4}\.$/u)).toBeVisible();

    await premium.onwards('Verder naar je chart').click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await editor.waitUntilDrawn();
    await expect(page.getByText('400 × 10 steken').first()).toBeVisible();
    await addColumn(page);
    await expect(page.getByText('401 × 10 steken').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await editor.waitUntilSaved();

    // The receipt is on the profile.
    await premium.goto('/nl/account/profile');
    const payments = page.getByRole('list', { name: 'Betalingen' });
    await expect(payments.getByRole('listitem')).toHaveCount(1);
    await expect(payments.getByText('Betaald', { exact: true })).toBeVisible();
    await expect(payments.getByText(/^€\s29,95$/)).toBeVisible();
    await expect(page.getByText(/^Premium tot \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
  });

  test('a cancelled payment leaves the user free: the chart is still refused beyond 400', async ({
    page,
  }) => {
    const { chartId, editor, premium } = await freeUserWithWideChart(page, 'premium-cancelled');
    await enlargeIntoOffer(page, chartId);
    await premium.orderAndPay('1 maand');
    await premium.decideAtProvider('Annuleren');
    await expect(premium.heading('Betaling geannuleerd')).toBeVisible();
    await expect(premium.onwards('Opnieuw proberen')).toHaveAttribute(
      'href',
      `/nl/premium/order?plan=month&returnTo=${encodeURIComponent(`/nl/c/${chartId}`)}`,
    );

    await premium.onwards('Terug naar je chart').click();
    await expect(page).toHaveURL(new RegExp(`/nl/c/${chartId}$`));
    await editor.waitUntilDrawn();
    await enlargeIntoOffer(page, chartId);
    await expect(premium.payButton).toBeVisible();
  });

  test('a failed payment leaves the user free and is listed on the profile', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('premium-failed'));
    const premium = new PremiumScreens(page);
    await premium.goto('/nl/premium/pricing?s=17');
    await expect(
      page.getByRole('table', { name: 'Wat je gratis kunt en wat Premium toevoegt' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Kies 1 maand' }).click();
    await expect(premium.heading('Premium bestellen')).toBeVisible();
    await premium.orderAndPay('1 maand');
    await premium.decideAtProvider('Mislukt');
    await expect(premium.heading('Betaling mislukt')).toBeVisible();
    await premium.onwards('Opnieuw proberen').click();
    await expect(premium.heading('Premium bestellen')).toBeVisible();
    await expect(premium.plan('1 maand')).toBeChecked();

    await premium.goto('/nl/account/profile');
    const payments = page.getByRole('list', { name: 'Betalingen' });
    await expect(payments.getByText('Mislukt', { exact: true })).toBeVisible();
    await expect(page.getByText('Je hebt geen Premium.', { exact: false })).toBeVisible();
  });
});
