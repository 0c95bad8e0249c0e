import { describe, expect, it } from 'vitest';
import type { TPlan, TPlansResponse } from '../../../shared/billing';
import { PLAN_CATALOGUE, PLAN_KEYS, type TPlanKey } from '../../../shared/plans';
import { findPlanByPriceId, orderPlans } from './plan-order';

const plan = (key: TPlanKey): TPlan => {
  const p = PLAN_CATALOGUE[key];
  return {
    ...p,
    price: p.priceCents / 100,
    priceId: key === 'free' ? null : `price_${key}`,
    limits: p.limits,
  };
};

/** A response in a scrambled order, to prove the display order does not depend on it. */
const scrambled = Object.fromEntries(
  [...PLAN_KEYS].reverse().map((key) => [key, plan(key)]),
) as TPlansResponse;

describe('orderPlans (spec §9 fixed order, monthly before annual)', () => {
  it('paid plans only, in the fixed order', () => {
    expect(orderPlans(scrambled).map((e) => e.key)).toEqual([
      'starter',
      'starter_annual',
      'premium',
      'premium_annual',
      'family',
      'family_annual',
    ]);
  });

  it('never offers the free plan as a card (it cannot be chosen), though the response has it', () => {
    expect(scrambled.free).toBeDefined();
    expect(orderPlans(scrambled).map((e) => e.key)).not.toContain('free');
  });

  it('skips missing plans and copes with no response', () => {
    expect(orderPlans({ family: plan('family'), starter: plan('starter') }).map((e) => e.key)).toEqual([
      'starter',
      'family',
    ]);
    expect(orderPlans(undefined)).toEqual([]);
  });
});

describe('findPlanByPriceId', () => {
  it('finds the plan a price sells', () => {
    expect(findPlanByPriceId(scrambled, 'price_premium_annual')?.key).toBe('premium_annual');
    expect(findPlanByPriceId(scrambled, 'price_unknown')).toBeNull();
    expect(findPlanByPriceId(scrambled, null)).toBeNull();
  });
});
