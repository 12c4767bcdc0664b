import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { adminCommandOutput } from '../pages/adminCommands';

test.describe('notifications', () => {
  test('an operator’s notification reaches the user, who closes it on the personal home', async ({
    page,
  }) => {
    const email = uniqueEmailAddress('berichten');
    await AccountSetup.createUser(email);
    const text = `Nieuw: het helpcentrum ${Date.now()}`;
    const [created] = await adminCommandOutput([
      'notification:create',
      '--text',
      text,
      '--link',
      '/nl/help',
      '--button',
      'Naar de hulp',
      '--email',
      email,
    ]);
    expect(created).toMatch(/^Created notification \d+ for /);

    await new AccountSetup(page).logIn(email);
    await page.goto('/nl');
    const section = page.getByRole('region', { name: 'Berichten' });
    await expect(section.getByText(text)).toBeVisible();
    await expect(section.getByRole('link', { name: 'Naar de hulp' })).toHaveAttribute('href', '/nl/help');
    await section.getByRole('button', { name: `Bericht sluiten: ${text}` }).click();
    await expect(section.getByText(text)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom terug' })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // Still readable on the notifications page, among the closed ones.
    await page.getByRole('link', { name: 'Alle berichten' }).click();
    await expect(page).toHaveURL(/\/nl\/notifications$/);
    await expect(page.getByRole('region', { name: 'Gesloten berichten' }).getByText(text)).toBeVisible();
  });
});
