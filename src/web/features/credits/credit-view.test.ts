import { describe, expect, it } from 'vitest';
import { formatResetsIn as sharedFormat } from '../../../shared/credits';
import { countLabel, formatResetsIn, msUntilReset, remainingShare, resetsInLabel } from './credit-view';

const H = 3_600_000;
const M = 60_000;

describe('reset time', () => {
  it("formats 'Resets in Xh Ym', rounding minutes up", () => {
    expect(formatResetsIn(5 * H + 12 * M)).toBe('Resets in 5h 12m');
    expect(formatResetsIn(5 * H + 12 * M + 1)).toBe('Resets in 5h 13m');
    expect(formatResetsIn(59 * M + 30_000)).toBe('Resets in 1h 0m');
    expect(formatResetsIn(0)).toBe('Resets in 0h 0m');
    expect(formatResetsIn(-5)).toBe('Resets in 0h 0m');
  });

  it('agrees with the server-side formatter', () => {
    for (const ms of [0, 1, M, 59 * M, H, 23 * H + 59 * M + 59_999]) {
      expect(formatResetsIn(ms)).toBe(sharedFormat(ms));
    }
  });

  it('counts down from resetTime, falling back to resetsInMs', () => {
    const now = Date.parse('2025-03-01T20:30:00Z');
    expect(msUntilReset('2025-03-02T00:00:00Z', now)).toBe(3.5 * H);
    expect(resetsInLabel({ resetTime: '2025-03-02T00:00:00Z', resetsInMs: 1 }, now)).toBe('Resets in 3h 30m');
    expect(resetsInLabel({ resetTime: 'soon', resetsInMs: 2 * H }, now)).toBe('Resets in 2h 0m');
    expect(msUntilReset('2025-03-01T20:00:00Z', now)).toBe(0);
  });
});

describe('counts', () => {
  it('reads remaining against the daily limit', () => {
    expect(countLabel({ remaining: 1, dailyLimit: 1 })).toBe('1 of 1 left today');
    expect(countLabel({ remaining: 0, dailyLimit: 3 })).toBe('0 of 3 left today');
    expect(countLabel({ remaining: 0, dailyLimit: 0 })).toBe('Not in your plan');
    expect(remainingShare({ remaining: 1, dailyLimit: 3 })).toBeCloseTo(1 / 3);
    expect(remainingShare({ remaining: 0, dailyLimit: 0 })).toBe(0);
  });
});
