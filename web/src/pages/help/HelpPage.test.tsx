import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('the help centre', () => {
  it('lists the articles by topic', async () => {
    renderApp('/nl/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Helpcentrum' })).toBeTruthy();
    const follow = within(screen.getByRole('region', { name: 'Volgen en patronen' }));
    expect(follow.getByRole('link', { name: 'Voortgang bijhouden' }).getAttribute('href')).toBe(
      '/nl/help/voortgang-bijhouden',
    );
    expect(screen.getByRole('region', { name: 'Account en Premium' })).toBeTruthy();
  });

  it('searches as the maker types and keeps the question in the address', async () => {
    renderApp('/nl/help?q=backsteek');
    const results = await screen.findByRole('region', { name: /artikel(en)? over „backsteek”/ });
    expect(within(results).getAllByRole('link')[0]?.textContent).toBe('Lijnen en deelsteken');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek in het helpcentrum' }), {
      target: { value: 'xyzzy' },
    });
    expect(await screen.findByText(/Niets gevonden over „xyzzy”/)).toBeTruthy();
  });

  it('shows an article with its steps, picture and related articles', async () => {
    renderApp('/nl/help/foto-importeren');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Een foto omzetten naar een chart' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Stappen' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(3);
    expect(screen.getByRole('img', { name: /foto om te zetten/ })).toBeTruthy();
    const related = within(screen.getByRole('navigation', { name: 'Lees ook' }));
    expect(related.getByRole('link', { name: 'Beginnen met Steekwerk' }).getAttribute('href')).toBe(
      '/nl/help/beginnen',
    );
    await waitFor(() => expect(document.title).toContain('Een foto omzetten naar een chart'));
  });

  it('says so for an article that does not exist', async () => {
    renderApp('/nl/help/bestaat-niet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dit artikel bestaat niet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar het helpcentrum' }).getAttribute('href')).toBe(
      '/nl/help',
    );
  });
});
