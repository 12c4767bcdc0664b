import type { Locator, Page } from '@playwright/test';

/** What every screen has: the top bar, one main heading, and the page-loading views. */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Opens a path; `commit` returns as soon as the document starts arriving (before lazy chunks load). */
  async goto(path: string, waitUntil: 'load' | 'commit' = 'load'): Promise<void> {
    await this.page.goto(path, { waitUntil });
  }

  get homeLink(): Locator {
    return this.page.getByRole('link', { name: 'Steekwerk, naar de startpagina' });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get mainHeading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  get loadingStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Pagina wordt geladen…' });
  }

  get loadFailedHeading(): Locator {
    return this.heading('Pagina kon niet worden geladen');
  }

  get loadFailedText(): Locator {
    return this.page.getByText('Er is iets fout gegaan bij het laden van de pagina.');
  }

  get retryButton(): Locator {
    return this.page.getByRole('button', { name: 'Opnieuw proberen' });
  }

  get cancelLink(): Locator {
    return this.page.getByRole('link', { name: 'Annuleren' });
  }

  get supportGroupLink(): Locator {
    return this.page.getByRole('link', { name: 'Steekwerk supportgroep' });
  }
}
