/** Spec §8 audio generation messages, decided by the error's code and flags (never its text). */
import { STORY_MESSAGES } from '../../../shared/messages';
import { isApiError } from '../../lib/api';
import { isCreditOrLimit, needsSubscription } from '../../lib/api-errors';

export interface TAudioProblem {
  kind: 'credit' | 'upgrade' | 'exists' | 'failed';
  title: string;
  detail: string | null;
  /** Offer (and on the button, go to) /subscription-plans: every plan but Family, which waits for midnight. */
  plans: boolean;
  /** The credit counts changed or were wrong: read them again. */
  refreshCredits: boolean;
}

export function audioProblem(err: unknown): TAudioProblem {
  const message = err instanceof Error ? err.message : '';
  if (isCreditOrLimit(err)) {
    const family = isApiError(err) && err.flags.planType === 'family';
    return {
      kind: 'credit',
      title: STORY_MESSAGES.audioCreditError,
      detail: message || STORY_MESSAGES.noCredits('audio'),
      plans: !family,
      refreshCredits: true,
    };
  }
  if (needsSubscription(err))
    return {
      kind: 'upgrade',
      title: STORY_MESSAGES.upgradeRequiredWith(message),
      detail: null,
      plans: true,
      refreshCredits: false,
    };
  if (isApiError(err) && err.code === 'CONFLICT')
    return {
      kind: 'exists',
      title: STORY_MESSAGES.audioAlreadyExists,
      detail: null,
      plans: false,
      refreshCredits: false,
    };
  return {
    kind: 'failed',
    title: STORY_MESSAGES.audioFailed(message || 'Unknown error'),
    detail: null,
    plans: false,
    refreshCredits: false,
  };
}
