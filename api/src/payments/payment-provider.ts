import type { PaymentStatus } from '@steekwerk/model';
import type { PaymentProviderName } from './payment.entity';

/** What the app asks a provider to charge. */
export interface ProviderPaymentRequest {
  /** Euro cents including VAT. */
  readonly amountCents: number;
  /** Shown to the buyer on the provider's page and statement (`Steekwerk Premium — 1 maand`). */
  readonly description: string;
  /** Where the provider sends the buyer back (`/nl/payment?paymentId=…`). */
  readonly redirectUrl: string;
  /** Where the provider reports changes; left out where it cannot reach us (localhost). */
  readonly webhookUrl?: string;
  /** Our own ids, stored with the provider for support. */
  readonly metadata: Readonly<Record<string, string>>;
}

/** The provider's answer to a new payment. */
export interface CreatedProviderPayment {
  readonly providerPaymentId: string;
  /** The provider's page where the buyer pays. */
  readonly checkoutUrl: string;
  readonly status: PaymentStatus;
}

/** A payment as the provider knows it: the only source the app believes about whether it was paid. */
export interface ProviderPayment {
  readonly status: PaymentStatus;
  readonly amountCents: number;
  readonly paidAt?: Date;
}

/**
 * A payment provider: Mollie (`MolliePaymentProvider`), or the local test provider (`TestPaymentProvider`) when no
 * `MOLLIE_API_KEY` is set. One is chosen at start-up (`payments.module.ts`).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Starts a payment at the provider.
   *
   * @throws when the provider cannot be reached or refuses
   */
  createPayment(request: ProviderPaymentRequest): Promise<CreatedProviderPayment>;
  /**
   * The provider's view of a payment.
   *
   * @param providerPaymentId the provider's id
   * @returns `null` when the provider knows no such payment
   */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
}

/** Dependency-injection token of the process's {@link PaymentProvider}. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
