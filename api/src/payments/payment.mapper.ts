import type { PaymentSummary } from '@steekwerk/model';
import type { PaymentEntity } from './payment.entity';

/**
 * A payment as its owner sees it (`PaymentSummary`); the provider's ids stay on the server.
 *
 * @param payment the stored payment
 */
export function toPaymentSummary(payment: PaymentEntity): PaymentSummary {
  return {
    paymentId: payment.id,
    planId: payment.planId,
    amountCents: payment.amountCents,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    periodStart: payment.periodStart?.toISOString() ?? null,
    periodEnd: payment.periodEnd?.toISOString() ?? null,
    receiptNumber: payment.receiptNumber,
    returnTo: payment.returnTo,
  };
}
