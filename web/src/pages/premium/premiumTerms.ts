/**
 * How the premium screens write money, dates and plans in Dutch, and the addresses between them: the order page
 * of a plan and where a payment returns to.
 */
import {
  findPremiumPlan,
  premiumPlans,
  returnPathSchema,
  type PremiumPlan,
  type PremiumPlanId,
} from '@steekwerk/model';
import { nl } from '../../i18n/nl';

const texts = nl.premiumBuying;

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
/** Dates as the Netherlands reads them ("3 maart 2026"), in Dutch time whatever the browser's zone. */
const dates = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** An amount in euro cents in Dutch notation: `€ 3,95`. */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}

/** An ISO 8601 time as a Dutch date ("3 maart 2026"); an unreadable one as it came. */
export function formatDate(isoTime: string): string {
  const time = Date.parse(isoTime);
  return Number.isNaN(time) ? isoTime : dates.format(time);
}

/** A plan's name: "1 maand", "1 jaar". */
export function planName(planId: PremiumPlanId): string {
  return texts.planName[planId];
}

/** What the year saves against twelve single months, in cents. */
export function yearSavingCents(): number {
  const month = premiumPlans.find((plan) => plan.planId === 'month');
  const year = premiumPlans.find((plan) => plan.planId === 'year');
  return month && year ? month.priceCents * year.months - year.priceCents : 0;
}

/** The plan a `plan` query parameter names, or the month when it names none. */
export function planFromQuery(value: string | null): PremiumPlan {
  return findPremiumPlan(value) ?? premiumPlans[0];
}

/** Whether `value` is a path the server accepts to return to after paying (`returnPathSchema`). */
export function isReturnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && returnPathSchema.safeParse(value).success;
}

const chartPathPattern = /^\/nl\/c\/([^/?#]+)(?:[?#].*)?$/;

/** The chart id of a chart's address (`/nl/c/{chartId}`), if `path` is one. */
export function chartIdOfPath(path: string): string | undefined {
  const match = chartPathPattern.exec(path);
  return match?.[1] !== undefined && match[1] !== 'new' ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The order page for `planId`: on its own (`/nl/premium/order`) with the way back in `returnTo`, keeping the
 * trigger code `s` when there is one.
 */
export function orderPath(planId: PremiumPlanId, options: { code?: string | null; returnTo?: string } = {}) {
  const query = new URLSearchParams();
  if (options.code) query.set('s', options.code);
  query.set('plan', planId);
  if (options.returnTo !== undefined) query.set('returnTo', options.returnTo);
  return `/nl/premium/order?${query.toString()}`;
}
