import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection } from '../pages/ChartFiles';
import { Editor } from '../pages/Editor';

/**
 * A 12 × 8 cross-stitch chart as another program writes it: a backstitch along the bottom edge and one outlining
 * cell (2, 6), a half stitch and a quarter stitch on the bottom row, a French knot.
 */
function oxsWithItemsAtTheBottom(): string {
  const stitches: string[] = [];
  for (let y = 0; y < 8; y += 1)
    for (let x = 0; x < 12; x += 1)
      if ((x + y) % 3 === 0) stitches.push(`<stitch x="${x}" y="${y}" palindex="1"/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<chart>
<format comments01="palettecount excludes cloth color, which is item 0"/>
<properties oxsversion="1.0" software="Ursa Software" chartheight="8" chartwidth="12" charttitle="Rand" palettecount="2"/>
<palette>
<palette_item index="0" number="cloth" name="cloth" color="FFFFFF"/>
<palette_item index="1" number="DMC 310" name="Black" color="000000" strands="2" symbol="7"/>
<palette_item index="2" number="DMC 666" name="Red" color="E31D42" strands="2" symbol="30"/>
</palette>
<fullstitches>
${stitches.join('\n')}
</fullstitches>
<partstitches>
<partstitch x="4" y="7" palindex1="2" palindex2="0" direction="2"/>
</partstitches>
<backstitches>
<backstitch x1="0" x2="12" y1="8" y2="8" palindex="2" objecttype="backstitch" sequence="0"/>
<backstitch x1="2" x2="3" y1="6" y2="6" palindex="2" objecttype="backstitch" sequence="1"/>
</backstitches>
<ornaments_inc_knots_and_beads>
<object x1="5" y1="7.5" palindex="1" objecttype="quarter"/>
<object x1="8" y1="3" palindex="2" objecttype="knot"/>
</ornaments_inc_knots_and_beads>
</chart>
`;
}

interface SavedGrid {
  readonly settings: { readonly size: { readonly columnCount: number; readonly rowCount: number } };
  readonly customLines: ReadonlyArray<{ x1: number; y1: number; x2: number; y2: number; styleId: number }>;
  readonly halfStitches: ReadonlyArray<{
    x: number;
    y: number;
    left: boolean;
    top: boolean;
    styleId: number;
  }>;
}

/** The chart as the server keeps it now. */
async function savedGrid(page: Page, chartId: string): Promise<SavedGrid> {
  const response = await page.request.get(`/nl/ajax/chart/get/${chartId}?s=e2e-items-check&v=19`);
  const body = (await response.json()) as { state: { grid: SavedGrid } };
  return body.state.grid;
}

async function removeRows(page: Page, place: 'start' | 'end'): Promise<void> {
  await page.getByRole('tab', { name: 'Raster' }).click();
  await page.getByRole('combobox', { name: 'Wat' }).selectOption('rows');
  await page.getByRole('combobox', { name: 'Waar' }).selectOption(place);
  await page.getByRole('button', { name: 'Verwijderen' }).click();
}

test.describe('lines and part stitches stay with their cells', () => {
  test('a chart imported with backstitch still saves after its bottom row is removed, and its first row', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('itemskept'));
    const section = new ChartFileImportSection(page);
    await section.open();
    await section.choose('rand.oxs', oxsWithItemsAtTheBottom());
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    const editor = new Editor(page);
    await editor.waitUntilDrawn();
    const chartId = await editor.waitUntilSaved();
    const imported = await savedGrid(page, chartId);
    expect(imported.customLines).toHaveLength(2);
    expect(imported.halfStitches).toEqual([{ x: 4, y: 7, left: true, top: true, styleId: 2 }]);

    // The bottom row holds the half stitch and the bottom edge's backstitch: once removed, the chart still saves.
    await removeRows(page, 'end');
    await expect(page.getByText('12 × 7 steken').first()).toBeVisible();
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
    await expect(page.getByText(/Opslaan mislukt|Controleer de verbinding/)).toHaveCount(0);
    const shortened = await savedGrid(page, chartId);
    expect(shortened.settings.size).toEqual({ columnCount: 12, rowCount: 7 });
    expect(shortened.customLines).toEqual([
      { x1: 0, y1: 7, x2: 12, y2: 7, styleId: 2 },
      { x1: 2, y1: 6, x2: 3, y2: 6, styleId: 2 },
    ]);
    expect(shortened.halfStitches).toEqual([]);

    // Removing the first row moves the outline of cell (2, 6) up with its cell, not one cell off.
    await removeRows(page, 'start');
    await expect(page.getByText('12 × 6 steken').first()).toBeVisible();
    await expect(editor.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
    const moved = await savedGrid(page, chartId);
    expect(moved.customLines).toContainEqual({ x1: 2, y1: 5, x2: 3, y2: 5, styleId: 2 });

    await page.reload();
    await editor.waitUntilDrawn();
    await expect(page.getByText('12 × 6 steken').first()).toBeVisible();
  });
});
