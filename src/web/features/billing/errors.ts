/** Billing failures -> the spec §8 messages a parent sees. Pure, unit-tested. */
import { BILLING_MESSAGES } from '../../../shared/billing';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { isApiError, NETWORK_ERROR_CODE } from '../../lib/api';

/**
 * Creating a checkout failed. `fallback` is the page's own wording: the sign-up page says
 * 'Failed to create checkout session.', the plan cards 'Failed to start subscription process...'.
 */
export function checkoutErrorMessage(
  error: unknown,
  fallback: string = SUBSCRIPTION_MESSAGES.checkoutFailed,
): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return SUBSCRIPTION_MESSAGES.loginToSubscribe;
  // 409 ALREADY_SUBSCRIBED: the same plan, or (flag changePlan) another plan that needs the portal.
  if (error.code === 'ALREADY_SUBSCRIBED') {
    return error.flags.changePlan === true
      ? BILLING_MESSAGES.alreadySubscribedOtherPlan
      : SUBSCRIPTION_MESSAGES.alreadyCurrentPlan;
  }
  return fallback;
}

/** Opening the billing portal failed: the provider failed (502 UNAVAILABLE), or anything else. */
export function portalErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'UNAVAILABLE') return SUBSCRIPTION_MESSAGES.portalLinkFailed;
  return SUBSCRIPTION_MESSAGES.manageFailed;
}

/** Loading the plans failed: the server's error field when it sent one, else 'Failed to fetch plans'. */
export function plansErrorMessage(error: unknown): string {
  // Our server answers { error, code }; a proxy's bare 502 has no code of its own (HTTP_502).
  const fromServer =
    isApiError(error) && error.code !== NETWORK_ERROR_CODE && !error.code.startsWith('HTTP_');
  if (fromServer && error.message) return error.message;
  return SUBSCRIPTION_MESSAGES.failedToFetchPlans;
}

/** The success page's status read failed: 'Failed to fetch subscription status (HTTP {n})'. */
export function statusErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : 0;
  return SUBSCRIPTION_MESSAGES.failedToFetchStatus(status);
}

export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
