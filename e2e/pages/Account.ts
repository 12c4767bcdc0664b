import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
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
 * command (`api/dist/cli/admin.js`, against the server's `DATABASE_URL`), because the API allows only 10
 * registrations per client network per hour and the e2e database lives on between runs. Logging in uses the
 * same call as the login screen, sent from inside the page (same origin, the browser keeps the cookie).
 */
export class AccountSetup {
  constructor(readonly page: Page) {}

  /** Creates an activated user (premium on request). */
  static createUser(emailAddress: string, options: { premium?: boolean; password?: string } = {}): void {
    const admin = path.join(__dirname, '..', '..', 'api', 'dist', 'cli', 'admin.js');
    const args = ['user:create', '--email', emailAddress, '--password', options.password ?? testPassword];
    execFileSync(
      process.execPath,
      [admin, ...args, '--activated', ...(options.premium ? ['--premium'] : [])],
      {
        env: process.env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }

  /** Logs in through `account/login` from a page of the app. */
  async logIn(emailAddress: string, password: string = testPassword): Promise<void> {
    if (!this.page.url().startsWith('http')) await this.page.goto('/nl/legal');
    const status = await this.page.evaluate(
      async ({ emailAddress, password }) => {
        const response = await fetch('/nl/ajax/account/login', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ emailAddress, password }),
        });
        const json = (await response.json()) as { status?: string; error?: string };
        return `${response.status} ${json.status ?? json.error ?? ''}`;
      },
      { emailAddress, password },
    );
    if (status !== '200 ok') throw new Error(`Logging in ${emailAddress} failed: ${status}`);
  }

  /** Creates an activated user and logs in; open a page afterwards to see it. */
  async logInAsNewUser(emailAddress: string, options: { premium?: boolean } = {}): Promise<void> {
    AccountSetup.createUser(emailAddress, options);
    await this.logIn(emailAddress);
  }
}
