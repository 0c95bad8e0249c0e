import { describe, expect, it } from 'vitest';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import type { TCurrentSubscription } from '../../../shared/billing';
import type { TPlanKey } from '../../../shared/plans';
import { childLimitNotice } from './child-limit';

const on = (plan: TPlanKey, limit: number | 'unlimited'): TCurrentSubscription => ({
  subscription: { planName: plan, plan, status: 'active' },
  usage: {
    personalized_text: { limit: 1 },
    personalized_audio: { limit: 1 },
    childProfiles: { limit },
  },
});

describe('childLimitNotice', () => {
  it('Starter with its one child: the spec message and an upgrade link instead of the form', () => {
    expect(childLimitNotice(1, on('starter', 1))).toEqual({
      message:
        'You can only have 1 child profile(s) on your current plan. Please upgrade to add more children.',
      canUpgrade: true,
    });
  });

  it('room left, or the plan not known yet: the form', () => {
    expect(childLimitNotice(0, on('starter', 1))).toBeNull();
    expect(childLimitNotice(2, on('family', 3))).toBeNull();
    expect(childLimitNotice(5, on('premium', 'unlimited'))).toBeNull();
    expect(childLimitNotice(1, null)).toBeNull();
  });

  it('Family at 3: the message, but no higher plan to upgrade to', () => {
    expect(childLimitNotice(3, on('family_annual', 3))).toEqual({
      message: PLAN_PROMISES.familyAtChildCap,
      canUpgrade: false,
    });
  });

  it('no plan (limit 0) is a subscription problem, not a child limit', () => {
    expect(childLimitNotice(0, on('free', 0))).toBeNull();
  });
});
