import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { Download } from '../pages/Download';
import { Editor } from '../pages/Editor';

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

test.describe('the catalogue as a new user', () => {
  test('finds DMC 310 by picking black, links it to a palette style and sees it in the PDF key', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    // The catalogue: pick black, DMC 310 comes first with ΔE 0.
    await page.goto('/nl/products');
    await expect(page.getByRole('heading', { name: 'Producten / Garens', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Merk' }).selectOption({ label: 'DMC' });
    await page.getByRole('textbox', { name: 'Kleur als hexcode' }).fill('#000000');
    const products = page.getByRole('list', { name: 'Producten' });
    await expect(products.getByRole('listitem').first()).toContainText('DMC 310');
    await expect(products.getByRole('listitem').first()).toContainText('Black');
    await expect(products.getByRole('listitem').first()).toContainText('ΔE 0');
    // The same as a table with column headers.
    await page.getByRole('button', { name: 'Tabel' }).click();
    const table = page.getByRole('table', { name: 'Producten' });
    await expect(table.getByRole('columnheader', { name: 'ΔE' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('310');
    // A visitor who stars a product is asked to log in.
    await page.getByRole('button', { name: 'DMC 310 Black als favoriet bewaren' }).click();
    await expect(page.getByRole('alert')).toContainText('Log in om favorieten te bewaren.');

    // A chart: style 1 linked to DMC 310 (nearest colours first, then by number), the whole chart in it.
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&columns=20&rows=10');
    await editor.waitUntilDrawn();
    await editor.style(1).click();
    await page.getByRole('button', { name: 'Koppel aan product' }).click();
    const picker = page.getByRole('region', { name: /koppelen aan een product/ });
    await expect(picker.getByRole('combobox', { name: 'Merk' })).toHaveValue('dmc');
    await expect(picker.getByRole('button', { name: /^Kies DMC .* \(ΔE [\d,]+\)$/ }).first()).toBeVisible();
    await picker.getByRole('searchbox', { name: 'Zoek op nummer' }).fill('310');
    await picker.getByRole('button', { name: 'DMC 310 Black', exact: true }).click();
    await expect(editor.style(1)).toHaveAccessibleName(/^Stijl 1: DMC 310 Black/);
    await expect(page.getByText('Gekoppeld aan DMC 310 Black')).toBeVisible();
    await editor.fillThenRectangles('1', [['2', [0, 0], [4, 4]]]);

    // The supplies list names the linked thread as the key does.
    await page.getByRole('tab', { name: 'Benodigdheden' }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: 'Benodigdheden' })
        .getByRole('paragraph')
        .filter({ hasText: 'DMC 310 Black' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Palet' }).click();
    await editor.grid.focus();

    await page.keyboard.press('Control+p');
    await expect(page).toHaveURL(/\/download\?fileType=pdf_doc$/);
    const download = new Download(page);
    const saving = page.waitForEvent('download');
    await download.startButton.click();
    const file = await saving;
    const path = testInfo.outputPath('chart.pdf');
    await file.saveAs(path);
    const text = run('pdftotext', '-layout', path, '-');
    const keyLine = text.split('\n').find((line) => line.includes('DMC 310'));
    expect(keyLine, text).toBeDefined();
    expect(keyLine).toContain('Black');
    expect(keyLine).not.toContain('DMC 310 Black');
    expect(pageErrors).toEqual([]);
  });

  test('links a yarn to a knitting chart and sees metres and balls in Benodigdheden', async ({ page }) => {
    test.setTimeout(120_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const editor = new Editor(page);
    // 100 × 60 = 6 000 knit stitches in one colour.
    await editor.gotoNew('?craft=knitting&columns=100&rows=60');
    await editor.waitUntilDrawn();
    await editor.style(1).click();
    await page.getByRole('button', { name: 'Koppel aan product' }).click();
    const picker = page.getByRole('region', { name: /koppelen aan een product/ });
    await picker.getByRole('combobox', { name: 'Merk' }).selectOption({ label: 'Scheepjes Catona' });
    await picker.getByRole('searchbox', { name: 'Zoek op nummer' }).fill('110');
    await picker.getByRole('button', { name: 'Scheepjes Catona 110 Jet Black', exact: true }).click();
    await expect(editor.style(1)).toHaveAccessibleName(/^Stijl 1: Scheepjes Catona 110 Jet Black/);
    await page.keyboard.press('1');
    await editor.tool('Vullen').click();
    await editor.clickCell(0, 0);
    await expect(editor.grid).toHaveAttribute('data-ready', 'true');

    await page.getByRole('tab', { name: 'Benodigdheden' }).click();
    const supplies = page.getByRole('tabpanel', { name: 'Benodigdheden' });
    await expect(
      supplies.getByRole('paragraph').filter({ hasText: 'Scheepjes Catona 110 Jet Black' }),
    ).toBeVisible();
    await expect(supplies.getByText('6000 hele steken')).toBeVisible();
    // Worked by hand at the reference gauge (20 steken per 10 cm): 6 000 stitches × 2 / 2,6 / 3,5 cm = 120, 156 and
    // 210 m; a Catona ball is 125 m, so 1–2 balls, buy 2.
    await expect(
      supplies.getByText('Koop: 120–210 m (koop 156) = 1–2 bollen van 125 m (koop 2)'),
    ).toBeVisible();
    // At 25 steken per 10 cm each stitch is smaller: × 20 ÷ 25.
    await supplies.getByLabel('Stekenverhouding (steken per 10 cm)').fill('25');
    await expect(
      supplies.getByText('Koop: 96–168 m (koop 125) = 1–2 bollen van 125 m (koop 1)'),
    ).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
