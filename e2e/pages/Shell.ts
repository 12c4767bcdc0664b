import type { Locator, Page } from '@playwright/test';

/** The frame around every screen: top bar, account dropdown, sidebar and footer. */
export class Shell {
  constructor(readonly page: Page) {}

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Menu', exact: true });
  }

  /** "Aanmelden / Inloggen" in the top bar (logged out). */
  get loginLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Aanmelden / Inloggen' });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Kruimelpad' });
  }

  get helpButton(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Helpcentrum' });
  }

  /** The account dropdown's button, which shows the e-mail address (logged in). */
  userMenuButton(emailAddress: string): Locator {
    return this.page.getByRole('button', { name: emailAddress });
  }

  get userMenu(): Locator {
    return this.page.getByRole('menu', { name: 'Accountmenu' });
  }

  get userMenuItems(): Locator {
    return this.userMenu.getByRole('menuitem');
  }

  userMenuItem(name: string): Locator {
    return this.userMenu.getByRole('menuitem', { name, exact: true });
  }

  get sidebar(): Locator {
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  /** The entries of the sidebar's menu, in order. */
  get sidebarItems(): Locator {
    return this.sidebar.getByRole('navigation', { name: 'Menu-items' }).getByRole('link');
  }

  sidebarItem(name: string): Locator {
    return this.sidebar
      .getByRole('navigation', { name: 'Menu-items' })
      .getByRole('link', { name, exact: true });
  }

  /** The sidebar header of a visitor: "Niet ingelogd", which leads to login. */
  get sidebarNotLoggedIn(): Locator {
    return this.sidebar.getByRole('link', { name: 'Niet ingelogd' });
  }

  get closeSidebarButton(): Locator {
    return this.sidebar.getByRole('button', { name: 'Menu sluiten' });
  }

  /** Clicks the dimmed background beside the sidebar, which closes it. */
  async clickSidebarBackground(): Promise<void> {
    const box = await this.sidebar.boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport) throw new Error('The sidebar is not shown');
    await this.page.mouse.click((box.x + box.width + viewport.width) / 2, viewport.height / 2);
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The texts of a list of links or menu items. */
  async texts(items: Locator): Promise<string[]> {
    return (await items.allInnerTexts()).map((text) => text.trim());
  }

  /** The element that has keyboard focus, as a locator. */
  get focused(): Locator {
    return this.page.locator('*:focus');
  }
}
