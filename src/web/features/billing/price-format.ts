/** Spec §9 price display: annual plans show price / 12 per month with 2 decimals. */
import type { TPlan } from '../../../shared/billing';
import { guessPlanTypeByPrice, monthlyEquivalent, type TPlanType } from '../../../shared/plans';

export interface TPriceView {
  /** The big number: "$4.99", or the monthly equivalent of an annual price ("$3.75"). */
  amount: string;
  /** "/month", or '' for the free plan. */
  per: string;
  /** Annual plans: what is actually billed ("Billed $44.99 yearly"). */
  billed: string | null;
}

export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function priceView(plan: Pick<TPlan, 'priceCents' | 'interval'>): TPriceView {
  if (plan.interval === null || plan.priceCents === 0) return { amount: '$0', per: '', billed: null };
  const amount = `$${monthlyEquivalent(plan.priceCents, plan.interval)}`;
  if (plan.interval === 'year') {
    return { amount, per: '/month', billed: `Billed ${formatDollars(plan.priceCents)} yearly` };
  }
  return { amount, per: '/month', billed: null };
}

/**
 * The tier a plan belongs to, for its look. Known keys name their tier; anything else is guessed
 * by its monthly price (spec §9: at or below $5 starter, at or below $10 premium, else family).
 */
export function planTier(key: string, plan: Pick<TPlan, 'priceCents' | 'interval'>): TPlanType {
  if (key === 'free') return 'free';
  const known = /^(starter|premium|family)(_annual)?$/.exec(key);
  if (known?.[1] === 'starter' || known?.[1] === 'premium' || known?.[1] === 'family') return known[1];
  const monthlyCents = plan.interval === 'year' ? Math.round(plan.priceCents / 12) : plan.priceCents;
  return guessPlanTypeByPrice(monthlyCents);
}

export interface TYearlySaving {
  /** What a year costs less than twelve monthly payments ("$14.89"). */
  dollars: string;
  /** The same as a whole percentage of twelve monthly payments. */
  percent: number;
}

/**
 * The Yearly switch's saving: twelve months of the monthly plan against the annual price. Null
 * when the annual price saves nothing (a catalogue could price it so).
 */
export function yearlySaving(
  annual: Pick<TPlan, 'priceCents'>,
  monthly: Pick<TPlan, 'priceCents'>,
): TYearlySaving | null {
  const twelveMonths = monthly.priceCents * 12;
  const saved = twelveMonths - annual.priceCents;
  if (saved <= 0 || twelveMonths <= 0) return null;
  return { dollars: formatDollars(saved), percent: Math.round((saved / twelveMonths) * 100) };
}
