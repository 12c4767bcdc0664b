import { expect, test } from '@playwright/test';
import {
  AccountSetup,
  LoginScreen,
  Outbox,
  PasswordResetScreens,
  uniqueEmailAddress,
} from '../pages/Account';
import { Shell } from '../pages/Shell';

test.describe('wachtwoord vergeten, as a user', () => {
  test('asks for a link, opens the mail, chooses a new password, logs in with it; other browsers are logged out', async ({
    page,
    browser,
  }) => {
    const emailAddress = uniqueEmailAddress('vergeten');
    const newPassword = 'kabelsteek in mosgroen 7';
    await AccountSetup.createUser(emailAddress);

    // Another browser where the user was logged in before.
    const otherContext = await browser.newContext();
    try {
      const otherPage = await otherContext.newPage();
      // Throws unless the login succeeded, so this browser holds a live session from here on.
      await new AccountSetup(otherPage).logIn(emailAddress);
      const otherScreens = new PasswordResetScreens(otherPage);

      const login = new LoginScreen(page);
      const screens = new PasswordResetScreens(page);
      await login.goto('/nl/login');
      await login.forgotPasswordLink.click();
      await expect(screens.heading('Wachtwoord vergeten')).toBeVisible();
      await expect(page).toHaveURL(/\/nl\/account\/password-forgotten$/);
      await screens.askForLink(emailAddress);
      await expect(
        page.getByText(`Als er een account is met ${emailAddress}, hebben we daar een e-mail`),
      ).toBeVisible();

      const outbox = new Outbox(page);
      await outbox.open();
      await expect(outbox.mailTo(emailAddress)).toContainText('Nieuw wachtwoord voor Steekwerk');
      await outbox.openLinkOfMailTo(emailAddress);

      await expect(screens.heading('Nieuw wachtwoord kiezen')).toBeVisible();
      await expect(page).toHaveURL(/\/nl\/account\/password-reset\?token=/);
      const resetUrl = page.url();
      await screens.chooseNewPassword(newPassword);
      await expect(
        page.getByText('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.'),
      ).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();

      await login.logIn(emailAddress, newPassword);
      await expect(new Shell(page).userMenuButton(emailAddress)).toBeVisible();

      // The link works once.
      await screens.goto(resetUrl);
      await expect(page.getByRole('alert')).toHaveText(
        'Deze link is al gebruikt. Vraag een nieuwe link aan als je opnieuw een wachtwoord wilt kiezen.',
      );

      // The other browser's session ended with the reset: a guarded page asks it to log in.
      await otherScreens.goto('/nl/account/profile');
      await expect(otherScreens.heading('Aanmelden / Inloggen')).toBeVisible();
      await expect(otherPage).toHaveURL(/\/nl\/login\?redirectUrl=%2Fnl%2Faccount%2Fprofile$/);
    } finally {
      await otherContext.close();
    }
  });
});
