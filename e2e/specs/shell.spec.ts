import { expect, test } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { AppPage } from '../pages/AppPage';
import { Shell } from '../pages/Shell';

const visitorSidebar = [
  'Mijn charts',
  'Nieuwe chart maken',
  'Chartgrootte berekenen',
  'Mijn profiel',
  'Producten / Garens',
  'Steken',
  'Helpcentrum',
  'Over Steekwerk',
];

test.describe('the shell for a visitor', () => {
  test('offers "Aanmelden / Inloggen" back to the page, breadcrumbs and the footer', async ({ page }) => {
    const app = new AppPage(page);
    const shell = new Shell(page);
    await app.goto('/nl/calculator/chart-size/');
    await expect(app.heading('Chartgrootte berekenen')).toBeVisible();
    await expect(shell.loginLink).toHaveAttribute(
      'href',
      '/nl/login?redirectUrl=%2Fnl%2Fcalculator%2Fchart-size%2F',
    );
    await expect(shell.breadcrumbs.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/nl');
    await expect(shell.breadcrumbs.getByRole('link', { name: 'Calculators' })).toBeVisible();
    await expect(shell.helpButton).toHaveAttribute('href', '/nl/help');
    expect(await shell.texts(shell.footer.getByRole('link'))).toEqual([
      'Mijn profiel',
      'Mijn charts',
      'Producten / Garens',
      'Steken',
      'Help',
      'Juridisch',
      'Over ons',
    ]);
  });

  test('the sidebar opens on #sidebar, says "Niet ingelogd" and closes on its background', async ({
    page,
  }) => {
    const app = new AppPage(page);
    const shell = new Shell(page);
    await app.goto('/nl/products');
    await expect(app.heading('Producten / Garens')).toBeVisible();

    await shell.menuButton.click();
    await expect(page).toHaveURL(/\/nl\/products#sidebar$/);
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.sidebarNotLoggedIn).toBeVisible();
    expect(await shell.texts(shell.sidebarItems)).toEqual(visitorSidebar);
    await expect(shell.sidebarItem('Producten / Garens')).toHaveAttribute('aria-current', 'page');

    await shell.clickSidebarBackground();
    await expect(shell.sidebar).toHaveCount(0);
    await expect(page).toHaveURL(/\/nl\/products$/);

    await shell.menuButton.click();
    await shell.sidebarNotLoggedIn.click();
    await expect(app.heading('Aanmelden / Inloggen')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/login\?redirectUrl=%2Fnl%2Fproducts$/);
  });

  test('guarded screens send a visitor to login with the whole address', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/nl/search?q=rode%20muts#resultaten');
    await expect(app.heading('Aanmelden / Inloggen')).toBeVisible();
    await expect(page).toHaveURL(/\/nl\/login\?redirectUrl=%2Fnl%2Fsearch%3Fq%3Drode%2520muts%23resultaten$/);
  });
});

test.describe('the shell for a logged-in user', () => {
  test('the dropdown shows the e-mail address and its entries; the sidebar adds home and premium', async ({
    page,
  }) => {
    const emailAddress = uniqueEmailAddress('menu');
    await new AccountSetup(page).logInAsNewUser(emailAddress);
    const app = new AppPage(page);
    const shell = new Shell(page);
    await app.goto('/nl/help');

    await shell.userMenuButton(emailAddress).click();
    expect(await shell.texts(shell.userMenuItems)).toEqual([
      'Start pagina',
      'Mijn charts',
      'Mijn profiel',
      'Premium',
      'Uitloggen',
      'Annuleren',
    ]);
    await shell.userMenuItem('Annuleren').click();
    await expect(shell.userMenu).toHaveCount(0);

    await shell.menuButton.click();
    await expect(shell.sidebar.getByText(emailAddress)).toBeVisible();
    await expect(shell.sidebarNotLoggedIn).toHaveCount(0);
    expect(await shell.texts(shell.sidebarItems)).toEqual([
      'Start pagina',
      'Mijn charts',
      'Nieuwe chart maken',
      'Chartgrootte berekenen',
      'Mijn profiel',
      'Premium',
      ...visitorSidebar.slice(4),
    ]);
    await shell.sidebarItem('Mijn profiel').click();
    await expect(app.heading('Mijn profiel')).toBeVisible();
    await expect(shell.sidebar).toHaveCount(0);
    // The sidebar's history entry was replaced: Back returns to the page before the menu.
    await page.goBack();
    await expect(page).toHaveURL(/\/nl\/help$/);
  });

  test('a premium user is not offered premium', async ({ page }) => {
    const emailAddress = uniqueEmailAddress('premium');
    await new AccountSetup(page).logInAsNewUser(emailAddress, { premium: true });
    const app = new AppPage(page);
    const shell = new Shell(page);
    await app.goto('/nl/help');
    await shell.userMenuButton(emailAddress).click();
    await expect(shell.userMenuItem('Mijn profiel')).toBeVisible();
    await expect(shell.userMenuItem('Premium')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shell.menuButton.click();
    await expect(shell.sidebarItem('Start pagina')).toBeVisible();
    await expect(shell.sidebarItem('Premium')).toHaveCount(0);
  });

  test('the keyboard reaches the dropdown and the sidebar', async ({ page }) => {
    const emailAddress = uniqueEmailAddress('toetsen');
    await new AccountSetup(page).logInAsNewUser(emailAddress);
    const app = new AppPage(page);
    const shell = new Shell(page);
    await app.goto('/nl/help');

    const userMenuButton = shell.userMenuButton(emailAddress);
    await userMenuButton.focus();
    await page.keyboard.press('Enter');
    await expect(shell.userMenuItem('Start pagina')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(shell.userMenuItem('Mijn charts')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(shell.userMenuItem('Annuleren')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.userMenu).toHaveCount(0);
    await expect(userMenuButton).toBeFocused();
    await page.keyboard.press(' ');
    await expect(shell.userMenuItem('Start pagina')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(app.heading('Mijn charts')).toBeVisible();

    await shell.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.sidebarItem('Start pagina')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(shell.sidebarItem('Mijn charts')).toBeFocused();
    await page.keyboard.press('End');
    await expect(shell.sidebarItem('Over Steekwerk')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.sidebar).toHaveCount(0);
    await expect(page).toHaveURL(/\/nl\/browse$/);
    await expect(shell.menuButton).toBeFocused();

    await page.keyboard.press(' ');
    await expect(shell.sidebar).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(shell.sidebarItem('Nieuwe chart maken')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(app.heading('Kies jouw handwerkvorm:')).toBeVisible();
  });

  test('ctrl+O opens my charts, and in the editor ctrl+P the pdf download', async ({ page }) => {
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('sneltoets'));
    const app = new AppPage(page);
    await app.goto('/nl/c/abc123/zoom');
    await expect(app.heading('Zoomen')).toBeVisible();
    await page.keyboard.press('Control+p');
    await expect(page).toHaveURL(/\/nl\/c\/abc123\/download\?fileType=pdf_doc$/);
    await page.keyboard.press('Control+o');
    await expect(app.heading('Mijn charts')).toBeVisible();
  });
});
