import { expect, type Locator, type Page } from '@playwright/test';

/** The editor header's "Chart" menu, the read-only notice beside it, and the breadcrumbs above the editor. */
export class EditorMenu {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.getByRole('button', { name: 'Chart', exact: true });
  }

  get menu(): Locator {
    return this.page.getByRole('menu');
  }

  item(name: string): Locator {
    return this.menu.getByRole('menuitem', { name, exact: true });
  }

  /** Opens the menu with a click and picks an item. */
  async choose(name: string): Promise<void> {
    await this.button.click();
    await expect(this.menu).toBeVisible();
    await this.item(name).click();
  }

  /** The notice saying why the chart is read only ("Alleen bekijken: …"). */
  get readOnlyNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Alleen bekijken/ });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Kruimelpad' });
  }
}
