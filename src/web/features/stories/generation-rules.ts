/** Spec §5 story form rules and §8 generation messages, as pure functions. */
import type { TCreditKind, TCreditStatus } from '../../../shared/credits';
import { STORY_MESSAGES } from '../../../shared/messages';
import { formatWait, PLAN_PROMISES } from '../../../shared/plan-promises';
import { PATHS } from '../../lib/paths';
import { isCreditOrLimit, needsSubscription } from '../../lib/api-errors';

export interface TCreditShortfall {
  title: string;
  message: string;
  /** When it comes back ("the next one is ready at midnight, in 7 h 59 min"). */
  hint: string;
  /** What the next plan adds for this family, or that Family is the largest. */
  upsell: string | null;
  /** The plans page (with the plan that adds what is missing), or null: wait for midnight. */
  redirect: string | null;
}

/** The plans page, opened on the plan that adds what the family is missing. */
export const plansFor = (plan: 'premium' | 'family') => `${PATHS.subscriptionPlans}?plan=${plan}`;

/**
 * Before generating: a remaining credit of the right type is required. No plan gives one child
 * more than one story a day, so a story shortfall says when the next one comes; a plan without
 * narration says Premium adds it; Family says it is the largest plan.
 */
export function creditShortfall(
  status: Pick<TCreditStatus, 'text' | 'audio' | 'planType' | 'resetsInMs'>,
  kind: TCreditKind,
): TCreditShortfall | null {
  if (status[kind].remaining > 0) return null;
  const family = status.planType === 'family';
  const wait = formatWait(status.resetsInMs);
  if (kind === 'audio' && status.audio.dailyLimit <= 0 && !family)
    return {
      title: PLAN_PROMISES.listenWithPremium,
      message: PLAN_PROMISES.premiumAddsNarration,
      hint: '',
      upsell: null,
      redirect: plansFor('premium'),
    };
  return {
    title: STORY_MESSAGES.creditLimitReached,
    message: STORY_MESSAGES.noCredits(kind),
    hint: kind === 'text' ? PLAN_PROMISES.nextStory(wait) : PLAN_PROMISES.nextNarration(wait),
    upsell: family ? PLAN_PROMISES.familyIsLargest : PLAN_PROMISES.familyAddsChildren,
    redirect: family ? null : plansFor('family'),
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
