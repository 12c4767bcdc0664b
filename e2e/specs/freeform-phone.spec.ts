/**
 * A freeform crochet chart in a phone-sized window (390 × 844, issue 29): stitches placed by click, a style chosen
 * in the panels' bottom sheet, the select tool's bar one row under the chart that leaves the chart's stitches
 * clear; and on a phone's touch screen (read only, spec §4) the chart opens in view with the notice why.
 */
import { expect, test } from '@playwright/test';
import { FreeformSelection } from '../pages/FreeformSelection';
import { waitForSteadyView } from '../pages/gridSight';

const phone = { width: 390, height: 844 };

test.describe('a freeform chart in a narrow window', () => {
  test.use({ viewport: phone });

  test('places stitches, picks a style in the sheet and selects one with the bar clear of the chart', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const editor = new FreeformSelection(page);
    await editor.gotoNew('?craft=crochetFreeform');
    await editor.waitUntilDrawn();
    await expect(editor.grid).toHaveAttribute('data-mode', 'placeFreeform');
    await editor.clickEach([
      [150, 150],
      [250, 200],
      [350, 250],
    ]);
    await editor.expectSymbolCount(3);

    // A double crochet from the palette in the bottom sheet, which closes again over the chart.
    await page.getByRole('tab', { name: 'Palet' }).click();
    await editor.style(5).click();
    await page.getByRole('button', { name: 'Paneel sluiten' }).click();
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    // The chart takes its room back a layout pass later: a point read before that would land higher up.
    await waitForSteadyView(editor.grid);
    await editor.clickAt(250, 400);
    await editor.expectSymbolCount(4);
    // The grid-only panels are not offered in the sheet's tabs either.
    await expect(page.getByRole('tab')).toHaveText(['Palet', 'Lagen', 'Chart', 'Weergave']);

    await editor.tool('Selecteren').click();
    await expect(editor.bar).toBeVisible();
    await waitForSteadyView(editor.grid);
    const bar = await editor.bar.boundingBox();
    // One row, inside the window.
    expect(bar?.height ?? 0).toBeLessThan(60);
    expect((bar?.x ?? -1) >= 0 && (bar?.x ?? 0) + (bar?.width ?? 0) <= phone.width).toBe(true);
    // Fitted, the lowest stitch shows above the bar and a click selects it.
    await editor.tool('Hele chart tonen').click();
    await expect.poll(async () => (await editor.pointOf(250, 410)).y).toBeLessThan(bar?.y ?? 0);
    await waitForSteadyView(editor.grid);
    await editor.clickAt(250, 400);
    await editor.expectSelected(1);
    await expect(editor.bar.getByRole('status')).toHaveText('1 steek geselecteerd');
  });
});

test.describe('a freeform chart on a phone’s touch screen', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('opens in view with the notice that a phone cannot edit', async ({ page }) => {
    const editor = new FreeformSelection(page);
    await editor.gotoNew('?craft=crochetFreeform');
    await editor.waitUntilDrawn();
    await expect(editor.grid).toHaveAttribute('data-mode', 'view');
    await expect(page.getByText(/op een telefoon kun je een chart niet bewerken/)).toBeVisible();
    await expect(editor.tool('Steek plaatsen')).toBeDisabled();
    await expect(editor.tool('Steek plaatsen')).toHaveAttribute('aria-pressed', 'false');
  });
});
