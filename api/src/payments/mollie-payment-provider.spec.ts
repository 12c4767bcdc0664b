/** `MolliePaymentProvider` against a fake of Mollie's client (Mollie itself cannot be reached from the tests). */
import { MollieApiError, PaymentMethod } from '@mollie/api-client';
import { describe, expect, it } from 'vitest';
import {
  fromMollieValue,
  MolliePaymentProvider,
  toMollieValue,
  type MolliePaymentsClient,
  type MolliePaymentView,
} from './mollie-payment-provider';

type CreateParameters = Parameters<MolliePaymentsClient['payments']['create']>[0];

/**
 * A fake of the part of `@mollie/api-client` the adapter uses: it records the requests and answers as Mollie's API
 * does (ids `tr_…`, amounts as decimal strings, a 404 for unknown ids).
 */
class FakeMollieClient implements MolliePaymentsClient {
  readonly created: CreateParameters[] = [];
  private readonly stored = new Map<
    string,
    { status: string; value: string; currency: string; paidAt?: string }
  >();

  readonly payments = {
    create: async (parameters: CreateParameters): Promise<MolliePaymentView> => {
      this.created.push(parameters);
      const id = `tr_fake${this.created.length}`;
      this.stored.set(id, {
        status: 'open',
        value: parameters.amount.value,
        currency: parameters.amount.currency,
      });
      return this.view(id);
    },
    get: async (id: string): Promise<MolliePaymentView> => this.view(id),
  };

  /** Changes a payment as the buyer's choice at Mollie would. */
  settle(id: string, status: string, paidAt?: string): void {
    const payment = this.stored.get(id);
    if (payment === undefined) throw new Error(`no fake payment ${id}`);
    this.stored.set(id, { ...payment, status, ...(paidAt === undefined ? {} : { paidAt }) });
  }

  private view(id: string): MolliePaymentView {
    const payment = this.stored.get(id);
    if (payment === undefined) {
      throw new MollieApiError('No payment exists with token ' + id, { statusCode: 404 });
    }
    return {
      id,
      status: payment.status,
      amount: { currency: payment.currency, value: payment.value },
      ...(payment.paidAt === undefined ? {} : { paidAt: payment.paidAt }),
      getCheckoutUrl: () => `https://www.mollie.com/checkout/select-method/${id}`,
    };
  }
}

describe('MolliePaymentProvider', () => {
  const request = {
    amountCents: 395,
    description: 'Steekwerk Premium — 1 maand',
    redirectUrl: 'https://steekwerk.nl/nl/payment?paymentId=abc',
    metadata: { paymentId: 'abc' },
  };

  it('creates a payment in euro with iDEAL first, then credit cards, and returns the checkout page', async () => {
    const client = new FakeMollieClient();
    const provider = new MolliePaymentProvider(client);
    const created = await provider.createPayment({
      ...request,
      webhookUrl: 'https://steekwerk.nl/nl/ajax/payment/webhook',
    });
    expect(created).toEqual({
      providerPaymentId: 'tr_fake1',
      checkoutUrl: 'https://www.mollie.com/checkout/select-method/tr_fake1',
      status: 'open',
    });
    expect(client.created).toEqual([
      {
        amount: { currency: 'EUR', value: '3.95' },
        description: 'Steekwerk Premium — 1 maand',
        redirectUrl: 'https://steekwerk.nl/nl/payment?paymentId=abc',
        webhookUrl: 'https://steekwerk.nl/nl/ajax/payment/webhook',
        method: [PaymentMethod.ideal, PaymentMethod.creditcard],
        locale: 'nl_NL',
        metadata: { paymentId: 'abc' },
      },
    ]);
  });

  it('sends no webhook URL when none is given (Mollie refuses localhost)', async () => {
    const client = new FakeMollieClient();
    await new MolliePaymentProvider(client).createPayment(request);
    expect(client.created[0]).not.toHaveProperty('webhookUrl');
  });

  it('reads the status, the amount in cents and the moment paid', async () => {
    const client = new FakeMollieClient();
    const provider = new MolliePaymentProvider(client);
    const { providerPaymentId } = await provider.createPayment({ ...request, amountCents: 2995 });
    expect(await provider.getPayment(providerPaymentId)).toEqual({ status: 'open', amountCents: 2995 });
    client.settle(providerPaymentId, 'paid', '2026-05-03T10:00:00+00:00');
    expect(await provider.getPayment(providerPaymentId)).toEqual({
      status: 'paid',
      amountCents: 2995,
      paidAt: new Date('2026-05-03T10:00:00Z'),
    });
    client.settle(providerPaymentId, 'authorized');
    expect((await provider.getPayment(providerPaymentId))?.status).toBe('pending');
  });

  it('answers null for an id Mollie does not know, and passes other errors on', async () => {
    const provider = new MolliePaymentProvider(new FakeMollieClient());
    expect(await provider.getPayment('tr_unknown')).toBeNull();
    const failing = new MolliePaymentProvider({
      payments: {
        create: () => Promise.reject(new MollieApiError('Unauthorized', { statusCode: 401 })),
        get: () => Promise.reject(new MollieApiError('Unauthorized', { statusCode: 401 })),
      },
    });
    await expect(failing.getPayment('tr_x')).rejects.toThrow('Unauthorized');
    await expect(failing.createPayment(request)).rejects.toThrow('Unauthorized');
  });

  it('writes and reads amounts as Mollie does', () => {
    expect(toMollieValue(395)).toBe('3.95');
    expect(toMollieValue(2995)).toBe('29.95');
    expect(toMollieValue(100)).toBe('1.00');
    expect(fromMollieValue('3.95')).toBe(395);
    expect(fromMollieValue('10.5')).toBe(1050);
    expect(fromMollieValue('12')).toBe(1200);
  });
});
