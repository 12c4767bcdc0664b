import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { Editor } from '../pages/Editor';
import { PictureImport, samplePicture } from '../pages/PictureImport';

/** What the browser reported against the page's Content-Security-Policy. */
interface Violations {
  /** `securitypolicyviolation` events of the page. */
  readonly events: string[];
  /** "Refused to …" console messages (the browser also logs the violations of workers there). */
  readonly console: string[];
}

/** Starts recording violations before any script of the app runs. */
async function recordViolations(page: Page): Promise<Violations> {
  const violations: Violations = { events: [], console: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => violations.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.console.push(message.text());
  });
  return violations;
}

test.describe('the Content-Security-Policy', () => {
  test('lets a user draw, zoom and import a picture without a single violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('csp'));

    const editor = new Editor(page);
    const response = await page.goto('/nl/c/new');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-eval'");
    await editor.waitUntilDrawn();
    await editor.dragCells([2, 3], [9, 3], { shift: true });
    await expect.poll(async () => (await editor.cellColours([[5, 3]]))[0]).not.toBe('#ffffff');
    const before = Number(await editor.grid.getAttribute('data-cell-width'));
    await page.getByRole('button', { name: 'Inzoomen' }).click();
    await expect
      .poll(async () => Number(await editor.grid.getAttribute('data-cell-width')))
      .toBeGreaterThan(before);
    await editor.waitUntilSaved();

    const importer = new PictureImport(page);
    await importer.open('cross-stitch', 'other');
    await importer.choose(samplePicture('coffee.png'));
    await expect(page.getByRole('img', { name: /^Uitsnede/ })).toBeVisible();
    await importer.field('Breedte in steken').fill('40');
    await expect(importer.preview).toHaveAttribute('data-columns', '40', { timeout: 20_000 });
    await importer.submitButton.click();
    await expect(page).toHaveURL(/\/nl\/c\//, { timeout: 30_000 });
    await editor.waitUntilDrawn();

    expect(violations).toEqual({ events: [], console: [] });
    expect(pageErrors).toEqual([]);
  });

  test('holds on a phone-sized screen too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const violations = await recordViolations(page);
    const editor = new Editor(page);
    await editor.gotoNew();
    await editor.waitUntilDrawn();
    await editor.clickCell(3, 3);
    await expect.poll(async () => (await editor.cellColours([[3, 3]]))[0]).not.toBe('#ffffff');

    expect(violations).toEqual({ events: [], console: [] });
  });
});

test.describe('the production build', () => {
  test('publishes no source maps', async ({ page, request }) => {
    await page.goto('/nl');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const source = await (await request.get(script)).text();
      expect(source, script).not.toContain('sourceMappingURL');
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
  });
});
