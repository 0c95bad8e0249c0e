/** Spec §5 story form rules and §8 generation messages, as pure functions. */
import type { TCreditKind, TCreditStatus } from '../../../shared/credits';
import { STORY_MESSAGES } from '../../../shared/messages';
import { isCreditOrLimit, needsSubscription } from '../../lib/api-errors';

export interface TCreditShortfall {
  title: string;
  message: string;
  hint: string;
  /** Non-family plans are sent to /subscription-plans; the family plan waits for midnight. */
  redirect: boolean;
}

/** Before generating: a remaining credit of the right type is required. */
export function creditShortfall(
  status: Pick<TCreditStatus, 'text' | 'audio' | 'planType'>,
  kind: TCreditKind,
): TCreditShortfall | null {
  if (status[kind].remaining > 0) return null;
  const family = status.planType === 'family';
  return {
    title: STORY_MESSAGES.creditLimitReached,
    message: STORY_MESSAGES.noCredits(kind),
    hint: family ? STORY_MESSAGES.familyResetHint : STORY_MESSAGES.upgradeHint,
    redirect: !family,
  };
}

export interface TGenerationProblem {
  /** What went wrong, decided by the error's code: the screen offers the plans for 'upgrade'. */
  kind: 'credit' | 'upgrade' | 'failed';
  title: string;
  detail: string | null;
  /** A credit or limit error: the credit panel must be read again. */
  refreshCredits: boolean;
}

export function generationProblem(err: unknown): TGenerationProblem {
  const message = err instanceof Error ? err.message : '';
  if (isCreditOrLimit(err))
    return {
      kind: 'credit',
      title: STORY_MESSAGES.creditError,
      detail: message || null,
      refreshCredits: true,
    };
  if (needsSubscription(err))
    return { kind: 'upgrade', title: STORY_MESSAGES.upgradeRequired, detail: null, refreshCredits: false };
  const detail = message !== '' && message !== STORY_MESSAGES.generateFailed ? message : null;
  return { kind: 'failed', title: STORY_MESSAGES.generateFailed, detail, refreshCredits: false };
}
