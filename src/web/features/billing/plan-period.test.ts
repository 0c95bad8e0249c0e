import { describe, expect, it } from 'vitest';
import type { TPlan, TPlansResponse } from '../../../shared/billing';
import { PLAN_CATALOGUE, PLAN_KEYS, type TPlanKey } from '../../../shared/plans';
import { orderPlans } from './plan-order';
import { bestSavingPercent, initialPeriod, plansByPeriod, savingsByKey } from './plan-period';

const plan = (key: TPlanKey): TPlan => {
  const p = PLAN_CATALOGUE[key];
  return {
    ...p,
    price: p.priceCents / 100,
    priceId: key === 'free' ? null : `price_${key}`,
    limits: p.limits,
  };
};
const catalogue = Object.fromEntries(PLAN_KEYS.map((key) => [key, plan(key)])) as TPlansResponse;

const keys = (entries: { key: TPlanKey }[]) => entries.map((e) => e.key);

describe('plans by period', () => {
  it('keeps the fixed order within each period, and a plan of no period (free) is no card', () => {
    const split = plansByPeriod(orderPlans(catalogue));
    expect(keys(split.month)).toEqual(['starter', 'premium', 'family']);
    expect(keys(split.year)).toEqual(['starter_annual', 'premium_annual', 'family_annual']);
    const withFree = plansByPeriod([{ key: 'free', plan: plan('free') }, ...orderPlans(catalogue)]);
    expect([...keys(withFree.month), ...keys(withFree.year)]).not.toContain('free');
  });

  it('starts on Yearly only for a member on an annual plan', () => {
    expect(initialPeriod(null)).toBe('month');
    expect(initialPeriod({ planKey: 'premium' })).toBe('month');
    expect(initialPeriod({ planKey: 'family_annual' })).toBe('year');
  });

  it('prices each yearly card against its own monthly plan', () => {
    const savings = savingsByKey(plansByPeriod(orderPlans(catalogue)));
    expect(savings.get('premium_annual')).toEqual({ dollars: '$29.89', percent: 25 });
    expect([...savings.keys()]).toEqual(['starter_annual', 'premium_annual', 'family_annual']);
    expect(bestSavingPercent(savings)).toBe(25);
    expect(bestSavingPercent(new Map())).toBeNull();
  });
});
