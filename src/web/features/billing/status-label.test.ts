import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import {
  canManageSubscription,
  nextDateLine,
  statusLabel,
  trialMessage,
  type TStatusFields,
} from './status-label';

const base: TStatusFields = {
  planType: 'premium',
  planKey: 'premium',
  status: 'active',
  cancelAtPeriodEnd: false,
  current_period_end: '2031-03-05T12:00:00.000Z',
  trialEnd: null,
};
const formatDay = (iso: string) => iso.slice(0, 10);
const label = (over: Partial<TStatusFields>, failed = false) =>
  statusLabel({ ...base, ...over }, { failed, formatDay });

describe('statusLabel (spec §4 subscription status shown)', () => {
  it('active, and active with cancelAtPeriodEnd', () => {
    expect(label({})).toBe('Active');
    expect(label({ cancelAtPeriodEnd: true })).toBe('Active (Cancels on 2031-03-05)');
    expect(label({ cancelAtPeriodEnd: true })).toBe(SUBSCRIPTION_MESSAGES.activeCancels('2031-03-05'));
  });

  it('trialing', () => {
    const trial = { status: 'trialing', planKey: 'starter', trialEnd: '2031-01-22T00:00:00.000Z' } as const;
    expect(label(trial)).toBe('Free Trial');
    expect(label({ ...trial, cancelAtPeriodEnd: true })).toBe('Free Trial (Cancels on 2031-01-22)');
  });

  it('inactive: a subscription that ended, or the free plan when there never was one', () => {
    expect(label({ status: 'inactive', planType: 'free' })).toBe('Inactive');
    expect(label({ status: 'inactive', planType: 'free', planKey: 'free' })).toBe('Free Plan');
    expect(label({ status: '', planType: 'free', planKey: 'free' })).toBe(SUBSCRIPTION_MESSAGES.freePlan);
    expect(statusLabel(null)).toBe('Free Plan');
  });

  it('capitalises any other status', () => {
    expect(label({ status: 'past_due' })).toBe('Past due');
    expect(label({ status: 'unpaid' })).toBe('Unpaid');
    expect(label({ status: 'incomplete' })).toBe('Incomplete');
  });

  it('says so when the status could not be read', () => {
    expect(label({}, true)).toBe('Error loading status');
    expect(statusLabel(null, { failed: true })).toBe(SUBSCRIPTION_MESSAGES.errorLoadingStatus);
  });

  it('uses the browser long date by default', () => {
    const text = statusLabel({ ...base, cancelAtPeriodEnd: true });
    expect(text).toMatch(/^Active \(Cancels on .*2031.*\)$/);
  });
});

describe('canManageSubscription', () => {
  const s = { planType: 'premium', status: 'active', stripeCustomerId: 'cus_1' } as const;
  it('needs a paid plan, a live status and a customer id', () => {
    expect(canManageSubscription(s)).toBe(true);
    expect(canManageSubscription({ ...s, status: 'trialing', planType: 'starter' })).toBe(true);
    expect(canManageSubscription({ ...s, planType: 'free' })).toBe(false);
    expect(canManageSubscription({ ...s, status: 'inactive' })).toBe(false);
    expect(canManageSubscription({ ...s, status: 'past_due' })).toBe(false);
    expect(canManageSubscription({ ...s, stripeCustomerId: null })).toBe(false);
    expect(canManageSubscription(null)).toBe(false);
  });
});

describe('trialMessage', () => {
  it('only for a Starter trial', () => {
    expect(trialMessage({ status: 'trialing', planKey: 'starter' })).toBe(
      'Your 7-day free trial is now active!',
    );
    expect(trialMessage({ status: 'active', planKey: 'starter' })).toBeNull();
    expect(trialMessage({ status: 'trialing', planKey: 'premium' })).toBeNull();
  });
});

describe('nextDateLine', () => {
  it('trial end, renewal, or nothing when cancelling or not live', () => {
    expect(nextDateLine({ ...base, status: 'trialing', trialEnd: 'T' })).toEqual({
      label: 'Trial ends',
      iso: 'T',
    });
    expect(nextDateLine(base)).toEqual({ label: 'Renews on', iso: base.current_period_end });
    expect(nextDateLine({ ...base, cancelAtPeriodEnd: true })).toBeNull();
    expect(nextDateLine({ ...base, status: 'inactive' })).toBeNull();
    expect(nextDateLine({ ...base, current_period_end: null })).toBeNull();
  });
});
