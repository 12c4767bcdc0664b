import createMollieClient, { MollieApiError, PaymentMethod } from '@mollie/api-client';
import type { PaymentStatus } from '@steekwerk/model';
import type {
  CreatedProviderPayment,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentRequest,
} from './payment-provider';

/** The part of a Mollie payment this adapter reads. */
export interface MolliePaymentView {
  readonly id: string;
  readonly status: string;
  readonly amount: { readonly currency: string; readonly value: string };
  readonly paidAt?: string;
  getCheckoutUrl(): string | null;
}

/** The part of `@mollie/api-client`'s client this adapter uses (a test passes a fake of it). */
export interface MolliePaymentsClient {
  readonly payments: {
    create(parameters: {
      amount: { currency: string; value: string };
      description: string;
      redirectUrl: string;
      webhookUrl?: string;
      method: PaymentMethod[];
      locale: 'nl_NL';
      metadata: Record<string, string>;
    }): Promise<MolliePaymentView>;
    get(id: string): Promise<MolliePaymentView>;
  };
}

/**
 * Payments through Mollie with the official client (`MOLLIE_API_KEY`): iDEAL first, then credit cards, amounts in
 * euro as Mollie writes them (`{ currency: 'EUR', value: '3.95' }`).
 */
export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie' as const;

  /**
   * @param client the Mollie client; {@link MolliePaymentProvider.withApiKey} makes the real one
   */
  constructor(private readonly client: MolliePaymentsClient) {}

  /**
   * The adapter with the official client.
   *
   * @param apiKey Mollie's API key (`live_…` or `test_…`)
   */
  static withApiKey(apiKey: string): MolliePaymentProvider {
    return new MolliePaymentProvider(createMollieClient({ apiKey }) as unknown as MolliePaymentsClient);
  }

  async createPayment(request: ProviderPaymentRequest): Promise<CreatedProviderPayment> {
    const payment = await this.client.payments.create({
      amount: { currency: 'EUR', value: toMollieValue(request.amountCents) },
      description: request.description,
      redirectUrl: request.redirectUrl,
      ...(request.webhookUrl === undefined ? {} : { webhookUrl: request.webhookUrl }),
      method: [PaymentMethod.ideal, PaymentMethod.creditcard],
      locale: 'nl_NL',
      metadata: { ...request.metadata },
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (checkoutUrl === null) throw new Error(`Mollie gave payment ${payment.id} no checkout URL`);
    return { providerPaymentId: payment.id, checkoutUrl, status: toPaymentStatus(payment.status) };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    let payment: MolliePaymentView;
    try {
      payment = await this.client.payments.get(providerPaymentId);
    } catch (error) {
      // An id Mollie does not know (someone posted a made-up id to the webhook).
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw error;
    }
    return {
      status: toPaymentStatus(payment.status),
      amountCents: payment.amount.currency === 'EUR' ? fromMollieValue(payment.amount.value) : -1,
      ...(payment.paidAt === undefined ? {} : { paidAt: new Date(payment.paidAt) }),
    };
  }
}

/**
 * Cents as Mollie's amount value: `395` → `'3.95'`.
 *
 * @param cents euro cents
 */
export function toMollieValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Mollie's amount value in cents: `'3.95'` → `395`.
 *
 * @param value a decimal string with two decimals
 */
export function fromMollieValue(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Mollie's statuses as ours: `authorized` (a card reserved, not charged yet) counts as pending. */
function toPaymentStatus(status: string): PaymentStatus {
  switch (status) {
    case 'open':
    case 'pending':
    case 'paid':
    case 'failed':
    case 'canceled':
    case 'expired':
      return status;
    default:
      return 'pending';
  }
}
