import { expect, test } from '@playwright/test';
import { AccountSetup, LoginScreen, Outbox, uniqueEmailAddress } from '../pages/Account';
import { AppPage } from '../pages/AppPage';
import { Shell } from '../pages/Shell';

test.describe('accounts, as a new user', () => {
  // The one spec that registers through the screens: the API allows 10 registrations per client network per
  // hour, so the others create their users with the admin command (AccountSetup).
  test('register, activate by mail, log in and land on the page first asked for', async ({ page }) => {
    const emailAddress = uniqueEmailAddress('nieuw');
    const login = new LoginScreen(page);
    const shell = new Shell(page);

    // Logged out, the profile sends you to login, remembering where you were going.
    await login.goto('/nl/account/profile');
    await expect(login.heading('Aanmelden / Inloggen')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/login\?redirectUrl=%2Fnl%2Faccount%2Fprofile$/);
    await expect(page).toHaveTitle('Inloggen | Steekwerk');

    // The model's rules, in Dutch, next to the fields.
    await login.register('nog-geen-adres', 'kort');
    await expect(login.registerForm.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
    await expect(login.registerForm.getByText('Het wachtwoord moet minstens 8 tekens hebben.')).toBeVisible();

    await login.register(emailAddress);
    await expect(login.registeredMessage).toHaveText(
      `We hebben een activeringsmail gestuurd naar ${emailAddress}. Klik op de link in die e-mail om je account te activeren en log daarna in.`,
    );

    const outbox = new Outbox(page);
    await outbox.open();
    await expect(outbox.mailTo(emailAddress)).toBeVisible();
    await outbox.openLinkOfMailTo(emailAddress);

    const app = new AppPage(page);
    await expect(app.heading('Account activeren')).toBeVisible();
    await expect(page.getByText('Je account is geactiveerd. Log in om verder te gaan.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(/\/nl\/login\?redirectUrl=%2Fnl%2Faccount%2Fprofile$/);
    await login.logIn(emailAddress);
    await expect(app.heading('Mijn profiel')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/account\/profile$/);
    await expect(shell.userMenuButton(emailAddress)).toBeVisible();
    await expect(shell.loginLink).toHaveCount(0);
  });

  test('log out from the account dropdown', async ({ page }) => {
    const emailAddress = uniqueEmailAddress('uit');
    await new AccountSetup(page).logInAsNewUser(emailAddress);
    const shell = new Shell(page);
    const app = new AppPage(page);
    await app.goto('/nl/help');

    await shell.userMenuButton(emailAddress).click();
    await shell.userMenuItem('Uitloggen').click();
    await expect(app.heading('Uitloggen')).toBeVisible();
    await expect(page.getByText('Je bent uitgelogd.')).toBeVisible();
    await expect(shell.loginLink).toHaveAttribute('href', '/nl/login');
    await expect(shell.userMenuButton(emailAddress)).toHaveCount(0);

    // The session is gone on the server too.
    await app.goto('/nl/browse');
    await expect(page).toHaveURL(/\/nl\/login\?redirectUrl=%2Fnl%2Fbrowse$/);
    await new LoginScreen(page).logIn(emailAddress);
    await expect(app.heading('Mijn charts')).toBeVisible();
  });

  test('a logged-in user visiting the login screen goes on to the target', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('al'));
    const app = new AppPage(page);
    await app.goto('/nl/login?redirectUrl=%2Fnl%2Fproducts');
    await expect(app.heading('Producten / Garens')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/products$/);
  });
});
