import { expect, test } from '@playwright/test';
import { AppPage } from '../pages/AppPage';

test.describe('chart-size calculator', () => {
  test('gives stitches and rows for a finished size, and the size of a chart', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/nl/calculator');
    await page.getByRole('link', { name: 'Chartgrootte berekenen' }).click();
    await expect(app.heading('Chartgrootte berekenen')).toBeVisible();
    const form = page.getByRole('form', { name: 'Chartgrootte berekenen' });
    await form.getByLabel('Eenheid').selectOption('cm');
    await form.getByLabel('Steken per 10 cm', { exact: true }).fill('22');
    await form.getByLabel('Rijen per 10 cm', { exact: true }).fill('30');
    await form.getByLabel('Gewenste breedte (cm)', { exact: true }).fill('50');
    await form.getByLabel('Gewenste hoogte (cm)', { exact: true }).fill('60');
    const result = form.getByTestId('calculator-result');
    await expect(result).toHaveText('110 steken × 180 rijen');

    // The + button steps by the rule of §9: 60 → 70.
    await form.getByRole('button', { name: 'Gewenste hoogte (cm) verhogen' }).click();
    await expect(form.getByLabel('Gewenste hoogte (cm)', { exact: true })).toHaveValue('70');
    await expect(result).toHaveText('110 steken × 210 rijen');

    // Aida 14 in inches: 140 × 112 stitches make 10 × 8 inch.
    // The two directions are radio buttons: choosing the other leaves the first unchosen.
    await expect(form.getByLabel('Steken en rijen voor een maat')).toBeChecked();
    await form.getByLabel('Maat van een chart').check();
    await expect(form.getByLabel('Steken en rijen voor een maat')).not.toBeChecked();
    await form.getByLabel('Eenheid').selectOption('in');
    await form.getByLabel('Uitgaan van').selectOption('fabric');
    await form.getByLabel('Stofdichtheid (count, draden of blokjes per inch)', { exact: true }).fill('14');
    await form.getByLabel('Steken (kolommen)', { exact: true }).fill('140');
    await form.getByLabel('Rijen', { exact: true }).fill('112');
    await expect(result).toHaveText('10 × 8 inch');
  });
});
