/** Spec §4 "Plan card actions": the badge and the one button of each plan card, as a pure function. */
import type { TPlan, TSubscriptionStatus } from '../../../shared/billing';
import { BILLING_UI_MESSAGES } from '../../../shared/messages';
import { PLAN_CATALOGUE, PLAN_RANK, type TPlanKey } from '../../../shared/plans';
import { isLive } from './status-label';

/** Who looks at the plans: a visitor (public pricing, signed out) or a member with a status. */
export type TPlanViewer =
  | { kind: 'visitor' }
  | {
      kind: 'member';
      status: Pick<TSubscriptionStatus, 'planKey' | 'status' | 'hasEverSubscribedOrTrialed'>;
      /**
       * /subscription-plans (where users out of credits land): a subscriber also gets 'Upgrade to
       * {plan}' on the higher plans, through the billing portal (checkout refuses a second subscription).
       */
      offerUpgrades?: boolean;
    };

export type TPlanCardAction =
  /** Buy this plan: checkout for a member, the sign-up page for a visitor. */
  | { kind: 'subscribe'; label: string }
  /** Change to this plan in the billing portal. */
  | { kind: 'portal'; label: string };

export interface TPlanCardState {
  badge: string | null;
  action: TPlanCardAction | null;
}

/** The rank of a plan's family (starter < premium < family), spec §6. */
function tierRank(key: TPlanKey): number {
  return PLAN_RANK[PLAN_CATALOGUE[key].type];
}

/** A live Premium or Family subscription: "Why Choose a Premium Plan?" would pitch what they have. */
export function hasPremiumOrMore(status: Pick<TSubscriptionStatus, 'planKey' | 'status'>): boolean {
  return isLive(status.status) && tierRank(status.planKey) >= PLAN_RANK.premium;
}

/** A live subscription on the Family plan: no higher plan exists. */
export function hasTopPlan(status: Pick<TSubscriptionStatus, 'planKey' | 'status'>): boolean {
  return isLive(status.status) && PLAN_CATALOGUE[status.planKey].type === 'family';
}

function badgeFor(key: TPlanKey, status: Pick<TSubscriptionStatus, 'planKey' | 'status'>): string | null {
  if (status.planKey !== key) return null;
  if (key === 'free') return BILLING_UI_MESSAGES.currentPlan;
  if (status.status === 'trialing')
    return `${BILLING_UI_MESSAGES.currentPlan} ${BILLING_UI_MESSAGES.trialSuffix}`;
  if (status.status === 'active')
    return `${BILLING_UI_MESSAGES.currentPlan} ${BILLING_UI_MESSAGES.activeSuffix}`;
  return BILLING_UI_MESSAGES.inactivePlan;
}

/** 'Get {plan}', or on starter 'Start {n}-day Free Trial' for someone who never subscribed or trialed. */
function buyAction(
  key: TPlanKey,
  plan: Pick<TPlan, 'name' | 'trialDays'>,
  everSubscribed: boolean,
): TPlanCardAction {
  if (key === 'starter' && plan.trialDays > 0 && !everSubscribed) {
    return { kind: 'subscribe', label: BILLING_UI_MESSAGES.startTrial(plan.trialDays) };
  }
  return { kind: 'subscribe', label: BILLING_UI_MESSAGES.getPlan(plan.name) };
}

export function planCardState(
  key: TPlanKey,
  plan: Pick<TPlan, 'name' | 'trialDays'>,
  viewer: TPlanViewer,
): TPlanCardState {
  if (viewer.kind === 'visitor') {
    return { badge: null, action: key === 'free' ? null : buyAction(key, plan, false) };
  }
  const { status } = viewer;
  const badge = badgeFor(key, status);
  if (key === 'free') return { badge, action: null };

  if (isLive(status.status)) {
    // Trial users on a non-starter plan may go back to Starter through the billing portal.
    if (status.status === 'trialing' && status.planKey !== 'starter' && key === 'starter') {
      return { badge, action: { kind: 'portal', label: BILLING_UI_MESSAGES.switchTo(plan.name) } };
    }
    if (viewer.offerUpgrades && tierRank(key) > tierRank(status.planKey)) {
      return { badge, action: { kind: 'portal', label: BILLING_UI_MESSAGES.upgradeTo(plan.name) } };
    }
    // Active subscribers (and trial users otherwise) get no buy buttons.
    return { badge, action: null };
  }
  return { badge, action: buyAction(key, plan, status.hasEverSubscribedOrTrialed) };
}
