import { describe, expect, it } from 'vitest';
import { fadedVolume, isSleepChoice, SLEEP_FADE_MS, SLEEP_OPTIONS, sleepDeadline } from './sleep-timer';

describe('sleep timer', () => {
  it('offers off, end of this story, 15 and 30 minutes', () => {
    expect(SLEEP_OPTIONS.map((o) => o.label)).toEqual([
      'Off',
      'End of this story',
      '15 minutes',
      '30 minutes',
    ]);
    expect(SLEEP_OPTIONS.every((o) => isSleepChoice(o.value))).toBe(true);
    expect(isSleepChoice('45')).toBe(false);
  });

  it('sets a deadline only for the minute choices', () => {
    const now = 1_000_000;
    expect(sleepDeadline('15', now)).toBe(now + 15 * 60_000);
    expect(sleepDeadline('30', now)).toBe(now + 30 * 60_000);
    expect(sleepDeadline('off', now)).toBeNull();
    expect(sleepDeadline('end', now)).toBeNull();
  });

  it('fades from the listening volume down to silence, never up', () => {
    const steps = Array.from({ length: 13 }, (_, i) => fadedVolume(0.8, (i * SLEEP_FADE_MS) / 12));
    expect(steps[0]).toBeCloseTo(0.8);
    expect(steps.at(-1)).toBe(0);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeLessThan(steps[i - 1]!);
    expect(fadedVolume(0.8, SLEEP_FADE_MS * 2)).toBe(0);
    expect(fadedVolume(1, -5)).toBe(1);
  });
});
