import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeAccountServer } from '../test/fakeAccountServer';
import { loggedInServer, renderApp } from '../test/renderApp';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the top bar for a visitor', () => {
  it('offers "Aanmelden / Inloggen", coming back to the page', async () => {
    renderApp('/nl/products?merk=x#lijst');
    const login = await screen.findByRole('link', { name: 'Aanmelden / Inloggen' });
    expect(login.getAttribute('href')).toBe('/nl/login?redirectUrl=%2Fnl%2Fproducts%3Fmerk%3Dx%23lijst');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('offers no way back from the logout page', async () => {
    renderApp('/nl/account/logout');
    expect(await screen.findByText('Je bent uitgelogd.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aanmelden / Inloggen' }).getAttribute('href')).toBe('/nl/login');
  });

  it('shows the breadcrumbs given by the page, after Start', async () => {
    renderApp('/nl/calculator/chart-size');
    await heading('Chartgrootte berekenen');
    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(trail).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/nl');
    expect(within(trail).getByRole('link', { name: 'Calculators' }).getAttribute('href')).toBe(
      '/nl/calculator',
    );
    expect(within(trail).getByText('Chartgrootte berekenen').getAttribute('aria-current')).toBe('page');
  });

  it('shows the help-centre button only when the page gives a help link', async () => {
    const { router } = renderApp('/nl/chart/create');
    await heading('Kies jouw handwerkvorm:');
    expect(screen.getByRole('link', { name: 'Helpcentrum' }).getAttribute('href')).toBe('/nl/help/beginnen');
    await act(() => router.navigate('/nl/legal'));
    await heading('Juridische informatie');
    expect(screen.queryByRole('link', { name: 'Helpcentrum' })).toBeNull();
  });

  it('has the footer links', async () => {
    renderApp('/nl/help');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Mijn profiel', '/nl/account/profile'],
      ['Mijn charts', '/nl/browse'],
      ['Producten / Garens', '/nl/products'],
      ['Steken', '/nl/stitches'],
      ['Help', '/nl/help'],
      ['Juridisch', '/nl/legal'],
      ['Over ons', '/nl/company/about'],
    ]);
  });
});

describe('the account dropdown', () => {
  it('shows the e-mail address and the entries of a user without premium', async () => {
    renderApp('/nl/help', { server: loggedInServer() });
    const button = await screen.findByRole('button', { name: /anna@example\.nl/ });
    expect(button.textContent).toContain('anna@example.nl');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Aanmelden / Inloggen' })).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Accountmenu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Start pagina', 'Mijn charts', 'Mijn profiel', 'Premium', 'Uitloggen', 'Annuleren']);
    expect(within(menu).getByRole('menuitem', { name: 'Uitloggen' }).getAttribute('href')).toBe(
      '/nl/account/logout',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Annuleren' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('leaves out Premium for a premium user', async () => {
    renderApp('/nl/help', { server: loggedInServer({ premium: true }) });
    fireEvent.click(await screen.findByRole('button', { name: /anna@example\.nl/ }));
    expect(screen.queryByRole('menuitem', { name: 'Premium' })).toBeNull();
  });

  it('works with the keyboard: ArrowDown opens, arrows move, Escape closes and returns focus', async () => {
    renderApp('/nl/help', { server: loggedInServer() });
    const button = await screen.findByRole('button', { name: /anna@example\.nl/ });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    // Enter and Space click the button, which opens on the first item.
    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Annuleren');
  });

  it('follows an entry and closes', async () => {
    const app = renderApp('/nl/help', { server: loggedInServer() });
    fireEvent.click(await screen.findByRole('button', { name: /anna@example\.nl/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mijn charts' }));
    await heading('Mijn charts');
    expect(app.path()).toBe('/nl/browse');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the sidebar', () => {
  it('opens with the menu button (#sidebar) and lists a visitor’s items', async () => {
    const app = renderApp('/nl/help');
    await heading('Helpcentrum');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    expect(app.path()).toBe('/nl/help#sidebar');
    const sidebar = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const items = within(within(sidebar).getByRole('navigation', { name: 'Menu-items' })).getAllByRole(
      'link',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Mijn charts',
      'Nieuwe chart maken',
      'Chartgrootte berekenen',
      'Mijn profiel',
      'Producten / Garens',
      'Steken',
      'Helpcentrum',
      'Over Steekwerk',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Helpcentrum' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('goes to login from "Niet ingelogd", coming back to the page without the sidebar', async () => {
    const app = renderApp('/nl/products');
    await heading('Producten / Garens');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Niet ingelogd' }));
    await heading('Aanmelden / Inloggen');
    expect(app.path()).toBe('/nl/login?redirectUrl=%2Fnl%2Fproducts');
  });

  it('lists home and premium for a user without premium, and says who is logged in', async () => {
    renderApp('/nl/help', { server: loggedInServer() });
    await screen.findByRole('button', { name: /anna@example\.nl/ });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sidebar = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(sidebar).getByText('anna@example.nl')).toBeTruthy();
    expect(within(sidebar).queryByText('Niet ingelogd')).toBeNull();
    const labels = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(0, 6)).toEqual([
      'Start pagina',
      'Mijn charts',
      'Nieuwe chart maken',
      'Chartgrootte berekenen',
      'Mijn profiel',
      'Premium',
    ]);
  });

  it('closes by going back one step when the background is clicked', async () => {
    const app = renderApp('/nl/help');
    await heading('Helpcentrum');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('dialog', { name: 'Menu' }).parentElement as HTMLElement);
    await waitFor(() => expect(app.path()).toBe('/nl/help'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(app.router.state.historyAction).toBe('POP');
  });

  it('drops the hash when the address was opened with #sidebar', async () => {
    const app = renderApp('/nl/help#sidebar');
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Menu' }), { key: 'Escape' });
    await waitFor(() => expect(app.path()).toBe('/nl/help'));
  });

  it('works with the keyboard: focus inside, arrows move, Escape closes and returns focus', async () => {
    renderApp(['/nl/help']);
    await heading('Helpcentrum');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    fireEvent.click(menuButton);
    const sidebar = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.activeElement?.textContent).toBe('Mijn charts');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Nieuwe chart maken');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Over Steekwerk');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Niet ingelogd');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(sidebar).getByRole('button', { name: 'Menu sluiten' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('opens the reference pages in a new tab from the chart editor', async () => {
    renderApp('/nl/c/abc123#sidebar', { server: loggedInServer() });
    const sidebar = await screen.findByRole('dialog', { name: 'Menu' });
    const products = within(sidebar).getByRole('link', { name: /Producten \/ Garens/ });
    expect(products.getAttribute('target')).toBe('_blank');
    expect(products.textContent).toContain('(opent in een nieuw tabblad)');
    expect(within(sidebar).getByRole('link', { name: 'Mijn charts' }).getAttribute('target')).toBeNull();
  });
});

describe('the search box', () => {
  it('searches 500 ms after the last change, with the trimmed and encoded text', async () => {
    const app = renderApp('/nl/help', { server: loggedInServer() });
    const input = await screen.findByRole('searchbox', { name: 'Zoeken in je charts' });
    fireEvent.change(input, { target: { value: ' rode' } });
    await act(() => app.clock.advance(300));
    fireEvent.change(input, { target: { value: ' rode muts& ' } });
    await act(() => app.clock.advance(499));
    expect(app.path()).toBe('/nl/help');
    await act(() => app.clock.advance(1));
    await waitFor(() => expect(app.path()).toBe('/nl/search?q=rode%20muts%26'));
  });

  it('searches on submit only with a non-empty text', async () => {
    const app = renderApp('/nl/help', { server: loggedInServer() });
    const input = await screen.findByRole('searchbox', { name: 'Zoeken in je charts' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    await act(() => app.clock.advance(1000));
    expect(app.path()).toBe('/nl/help');
    fireEvent.change(input, { target: { value: 'sjaal' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(app.path()).toBe('/nl/search?q=sjaal'));
  });

  it('clears the text on Escape, and leaves the box when it is empty', async () => {
    const app = renderApp('/nl/help', { server: loggedInServer() });
    const input = (await screen.findByRole('searchbox', { name: 'Zoeken in je charts' })) as HTMLInputElement;
    input.focus();
    fireEvent.change(input, { target: { value: 'muts' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    await act(() => app.clock.advance(1000));
    expect(app.path()).toBe('/nl/help');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(document.activeElement).not.toBe(input);
  });
});

describe('the global shortcuts', () => {
  const press = (key: string, modifiers: Record<string, boolean> = { ctrlKey: true }) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
    act(() => {
      window.dispatchEvent(event);
    });
    return event;
  };

  it('open the download screens of the open chart', async () => {
    const app = renderApp('/nl/c/abc123/zoom', { server: loggedInServer() });
    await heading('Zoomen');
    expect(press('s').defaultPrevented).toBe(true);
    await waitFor(() => expect(app.path()).toBe('/nl/c/abc123/download'));
    press('p', { metaKey: true });
    await waitFor(() => expect(app.path()).toBe('/nl/c/abc123/download?fileType=pdf_doc'));
    press('d');
    await waitFor(() => expect(app.path()).toBe('/nl/c/abc123/download'));
  });

  it('open the charts list with ctrl+O anywhere, and leave S, D and P alone outside the editor', async () => {
    const app = renderApp('/nl/help', { server: loggedInServer() });
    await heading('Helpcentrum');
    expect(press('s').defaultPrevented).toBe(false);
    expect(press('p').defaultPrevented).toBe(false);
    expect(app.path()).toBe('/nl/help');
    expect(press('o').defaultPrevented).toBe(true);
    await waitFor(() => expect(app.path()).toBe('/nl/browse'));
  });
});

describe('dark mode', () => {
  it('follows the darkMode setting on the root element', async () => {
    const server = new FakeAccountServer();
    server.addUser({ loggedIn: true, settings: { darkMode: 'yes' } });
    const app = renderApp('/nl/help', { server });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    act(() => app.services.account.getState().changeSettings({ darkMode: 'no' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('the flash message', () => {
  it('shows a message from the store and closes on a click', async () => {
    const app = renderApp('/nl/help');
    await heading('Helpcentrum');
    act(
      () => void app.services.flash.getState().show('Wijzigingen niet opgeslagen. Controleer de verbinding.'),
    );
    const message = screen.getByRole('button', {
      name: 'Wijzigingen niet opgeslagen. Controleer de verbinding.',
    });
    expect(screen.getByRole('status', { name: '' }).contains(message)).toBe(true);
    fireEvent.click(message);
    expect(screen.queryByText('Wijzigingen niet opgeslagen. Controleer de verbinding.')).toBeNull();
  });

  it('closes by itself after 3000 ms', async () => {
    const app = renderApp('/nl/help');
    await heading('Helpcentrum');
    act(() => void app.services.flash.getState().show('Opgeslagen'));
    await act(() => app.clock.advance(3000));
    expect(screen.queryByText('Opgeslagen')).toBeNull();
  });
});

describe('the login guard', () => {
  it.each(['/nl/account/profile', '/nl/browse/abc', '/nl/search?q=muts', '/nl/c/abc/share'])(
    'sends a visitor from %s to login with the way back',
    async (path) => {
      const app = renderApp(`${path}#x`);
      await heading('Aanmelden / Inloggen');
      expect(app.path()).toBe(`/nl/login?redirectUrl=${encodeURIComponent(`${path}#x`)}`);
    },
  );

  it('sends a user pending activation to the activation screen', async () => {
    const app = renderApp('/nl/browse', { server: loggedInServer({ pending: true }) });
    await heading('Account activeren');
    expect(app.path()).toBe('/nl/account/activation?redirectUrl=%2Fnl%2Fbrowse');
  });

  it('says so when the user could not be loaded, and tries again', async () => {
    const server = loggedInServer();
    server.failNext('account/user', 503, 'Onderhoud.', 4);
    const app = renderApp('/nl/account/profile', { server });
    await act(() => app.clock.advance(2000));
    expect(await heading('Je gegevens konden niet worden geladen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await heading('Mijn profiel');
  });
});
