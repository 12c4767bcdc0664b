import type { Locator, Page } from '@playwright/test';
import { Editor } from './Editor';

/** The editor's bottom panel in its text-to-grid mode. */
export class TextToGrid extends Editor {
  constructor(page: Page) {
    super(page);
  }

  async openPanel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Onderpaneel tonen' }).click();
    await this.page.getByRole('button', { name: 'Tekst naar raster' }).click();
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Tekst naar raster' });
  }

  field(name: string): Locator {
    return this.panel.getByLabel(name, { exact: true });
  }

  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }
}
