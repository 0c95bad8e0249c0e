import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { creditShortfall, generationProblem } from './generation-rules';

const counts = (text: number, audio: number) => ({
  text: { remaining: text, dailyLimit: 1 },
  audio: { remaining: audio, dailyLimit: 1 },
});

describe('creditShortfall', () => {
  it('lets a story through while a credit is left', () => {
    expect(creditShortfall({ ...counts(1, 0), planType: 'starter' }, 'text')).toBeNull();
  });
  it('sends non-family plans to the plans page', () => {
    expect(creditShortfall({ ...counts(0, 1), planType: 'starter' }, 'text')).toEqual({
      title: 'Credit Limit Reached',
      message: 'No text story credits remaining for today',
      hint: STORY_MESSAGES.upgradeHint,
      redirect: true,
    });
  });
  it('tells the family plan its credits reset at midnight', () => {
    expect(creditShortfall({ ...counts(1, 0), planType: 'family' }, 'audio')).toMatchObject({
      message: 'No audio story credits remaining for today',
      hint: STORY_MESSAGES.familyResetHint,
      redirect: false,
    });
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
