import { describe, expect, it } from 'vitest';
import { isCalculatorSlug, isChartId, isChartIdList, isFolderId, isSlug } from './routeParams';

describe('route parameter checks', () => {
  it('accepts new and plain chart ids, rejects the rest', () => {
    expect(isChartId('new')).toBe(true);
    expect(isChartId('a1B2-c_3')).toBe(true);
    expect(isChartId('')).toBe(false);
    expect(isChartId('a b')).toBe(false);
    expect(isChartId('../etc')).toBe(false);
    expect(isChartId('x'.repeat(65))).toBe(false);
  });

  it('accepts comma-joined chart ids for a selection', () => {
    expect(isChartIdList('12,34,abc')).toBe(true);
    expect(isChartIdList('12,,34')).toBe(false);
    expect(isChartIdList('new')).toBe(false);
  });

  it('checks folder ids, slugs and calculators', () => {
    expect(isFolderId('shared-with-me')).toBe(true);
    expect(isFolderId('a/b')).toBe(false);
    expect(isSlug('cross-stitch')).toBe(true);
    expect(isSlug('Cross_Stitch')).toBe(false);
    expect(isCalculatorSlug('chart-size')).toBe(true);
    expect(isCalculatorSlug('yarn')).toBe(false);
  });
});
