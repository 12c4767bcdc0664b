import { fireEvent, screen, within } from '@testing-library/react';
import { type MockInstance, beforeEach, describe, expect, it, vi } from 'vitest';
import { externalNavigation } from '../../lib/externalNavigation';
import { FakePaymentServer } from '../../test/fakePaymentServer';
import { renderApp } from '../../test/renderApp';

const chartId = 'abc123def456';

// jsdom cannot leave the app; the test sees where the page would have gone.
let leaveAppFor: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveAppFor = vi.spyOn(externalNavigation, 'leaveAppFor').mockImplementation(() => undefined);
});

function paymentServer(options: { premium?: boolean; pending?: boolean; loggedIn?: boolean } = {}) {
  const server = new FakePaymentServer();
  server.addUser({
    emailAddress: 'anna@example.nl',
    premium: options.premium ?? false,
    pending: options.pending ?? false,
    loggedIn: options.loggedIn ?? true,
    ...(options.premium ? { premiumUntil: '2026-06-30T10:00:00.000Z' } : {}),
  });
  return server;
}

async function openUpsell(path: string, server = paymentServer()) {
  const app = renderApp(path, { server });
  await screen.findByRole('heading', { level: 1, name: 'Premium bestellen' });
  return app;
}

const payButton = () => screen.findByRole('button', { name: 'Betalen met iDEAL of creditcard' });

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

  it('names the free and the Premium size limits after enlarging, and offers both plans', async () => {
    await openUpsell(`/nl/c/${chartId}/premium/order?s=34`);
    expect(screen.getByText(/Met Premium mag hij tot 2000 × 2000 hokjes groot worden\./)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Wat Premium je geeft' })).toBeTruthy();
    expect(screen.getByText('Charts tot 2000 × 2000 hokjes (gratis: 400 × 400).')).toBeTruthy();
    const plans = await screen.findByRole('group', { name: 'Kies hoe lang je Premium wilt' });
    expect(within(plans).getByRole('radio', { name: /1 maand: €\s3,95 per maand/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(plans).getByRole('radio', { name: /1 jaar: €\s29,95 per jaar/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByText('Je bespaart € 17,45 ten opzichte van 12 losse maanden.')).toBeTruthy();
    expect(screen.getByText('Geen abonnement: je betaalt één keer en het stopt vanzelf.')).toBeTruthy();
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

  it('follows a returnTo of this app, and ignores one of another site', async () => {
    await openUpsell('/nl/premium/order?plan=year&returnTo=%2Fnl%2Fc%2Fxyz789');
    expect(screen.getByRole('link', { name: 'Terug naar je chart' }).getAttribute('href')).toBe(
      '/nl/c/xyz789',
    );
    expect(await screen.findByRole('radio', { name: /1 jaar/ })).toHaveProperty('checked', true);
  });

  it.each(['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', '%2Fnl%2F%2Fx'])(
    'ignores the returnTo %s',
    async (returnTo) => {
      await openUpsell(`/nl/premium/order?plan=onzin&returnTo=${returnTo}`);
      expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/nl');
      expect(await screen.findByRole('radio', { name: /1 maand/ })).toHaveProperty('checked', true);
    },
  );
});

describe('paying from the upsell', () => {
  it('starts the payment for the chosen plan, returning to the chart, and goes to the provider', async () => {
    const app = await openUpsell(`/nl/c/${chartId}/premium/order?s=34`);
    fireEvent.click(await screen.findByRole('radio', { name: /1 jaar/ }));
    fireEvent.click(await payButton());
    await vi.waitFor(() =>
      expect(leaveAppFor).toHaveBeenCalledWith('/nl/ajax/payment/test-provider/betaling-1'),
    );
    expect(app.server.bodiesOf('payment/create')).toEqual([{ planId: 'year', returnTo: `/nl/c/${chartId}` }]);
    expect(screen.getByText('De betaling wordt gestart…').getAttribute('role')).toBe('status');
    expect((await payButton()).hasAttribute('disabled')).toBe(true);
  });

  it('returns to the create screen after a too large new chart', async () => {
    const app = await openUpsell('/nl/premium/order?s=34');
    fireEvent.click(await payButton());
    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalled());
    expect(app.server.bodiesOf('payment/create')).toEqual([
      { planId: 'month', returnTo: '/nl/chart/create' },
    ]);
  });

  it('says in Dutch why the server refused, and lets the user try again', async () => {
    const server = paymentServer();
    server.failNext('payment/create', 400, 'Ongeldig terugadres.');
    await openUpsell('/nl/premium/order', server);
    fireEvent.click(await payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'De betaling kon niet worden gestart: Ongeldig terugadres.',
    );
    expect(leaveAppFor).not.toHaveBeenCalled();
    fireEvent.click(await payButton());
    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalled());
  });

  it('says there is no connection when the server cannot be reached', async () => {
    const server = paymentServer();
    const app = await openUpsell('/nl/premium/order', server);
    server.unreachable.add('payment/create');
    fireEvent.click(await payButton());
    await app.clock.advance(2000);
    expect((await screen.findByRole('alert')).textContent).toMatch(/er is geen verbinding met de server/);
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in first and come back', async () => {
    await openUpsell('/nl/premium/order?s=18&plan=year', paymentServer({ loggedIn: false }));
    const login = await screen.findByRole('link', { name: 'Inloggen om te bestellen' });
    expect(login.getAttribute('href')).toBe(
      `/nl/login?redirectUrl=${encodeURIComponent('/nl/premium/order?s=18&plan=year')}`,
    );
    expect(screen.queryByRole('button', { name: 'Betalen met iDEAL of creditcard' })).toBeNull();
  });

  it('asks a user still to activate to activate first', async () => {
    await openUpsell('/nl/premium/order?s=34', paymentServer({ pending: true }));
    expect(await screen.findByText(/Activeer eerst je account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar account activeren' }).getAttribute('href')).toBe(
      `/nl/account/activation?redirectUrl=${encodeURIComponent('/nl/premium/order?s=34')}`,
    );
    expect(screen.queryByRole('button', { name: 'Betalen met iDEAL of creditcard' })).toBeNull();
  });

  it('shows a premium user their status instead of the offer, and lets them extend it', async () => {
    const app = await openUpsell(`/nl/c/${chartId}/premium/order?s=18`, paymentServer({ premium: true }));
    expect(await screen.findByText('Je hebt Premium tot 30 juni 2026.')).toBeTruthy();
    expect(screen.queryByText('Spiegelen is een Premium-bewerking.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Wat Premium je geeft' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Premium verlengen' })).toBeTruthy();
    fireEvent.click(await payButton());
    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalled());
    expect(app.server.bodiesOf('payment/create')).toEqual([
      { planId: 'month', returnTo: `/nl/c/${chartId}` },
    ]);
  });
});
