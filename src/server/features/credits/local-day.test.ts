import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatResetsIn } from '../../../shared/credits.js';
import { localDate, localDayWindow, nextLocalMidnight } from './local-day.js';

const at = (iso: string) => new Date(iso);

describe('the local day and its next midnight', () => {
  it('uses the user zone, not UTC', () => {
    // 03:30 UTC is still the evening before in New York.
    expect(localDate(at('2025-01-15T03:30:00Z'), 'America/New_York')).toBe('2025-01-14');
    expect(nextLocalMidnight(at('2025-01-15T03:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-01-15T05:00:00.000Z',
    );
    // 16:00 UTC is already tomorrow in Tokyo.
    expect(localDate(at('2025-01-15T16:00:00Z'), 'Asia/Tokyo')).toBe('2025-01-16');
    expect(nextLocalMidnight(at('2025-01-15T16:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2025-01-16T15:00:00.000Z',
    );
    expect(nextLocalMidnight(at('2025-01-15T10:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2025-01-15T18:30:00.000Z',
    );
  });

  it('handles days of 23 hours (DST starts) and a zone that skips midnight itself', () => {
    expect(nextLocalMidnight(at('2025-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(nextLocalMidnight(at('2025-03-09T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-03-10T04:00:00.000Z',
    );
    // Chile moves 00:00 → 01:00 on 2024-09-08: that day begins at 01:00 -03 (04:00 UTC).
    expect(nextLocalMidnight(at('2024-09-07T12:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2024-09-08T04:00:00.000Z',
    );
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(localDate(at('2025-01-15T23:30:00Z'), 'Mars/Olympus')).toBe('2025-01-15');
    expect(nextLocalMidnight(at('2025-01-15T23:30:00Z'), 'Mars/Olympus').toISOString()).toBe(
      '2025-01-16T00:00:00.000Z',
    );
  });

  it('is always the first instant of the next local date, within 25 hours', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/London',
      'Asia/Tokyo',
      'Australia/Lord_Howe',
      'America/Santiago',
      'Asia/Kolkata',
      'Pacific/Chatham',
      'America/St_Johns',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Tehran',
      'America/Havana',
    ];
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.constantFrom(...zones), (ms, zone) => {
        const now = new Date(ms);
        const next = nextLocalMidnight(now, zone);
        const gap = next.getTime() - now.getTime();
        expect(gap).toBeGreaterThan(0);
        expect(gap).toBeLessThanOrEqual(25 * 3_600_000);
        expect(localDate(next, zone) > localDate(now, zone)).toBe(true);
        expect(localDate(new Date(next.getTime() - 1000), zone)).toBe(localDate(now, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it("formats 'Resets in Xh Ym'", () => {
    expect(formatResetsIn(90 * 60_000)).toBe('Resets in 1h 30m');
    expect(formatResetsIn(59_000)).toBe('Resets in 0h 1m');
  });
});

describe('localDayWindow, remembered per zone', () => {
  it('answers the same day up to its last instant and the next day from its end, across a DST change', () => {
    const zone = 'Europe/Paris';
    // 2026-03-29 is 23 hours long in Paris (clocks go forward at 02:00).
    const day = localDayWindow(new Date('2026-03-29T10:00:00Z'), zone);
    expect(day.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(localDayWindow(new Date(day.end.getTime() - 1), zone)).toEqual(day);
    const next = localDayWindow(day.end, zone);
    expect(next).toEqual({ start: day.end, end: new Date('2026-03-30T22:00:00.000Z') });
    // An earlier instant after a later one is answered from scratch, not from the kept window.
    expect(localDayWindow(new Date('2026-03-28T12:00:00Z'), zone).end).toEqual(day.start);
  });
});
