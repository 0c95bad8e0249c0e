import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../shared/messages';
import { ApiError } from './api';
import { isCreditOrLimit, needsSubscription } from './api-errors';

describe('error codes, never message text', () => {
  it('needsSubscription reads upgradeRequired or SUBSCRIPTION_REQUIRED', () => {
    expect(needsSubscription(new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'x'))).toBe(true);
    expect(needsSubscription(new ApiError(403, 'FORBIDDEN', 'x', { upgradeRequired: true }))).toBe(true);
    // The same words under another code are not a subscription problem.
    expect(
      needsSubscription(new ApiError(400, 'BAD_REQUEST', SUBSCRIPTION_MESSAGES.subscriptionRequired)),
    ).toBe(false);
    expect(needsSubscription(new Error(SUBSCRIPTION_MESSAGES.subscriptionRequired))).toBe(false);
  });

  it('isCreditOrLimit reads creditLimit, NO_CREDITS or LIMIT_REACHED', () => {
    expect(isCreditOrLimit(new ApiError(403, 'NO_CREDITS', 'x'))).toBe(true);
    expect(isCreditOrLimit(new ApiError(403, 'LIMIT_REACHED', 'x'))).toBe(true);
    expect(isCreditOrLimit(new ApiError(403, 'X', 'x', { creditLimit: true }))).toBe(true);
    expect(isCreditOrLimit(new ApiError(502, 'GENERATION_FAILED', 'Credit card limit of the LLM'))).toBe(
      false,
    );
  });
});
