import { describe, expect, it } from 'vitest';
import { formatPlayerTime, spokenTime } from './time-format';

describe('formatPlayerTime', () => {
  it.each([
    [0, '0:00'],
    [0.99, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [125.4, '2:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%s s is %s', (seconds, shown) => {
    expect(formatPlayerTime(seconds)).toBe(shown);
  });

  it('shows 0:00 for what a media element reports before it knows (NaN, Infinity, negative)', () => {
    expect(formatPlayerTime(Number.NaN)).toBe('0:00');
    expect(formatPlayerTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatPlayerTime(-3)).toBe('0:00');
  });
});

describe('spokenTime', () => {
  it('reads minutes and seconds in words', () => {
    expect(spokenTime(0)).toBe('0 seconds');
    expect(spokenTime(1)).toBe('1 second');
    expect(spokenTime(60)).toBe('1 minute');
    expect(spokenTime(125)).toBe('2 minutes 5 seconds');
    expect(spokenTime(61)).toBe('1 minute 1 second');
  });
});
