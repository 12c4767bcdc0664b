import { describe, expect, it } from 'vitest';
import { findPremiumPlan, paymentCreateRequestSchema, premiumPlans, returnPathSchema } from './payments';

describe('premium plans and payment requests', () => {
  it('sells a month and a year, the year cheaper per month', () => {
    expect(premiumPlans.map((plan) => plan.planId)).toEqual(['month', 'year']);
    const [month, year] = premiumPlans;
    expect(year.priceCents / year.months).toBeLessThan(month.priceCents);
    expect(findPremiumPlan('year')).toBe(year);
    expect(findPremiumPlan('week')).toBeUndefined();
    expect(findPremiumPlan(null)).toBeUndefined();
  });

  it('returns only to a path inside the app', () => {
    for (const path of ['/nl', '/nl/c/abcdefghijkl?resize=1', '/nl/profile', '/nl/premium/order?s=34'])
      expect(returnPathSchema.safeParse(path).success, path).toBe(true);
    for (const path of [
      'https://evil.example/nl',
      '//evil.example',
      '/nl//evil.example',
      '/nl/\\evil.example',
      '/en/profile',
      '/nlx',
      '',
      `/nl/${'a'.repeat(600)}`,
    ])
      expect(returnPathSchema.safeParse(path).success, path).toBe(false);
  });

  it('refuses an unknown plan or a missing return path', () => {
    expect(paymentCreateRequestSchema.safeParse({ planId: 'month', returnTo: '/nl' }).success).toBe(true);
    expect(paymentCreateRequestSchema.safeParse({ planId: 'forever', returnTo: '/nl' }).success).toBe(false);
    expect(paymentCreateRequestSchema.safeParse({ planId: 'month' }).success).toBe(false);
  });
});
