/**
 * The catalogue's orders (user setting `productsOrder`): `productNumberInt` sorts by the number a product code
 * holds (DMC 1 < 2 < 10 < 310 < 3865; codes without a number, "Blanc", "Ecru", after them), `title` by name.
 */

/** The number in a product code ("310" → 310, "H01" → 1, "B5200" → 5200), or Infinity when it holds none. */
export function productNumberOf(code: string): number {
  const digits = /\d+/.exec(code);
  return digits ? Number(digits[0]) : Number.POSITIVE_INFINITY;
}

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/** Compares two codes in the numeric order of their numbers, then by the code's text. */
export function compareProductCodes(first: string, second: string): number {
  const a = productNumberOf(first);
  const b = productNumberOf(second);
  if (a !== b) return a < b ? -1 : 1;
  return collator.compare(first, second);
}

/** Compares two names as a Dutch reader expects ("Ecru" before "ecru 2", numbers numerically). */
export function compareProductNames(first: string, second: string): number {
  return collator.compare(first, second);
}
