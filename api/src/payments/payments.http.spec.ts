/**
 * Buying Premium with the local test provider, through the calls the web app makes: create, the provider's page
 * and its buttons, the status call, the list, and what the user is afterwards (spec §2, §6; issue 24).
 */
import { premiumPlans } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, mailsTo, post } from '../testing/accounts';
import { createAuthor, type Author } from '../testing/charts';
import { buyPremium, pressTestProviderButton, startPayment } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';
import { maxPaymentStartsPerHour } from './payments.service';

const dayMs = 24 * 60 * 60 * 1000;

describe('buying Premium with the test provider', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  async function accountUser(author: Author) {
    return (await get(server, 'account/user', { cookies: author.cookies })).body['user'] as Record<
      string,
      unknown
    >;
  }

  async function status(author: Author, paymentId: string) {
    return get(server, `payment/status/${paymentId}`, { cookies: author.cookies });
  }

  it('starts a payment whose checkout page is the test provider’s, with the amount in Dutch', async () => {
    const author = await createAuthor(server);
    const answer = await post(
      server,
      'payment/create',
      { planId: 'month', returnTo: '/nl/c/abc/premium/order?s=34' },
      { cookies: author.cookies },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      sfRequest: 'ok',
      paymentId: expect.stringMatching(/^[0-9A-Za-z]{12}$/),
    });
    const checkoutUrl = new URL(String(answer.body['checkoutUrl']));
    expect(checkoutUrl.pathname).toMatch(/^\/nl\/ajax\/payment\/test-provider\/tst_[0-9A-Za-z]+$/);

    const page = await server.app.inject({ method: 'GET', url: checkoutUrl.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Testbetaling</title>');
    expect(page.body).toContain('<h1>Testbetaling</h1>');
    expect(page.body).toContain('Steekwerk Premium — 1 maand');
    expect(page.body).toContain('€ 3,95');
    expect(page.body).toContain('testbetaalprovider van een ontwikkelinstallatie');
    for (const label of ['Betalen', 'Mislukt', 'Annuleren', 'Laten verlopen'])
      expect(page.body).toContain(`>${label}</button>`);
    // Nothing the Content-Security-Policy would block: no script, no inline style.
    expect(page.body).not.toMatch(/<script|style=|<style/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const stylesheet = await server.app.inject({ method: 'GET', url: '/nl/ajax/payment/test-provider.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);

    const { payment } = (await status(author, String(answer.body['paymentId']))).body as {
      payment: Record<string, unknown>;
    };
    expect(payment).toMatchObject({
      planId: 'month',
      amountCents: 395,
      status: 'open',
      paidAt: null,
      receiptNumber: null,
      returnTo: '/nl/c/abc/premium/order?s=34',
    });
  });

  it('makes the user premium for a month when paid, mails the receipt and lists the payment', async () => {
    const author = await createAuthor(server);
    const before = Date.now();
    const payment = await startPayment(server, author, 'month');
    const pressed = await pressTestProviderButton(server, payment.providerPaymentId, 'paid');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers['location']).toBe(`http://localhost/nl/payment?paymentId=${payment.paymentId}`);

    const user = await accountUser(author);
    expect(user['premium']).toBe(true);
    const premiumUntil = Date.parse(String(user['premiumUntil']));
    expect(premiumUntil - before).toBeGreaterThan(27 * dayMs);
    expect(premiumUntil - before).toBeLessThan(32 * dayMs);

    const { payment: paid } = (await status(author, payment.paymentId)).body as {
      payment: Record<string, unknown>;
    };
    expect(paid).toMatchObject({
      status: 'paid',
      receiptNumber: expect.stringMatching(/^SW-\d{4}-\d{6}$/),
      periodEnd: user['premiumUntil'],
    });
    expect(paid['paidAt']).not.toBeNull();

    const mails = await mailsTo(server, author.email);
    const receipt = mails.find((mail) => mail.subject.startsWith('Ontvangstbewijs'));
    expect(receipt?.text).toContain(String(paid['receiptNumber']));
    expect(receipt?.text).toContain('Steekwerk Premium — 1 maand');
    expect(receipt?.text).toContain('Totaal inclusief btw: € 3,95');
    expect(receipt?.text).toContain('waarvan 21% btw € 0,69');
    expect(receipt?.text).toMatch(/Periode: \d+ \w+ \d{4} tot \d+ \w+ \d{4}/);
    expect(receipt?.text).toContain('Verkoper: Steekwerk');

    const list = await get(server, 'payments', { cookies: author.cookies });
    expect(list.body).toMatchObject({
      sfRequest: 'ok',
      premiumUntil: user['premiumUntil'],
      payments: [{ paymentId: payment.paymentId, status: 'paid' }],
    });
  });

  it.each([
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ])('leaves the user free when the payment is %s, and says so', async (outcome, expected) => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    expect((await pressTestProviderButton(server, payment.providerPaymentId, outcome)).statusCode).toBe(303);
    expect((await status(author, payment.paymentId)).body).toMatchObject({
      payment: { status: expected, paidAt: null, periodEnd: null, receiptNumber: null },
    });
    expect(await accountUser(author)).toMatchObject({ premium: false });
    expect(await accountUser(author)).not.toHaveProperty('premiumUntil');
    expect(
      (await mailsTo(server, author.email)).filter((mail) => mail.subject.startsWith('Ontvangstbewijs')),
    ).toEqual([]);
    // The page cannot turn a finished payment paid afterwards.
    await pressTestProviderButton(server, payment.providerPaymentId, 'paid');
    expect((await accountUser(author))['premium']).toBe(false);
  });

  it('extends the period with a second purchase, from where the first one ends', async () => {
    const author = await createAuthor(server);
    await buyPremium(server, author, 'month');
    const afterFirst = Date.parse(String((await accountUser(author))['premiumUntil']));
    const second = await buyPremium(server, author, 'year');
    const afterSecond = Date.parse(String((await accountUser(author))['premiumUntil']));
    expect(afterSecond - afterFirst).toBeGreaterThanOrEqual(365 * dayMs);
    expect(afterSecond - afterFirst).toBeLessThanOrEqual(366 * dayMs);
    const { payment } = (await status(author, second.paymentId)).body as { payment: Record<string, unknown> };
    expect(Date.parse(String(payment['periodStart']))).toBe(afterFirst);
    expect(payment['amountCents']).toBe(premiumPlans[1].priceCents);
    const list = (await get(server, 'payments', { cookies: author.cookies })).body['payments'] as unknown[];
    expect(list).toMatchObject([{ paymentId: second.paymentId, planId: 'year' }, { planId: 'month' }]);
  });

  it('gives a user an operator made premium without an end no end after buying', async () => {
    const author = await createAuthor(server, { premium: true });
    await buyPremium(server, author);
    expect(await accountUser(author)).toMatchObject({ premium: true });
    expect(await accountUser(author)).not.toHaveProperty('premiumUntil');
  });

  it('asks the provider again when the status of an open payment is asked', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    // The provider marks it paid without telling us (a webhook that never came).
    await server.dataSource.query(
      `UPDATE test_provider_payments SET status = 'paid', paid_at = now() WHERE id = $1`,
      [payment.providerPaymentId],
    );
    expect((await status(author, payment.paymentId)).body).toMatchObject({ payment: { status: 'paid' } });
    expect((await accountUser(author))['premium']).toBe(true);
  });

  it('refuses the status of another user’s payment as if it did not exist', async () => {
    const [owner, other] = await Promise.all([createAuthor(server), createAuthor(server)]);
    const payment = await startPayment(server, owner);
    const answer = await status(other, payment.paymentId);
    const missing = await status(other, 'AAAAAAAAAAAA');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(missing.body);
    expect(answer.body).toEqual({ sfRequest: 'error', error: 'Deze betaling bestaat niet.' });
    expect((await get(server, 'payments', { cookies: other.cookies })).body['payments']).toEqual([]);
  });

  it('refuses anonymous visitors and users pending activation', async () => {
    const body = { planId: 'month', returnTo: '/nl/premium/pricing' };
    expect(await post(server, 'payment/create', body)).toMatchObject({
      status: 403,
      body: { sfRequest: 'error', error: 'Je bent niet ingelogd.' },
    });
    expect((await get(server, 'payments')).status).toBe(403);
    expect((await get(server, 'payment/status/AAAAAAAAAAAA')).status).toBe(403);
    const pending = await createAuthor(server, { pending: true });
    expect(await post(server, 'payment/create', body, { cookies: pending.cookies })).toMatchObject({
      status: 403,
      body: { sfRequest: 'error', error: 'Activeer eerst je account.' },
    });
    expect(
      await server.dataSource.query(`SELECT 1 FROM payments WHERE user_id = $1`, [pending.user.id]),
    ).toEqual([]);
  });

  it.each([
    [{ planId: 'week', returnTo: '/nl/premium/pricing' }],
    [{ planId: 'month' }],
    [{ planId: 'month', returnTo: 'https://evil.example/nl' }],
    [{ planId: 'month', returnTo: '//evil.example/nl' }],
    [{ planId: 'month', returnTo: '/nl//evil.example' }],
    [{ planId: 'month', returnTo: '/en/premium' }],
    [{ planId: 'month', returnTo: '/nl/\\evil' }],
  ])('refuses %j with a 400 in Dutch', async (body) => {
    const author = await createAuthor(server);
    const answer = await post(server, 'payment/create', body, { cookies: author.cookies });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      sfRequest: 'error',
      error: expect.stringMatching(/^Ongeldige invoer/),
    });
  });

  it('answers 404 for a test provider page that does not exist, and 400 for a button that does not', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/nl/ajax/payment/test-provider/tst_nothere' }))
        .statusCode,
    ).toBe(404);
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    expect((await pressTestProviderButton(server, payment.providerPaymentId, 'gratis')).statusCode).toBe(400);
    expect((await pressTestProviderButton(server, 'tst_nothere', 'paid')).statusCode).toBe(404);
    expect((await accountUser(author))['premium']).toBe(false);
  });

  it('refuses a user who starts more payments in an hour than a person would, and no one else', async () => {
    const author = await createAuthor(server);
    for (let started = 0; started < maxPaymentStartsPerHour; started += 1) await startPayment(server, author);
    const refused = await post(
      server,
      'payment/create',
      { planId: 'month', returnTo: '/nl' },
      { cookies: author.cookies },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      sfRequest: 'error',
      error: 'Te veel verzoeken, probeer het later opnieuw.',
    });
    const other = await createAuthor(server);
    expect((await startPayment(server, other)).paymentId).toMatch(/^[0-9A-Za-z]{12}$/);
  });
});
