/**
 * What a failed call means, read from the `code` and flags our server sends (`{ error, code, ...flags }`,
 * src/server/platform/errors.ts), never from the message text: messages may be reworded, codes may not.
 */
import { isApiError } from './api';

/** 403 SUBSCRIPTION_REQUIRED `{ upgradeRequired: true }`: the feature needs an active (or higher) plan. */
export function needsSubscription(err: unknown): boolean {
  return isApiError(err) && (err.flags.upgradeRequired === true || err.code === 'SUBSCRIPTION_REQUIRED');
}

/** 403 NO_CREDITS `{ creditLimit: true }` or LIMIT_REACHED: a daily credit or a plan limit is used up. */
export function isCreditOrLimit(err: unknown): boolean {
  return (
    isApiError(err) &&
    (err.flags.creditLimit === true || err.code === 'NO_CREDITS' || err.code === 'LIMIT_REACHED')
  );
}
