/**
 * A whole number as `toLocaleString('nl-NL')` writes it (90.000, -1.234), without Intl: the page's first Dutch
 * number format loads the locale's data, 10 ms here and near 50 ms on a 4× slower phone, in the task that shows it
 * (the pattern PDF summary; bench/pattern-pdf-import.browser.mjs). Other numbers go to `toLocaleString`.
 */
export function dutchCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('nl-NL');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return count < 0 ? `-${digits}` : digits;
}
