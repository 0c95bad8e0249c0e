import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api';
import { checkoutErrorMessage, plansErrorMessage, portalErrorMessage, statusErrorMessage } from './errors';

describe('checkoutErrorMessage', () => {
  it('a duplicate: the current plan or trial, or the other-plan hint', () => {
    const same = new ApiError(409, 'ALREADY_SUBSCRIBED', SUBSCRIPTION_MESSAGES.alreadyCurrentPlan);
    expect(checkoutErrorMessage(same)).toBe('This is already your current active plan or trial.');
    // Decided by the changePlan flag, whatever the words of the message.
    const other = new ApiError(409, 'ALREADY_SUBSCRIBED', 'reworded', { changePlan: true });
    expect(checkoutErrorMessage(other)).toBe(BILLING_MESSAGES.alreadySubscribedOtherPlan);
    const odd = new ApiError(409, 'ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribedOtherPlan);
    expect(checkoutErrorMessage(odd)).toBe(SUBSCRIPTION_MESSAGES.alreadyCurrentPlan);
  });

  it('signed out, and anything else with the page wording', () => {
    expect(checkoutErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(
      'Please log in to subscribe.',
    );
    expect(checkoutErrorMessage(new ApiError(502, 'UNAVAILABLE', 'x'))).toBe(
      'Failed to create checkout session.',
    );
    expect(checkoutErrorMessage(new Error('boom'), SUBSCRIPTION_MESSAGES.startSubscriptionFailed)).toBe(
      'Failed to start subscription process. Please try again.',
    );
  });
});

describe('portalErrorMessage', () => {
  it("keeps the provider's failure, else the generic one", () => {
    const provider = new ApiError(502, 'UNAVAILABLE', 'reworded');
    expect(portalErrorMessage(provider)).toBe(SUBSCRIPTION_MESSAGES.portalLinkFailed);
    const sameWords = new ApiError(409, 'CONFLICT', SUBSCRIPTION_MESSAGES.portalLinkFailed);
    expect(portalErrorMessage(sameWords)).toBe(SUBSCRIPTION_MESSAGES.manageFailed);
    expect(portalErrorMessage(new ApiError(404, 'NOT_FOUND', 'no account'))).toBe(
      'Failed to access subscription management.',
    );
  });
});

describe('plansErrorMessage', () => {
  it("reads the server's error field, else 'Failed to fetch plans'", () => {
    expect(plansErrorMessage(new ApiError(503, 'UNAVAILABLE', 'Failed to load plans'))).toBe(
      'Failed to load plans',
    );
    expect(plansErrorMessage(new ApiError(0, NETWORK_ERROR_CODE, 'offline'))).toBe('Failed to fetch plans');
    expect(plansErrorMessage(new ApiError(502, 'HTTP_502', 'Bad Gateway'))).toBe('Failed to fetch plans');
  });
});

describe('statusErrorMessage', () => {
  it('names the HTTP status', () => {
    expect(statusErrorMessage(new ApiError(500, 'INTERNAL', 'x'))).toBe(
      'Failed to fetch subscription status (HTTP 500)',
    );
  });
});
