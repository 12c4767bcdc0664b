import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';

/**
 * WCAG 2.1 AA (axe-core in Chromium) over the main screens, on a desktop and a phone, for a visitor and a user:
 * no serious or critical violation (issue 28).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

const visitorScreens = [
  '/nl',
  '/nl/login',
  '/nl/chart/create',
  '/nl/chart/follow-pdf',
  '/nl/help',
  '/nl/help/voortgang-bijhouden',
  '/nl/products',
  '/nl/stitches',
  '/nl/symbols',
  '/nl/legal',
  '/nl/premium/pricing',
  '/nl/calculator/chart-size',
];
const userScreens = ['/nl', '/nl/browse', '/nl/chart/follow-pdf', '/nl/account/profile', '/nl/notifications'];

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use({ viewport });

    test('a visitor’s screens and a new chart’s editor', async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const path of visitorScreens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        found.push(...(await seriousViolations(page)).map((line) => `${path} ${line}`));
      }
      const editor = new Editor(page);
      await editor.gotoNew('?craft=crossStitch&columns=30&rows=20');
      await editor.waitUntilDrawn();
      found.push(...(await seriousViolations(page)).map((line) => `editor ${line}`));
      expect(found).toEqual([]);
    });

    test('a user’s screens, the editor and the tracker', async ({ page }) => {
      test.setTimeout(120_000);
      await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress(`axe-${device}`));
      const found: string[] = [];
      // A saved chart first, so the charts list and the home have an item to check.
      const editor = new Editor(page);
      await editor.gotoNew('?craft=knitting&type=colors&columns=20&rows=12');
      await editor.waitUntilDrawn();
      await editor.clickCell(3, 3);
      await editor.waitUntilSaved();
      found.push(...(await seriousViolations(page)).map((line) => `editor ${line}`));
      await page.getByRole('button', { name: 'Voortgang bijhouden' }).first().click();
      found.push(...(await seriousViolations(page)).map((line) => `tracker ${line}`));
      for (const path of userScreens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        found.push(...(await seriousViolations(page)).map((line) => `${path} ${line}`));
      }
      expect(found).toEqual([]);
    });
  });
}
