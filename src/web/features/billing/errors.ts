/** Billing failures -> the spec §8 messages a parent sees. Pure, unit-tested. */
import { BILLING_MESSAGES } from '../../../shared/billing';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { isApiError, NETWORK_ERROR_CODE } from '../../lib/api';

/** 409 ALREADY_SUBSCRIBED carries one of two server messages; both are worth showing as they are. */
const ALREADY_MESSAGES: readonly string[] = [
  SUBSCRIPTION_MESSAGES.alreadyCurrentPlan,
  BILLING_MESSAGES.alreadySubscribedOtherPlan,
];

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
  if (error.code === 'ALREADY_SUBSCRIBED') {
    return ALREADY_MESSAGES.includes(error.message)
      ? error.message
      : SUBSCRIPTION_MESSAGES.alreadyCurrentPlan;
  }
  return fallback;
}

/** Opening the billing portal failed: the provider's failure, or we could not reach it at all. */
export function portalErrorMessage(error: unknown): string {
  if (isApiError(error) && error.message === SUBSCRIPTION_MESSAGES.portalLinkFailed) return error.message;
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
