import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/messages';
import { formatWait, PLAN_PROMISES } from '../../../shared/plan-promises';
import { ApiError } from '../../lib/api';
import { creditShortfall, generationProblem } from './generation-rules';

const counts = (text: number, audio: number, audioLimit = 1) => ({
  text: { remaining: text, dailyLimit: 1 },
  audio: { remaining: audio, dailyLimit: audioLimit },
  resetsInMs: (7 * 60 + 59) * 60_000,
});

describe('creditShortfall', () => {
  it('lets a story through while a credit is left', () => {
    expect(creditShortfall({ ...counts(1, 0), planType: 'starter' }, 'text')).toBeNull();
  });
  it('says when the next story comes, and what Family adds, never "more stories each day"', () => {
    const s = creditShortfall({ ...counts(0, 1), planType: 'premium' }, 'text');
    expect(s).toEqual({
      title: 'Credit Limit Reached',
      message: 'No text story credits remaining for today',
      hint: "Tonight's story is written; the next one is ready at midnight, in 7 h 59 min.",
      upsell: PLAN_PROMISES.familyAddsChildren,
      redirect: '/subscription-plans?plan=family',
    });
    expect(JSON.stringify(s)).not.toMatch(/more stories each day/i);
  });
  it('tells Family it is the largest plan and sends it nowhere', () => {
    expect(creditShortfall({ ...counts(1, 0), planType: 'family' }, 'audio')).toMatchObject({
      message: 'No audio story credits remaining for today',
      hint: "Tonight's narration is used; the next one is ready at midnight, in 7 h 59 min.",
      upsell: PLAN_PROMISES.familyIsLargest,
      redirect: null,
    });
  });
  it('tells Starter that narration comes with Premium, and opens the plans on Premium', () => {
    expect(creditShortfall({ ...counts(1, 0, 0), planType: 'starter' }, 'audio')).toMatchObject({
      title: 'Listen with Premium',
      message: PLAN_PROMISES.premiumAddsNarration,
      redirect: '/subscription-plans?plan=premium',
    });
  });
});

describe('formatWait', () => {
  it('rounds up to the minute and drops empty parts', () => {
    expect(formatWait(61_000)).toBe('2 min');
    expect(formatWait(3 * 3_600_000)).toBe('3 h');
    expect(formatWait(3 * 3_600_000 + 1)).toBe('3 h 1 min');
  });
});

describe('generationProblem', () => {
  it('reads a credit or limit error as Credit Error and refreshes credits', () => {
    const err = new ApiError(403, 'NO_CREDITS', STORY_MESSAGES.noCredits('text'), { creditLimit: true });
    expect(generationProblem(err)).toEqual({
      kind: 'credit',
      title: 'Credit Error',
      detail: STORY_MESSAGES.noCredits('text'),
      refreshCredits: true,
    });
    expect(generationProblem(new ApiError(403, 'LIMIT_REACHED', 'x')).title).toBe('Credit Error');
  });
  it('decides by code, not by the words of the message', () => {
    expect(generationProblem(new ApiError(429, 'RATE_LIMITED', 'Daily limit hit')).kind).toBe('failed');
    expect(generationProblem(new ApiError(400, 'BAD_REQUEST', 'Subscription Required')).kind).toBe('failed');
  });
  it('reads upgradeRequired as Upgrade required', () => {
    const err = new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'Subscription Required', {
      upgradeRequired: true,
    });
    expect(generationProblem(err)).toEqual({
      kind: 'upgrade',
      title: 'Upgrade required',
      detail: null,
      refreshCredits: false,
    });
  });
  it('otherwise says Failed to generate story, with any useful detail', () => {
    expect(generationProblem(new ApiError(502, 'GENERATION_FAILED', 'Failed to generate story'))).toEqual({
      kind: 'failed',
      title: 'Failed to generate story',
      detail: null,
      refreshCredits: false,
    });
    expect(generationProblem(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch')).detail).toBe(
      'Failed to fetch',
    );
    expect(generationProblem('weird').title).toBe('Failed to generate story');
  });
});
