import { describe, expect, it } from 'vitest';
import { CHILD_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { childProblem } from './child-errors';

describe('childProblem', () => {
  it('sends upgradeRequired and Subscription Required to the subscription tab', () => {
    const flagged = new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'Subscription Required', {
      upgradeRequired: true,
    });
    expect(childProblem(flagged, 'create')).toEqual({
      kind: 'subscription',
      message: CHILD_MESSAGES.subscriptionRequired,
    });
    expect(childProblem(new ApiError(403, 'X', 'x', { upgradeRequired: true }), 'load').kind).toBe(
      'subscription',
    );
    // The words alone decide nothing: only the code and flags do.
    expect(childProblem(new ApiError(400, 'BAD_REQUEST', 'Subscription Required'), 'load').kind).toBe(
      'message',
    );
  });

  it('names the plan limit', () => {
    const err = new ApiError(403, 'LIMIT_REACHED', 'whatever', { limit: 1, planType: 'starter' });
    expect(childProblem(err, 'create')).toEqual({
      kind: 'message',
      message: CHILD_MESSAGES.limitReached(1),
      fields: {},
    });
  });

  it("prefixes other creation errors with 'Error creating child profile'", () => {
    const err = new ApiError(400, 'VALIDATION', VALIDATION_MESSAGES.nameRequired, {
      fields: { name: VALIDATION_MESSAGES.nameRequired },
    });
    expect(childProblem(err, 'create')).toEqual({
      kind: 'message',
      message: `Error creating child profile: ${VALIDATION_MESSAGES.nameRequired}`,
      fields: { name: VALIDATION_MESSAGES.nameRequired },
    });
  });

  it('shows update and delete errors as they are', () => {
    expect(childProblem(new ApiError(404, 'NOT_FOUND', CHILD_MESSAGES.notFound), 'delete')).toMatchObject({
      message: CHILD_MESSAGES.notFound,
    });
    expect(childProblem(new Error('offline'), 'update')).toMatchObject({ message: 'offline' });
  });
});
