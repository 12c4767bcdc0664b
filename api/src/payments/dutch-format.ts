/**
 * Money and dates as Dutch readers write them, for the receipt, the notice and the test provider's page. Times are
 * shown in the Netherlands' time zone whatever the server's zone.
 */

const timeZone = 'Europe/Amsterdam';

const euroNumber = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const longDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone,
});

const yearOnly = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone });

/**
 * An amount in euro: `€ 3,95`, `€ 1.234,50`.
 *
 * @param cents euro cents
 */
export function formatEuro(cents: number): string {
  return `€ ${euroNumber.format(cents / 100)}`;
}

/**
 * A date: `3 mei 2026`.
 *
 * @param date a moment
 */
export function formatDutchDate(date: Date): string {
  return longDate.format(date);
}

/**
 * The calendar year of a moment in the Netherlands (the year of a receipt number).
 *
 * @param date a moment
 */
export function dutchYear(date: Date): number {
  return Number(yearOnly.format(date));
}
