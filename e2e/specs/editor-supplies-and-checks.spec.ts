import { expect, test } from '@playwright/test';
import { AccountSetup } from '../pages/Account';
import { Editor } from '../pages/Editor';

// A chart larger than the view at its first zoom, so going to a cell has to move the view.
const largeCrossStitch = '?craft=crossStitch&columns=160&rows=120';

test.describe('the Controle and Benodigdheden panels as a new user uses them', () => {
  test('finds two nearly identical colours and a stray stitch, goes to it, and shows and copies what to buy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const editor = new Editor(page);
    await editor.gotoNew(largeCrossStitch);
    await editor.waitUntilDrawn();

    // Styles 1 and 2 become two reds one step apart (ΔE2000 below 1).
    for (const [position, colour] of [
      [1, '#c81e1e'],
      [2, '#c91f1e'],
    ] as const) {
      await page.getByRole('button', { name: `Stijl ${position} bewerken` }).click();
      await page.getByRole('group', { name: 'Achtergrondkleur' }).getByLabel('Eigen kleur').fill(colour);
      await page.getByRole('button', { name: 'Opslaan' }).click();
    }

    // A row of style 1 at the top, one stray stitch of style 2 far away.
    await editor.style(1).click();
    await editor.dragCells([2, 2], [12, 2]);
    await editor.style(2).click();
    await editor.clickCell(140, 100);

    await page.getByRole('tab', { name: 'Controle' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Controle' });
    await expect(panel.getByText(/1 losse steek zonder buur van dezelfde kleur/)).toBeVisible();
    await expect(panel.getByRole('button', { name: /zijn bijna niet te onderscheiden/ })).toBeVisible();

    // Away from the stray stitch first, then the entry brings it back into view.
    await editor.clickCell(1, 1);
    const before = await editor.cellBox(140, 100);
    const canvas = (await editor.canvas.boundingBox())!;
    await panel
      .getByRole('button', { name: /^Ga naar kolom \d+, rij \d+$/ })
      .first()
      .click();
    await expect
      .poll(async () => {
        const box = await editor.cellBox(140, 100);
        return (
          box.x >= 0 && box.y >= 0 && box.x + box.width <= canvas.width && box.y + box.height <= canvas.height
        );
      })
      .toBe(true);
    expect(await editor.cellBox(140, 100)).not.toEqual(before);

    await page.getByRole('tab', { name: 'Benodigdheden' }).click();
    const supplies = page.getByRole('tabpanel', { name: 'Benodigdheden' });
    await expect(supplies.getByText('11 hele steken')).toBeVisible();
    await expect(supplies.getByText('Koop: 1 streng (koop 1)').first()).toBeVisible();
    await expect(supplies.getByText('geen product gekoppeld').first()).toBeVisible();
    await supplies.getByRole('button', { name: 'Kopieer als boodschappenlijst' }).click();
    await expect(supplies.getByText('De boodschappenlijst staat op het klembord.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Boodschappenlijst voor /);
    expect(copied).toContain('1 streng (koop 1)');
    expect(copied).toMatch(/Stof: [\d,]+ × [\d,]+ cm/);
  });

  test('checks a large chart of a premium user in the checks worker, from the chart as drawn', async ({
    page,
  }) => {
    await new AccountSetup(page).logInAsNewUser(`checks-${Date.now()}@example.test`, { premium: true });
    const editor = new Editor(page);
    await editor.gotoNew('?craft=crossStitch&columns=600&rows=600');
    await editor.waitUntilDrawn();
    await editor.style(1).click();
    await editor.dragCells([2, 2], [12, 2]);
    await editor.style(2).click();
    await editor.clickCell(20, 10);

    await page.getByRole('tab', { name: 'Controle' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Controle' });
    await expect(panel.getByText(/1 losse steek zonder buur van dezelfde kleur/)).toBeVisible({
      timeout: 20_000,
    });
    expect(page.workers().some((worker) => worker.url().includes('checks'))).toBe(true);
  });
});
