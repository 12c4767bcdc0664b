import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection } from '../pages/ChartFiles';
import { Editor } from '../pages/Editor';
import { PictureImport, samplePicture } from '../pages/PictureImport';

/** An OXS file of two blacks of two brands, one a number without brand, and two near blues. */
function twoBlacksOxs(): string {
  const stitches: string[] = [];
  for (let y = 0; y < 12; y += 1) {
    for (let x = 0; x < 20; x += 1)
      stitches.push(`<stitch x="${x}" y="${y}" palindex="${(Math.floor(x / 4) % 5) + 1}"/>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<chart>
<properties oxsversion="1.0" software="Ursa Software" chartheight="12" chartwidth="20" charttitle="Zwart" palettecount="5"/>
<palette>
<palette_item index="0" number="cloth" name="cloth" color="FFFFFF"/>
<palette_item index="1" number="DMC 310" name="Black" color="000000"/>
<palette_item index="2" number="Anchor 403" name="Black" color="030303"/>
<palette_item index="3" number="3750" name="Blue" color="1F3B73"/>
<palette_item index="4" number="DMC 336" name="Navy Blue" color="203D75"/>
<palette_item index="5" number="DMC 321" name="Red" color="C8102E"/>
</palette>
<fullstitches>
${stitches.join('\n')}
</fullstitches>
</chart>
`;
}

test('an imported OXS chart names each thread by brand and number and gives each colour its own symbol', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('symbols'));
  const section = new ChartFileImportSection(page);
  await section.open();
  await section.choose('zwart.oxs', twoBlacksOxs());
  await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
  const editor = new Editor(page);
  await editor.waitUntilDrawn();
  // Brand and number beside the name: two blacks are told apart.
  await expect(editor.style(1)).toHaveAccessibleName(/^Stijl 1: DMC 310 Black · /);
  await expect(editor.style(2)).toHaveAccessibleName(/^Stijl 2: Anchor 403 Black · /);
  await expect(editor.style(3)).toHaveAccessibleName(/^Stijl 3: 3750 Blue · /);
  // Each colour a symbol of its own (named after " · " in the palette).
  const symbolNames: string[] = [];
  for (const styleId of [1, 2, 3, 4, 5]) {
    const name =
      (await editor.style(styleId).getAttribute('aria-label')) ??
      (await editor.style(styleId).textContent()) ??
      '';
    symbolNames.push(name.split(' · ')[1] ?? '');
  }
  expect(symbolNames.every((name) => name !== '')).toBe(true);
  expect(new Set(symbolNames).size).toBe(5);
  await page.screenshot({ path: test.info().outputPath('oxs-symbols.png') });
});

test('a photo turned into a chart shows a different symbol for each colour at working zoom', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('photosymbols'));
  await page.goto('/nl/chart/create/cross-stitch/other');
  await page.getByRole('link', { name: 'Afbeelding omzetten naar een chart' }).click();
  const importer = new PictureImport(page);
  await importer.choose(samplePicture('coffee.png'));
  await importer.field('Breedte in steken').fill('60');
  await importer.field('Kleuren').selectOption({ label: 'DMC' });
  await importer.field('Aantal kleuren').fill('12');
  await expect(importer.preview).toHaveAttribute('data-columns', '60', { timeout: 20_000 });
  await importer.submitButton.click();
  await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
  const editor = new Editor(page);
  await editor.waitUntilDrawn();
  const names = await page
    .getByRole('button', { name: /^Stijl \d+: / })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(1);
  // "Stijl 1: DMC 3371 Black Brown · Ruit": brand, number, name and a symbol of its own.
  const symbols = names.map((name) => /^Stijl \d+: DMC \S+ .+ · (.+)$/.exec(name)?.[1]);
  expect(symbols.every((symbol) => symbol !== undefined)).toBe(true);
  expect(new Set(symbols).size).toBe(names.length);
  await page.getByRole('slider', { name: 'Zoom' }).fill('24');
  await page.screenshot({ path: test.info().outputPath('photo-symbols.png') });
});
