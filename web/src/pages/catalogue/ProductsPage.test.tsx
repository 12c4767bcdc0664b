import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeCatalogueServer } from '../../catalogue/testing/fakeCatalogueServer';
import { renderApp } from '../../test/renderApp';

/** Lets the search's pause pass and the answers arrive. */
async function settle(app: ReturnType<typeof renderApp>) {
  await act(async () => {
    await app.clock.advance(600);
  });
}

describe('Producten / Garens', () => {
  it('lists the products as thumbnails by default, and as a table with headers when chosen', async () => {
    const app = renderApp('/nl/products', { server: new FakeCatalogueServer() });
    await settle(app);
    const grid = await screen.findByRole('list', { name: 'Producten' });
    await settle(app);
    expect(grid.textContent).toContain('DMC 310Black');
    fireEvent.click(screen.getByRole('button', { name: 'Tabel' }));
    const table = await screen.findByRole('table', { name: 'Producten' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kleur', 'Merk', 'Nummer', 'Naam', 'Soort', 'Garen', 'Favoriet']);
    expect(within(table).getByText(/50 g = 125 m · naald 2,5–3,5 mm/)).toBeTruthy();
  });

  it('puts the nearest colours first when a colour is typed, with their ΔE', async () => {
    const app = renderApp('/nl/products', { server: new FakeCatalogueServer() });
    await settle(app);
    fireEvent.change(screen.getByRole('textbox', { name: 'Kleur als hexcode' }), {
      target: { value: '#000000' },
    });
    await settle(app);
    const grid = await screen.findByRole('list', { name: 'Producten' });
    const items = within(grid).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('DMC 310');
    expect(items[0]!.textContent).toContain('ΔE 0');
    expect(items[1]!.textContent).toContain('Scheepjes Catona 110');
    expect(document.querySelector('.products-page__count')?.textContent).toContain(
      'Dichtstbijzijnde kleuren bij #000000 eerst.',
    );
  });

  it('says what is wrong with a hex code that is no colour, and asks nothing', async () => {
    const server = new FakeCatalogueServer();
    const app = renderApp('/nl/products', { server });
    await settle(app);
    const asked = server.requests.length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Kleur als hexcode' }), {
      target: { value: 'zwart' },
    });
    await settle(app);
    expect(screen.getByRole('alert').textContent).toBe('Geef een kleur als #rrggbb, bijvoorbeeld #000000.');
    expect(server.requests.slice(asked).some((request) => request.url.includes('color='))).toBe(false);
  });

  it('searches by number', async () => {
    const app = renderApp('/nl/products', { server: new FakeCatalogueServer() });
    await settle(app);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek op nummer of naam' }), {
      target: { value: '3865' },
    });
    await settle(app);
    const items = within(screen.getByRole('list', { name: 'Producten' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.product-grid__number')?.textContent)).toEqual([
      'DMC 3865',
    ]);
  });

  it('narrows to a kind of product and to the popular ones', async () => {
    const app = renderApp('/nl/products', { server: new FakeCatalogueServer() });
    await settle(app);
    fireEvent.change(screen.getByRole('combobox', { name: 'Soort' }), { target: { value: 'yarn' } });
    await settle(app);
    const names = () =>
      within(screen.getByRole('list', { name: 'Producten' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.product-grid__number')?.textContent);
    expect(names()).toEqual(['Scheepjes Catona 110']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Soort' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alleen populaire producten' }));
    await settle(app);
    expect(names()).toEqual(['DMC 310']);
  });

  it('asks a visitor to log in to keep a favourite', async () => {
    const app = renderApp('/nl/products', { server: new FakeCatalogueServer() });
    await settle(app);
    fireEvent.click(screen.getByRole('button', { name: 'DMC 310 Black als favoriet bewaren' }));
    expect(screen.getByRole('alert').textContent).toContain('Log in om favorieten te bewaren.');
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(
      '/nl/login?redirectUrl=%2Fnl%2Fproducts',
    );
  });

  it('stars a product for a logged-in user', async () => {
    const server = new FakeCatalogueServer();
    server.addUser({ emailAddress: 'anna@example.nl', loggedIn: true });
    const app = renderApp('/nl/products', { server });
    await settle(app);
    fireEvent.click(await screen.findByRole('button', { name: 'DMC 310 Black als favoriet bewaren' }));
    await settle(app);
    expect(server.favourites.has('dmc-310')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'DMC 310 Black is een favoriet' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
