import type { PaymentStatus } from '@steekwerk/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakePaymentServer } from '../../test/fakePaymentServer';
import { renderApp } from '../../test/renderApp';
import { paymentPollIntervalMs, paymentPollLimitMs } from './usePaymentOutcome';

const email = 'anna@example.nl';
const chartPath = '/nl/c/abc123def456';

function serverWithPayment(script: PaymentStatus[], options: { returnTo?: string; loggedIn?: boolean } = {}) {
  const server = new FakePaymentServer();
  server.addUser({ emailAddress: email, loggedIn: options.loggedIn ?? true });
  const payment = server.addPayment(email, {
    planId: 'year',
    returnTo: options.returnTo ?? chartPath,
    script,
  });
  return { server, paymentId: payment.paymentId };
}

function statusCalls(server: FakePaymentServer): number {
  return server.requests.filter((request) => request.url.includes('/payment/status/')).length;
}

async function openPayment(script: PaymentStatus[], options: { returnTo?: string; loggedIn?: boolean } = {}) {
  const { server, paymentId } = serverWithPayment(script, options);
  const app = renderApp(`/nl/payment?paymentId=${paymentId}`, { server });
  return { ...app, server, paymentId };
}

describe('the payment outcome (/nl/payment)', () => {
  it('paid: says until when the user has Premium, loads the user again and leads back to the chart', async () => {
    const app = await openPayment(['paid']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaald' })).toBeTruthy();
    // The year bought from 3 March 2026 (the fake provider counts 360 days).
    expect(screen.getByText('Betaald — je hebt Premium tot 26 februari 2027.')).toBeTruthy();
    expect(screen.getByText(/Je betaalbewijs SW-2026-\d+ staat op je profiel/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder naar je chart' }).getAttribute('href')).toBe(chartPath);
    await waitFor(() => expect(app.services.account.getState().user.premium).toBe(true));
  });

  it('paid with a return to another page: "Verder" leads there', async () => {
    await openPayment(['paid'], { returnTo: '/nl/account/profile' });
    const link = await screen.findByRole('link', { name: 'Verder' });
    expect(link.getAttribute('href')).toBe('/nl/account/profile');
  });

  it('open: waits with a progress text, asking every 2 s, until the payment is paid', async () => {
    const app = await openPayment(['open', 'open', 'pending', 'paid']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling wordt verwerkt' })).toBeTruthy();
    expect(screen.getByText(/We wachten op de bevestiging van je betaling/)).toBeTruthy();
    expect(statusCalls(app.server)).toBe(1);
    await app.clock.advance(paymentPollIntervalMs - 1);
    expect(statusCalls(app.server)).toBe(1);
    await app.clock.advance(1);
    await waitFor(() => expect(statusCalls(app.server)).toBe(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Betaling wordt verwerkt' })).toBeTruthy();
    await app.clock.advance(paymentPollIntervalMs);
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaald' })).toBeTruthy();
    await app.clock.advance(10 * paymentPollIntervalMs);
    expect(statusCalls(app.server)).toBe(3);
  });

  it('pending for 2 minutes: says it will be processed and mailed, and can look again', async () => {
    const app = await openPayment(['pending']);
    await screen.findByRole('heading', { level: 1, name: 'Betaling wordt verwerkt' });
    for (let waited = 0; waited < paymentPollLimitMs; waited += paymentPollIntervalMs) {
      const calls = statusCalls(app.server);
      await app.clock.advance(paymentPollIntervalMs);
      await waitFor(() => expect(statusCalls(app.server)).toBe(calls + 1));
    }
    expect(await screen.findByText(/Je betaling wordt nog verwerkt\. Zodra ze binnen is/)).toBeTruthy();
    const calls = statusCalls(app.server);
    expect(calls).toBe(paymentPollLimitMs / paymentPollIntervalMs + 1);
    await app.clock.advance(10 * paymentPollIntervalMs);
    expect(statusCalls(app.server)).toBe(calls);
    expect(screen.getByRole('link', { name: 'Verder naar je chart' }).getAttribute('href')).toBe(chartPath);

    app.server.settle(app.paymentId, 'paid');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw kijken' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaald' })).toBeTruthy();
  });

  it.each([
    ['failed', 'Betaling mislukt', /De betaling is niet gelukt en er is niets afgeschreven/],
    ['canceled', 'Betaling geannuleerd', /Je hebt de betaling geannuleerd/],
    ['expired', 'Betaling verlopen', /De betaling is verlopen/],
  ] as const)('%s: says so, offers the same plan again and the way back', async (status, heading, text) => {
    const app = await openPayment([status]);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe(
      `/nl/premium/order?plan=year&returnTo=${encodeURIComponent(chartPath)}`,
    );
    expect(screen.getByRole('link', { name: 'Terug naar je chart' }).getAttribute('href')).toBe(chartPath);
    expect(app.services.account.getState().user.premium).toBe(false);
    await app.clock.advance(10 * paymentPollIntervalMs);
    expect(statusCalls(app.server)).toBe(1);
  });

  it('trying again leads to the order page with the same plan and the same way back', async () => {
    const app = await openPayment(['canceled']);
    fireEvent.click(await screen.findByRole('link', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium bestellen' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /1 jaar/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'Terug naar je chart' }).getAttribute('href')).toBe(chartPath);
    expect(app.path()).toBe(`/nl/premium/order?plan=year&returnTo=${encodeURIComponent(chartPath)}`);
  });

  it.each([
    ['/nl/payment', 'Deze pagina hoort bij een betaling, maar er is geen betaling opgegeven.'],
    ['/nl/payment?paymentId=', 'Deze pagina hoort bij een betaling, maar er is geen betaling opgegeven.'],
    ['/nl/payment?paymentId=..%2Fpayments', 'Deze betaling bestaat niet, of is niet van jou.'],
    [`/nl/payment?paymentId=${'x'.repeat(101)}`, 'Deze betaling bestaat niet, of is niet van jou.'],
  ])('%s: says there is no such payment without asking the server', async (path, text) => {
    const { server } = serverWithPayment(['paid']);
    renderApp(path, { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Geen betaling gevonden' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar Premium' }).getAttribute('href')).toBe(
      '/nl/premium/pricing',
    );
    expect(statusCalls(server)).toBe(0);
  });

  it('an unknown payment id: says there is no such payment', async () => {
    const { server } = serverWithPayment(['paid']);
    renderApp('/nl/payment?paymentId=betaling-99', { server });
    expect(await screen.findByText('Deze betaling bestaat niet, of is niet van jou.')).toBeTruthy();
  });

  it('a visitor is asked to log in and come back', async () => {
    const app = await openPayment(['paid'], { loggedIn: false });
    expect(
      await screen.findByText('Log in met het account waarmee je betaalde om je betaling te zien.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(
      `/nl/login?redirectUrl=${encodeURIComponent(`/nl/payment?paymentId=${app.paymentId}`)}`,
    );
  });

  it('without a connection: says so and tries again on request', async () => {
    const { server, paymentId } = serverWithPayment(['paid']);
    server.unreachable.add('payment/status');
    const app = renderApp(`/nl/payment?paymentId=${paymentId}`, { server });
    await waitFor(() => expect(statusCalls(server)).toBe(1));
    await app.clock.advance(2000);
    expect((await screen.findByRole('alert')).textContent).toMatch(/kon niet worden opgehaald/);
    server.unreachable.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaald' })).toBeTruthy();
  });

  it('a passing failure while waiting does not stop the waiting', async () => {
    const app = await openPayment(['open', 'open', 'paid']);
    await screen.findByRole('heading', { level: 1, name: 'Betaling wordt verwerkt' });
    app.server.unreachable.add('payment/status');
    await app.clock.advance(paymentPollIntervalMs);
    await app.clock.advance(2000);
    await app.clock.advance(paymentPollIntervalMs);
    expect(screen.getByRole('heading', { level: 1, name: 'Betaling wordt verwerkt' })).toBeTruthy();
    app.server.unreachable.clear();
    await app.clock.advance(paymentPollIntervalMs);
    await app.clock.advance(paymentPollIntervalMs);
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaald' })).toBeTruthy();
  });
});
