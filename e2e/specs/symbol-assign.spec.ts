import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { ChartFileImportSection } from '../pages/ChartFiles';
import { Editor } from '../pages/Editor';

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
