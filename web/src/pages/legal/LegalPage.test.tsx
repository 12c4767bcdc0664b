import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('the legal page', () => {
  it('holds the terms of use, the privacy statement and the cookie notice, with a table of contents', async () => {
    renderApp('/nl/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Juridische informatie' })).toBeTruthy();
    const contents = within(screen.getByRole('navigation', { name: 'Inhoud van deze pagina' }));
    expect(contents.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#voorwaarden',
      '#privacy',
      '#cookies',
    ]);
    for (const name of ['Gebruiksvoorwaarden', 'Privacyverklaring', 'Cookies'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    // The title is set by an effect after the page's first render.
    await waitFor(() => expect(document.title).toContain('Juridische informatie'));
  });

  it('says what is kept how long, which cookie is set and who processes payments', async () => {
    renderApp('/nl/legal');
    const privacy = within(await screen.findByRole('region', { name: 'Privacyverklaring' }));
    expect(privacy.getByText(/niet binnen 14 dagen wordt geactiveerd/)).toBeTruthy();
    expect(privacy.getByText(/Inlogpogingen en foutmeldingen: 30 dagen/)).toBeTruthy();
    expect(privacy.getByText(/één per uur van de laatste dag/)).toBeTruthy();
    expect(privacy.getByText(/Mollie B\.V\./)).toBeTruthy();
    const cookies = within(screen.getByRole('region', { name: 'Cookies' }));
    expect(cookies.getByText(/__Host-sw_session/)).toBeTruthy();
  });
});

describe('the about page', () => {
  it('says what Steekwerk is and who it is for, and leads to a new chart', async () => {
    renderApp('/nl/company/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Over Steekwerk' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Voor wie' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Begin een nieuwe chart' }).getAttribute('href')).toBe(
      '/nl/chart/create',
    );
  });
});
