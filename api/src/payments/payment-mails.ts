import { findPremiumPlan, vatRatePercent, type PremiumPlanId } from '@steekwerk/model';
import { composeMail } from '../account/account-mails';
import type { OutgoingMail } from '../mail/mail-transport';
import { formatDutchDate, formatEuro } from './dutch-format';

/** The seller named on receipts. */
export const sellerName = 'Steekwerk';

/** The paid payment a receipt describes. */
export interface ReceiptDetails {
  readonly receiptNumber: string;
  readonly paidAt: Date;
  readonly planId: PremiumPlanId;
  readonly periodStart: Date;
  readonly periodEnd: Date;
  /** Including VAT. */
  readonly amountCents: number;
}

/**
 * The VAT inside a price that includes it, in cents: round(amount × 21 / 121).
 *
 * @param amountCents a price including VAT
 */
export function vatCentsOf(amountCents: number): number {
  return Math.round((amountCents * vatRatePercent) / (100 + vatRatePercent));
}

/**
 * What a plan is called on receipts and payment pages: `Steekwerk Premium — 1 maand`.
 *
 * @param planId the plan
 */
export function planDescription(planId: PremiumPlanId): string {
  const months = findPremiumPlan(planId)?.months ?? 1;
  return `Steekwerk Premium — ${months === 12 ? '1 jaar' : months === 1 ? '1 maand' : `${months} maanden`}`;
}

/**
 * The receipt mailed when a payment is paid: invoice-like, in Dutch, with the VAT line.
 *
 * @param to the buyer's address
 * @param receipt the paid payment
 * @param link the buyer's profile, where the receipts are listed
 */
export function receiptMail(to: string, receipt: ReceiptDetails, link: string): OutgoingMail {
  return composeMail(to, `Ontvangstbewijs ${receipt.receiptNumber} van ${sellerName}`, link, [
    'Hallo,',
    'Bedankt voor je betaling. Hieronder staat je ontvangstbewijs.',
    [
      'Ontvangstbewijs',
      `Nummer: ${receipt.receiptNumber}`,
      `Datum: ${formatDutchDate(receipt.paidAt)}`,
      `Verkoper: ${sellerName}`,
    ].join('\n'),
    [
      `${planDescription(receipt.planId)}: ${formatEuro(receipt.amountCents)}`,
      `Periode: ${formatDutchDate(receipt.periodStart)} tot ${formatDutchDate(receipt.periodEnd)}`,
      `Totaal inclusief btw: ${formatEuro(receipt.amountCents)}`,
      `waarvan ${vatRatePercent}% btw ${formatEuro(vatCentsOf(receipt.amountCents))}`,
    ].join('\n'),
    'Premium verlengt niet vanzelf: je betaalt één keer per periode. Je ontvangstbewijzen staan ook op je profiel.',
    { link, label: 'Naar je profiel' },
  ]);
}

/**
 * The week's notice before a Premium period ends.
 *
 * @param to the user's address
 * @param premiumUntil the end of the period
 * @param link the pricing page (`/nl/premium/pricing`)
 */
export function premiumEndingMail(to: string, premiumUntil: Date, link: string): OutgoingMail {
  return composeMail(to, `Je Premium loopt af op ${formatDutchDate(premiumUntil)}`, link, [
    'Hallo,',
    `Je Premium loopt af op ${formatDutchDate(premiumUntil)}. Premium verlengt niet vanzelf; wil je het houden, verleng het dan voor die datum. Een nieuwe periode gaat in waar de huidige eindigt, je verliest dus geen dagen.`,
    { link, label: 'Premium verlengen' },
    'Verleng je niet, dan blijven al je charts gewoon bewaard. Alleen de Premium-functies, zoals charts groter dan 400 × 400, kun je dan niet meer gebruiken.',
  ]);
}
