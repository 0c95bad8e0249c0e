import { describe, expect, it } from 'vitest';
import { DAILY_UI, dailyFooter } from '../../../shared/daily-ui';
import { DAILY_MESSAGES, STORY_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api';
import { dailyProblem, playProblem } from './daily-view';

describe('the Daily tab without a story', () => {
  it('upgradeRequired (or the Subscription Required error) is the lock variant with the spec text', () => {
    const locked = {
      variant: 'subscription',
      title: DAILY_UI.subscriptionRequired,
      message: DAILY_MESSAGES.subscriptionRequired,
    };
    expect(dailyProblem(new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'x', { upgradeRequired: true }))).toEqual(
      locked,
    );
    expect(dailyProblem(new ApiError(403, 'HTTP_403', SUBSCRIPTION_MESSAGES.subscriptionRequired))).toEqual(
      locked,
    );
  });

  it('otherwise Story Unavailable with the §8 message for each failure', () => {
    const message = (e: unknown) => dailyProblem(e).message;
    expect(dailyProblem(new ApiError(404, 'NOT_FOUND', DAILY_MESSAGES.noDailyStory)).title).toBe(
      DAILY_UI.storyUnavailable,
    );
    expect(message(new ApiError(404, 'NOT_FOUND', 'whatever'))).toBe(DAILY_MESSAGES.noDailyStory);
    expect(message(new ApiError(500, 'INTERNAL', 'Database asleep'))).toBe('Database asleep');
    expect(message(new ApiError(500, 'INTERNAL', ''))).toBe(DAILY_MESSAGES.loadFailed);
    expect(message(new ApiError(0, NETWORK_ERROR_CODE, 'offline'))).toBe(
      DAILY_MESSAGES.loadFailedWith('offline'),
    );
    expect(message(new Error('odd'))).toBe(DAILY_MESSAGES.loadFailed);
  });

  it('a refused play asks for a tap; any other failure is Failed to play audio.', () => {
    const messages = { interact: STORY_MESSAGES.playInteract, failed: STORY_MESSAGES.dailyPlayFailed };
    expect(playProblem(new DOMException('no', 'NotAllowedError'), messages)).toBe(
      STORY_MESSAGES.playInteract,
    );
    expect(playProblem(new DOMException('no', 'NotSupportedError'), messages)).toBe(
      STORY_MESSAGES.dailyPlayFailed,
    );
  });
});

describe('the Daily tab footer (issue 26: no pitch for the plan the parent has)', () => {
  const every = [...Object.values(DAILY_UI.footerFor), DAILY_MESSAGES.checkBackTomorrow];
  const rows: [planType: string | undefined, pitchesPremium: boolean][] = [
    ['premium', false],
    ['family', false],
    ['starter', true],
    ['free', false],
    [undefined, false],
  ];
  it.each(rows)('%s: pitches Premium %s', (planType, pitchesPremium) => {
    expect(/premium/i.test(dailyFooter(planType))).toBe(pitchesPremium);
  });

  it('a paid Premium or Family parent is offered no plan at all', () => {
    for (const plan of ['premium', 'family']) expect(dailyFooter(plan)).not.toMatch(/premium|plan|upgrade/i);
  });

  it('no copy of the Daily tab promises "unlimited"', () => {
    for (const text of every) expect(text).not.toMatch(/unlimited/i);
  });
});
