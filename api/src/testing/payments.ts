/** Helpers for tests of buying Premium with the local test provider. */
import type { PremiumPlanId } from '@steekwerk/model';
import type { LightMyRequestResponse } from 'fastify';
import { post, uniqueClientAddress, type Answer } from './accounts';
import type { TestApp } from './test-app';

/** Someone with a session cookie (an `Author`, or a logged-in `TestUser`). */
export interface Buyer {
  readonly cookies: Record<string, string>;
}

/** A payment started through `payment/create`. */
export interface StartedPayment {
  readonly paymentId: string;
  readonly checkoutUrl: string;
  /** The test provider's id (`tst_…`), the last part of the checkout URL. */
  readonly providerPaymentId: string;
}

/**
 * Starts a payment and checks the call succeeded.
 *
 * @param server the test app
 * @param buyer the logged-in buyer
 * @param planId the plan (default one month)
 * @param returnTo where to come back (default the pricing page)
 */
export async function startPayment(
  server: TestApp,
  buyer: Buyer,
  planId: PremiumPlanId = 'month',
  returnTo = '/nl/premium/pricing',
): Promise<StartedPayment> {
  const answer = await post(server, 'payment/create', { planId, returnTo }, { cookies: buyer.cookies });
  if (answer.status !== 200)
    throw new Error(`payment/create: ${answer.status} ${JSON.stringify(answer.body)}`);
  const checkoutUrl = String(answer.body['checkoutUrl']);
  return {
    paymentId: String(answer.body['paymentId']),
    checkoutUrl,
    providerPaymentId: new URL(checkoutUrl).pathname.split('/').at(-1) ?? '',
  };
}

/**
 * Presses a button of the test provider's page (a plain form post, as the browser sends it).
 *
 * @param server the test app
 * @param providerPaymentId the test provider's id
 * @param outcome the button's value
 */
export function pressTestProviderButton(
  server: TestApp,
  providerPaymentId: string,
  outcome: string,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: `/nl/ajax/payment/test-provider/${providerPaymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: `outcome=${encodeURIComponent(outcome)}`,
    remoteAddress: uniqueClientAddress(),
  });
}

/**
 * Posts the provider's webhook as Mollie does: a form body `id=…`, no cookies, no browser headers.
 *
 * @param server the test app
 * @param providerPaymentId the id in the body
 */
export function postWebhook(server: TestApp, providerPaymentId: string): Promise<Answer> {
  return post(server, 'payment/webhook', `id=${encodeURIComponent(providerPaymentId)}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * Pays a plan through the whole flow (create, the page's "Betalen" button).
 *
 * @param server the test app
 * @param buyer the logged-in buyer
 * @param planId the plan
 */
export async function buyPremium(
  server: TestApp,
  buyer: Buyer,
  planId: PremiumPlanId = 'month',
): Promise<StartedPayment> {
  const payment = await startPayment(server, buyer, planId);
  const answer = await pressTestProviderButton(server, payment.providerPaymentId, 'paid');
  if (answer.statusCode !== 303) throw new Error(`the test provider answered ${answer.statusCode}`);
  return payment;
}
