/**
 * The provider's webhook (`POST payment/webhook`, a form body `id=…`): never trusted beyond the id, idempotent,
 * safe under concurrency; and form bodies are refused everywhere else (a form on another site could send them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, mailsTo, post } from '../testing/accounts';
import { createAuthor, type Author } from '../testing/charts';
import { postWebhook, pressTestProviderButton, startPayment } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('the payment webhook', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  /** The provider marks a payment as the buyer chose, without telling us (the webhook comes separately). */
  async function settleAtProvider(providerPaymentId: string, status: string): Promise<void> {
    await server.dataSource.query(
      `UPDATE test_provider_payments SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN now() END WHERE id = $1`,
      [providerPaymentId, status],
    );
  }

  async function premiumOf(author: Author) {
    const rows: Array<{ premium: boolean; premium_until: Date | null }> = await server.dataSource.query(
      `SELECT premium, premium_until FROM users WHERE id = $1`,
      [author.user.id],
    );
    return rows[0];
  }

  async function receiptsOf(author: Author) {
    return (await mailsTo(server, author.email)).filter((mail) => mail.subject.startsWith('Ontvangstbewijs'));
  }

  it('learns the status from the provider, not from the body', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    // Still open at the provider: a webhook (anyone can post one) changes nothing.
    expect(await postWebhook(server, payment.providerPaymentId)).toMatchObject({
      status: 200,
      body: { sfRequest: 'ok' },
    });
    expect((await premiumOf(author))?.premium).toBe(false);
    const extra = await post(
      server,
      'payment/webhook',
      `id=${payment.providerPaymentId}&status=paid&amount=395`,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(extra.status).toBe(200);
    expect((await premiumOf(author))?.premium).toBe(false);

    await settleAtProvider(payment.providerPaymentId, 'paid');
    expect((await postWebhook(server, payment.providerPaymentId)).status).toBe(200);
    expect((await premiumOf(author))?.premium).toBe(true);
  });

  it('answers 200 and does nothing for an id it does not know', async () => {
    const answer = await postWebhook(server, 'tr_doesnotexist');
    expect(answer).toMatchObject({ status: 200, body: { sfRequest: 'ok' } });
    expect(
      await server.dataSource.query(`SELECT 1 FROM payments WHERE provider_payment_id = 'tr_doesnotexist'`),
    ).toEqual([]);
  });

  it('refuses a webhook without an id with a 400', async () => {
    const answer = await post(server, 'payment/webhook', 'foo=bar', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
  });

  it('changes nothing twice for a duplicate webhook', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    await settleAtProvider(payment.providerPaymentId, 'paid');
    await postWebhook(server, payment.providerPaymentId);
    const first = await premiumOf(author);
    await postWebhook(server, payment.providerPaymentId);
    await postWebhook(server, payment.providerPaymentId);
    expect(await premiumOf(author)).toEqual(first);
    expect(await receiptsOf(author)).toHaveLength(1);
  });

  it('extends the period exactly once when webhooks of one payment arrive together', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    await settleAtProvider(payment.providerPaymentId, 'paid');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWebhook(server, payment.providerPaymentId)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows: Array<{ period_start: Date; period_end: Date; receipt_number: string }> =
      await server.dataSource.query(
        `SELECT period_start, period_end, receipt_number FROM payments WHERE id = $1`,
        [payment.paymentId],
      );
    expect((await premiumOf(author))?.premium_until).toEqual(rows[0]?.period_end);
    expect(await receiptsOf(author)).toHaveLength(1);
  });

  it('extends by both when two payments of one user are paid at the same moment', async () => {
    const author = await createAuthor(server);
    const [first, second] = await Promise.all([startPayment(server, author), startPayment(server, author)]);
    await settleAtProvider(first.providerPaymentId, 'paid');
    await settleAtProvider(second.providerPaymentId, 'paid');
    await Promise.all([
      postWebhook(server, first.providerPaymentId),
      postWebhook(server, second.providerPaymentId),
    ]);
    const periods: Array<{ period_start: Date; period_end: Date }> = await server.dataSource.query(
      `SELECT period_start, period_end FROM payments WHERE user_id = $1 ORDER BY period_start`,
      [author.user.id],
    );
    expect(periods[1]?.period_start).toEqual(periods[0]?.period_end);
    expect((await premiumOf(author))?.premium_until).toEqual(periods[1]?.period_end);
  });

  it('never makes a paid payment unpaid, whatever comes late', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    await pressTestProviderButton(server, payment.providerPaymentId, 'paid');
    const paid = await premiumOf(author);
    // A late webhook after the provider (wrongly, or a replay) reports another status.
    await settleAtProvider(payment.providerPaymentId, 'expired');
    expect((await postWebhook(server, payment.providerPaymentId)).status).toBe(200);
    expect(
      await get(server, `payment/status/${payment.paymentId}`, { cookies: author.cookies }),
    ).toMatchObject({
      body: { payment: { status: 'paid' } },
    });
    expect(await premiumOf(author)).toEqual(paid);
  });

  it('takes a late paid webhook after the buyer came back to an open payment', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    expect(
      await get(server, `payment/status/${payment.paymentId}`, { cookies: author.cookies }),
    ).toMatchObject({
      body: { payment: { status: 'open' } },
    });
    await settleAtProvider(payment.providerPaymentId, 'paid');
    await postWebhook(server, payment.providerPaymentId);
    expect((await premiumOf(author))?.premium).toBe(true);
  });

  it('keeps the payment without the person when the account is deleted, and a late webhook grants nobody', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    await server.dataSource.query(`DELETE FROM users WHERE id = $1`, [author.user.id]);
    await settleAtProvider(payment.providerPaymentId, 'paid');
    expect((await postWebhook(server, payment.providerPaymentId)).status).toBe(200);
    const rows: Array<{ user_id: string | null; status: string; receipt_number: string | null }> =
      await server.dataSource.query(`SELECT user_id, status, receipt_number FROM payments WHERE id = $1`, [
        payment.paymentId,
      ]);
    expect(rows).toEqual([{ user_id: null, status: 'paid', receipt_number: expect.stringMatching(/^SW-/) }]);
  });

  it('refuses form bodies on every other route with 415', async () => {
    const author = await createAuthor(server);
    for (const path of [
      'payment/create',
      'account/login',
      'chart/save/new',
      'payment/webhook/x',
      'payments',
    ]) {
      const answer = await post(server, path, 'planId=month&returnTo=%2Fnl', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: author.cookies,
      });
      expect(answer.status, path).toBe(415);
      expect(answer.body).toMatchObject({ sfRequest: 'error' });
    }
    expect(
      await server.dataSource.query(`SELECT 1 FROM payments WHERE user_id = $1`, [author.user.id]),
    ).toEqual([]);
  });

  it('refuses a button pressed from another site (a cross-site form post)', async () => {
    const author = await createAuthor(server);
    const payment = await startPayment(server, author);
    const answer = await server.app.inject({
      method: 'POST',
      url: `/nl/ajax/payment/test-provider/${payment.providerPaymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'outcome=paid',
    });
    expect(answer.statusCode).toBe(403);
  });
});
