import type { Locator, Page } from '@playwright/test';

/** The download screen over the editor (/nl/c/{chartId}/download). */
export class Download {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Downloaden' });
  }

  fileType(name: RegExp | string): Locator {
    return this.dialog.getByRole('radio', { name });
  }

  get startButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Downloaden' });
  }

  get pageCount(): Locator {
    return this.dialog.getByText(/Het bestand krijgt \d+ pagina/);
  }

  /** The PDF's choice to add the written instructions as pages of their own. */
  get writtenPages(): Locator {
    return this.dialog.getByRole('checkbox', { name: 'Geschreven patroon toevoegen' });
  }

  /** The label around that checkbox: what a finger taps. */
  get writtenPagesLabel(): Locator {
    return this.dialog
      .locator('label')
      .filter({ has: this.page.getByRole('checkbox', { name: 'Geschreven patroon toevoegen' }) });
  }

  get progress(): Locator {
    return this.dialog.getByRole('progressbar', { name: 'Voortgang van de export' });
  }
}
