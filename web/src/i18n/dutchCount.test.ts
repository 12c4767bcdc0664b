import { describe, expect, it } from 'vitest';
import { dutchCount } from './dutchCount';

describe('dutchCount', () => {
  it('writes whole numbers as toLocaleString("nl-NL") does', () => {
    for (const count of [0, 1, 12, 999, 1000, 1234, 90_000, 100_000, 1_234_567, -1, -1234, 2 ** 40]) {
      expect(dutchCount(count)).toBe(count.toLocaleString('nl-NL'));
    }
  });

  it('sets the thousands apart with a point', () => {
    expect(dutchCount(90_000)).toBe('90.000');
    expect(dutchCount(1_234_567)).toBe('1.234.567');
  });

  it('leaves other numbers to toLocaleString', () => {
    expect(dutchCount(1234.5)).toBe('1.234,5');
    expect(dutchCount(Number.NaN)).toBe('NaN');
    expect(dutchCount(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
