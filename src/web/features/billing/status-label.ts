/** Spec §4 "Subscription status shown", as pure functions of the status response. */
import type { TSubscriptionStatus } from '../../../shared/billing';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { PLAN_CATALOGUE } from '../../../shared/plans';
import { capitalise, formatDate } from '../../lib/format';

export type TStatusFields = Pick<
  TSubscriptionStatus,
  'planType' | 'planKey' | 'status' | 'cancelAtPeriodEnd' | 'current_period_end' | 'trialEnd'
>;

export const LIVE_STATUSES = ['active', 'trialing'] as const;

export function isLive(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** "past_due" -> "Past due": another status, capitalised. */
function otherStatus(status: string): string {
  return capitalise(status.replace(/_/g, ' '));
}

export interface TStatusLabelOptions {
  /** The read failed. */
  failed?: boolean;
  /** Formats an ISO date for display (the browser's long date by default). */
  formatDay?: (iso: string) => string;
}

/**
 * The status line of the Profile tab:
 * active -> 'Active' or 'Active (Cancels on {date})'; trialing -> 'Free Trial' (or when it cancels);
 * inactive -> 'Inactive'; other statuses capitalised; no subscription at all -> 'Free Plan';
 * a failed read -> 'Error loading status'.
 */
export function statusLabel(
  status: TStatusFields | null | undefined,
  { failed = false, formatDay = (value: string) => formatDate(value, '') }: TStatusLabelOptions = {},
): string {
  if (failed) return SUBSCRIPTION_MESSAGES.errorLoadingStatus;
  if (!status) return SUBSCRIPTION_MESSAGES.freePlan;
  const date = (value: string | null) => (value ? formatDay(value) : '');
  switch (status.status) {
    case 'active': {
      const end = date(status.current_period_end);
      return status.cancelAtPeriodEnd && end ? SUBSCRIPTION_MESSAGES.activeCancels(end) : 'Active';
    }
    case 'trialing': {
      const end = date(status.trialEnd ?? status.current_period_end);
      return status.cancelAtPeriodEnd && end ? `Free Trial (Cancels on ${end})` : 'Free Trial';
    }
    case '':
    case 'inactive':
      // Never subscribed: the free plan; a subscription that ended: inactive.
      return status.planKey === 'free' ? SUBSCRIPTION_MESSAGES.freePlan : 'Inactive';
    default:
      return otherStatus(status.status);
  }
}

/** Spec §4: manage is offered when the plan is not free, the status is live and a customer id exists. */
export function canManageSubscription(
  status: Pick<TSubscriptionStatus, 'planType' | 'status' | 'stripeCustomerId'> | null | undefined,
): boolean {
  if (!status) return false;
  return status.planType !== 'free' && isLive(status.status) && Boolean(status.stripeCustomerId);
}

/** Spec §2 success page: a Starter trial says 'Your 7-day free trial is now active!'. */
export function trialMessage(
  status: Pick<TSubscriptionStatus, 'status' | 'planKey'>,
  trialDays: number = PLAN_CATALOGUE.starter.trialDays,
): string | null {
  if (status.status !== 'trialing' || status.planKey !== 'starter') return null;
  return SUBSCRIPTION_MESSAGES.trialActive(trialDays);
}

export interface TDateLine {
  label: string;
  iso: string;
}

/** The next date worth showing beside the status; a cancellation date is already in the status line. */
export function nextDateLine(
  status: Pick<TSubscriptionStatus, 'status' | 'cancelAtPeriodEnd' | 'current_period_end' | 'trialEnd'>,
): TDateLine | null {
  if (!isLive(status.status) || status.cancelAtPeriodEnd) return null;
  if (status.status === 'trialing' && status.trialEnd) return { label: 'Trial ends', iso: status.trialEnd };
  if (!status.current_period_end) return null;
  return { label: 'Renews on', iso: status.current_period_end };
}
