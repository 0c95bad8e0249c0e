import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { audioProblem } from './audio-problems';

describe('audioProblem', () => {
  it('a credit error shows Audio Credit Error with the server text and sends non-family plans to the plans', () => {
    const err = new ApiError(403, 'NO_CREDITS', 'No audio story credits remaining for today', {
      creditLimit: true,
      planType: 'premium',
    });
    expect(audioProblem(err)).toEqual({
      kind: 'credit',
      title: 'Audio Credit Error',
      detail: 'No audio story credits remaining for today',
      plans: true,
      refreshCredits: true,
    });
  });

  it('on Family the credit error waits for midnight instead of offering the plans', () => {
    const err = new ApiError(403, 'NO_CREDITS', 'No audio story credits remaining for today', {
      creditLimit: true,
      planType: 'family',
    });
    expect(audioProblem(err).plans).toBe(false);
  });

  it('upgradeRequired shows Upgrade required: {message}', () => {
    const err = new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'Subscription Required', {
      upgradeRequired: true,
    });
    expect(audioProblem(err)).toMatchObject({
      kind: 'upgrade',
      title: 'Upgrade required: Subscription Required',
      plans: true,
    });
  });

  it('a story that already has audio says so', () => {
    const err = new ApiError(409, 'CONFLICT', STORY_MESSAGES.audioAlreadyExists);
    expect(audioProblem(err)).toMatchObject({ kind: 'exists', title: 'This story already has audio' });
  });

  it('anything else is Failed to generate audio: {message}', () => {
    expect(audioProblem(new ApiError(502, 'GENERATION_FAILED', 'Audio generation failed')).title).toBe(
      'Failed to generate audio: Audio generation failed',
    );
    expect(audioProblem(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch')).kind).toBe('failed');
  });
});
