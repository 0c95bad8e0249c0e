import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../../shared/plans';
import { formatDollars, planTier, priceView, yearlySaving } from './price-format';

describe('priceView (spec §9)', () => {
  it('monthly plans show their price per month', () => {
    expect(priceView(PLAN_CATALOGUE.starter)).toEqual({ amount: '$4.99', per: '/month', billed: null });
    expect(priceView(PLAN_CATALOGUE.family)).toEqual({ amount: '$19.99', per: '/month', billed: null });
  });

  it('annual plans show price / 12 with 2 decimals, and what is billed', () => {
    expect(priceView(PLAN_CATALOGUE.starter_annual)).toEqual({
      amount: '$3.75',
      per: '/month',
      billed: 'Billed $44.99 yearly',
    });
    expect(priceView(PLAN_CATALOGUE.premium_annual).amount).toBe('$7.50');
    expect(priceView(PLAN_CATALOGUE.family_annual).amount).toBe('$15.00');
    expect(priceView({ priceCents: 1000, interval: 'year' }).amount).toBe('$0.83');
  });

  it('the free plan', () => {
    expect(priceView(PLAN_CATALOGUE.free)).toEqual({ amount: '$0', per: '', billed: null });
  });

  it('formats cents as dollars', () => {
    expect(formatDollars(499)).toBe('$4.99');
    expect(formatDollars(17999)).toBe('$179.99');
  });
});

describe('planTier', () => {
  it('known keys name their tier', () => {
    expect(planTier('premium_annual', PLAN_CATALOGUE.premium_annual)).toBe('premium');
    expect(planTier('free', PLAN_CATALOGUE.free)).toBe('free');
  });

  it('unknown plans are guessed by monthly price', () => {
    expect(planTier('legacy', { priceCents: 500, interval: 'month' })).toBe('starter');
    expect(planTier('legacy', { priceCents: 1000, interval: 'month' })).toBe('premium');
    expect(planTier('legacy', { priceCents: 1001, interval: 'month' })).toBe('family');
    expect(planTier('legacy', { priceCents: 8999, interval: 'year' })).toBe('premium');
  });

  it('the yearly saving against twelve monthly payments', () => {
    // 12 × $4.99 = $59.88; the year costs $44.99.
    expect(yearlySaving(PLAN_CATALOGUE.starter_annual, PLAN_CATALOGUE.starter)).toEqual({
      dollars: '$14.89',
      percent: 25,
    });
    expect(yearlySaving(PLAN_CATALOGUE.family_annual, PLAN_CATALOGUE.family)).toEqual({
      dollars: '$59.89',
      percent: 25,
    });
    expect(yearlySaving({ priceCents: 6000 }, { priceCents: 500 })).toBeNull();
    expect(yearlySaving({ priceCents: 100 }, { priceCents: 0 })).toBeNull();
  });
});
