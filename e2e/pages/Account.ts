import { expect, type Locator, type Page } from '@playwright/test';
import { runAdminCommand } from './adminCommands';
import { AppPage } from './AppPage';

/** A unique address per test run, so runs never collide in the e2e database. */
export function uniqueEmailAddress(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
}

export const testPassword = 'breien en haken 123';

/** The login screen: /nl/login and /nl/c/{chartId}/login. */
export class LoginScreen extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get loginForm(): Locator {
    return this.page.getByRole('form', { name: 'Inloggen' });
  }

  get registerForm(): Locator {
    return this.page.getByRole('form', { name: 'Account aanmaken' });
  }

  async logIn(emailAddress: string, password: string = testPassword): Promise<void> {
    await this.loginForm.getByLabel('E-mailadres').fill(emailAddress);
    await this.loginForm.getByLabel('Wachtwoord').fill(password);
    await this.loginForm.getByRole('button', { name: 'Inloggen' }).click();
  }

  async register(emailAddress: string, password: string = testPassword): Promise<void> {
    await this.registerForm.getByLabel('E-mailadres').fill(emailAddress);
    await this.registerForm.getByLabel('Wachtwoord').fill(password);
    await this.registerForm.getByRole('button', { name: 'Account aanmaken' }).click();
  }

  get registeredMessage(): Locator {
    return this.registerForm.getByRole('status');
  }

  get forgotPasswordLink(): Locator {
    return this.loginForm.getByRole('link', { name: 'Wachtwoord vergeten?' });
  }
}

/** "Wachtwoord vergeten": /nl/account/password-forgotten and the mailed link /nl/account/password-reset. */
export class PasswordResetScreens extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get requestForm(): Locator {
    return this.page.getByRole('form', { name: 'Wachtwoord vergeten' });
  }

  get newPasswordForm(): Locator {
    return this.page.getByRole('form', { name: 'Nieuw wachtwoord kiezen' });
  }

  async askForLink(emailAddress: string): Promise<void> {
    await this.requestForm.getByLabel('E-mailadres').fill(emailAddress);
    await this.requestForm.getByRole('button', { name: 'Stuur de link' }).click();
  }

  async chooseNewPassword(password: string): Promise<void> {
    await this.newPasswordForm.getByLabel('Nieuw wachtwoord').fill(password);
    await this.newPasswordForm.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  }
}

/** The development outbox at /nl/email. */
export class Outbox extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(): Promise<void> {
    await this.goto('/nl/email');
    await expect(this.heading('E-mail')).toBeVisible();
  }

  /** The newest mail to `emailAddress`. */
  mailTo(emailAddress: string): Locator {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `Aan: ${emailAddress}` })
      .first();
  }

  /** Opens the link of the newest mail to `emailAddress` (the activation link). */
  async openLinkOfMailTo(emailAddress: string): Promise<void> {
    await this.mailTo(emailAddress).getByRole('link', { name: 'Link openen' }).click();
  }
}

/**
 * Account setup without the screens, for specs about something else. Users are created with the API's admin
 * command (its code run in the Playwright worker against the server's `DATABASE_URL`, `adminCommands.ts`), because
 * the API allows only 10 registrations per client network per hour. Logging in uses the same call as the login
 * screen, sent with the browser context's cookies (the context keeps the session cookie it answers with), so no
 * page needs to load first.
 */
export class AccountSetup {
  constructor(readonly page: Page) {}

  /** Creates an activated user (premium on request). */
  static async createUser(
    emailAddress: string,
    options: { premium?: boolean; password?: string } = {},
  ): Promise<void> {
    const argv = ['user:create', '--email', emailAddress, '--password', options.password ?? testPassword];
    const status = await runAdminCommand([...argv, '--activated', ...(options.premium ? ['--premium'] : [])]);
    if (status !== 0) throw new Error(`Creating the user ${emailAddress} failed with status ${status}`);
  }

  /** Logs in through `account/login`, as the login screen does, into the page's browser context. */
  async logIn(emailAddress: string, password: string = testPassword): Promise<void> {
    // The server of the page when one is open (a spec may run its own), else the configured one.
    const origin = this.page.url().startsWith('http') ? new URL(this.page.url()).origin : '';
    const response = await this.page.request.post(`${origin}/nl/ajax/account/login`, {
      headers: { Accept: 'application/json' },
      data: { emailAddress, password },
    });
    const json = (await response.json().catch(() => ({}))) as { status?: string; error?: string };
    const status = `${response.status()} ${json.status ?? json.error ?? ''}`;
    if (status !== '200 ok') throw new Error(`Logging in ${emailAddress} failed: ${status}`);
  }

  /** Creates an activated user and logs in; open a page afterwards to see it. */
  async logInAsNewUser(emailAddress: string, options: { premium?: boolean } = {}): Promise<void> {
    await AccountSetup.createUser(emailAddress, options);
    await this.logIn(emailAddress);
  }
}
