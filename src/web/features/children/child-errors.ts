/** Spec §8 Child profiles: what the Kids screen says when a call fails. */
import { CHILD_MESSAGES, GENERIC_MESSAGES } from '../../../shared/messages';
import { isApiError } from '../../lib/api';
import { needsSubscription } from '../../lib/api-errors';
import { serverFieldErrors, type TChildFormErrors } from './child-form';

export type TChildAction = 'load' | 'create' | 'update' | 'delete';

export type TChildProblem =
  /** Alert that profiles need a subscription, then switch to the subscription tab. */
  { kind: 'subscription'; message: string } | { kind: 'message'; message: string; fields: TChildFormErrors };

function messageOf(err: unknown): string {
  if (err instanceof Error && err.message !== '') return err.message;
  return GENERIC_MESSAGES.internal;
}

export function childProblem(err: unknown, action: TChildAction): TChildProblem {
  if (needsSubscription(err)) return { kind: 'subscription', message: CHILD_MESSAGES.subscriptionRequired };
  const fields = isApiError(err) ? serverFieldErrors(err.flags.fields) : {};
  if (action === 'create' && isApiError(err) && err.code === 'LIMIT_REACHED') {
    const limit = err.flags.limit;
    const message = typeof limit === 'number' ? CHILD_MESSAGES.limitReached(limit) : err.message;
    return { kind: 'message', message, fields };
  }
  if (action === 'create')
    return { kind: 'message', message: `${CHILD_MESSAGES.createError}: ${messageOf(err)}`, fields };
  return { kind: 'message', message: messageOf(err), fields };
}
