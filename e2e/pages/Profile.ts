import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage';

/** The profile at /nl/account/profile: here its "Mijn gegevens downloaden" and "Account verwijderen" sections. */
export class Profile extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(): Promise<void> {
    await this.goto('/nl/account/profile');
    await expect(this.heading('Mijn profiel')).toBeVisible();
  }

  get dataExport(): Locator {
    return this.page.getByRole('region', { name: 'Mijn gegevens downloaden' });
  }

  get accountDeletion(): Locator {
    return this.page.getByRole('form', { name: 'Account verwijderen' });
  }

  /** Downloads the data export and saves it at `path`; returns the file name the browser was given. */
  async downloadData(path: string): Promise<string> {
    const saving = this.page.waitForEvent('download');
    await this.dataExport.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
    const file = await saving;
    await file.saveAs(path);
    await expect(this.dataExport.getByRole('status')).toHaveText('Je gegevens zijn gedownload.');
    return file.suggestedFilename();
  }

  /** Deletes the account with the password, after ticking that the user understands. */
  async deleteAccount(password: string): Promise<void> {
    await this.accountDeletion.getByLabel('Je wachtwoord').fill(password);
    await this.accountDeletion.getByLabel(/Ik begrijp dat mijn account/).check();
    await this.accountDeletion.getByRole('button', { name: 'Account definitief verwijderen' }).click();
  }
}
