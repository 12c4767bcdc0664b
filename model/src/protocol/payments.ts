/**
 * Buying Premium (spec §2, §6): the plans, the payment calls and what the web app sees of a payment. Payments
 * are one-off and do not renew; a second purchase extends the period (decisions.md "Premium and payments").
 */
import { z } from '../parseWithoutEval';
import { okEnvelopeSchema } from './envelope';

/** The plans on sale: one month and one year, prices in euro cents including VAT. */
export const premiumPlans = [
  { planId: 'month', months: 1, priceCents: 395 },
  { planId: 'year', months: 12, priceCents: 2995 },
] as const;

export type PremiumPlan = (typeof premiumPlans)[number];
export type PremiumPlanId = PremiumPlan['planId'];

export const premiumPlanIdSchema = z.enum(['month', 'year']);

/** The Dutch VAT rate on digital services, in per cent; prices include it. */
export const vatRatePercent = 21;

/** How long before the end of a period the user is told that Premium ends (milliseconds). */
export const premiumEndNoticeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The plan of an id, or undefined.
 *
 * @param planId a plan id as it came
 */
export function findPremiumPlan(planId: string | null | undefined): PremiumPlan | undefined {
  return premiumPlans.find((plan) => plan.planId === planId);
}

/** A path inside the app to come back to after paying: `/nl/…`, no scheme, host or `//`. */
export const returnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/nl(\/[^/\\][^\\]*)?(\?[^\\]*)?$/, { error: 'Ongeldig terugadres.' })
  .refine((path) => !path.includes('//'), { error: 'Ongeldig terugadres.' });

/** `POST payment/create`: start paying for a plan; the answer names the provider's page to go to. */
export const paymentCreateRequestSchema = z.object({
  planId: premiumPlanIdSchema,
  /** Where the user returns after paying (the chart with the refused action, the profile, …). */
  returnTo: returnPathSchema,
});
export type PaymentCreateRequest = z.infer<typeof paymentCreateRequestSchema>;

/** The states of a payment as the providers name them (Mollie's names). */
export const paymentStatusSchema = z.enum(['open', 'pending', 'paid', 'failed', 'canceled', 'expired']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A payment as its owner sees it (the payment screen, the receipts on the profile). */
export const paymentSummarySchema = z.object({
  paymentId: z.string(),
  planId: premiumPlanIdSchema,
  amountCents: z.number().int(),
  status: paymentStatusSchema,
  /** ISO 8601 times. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The Premium period this payment bought, once paid. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** The receipt's number once paid (`SW-2026-000123`). */
  receiptNumber: z.string().nullable(),
  returnTo: z.string(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentCreateResponseSchema = okEnvelopeSchema({
  paymentId: z.string(),
  /** The provider's payment page (Mollie's checkout, or the local test provider's page). */
  checkoutUrl: z.string(),
});
export type PaymentCreateResponse = z.infer<typeof paymentCreateResponseSchema>;

/** `GET payment/status/:paymentId`: asks the provider again when the payment is still open. */
export const paymentStatusResponseSchema = okEnvelopeSchema({ payment: paymentSummarySchema });
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** `GET payments`: the user's payments, newest first, and the end of their Premium (null: none or no end). */
export const paymentsResponseSchema = okEnvelopeSchema({
  payments: z.array(paymentSummarySchema),
  premiumUntil: z.string().nullable(),
});
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

/** `POST account/delete`: the password again and an explicit confirmation. */
export const accountDeleteRequestSchema = z.object({
  password: z.string().min(1).max(1000),
  confirm: z.literal(true),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;
export const accountDeleteResponseSchema = okEnvelopeSchema({});
export type AccountDeleteResponse = z.infer<typeof accountDeleteResponseSchema>;
