/**
 * The payment calls of `@steekwerk/model`'s protocol (`payment/create`, `payment/status/:paymentId`, `payments`),
 * typed, over the request helper.
 */
import {
  ajaxActions,
  paymentCreateResponseSchema,
  paymentsResponseSchema,
  paymentStatusResponseSchema,
  type PaymentCreateRequest,
} from '@steekwerk/model';
import type { AjaxClient } from './ajaxClient';

/** Creates the payment calls over `client`. */
export function createPaymentsApi(client: AjaxClient) {
  return {
    /** Starts paying for a plan; the answer names the provider's page to send the user to. */
    createPayment: (request: PaymentCreateRequest) =>
      client.request({
        action: ajaxActions.paymentCreate,
        response: paymentCreateResponseSchema,
        body: request,
      }),
    /** One payment of the logged-in user; the server asks the provider again while it is open. */
    fetchPayment: (paymentId: string, signal?: AbortSignal) =>
      client.request({
        action: ajaxActions.paymentStatus,
        response: paymentStatusResponseSchema,
        params: { paymentId },
        signal,
      }),
    /** The user's payments, newest first, and the end of their Premium. */
    fetchPayments: (signal?: AbortSignal) =>
      client.request({ action: ajaxActions.payments, response: paymentsResponseSchema, signal }),
  };
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>;
