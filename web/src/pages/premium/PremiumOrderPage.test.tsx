import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInServer, renderApp } from '../../test/renderApp';

const chartId = 'abc123def456';

async function openUpsell(path: string, premium = false) {
  renderApp(path, { server: loggedInServer({ premium }) });
  await screen.findByRole('heading', { level: 1, name: 'Premium bestellen' });
}

describe('the premium upsell (spec §2 trigger codes)', () => {
  it.each([
    ['34', 'Je chart wordt groter dan gratis kan: zonder Premium is een chart hoogstens 400 × 400 hokjes.'],
    ['18', 'Spiegelen is een Premium-bewerking.'],
    ['43', 'Draaien is een Premium-bewerking.'],
    ['52', 'Knippen in het raster is een Premium-bewerking.'],
    ['55', 'Verplaatsen in de voorbeeldweergave is een Premium-bewerking.'],
    ['15', 'Met Premium maak je grotere charts en gebruik je extra bewerkingen.'],
    ['99', 'Met Premium maak je grotere charts en gebruik je extra bewerkingen.'],
    ['34abc', 'Met Premium maak je grotere charts en gebruik je extra bewerkingen.'],
  ])('says why for s=%s, and leads back to the chart it came from', async (code, reason) => {
    await openUpsell(`/nl/c/${chartId}/premium/order?s=${code}`);
    expect(screen.getByText(reason, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar je chart' }).getAttribute('href')).toBe(
      `/nl/c/${chartId}`,
    );
  });

  it('names the free and the Premium size limits after enlarging', async () => {
    await openUpsell(`/nl/c/${chartId}/premium/order?s=34`);
    expect(screen.getByText(/Met Premium mag hij tot 2000 × 2000 hokjes groot worden\./)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Wat Premium je geeft' })).toBeTruthy();
    expect(screen.getByText('Charts tot 2000 × 2000 hokjes (gratis: 400 × 400).')).toBeTruthy();
    expect(
      screen.getByText('Premium bestellen kan hier binnenkort; je hoort het zodra het kan.'),
    ).toBeTruthy();
  });

  it('without s says what Premium gives and leads to the home page', async () => {
    await openUpsell('/nl/premium/order');
    expect(
      screen.getByText('Met Premium maak je grotere charts en gebruik je extra bewerkingen.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Terug naar je chart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/nl');
  });

  it('after a too large new chart leads back to the create screen', async () => {
    await openUpsell('/nl/premium/order?s=34');
    expect(screen.getByText(/hoogstens 400 × 400 hokjes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar Nieuwe chart' }).getAttribute('href')).toBe(
      '/nl/chart/create',
    );
  });

  it('tells a premium user they have it already', async () => {
    await openUpsell(`/nl/c/${chartId}/premium/order?s=18`, true);
    expect(screen.getByText('Je hebt Premium al: alles hierboven kun je gebruiken.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar je chart' })).toBeTruthy();
  });
});
