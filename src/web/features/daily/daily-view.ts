import { DAILY_UI } from '../../../shared/daily-ui';
import type { TDailyPublicResponse } from '../../../shared/daily';
import { DAILY_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { isApiError, NETWORK_ERROR_CODE } from '../../lib/api';

/** What the Daily tab shows when there is no story to show (spec §2 error variants, §8 messages). */
export type TDailyProblem =
  | { variant: 'subscription'; title: string; message: string }
  | { variant: 'unavailable'; title: string; message: string };

/** Decided by flags and codes, never by reading the text (except the spec's own 'Subscription Required'). */
export function dailyProblem(error: unknown, body?: TDailyPublicResponse): TDailyProblem {
  const upgrade =
    body?.upgradeRequired === true ||
    (isApiError(error) &&
      (error.flags.upgradeRequired === true || error.message === SUBSCRIPTION_MESSAGES.subscriptionRequired));
  if (upgrade) {
    return {
      variant: 'subscription',
      title: DAILY_UI.subscriptionRequired,
      message: DAILY_MESSAGES.subscriptionRequired,
    };
  }
  const unavailable = (message: string) => ({
    variant: 'unavailable' as const,
    title: DAILY_UI.storyUnavailable,
    message,
  });
  if (!error && body && !body.story) return unavailable(body.error || DAILY_MESSAGES.noDailyStory);
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR_CODE) return unavailable(DAILY_MESSAGES.loadFailedWith(error.message));
    if (error.status === 404) return unavailable(DAILY_MESSAGES.noDailyStory);
    return unavailable(error.message || DAILY_MESSAGES.loadFailed);
  }
  return unavailable(DAILY_MESSAGES.loadFailed);
}

/** Spec §8 playback: NotAllowedError asks for a tap first; anything else is the daily story's own message. */
export function playProblem(error: unknown, messages: { interact: string; failed: string }): string {
  return error instanceof DOMException && error.name === 'NotAllowedError'
    ? messages.interact
    : messages.failed;
}
