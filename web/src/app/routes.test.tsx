import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInServer, renderApp } from '../test/renderApp';

/** Renders the app at `path` for a logged-in, activated user, or a visitor (the guards have tests of their own). */
function renderAt(path: string, as: 'user' | 'visitor' = 'user') {
  return renderApp(path, as === 'user' ? { server: loggedInServer() } : {}).router;
}

describe('routes', () => {
  it.each(['/nl/bestaat-niet', '/iets', '/nl/c/new/onbekend', '/nl/c/ongeldig%20id', '/nl/calculator/garen'])(
    'shows the not-found screen for %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
      expect(screen.getByText(/^Pagina niet gevonden:/, { selector: 'p' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Pagina niet gevonden | Steekwerk'));
    },
  );

  it('sends / to /nl', async () => {
    const router = renderAt('/', 'visitor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ontwerp je eigen patronen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/nl');
    await waitFor(() => expect(document.title).toBe('Steekwerk: ontwerp je eigen handwerkpatronen'));
  });

  it('shows the top bar with the home link on every screen', async () => {
    renderAt('/nl/bestaat-niet');
    const homeLink = await screen.findByRole('link', { name: 'Steekwerk, naar de startpagina' });
    expect(homeLink.getAttribute('href')).toBe('/nl');
  });

  it.each<[string, string, string, ('user' | 'visitor')?]>([
    ['/nl/chart/create', 'Kies jouw handwerkvorm:', 'Nieuwe chart maken | Steekwerk'],
    ['/nl/chart/create/knitting', 'Handwerkvorm: Breien', 'Handwerkvorm: Breien | Steekwerk'],
    ['/nl/chart/create/cross-stitch/other', 'Handwerkvorm: Borduren', 'Handwerkvorm: Borduren | Steekwerk'],
    [
      '/nl/chart/create/knitting/colors/convert-picture-photo-image',
      'Afbeelding omzetten naar een chart',
      'Afbeelding omzetten naar een chart | Steekwerk',
    ],
    ['/nl/login?redirectUrl=%2Fnl%2Fbrowse', 'Aanmelden / Inloggen', 'Inloggen | Steekwerk', 'visitor'],
    ['/nl/c/abc123/login?redirectUrl=x', 'Aanmelden / Inloggen', 'Inloggen | Steekwerk', 'visitor'],
    ['/nl/account/logout', 'Uitloggen', 'Uitloggen | Steekwerk'],
    ['/nl/browse', 'Mijn charts', 'Alle charts - Mijn charts | Steekwerk'],
    ['/nl/browse/deleted', 'Mijn charts', 'Prullenbak - Mijn charts | Steekwerk'],
    ['/nl/browse/all/chart-properties/12,34', 'Charteigenschappen', 'Charteigenschappen | Steekwerk'],
    ['/nl/search?q=muts', 'Zoeken', 'muts - Zoeken | Steekwerk'],
    ['/nl/account/profile', 'Mijn profiel', 'Mijn profiel | Steekwerk'],
    ['/nl/account/activation', 'Account activeren', 'Account activeren | Steekwerk'],
    ['/nl/products', 'Producten / Garens', 'Producten / Garens | Steekwerk'],
    ['/nl/stitches', 'Steken', 'Steken | Steekwerk'],
    ['/nl/symbols', 'Symbolen', 'Symbolen | Steekwerk'],
    ['/nl/help', 'Helpcentrum', 'Helpcentrum | Steekwerk'],
    ['/nl/help/lagen', 'Lagen', 'Lagen | Steekwerk'],
    ['/nl/notifications', 'Berichten', 'Berichten | Steekwerk'],
    ['/nl/calculator', 'Calculators', 'Calculators | Steekwerk'],
    ['/nl/calculator/chart-size/', 'Chartgrootte berekenen', 'Chartgrootte berekenen | Steekwerk'],
    ['/nl/legal', 'Juridische informatie', 'Juridische informatie | Steekwerk'],
    ['/nl/company/about', 'Over Steekwerk', 'Over Steekwerk'],
    ['/nl/premium/pricing?s=15', 'Premium', 'Premium | Steekwerk'],
    ['/nl/premium/order?s=34', 'Premium bestellen', 'Premium bestellen | Steekwerk'],
    ['/nl/c/abc123/premium/order?s=18', 'Premium bestellen', 'Premium bestellen | Steekwerk'],
    ['/nl/payment', 'Geen betaling gevonden', 'Betaling | Steekwerk'],
    ['/nl/email', 'E-mail', 'E-mail | Steekwerk'],
    ['/nl/c/abc123/settings', 'Chartinstellingen', 'Chartinstellingen | Steekwerk'],
    ['/nl/c/abc123/share', 'Chart delen', 'Chart delen | Steekwerk'],
    ['/nl/c/abc123/clone', 'Maak een kopie', 'Maak een kopie | Steekwerk'],
    ['/nl/c/abc123/delete', 'Chart verwijderen', 'Chart verwijderen | Steekwerk'],
    ['/nl/c/abc123/download?fileType=pdf_doc', 'Downloaden', 'Downloaden | Steekwerk'],
    ['/nl/c/abc123/symbol-properties', 'Symbooleigenschappen', 'Symbooleigenschappen | Steekwerk'],
    ['/nl/c/abc123/chart-properties', 'Charteigenschappen', 'Charteigenschappen | Steekwerk'],
    ['/nl/c/abc123/zoom', 'Zoomen', 'Zoomen | Steekwerk'],
  ])('%s shows its screen', async (path, heading, title, as = 'user') => {
    renderAt(path, as);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/nl/c/abc123/download?fileType=pdf_doc', '/nl/help/afdrukken-en-downloaden'],
    ['/nl/c/abc123/share', '/nl/help/delen'],
    ['/nl/chart/create', '/nl/help/beginnen'],
    ['/nl/chart/create/cross-stitch/other/convert-picture-photo-image', '/nl/help/foto-importeren'],
    ['/nl/account/profile', '/nl/help/account-en-gegevens'],
    ['/nl/premium/pricing', '/nl/help/premium'],
  ])('the help button of %s opens the article for that screen', async (path, article) => {
    renderAt(path, 'user');
    await waitFor(() => expect(document.querySelector('.top-bar__help')?.getAttribute('href')).toBe(article));
  });
});
