import type { Locator, Page } from '@playwright/test';
import { Editor } from './Editor';

/** The editor's bottom panel in its written-instructions mode. */
export class WrittenInstructions extends Editor {
  constructor(page: Page) {
    super(page);
  }

  async openPanel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Onderpaneel tonen' }).click();
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Geschreven instructies', exact: true });
  }

  /** The instructions themselves: one paragraph per line. */
  get text(): Locator {
    return this.page.getByRole('region', { name: 'Geschreven instructies van de chart' });
  }

  line(text: string | RegExp): Locator {
    return this.text.getByRole('paragraph').filter({ hasText: text });
  }

  field(name: string): Locator {
    return this.panel.getByLabel(name, { exact: true });
  }

  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }
}
