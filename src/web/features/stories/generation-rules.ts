/** Spec §5 story form rules and §8 generation messages, as pure functions. */
import type { TCreditKind, TCreditStatus } from '../../../shared/credits';
import { STORY_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { isApiError } from '../../lib/api';

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
  title: string;
  detail: string | null;
  /** A credit or limit error: the credit panel must be read again. */
  refreshCredits: boolean;
}

function isCreditError(err: unknown): boolean {
  if (!isApiError(err)) return false;
  return err.flags.creditLimit === true || err.code === 'NO_CREDITS' || /credit|limit/i.test(err.message);
}

export function generationProblem(err: unknown): TGenerationProblem {
  const message = err instanceof Error ? err.message : '';
  if (isCreditError(err))
    return { title: STORY_MESSAGES.creditError, detail: message || null, refreshCredits: true };
  if (
    isApiError(err) &&
    (err.flags.upgradeRequired === true || err.message === SUBSCRIPTION_MESSAGES.subscriptionRequired)
  )
    return { title: STORY_MESSAGES.upgradeRequired, detail: null, refreshCredits: false };
  const detail = message !== '' && message !== STORY_MESSAGES.generateFailed ? message : null;
  return { title: STORY_MESSAGES.generateFailed, detail, refreshCredits: false };
}
