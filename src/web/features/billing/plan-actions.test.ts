import { describe, expect, it } from 'vitest';
import type { TSubscriptionStatus } from '../../../shared/billing';
import { PLAN_CATALOGUE, type TPlanKey } from '../../../shared/plans';
import { hasTopPlan, planCardState, type TPlanViewer, hasPremiumOrMore } from './plan-actions';

type TStatus = Pick<TSubscriptionStatus, 'planKey' | 'status' | 'hasEverSubscribedOrTrialed'>;
const member = (status: TStatus): TPlanViewer => ({ kind: 'member', status });
const state = (key: TPlanKey, viewer: TPlanViewer) => planCardState(key, PLAN_CATALOGUE[key], viewer);
const label = (key: TPlanKey, viewer: TPlanViewer) => state(key, viewer).action?.label ?? null;

const never: TStatus = { planKey: 'free', status: 'inactive', hasEverSubscribedOrTrialed: false };
const lapsed: TStatus = { planKey: 'starter', status: 'inactive', hasEverSubscribedOrTrialed: true };
const trialStarter: TStatus = { planKey: 'starter', status: 'trialing', hasEverSubscribedOrTrialed: true };
const trialPremium: TStatus = { planKey: 'premium', status: 'trialing', hasEverSubscribedOrTrialed: true };
const activePremium: TStatus = { planKey: 'premium', status: 'active', hasEverSubscribedOrTrialed: true };

describe('planCardState (spec §4 plan card actions)', () => {
  it('a visitor gets the trial on starter and Get {plan} elsewhere, no badges, nothing on free', () => {
    const visitor: TPlanViewer = { kind: 'visitor' };
    expect(state('starter', visitor)).toEqual({
      badge: null,
      action: { kind: 'subscribe', label: 'Start 7-day Free Trial' },
    });
    expect(label('starter_annual', visitor)).toBe('Get Starter Annual');
    expect(label('premium', visitor)).toBe('Get Premium');
    expect(state('free', visitor)).toEqual({ badge: null, action: null });
  });

  it('a member who never subscribed: trial on starter, current badge on free', () => {
    expect(label('starter', member(never))).toBe('Start 7-day Free Trial');
    expect(label('family_annual', member(never))).toBe('Get Family Annual');
    expect(state('free', member(never))).toEqual({ badge: 'Your Current Plan', action: null });
    expect(state('premium', member(never)).badge).toBeNull();
  });

  it('no trial once the user has subscribed or trialed', () => {
    expect(label('starter', member(lapsed))).toBe('Get Starter');
    expect(state('starter', member(lapsed))).toEqual({
      badge: 'Your Plan (Inactive)',
      action: { kind: 'subscribe', label: 'Get Starter' },
    });
    expect(state('free', member(lapsed)).badge).toBeNull();
  });

  it('no trial offer when the plan has no trial days', () => {
    const plan = { ...PLAN_CATALOGUE.starter, trialDays: 0 };
    expect(planCardState('starter', plan, member(never)).action?.label).toBe('Get Starter');
  });

  it('trial users: badge (Trial), no buy buttons', () => {
    expect(state('starter', member(trialStarter))).toEqual({
      badge: 'Your Current Plan (Trial)',
      action: null,
    });
    for (const key of ['starter_annual', 'premium', 'family', 'free'] as const) {
      expect(state(key, member(trialStarter)).action).toBeNull();
    }
  });

  it("trial users on a non-starter plan see 'Switch to Starter', which opens the portal", () => {
    expect(state('starter', member(trialPremium))).toEqual({
      badge: null,
      action: { kind: 'portal', label: 'Switch to Starter' },
    });
    expect(state('premium', member(trialPremium)).badge).toBe('Your Current Plan (Trial)');
    expect(state('family', member(trialPremium)).action).toBeNull();
  });

  it('active subscribers: badge (Active), no buy buttons anywhere', () => {
    expect(state('premium', member(activePremium))).toEqual({
      badge: 'Your Current Plan (Active)',
      action: null,
    });
    for (const key of ['starter', 'starter_annual', 'premium_annual', 'family', 'family_annual'] as const) {
      expect(state(key, member(activePremium))).toEqual({ badge: null, action: null });
    }
  });

  it('other statuses count as not subscribed (past_due can buy again, badge inactive)', () => {
    const pastDue: TStatus = { planKey: 'family', status: 'past_due', hasEverSubscribedOrTrialed: true };
    expect(state('family', member(pastDue))).toEqual({
      badge: 'Your Plan (Inactive)',
      action: { kind: 'subscribe', label: 'Get Family' },
    });
  });

  describe('/subscription-plans offers a way forward (offerUpgrades)', () => {
    const upgrades = (status: TStatus): TPlanViewer => ({ kind: 'member', status, offerUpgrades: true });
    const activeStarter: TStatus = { planKey: 'starter', status: 'active', hasEverSubscribedOrTrialed: true };
    const activeFamily: TStatus = { planKey: 'family', status: 'active', hasEverSubscribedOrTrialed: true };

    it('a Starter trial user can upgrade to Premium and Family through the portal', () => {
      expect(state('premium', upgrades(trialStarter)).action).toEqual({
        kind: 'portal',
        label: 'Upgrade to Premium',
      });
      expect(label('family_annual', upgrades(trialStarter))).toBe('Upgrade to Family Annual');
      expect(state('starter', upgrades(trialStarter))).toEqual({
        badge: 'Your Current Plan (Trial)',
        action: null,
      });
      expect(label('starter_annual', upgrades(trialStarter))).toBeNull();
      expect(label('free', upgrades(trialStarter))).toBeNull();
    });

    it('Starter and Premium subscribers see only the higher plans as upgrades', () => {
      expect(label('premium_annual', upgrades(activeStarter))).toBe('Upgrade to Premium Annual');
      expect(label('family', upgrades(activePremium))).toBe('Upgrade to Family');
      expect(label('premium_annual', upgrades(activePremium))).toBeNull();
      expect(label('starter', upgrades(activePremium))).toBeNull();
    });

    it('a Family subscriber has the top plan: nothing higher to offer', () => {
      expect(hasTopPlan(activeFamily)).toBe(true);
      expect(hasTopPlan({ planKey: 'family_annual', status: 'trialing' })).toBe(true);
      expect(hasTopPlan(activePremium)).toBe(false);
      expect(hasTopPlan({ planKey: 'family', status: 'inactive' })).toBe(false);
      for (const key of ['starter', 'premium', 'premium_annual', 'family_annual'] as const) {
        expect(label(key, upgrades(activeFamily))).toBeNull();
      }
    });

    it('without a live subscription the buy buttons are unchanged', () => {
      expect(label('starter', upgrades(never))).toBe('Start 7-day Free Trial');
      expect(label('premium', upgrades(lapsed))).toBe('Get Premium');
    });
  });
});

describe('hasPremiumOrMore', () => {
  it('is true for a live Premium or Family plan (no "Why Choose a Premium Plan?" for them)', () => {
    expect(hasPremiumOrMore({ planKey: 'premium', status: 'active' })).toBe(true);
    expect(hasPremiumOrMore({ planKey: 'family_annual', status: 'trialing' })).toBe(true);
    expect(hasPremiumOrMore({ planKey: 'starter', status: 'active' })).toBe(false);
    expect(hasPremiumOrMore({ planKey: 'premium', status: 'canceled' })).toBe(false);
  });
});
