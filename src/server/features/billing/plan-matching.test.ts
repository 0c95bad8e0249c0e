import { describe, expect, it } from 'vitest';
import { addInterval, prorate } from './provider/sandbox/billing-math.js';
import { guessPlanKey, matchPlanKey } from './plan-matching.js';
import type { ProviderPrice } from './provider/port.js';

const price = (over: Partial<ProviderPrice>): ProviderPrice => ({
  id: 'price_x',
  productId: 'prod_x',
  unitAmount: 999,
  interval: 'month',
  lookupKey: null,
  productPlanKey: null,
  ...over,
});

describe('matching a provider price to a plan key', () => {
  it('prefers lookup_key, then product metadata with the interval, then env ids, then the price', () => {
    expect(matchPlanKey(price({ lookupKey: 'family', productPlanKey: 'starter' }), {})).toEqual({
      key: 'family',
      kind: 'lookup_key',
    });
    expect(matchPlanKey(price({ lookupKey: 'premium_monthly' }), {})).toEqual({
      key: 'premium',
      kind: 'lookup_key',
    });
    expect(matchPlanKey(price({ productPlanKey: 'starter', interval: 'year' }), {})).toEqual({
      key: 'starter_annual',
      kind: 'metadata',
    });
    expect(matchPlanKey(price({ id: 'price_env' }), { premium_annual: 'price_env' })).toEqual({
      key: 'premium_annual',
      kind: 'env',
    });
    expect(matchPlanKey(price({ lookupKey: 'gold' }), {})).toEqual({ key: 'premium', kind: 'guess' });
    expect(matchPlanKey(price({ unitAmount: null }), {})).toBeNull();
  });

  it('guesses by price (spec §9) on the monthly equivalent', () => {
    expect([500, 501, 1000, 1001].map((c) => guessPlanKey(c, 'month'))).toEqual([
      'starter',
      'premium',
      'premium',
      'family',
    ]);
    expect([4499, 8999, 17999].map((c) => guessPlanKey(c, 'year'))).toEqual([
      'starter_annual',
      'premium_annual',
      'family_annual',
    ]);
  });
});

describe('sandbox billing arithmetic', () => {
  it('adds a month clamped to the end of the month, and a year', () => {
    expect(addInterval(new Date('2030-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2030-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2030-12-15T00:00:00Z'), 'month').toISOString()).toBe(
      '2031-01-15T00:00:00.000Z',
    );
    expect(addInterval(new Date('2032-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2033-02-28T00:00:00.000Z',
    );
  });

  it('prorates an upgrade, bills nothing for a downgrade, and restarts the period on an interval change', () => {
    const period = {
      periodStart: new Date('2030-01-01T00:00:00Z'),
      periodEnd: new Date('2030-01-31T00:00:00Z'),
      now: new Date('2030-01-16T00:00:00Z'),
    };
    expect(prorate({ ...period, oldCents: 999, newCents: 1999, sameInterval: true })).toEqual({
      amountCents: 500,
      restartPeriod: false,
    });
    expect(prorate({ ...period, oldCents: 1999, newCents: 999, sameInterval: true })).toEqual({
      amountCents: 0,
      restartPeriod: false,
    });
    expect(prorate({ ...period, oldCents: 999, newCents: 8999, sameInterval: false })).toEqual({
      amountCents: 8999 - 500,
      restartPeriod: true,
    });
  });
});
