import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInServer, renderApp } from '../../test/renderApp';
import { foldText, matchesQuery } from './referenceSearch';

describe('the stitch reference', () => {
  it('lists the stitches per craft in tables by default, with symbol, name, abbreviation and description', async () => {
    renderApp('/nl/stitches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Steken' })).toBeTruthy();
    for (const craft of ['Breien', 'Haken', 'Borduren']) {
      expect(screen.getByRole('heading', { level: 2, name: craft })).toBeTruthy();
    }
    const crochet = within(screen.getByRole('table', { name: /^Haken/ }));
    expect(crochet.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Symbool',
      'Naam',
      'Afkorting',
      'Uitleg',
    ]);
    const stokje = crochet.getByRole('rowheader', { name: 'Stokje' }).closest('tr')!;
    expect(
      within(stokje)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)[1],
    ).toBe('stk');
    expect(stokje.querySelector('svg path')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Kruissteek' })).toBeTruthy();
    const kinds = within(screen.getByRole('navigation', { name: 'Steken of symbolen' }));
    expect(kinds.getByRole('link', { name: 'Steken' }).getAttribute('aria-current')).toBe('page');
    expect(kinds.getByRole('link', { name: 'Symbolen' }).getAttribute('href')).toBe('/nl/symbols');
    await waitFor(() => expect(document.title).toContain('Steken'));
  });

  it('finds "stokje" by name, ignoring case, and says when nothing matches', async () => {
    renderApp('/nl/stitches');
    const search = await screen.findByRole('searchbox', { name: 'Zoek een steek' });
    fireEvent.change(search, { target: { value: 'stokje' } });
    expect(screen.getByRole('rowheader', { name: 'Stokje' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Dubbel stokje' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Recht' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Breien' })).toBeNull();
    fireEvent.change(search, { target: { value: 'xyzzy' } });
    expect(screen.getByText('Niets gevonden voor “xyzzy”.').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the symbols by category, and thumbnails when the visitor picks them', async () => {
    renderApp('/nl/symbols');
    expect(await screen.findByRole('heading', { level: 1, name: 'Symbolen' })).toBeTruthy();
    for (const category of [
      'Breien',
      'Haken',
      'Borduren',
      'Gevulde vormen',
      'Open vormen',
      'Letters',
      'Cijfers',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: category })).toBeTruthy();
    }
    const cable = screen.getByRole('rowheader', { name: 'Kabel 3/3 links' }).closest('tr')!;
    expect(within(cable).getAllByRole('cell')[1]!.textContent).toBe('6 vakjes');
    fireEvent.click(screen.getByRole('button', { name: 'Miniaturen' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Miniaturen' }).getAttribute('aria-pressed')).toBe('true');
    const letters = screen.getByRole('region', { name: 'Letters' });
    expect(within(letters).getByText('Letter A')).toBeTruthy();
  });

  it("follows and keeps a user's symbolsListFormat", async () => {
    const server = loggedInServer({ settings: { symbolsListFormat: 'thumbnails' } });
    renderApp('/nl/stitches', { server });
    await screen.findByRole('heading', { level: 1, name: 'Steken' });
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByRole('heading', { level: 3, name: 'Stokje' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tabel' }));
    expect(await screen.findByRole('table', { name: /^Haken/ })).toBeTruthy();
  });
});

describe('the reference search', () => {
  it('matches every word, without case or accents, in any of the texts', () => {
    expect(foldText('Reliëfstokje')).toBe('reliefstokje');
    expect(matchesQuery('', ['x'])).toBe(true);
    expect(matchesQuery('  STOKJE ', ['stokje'])).toBe(true);
    expect(matchesQuery('relief voor', ['reliëfstokje voor', 'rstv'])).toBe(true);
    expect(matchesQuery('stk', ['stokje', 'stk'])).toBe(true);
    expect(matchesQuery('stokje haken', ['stokje'])).toBe(false);
  });
});
