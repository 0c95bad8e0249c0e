import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditDayAt, MIN_CREDIT_DAY_MS, type CreditDay } from './credit-day.js';
import { localDayWindow } from './local-day.js';

const at = (iso: string) => new Date(iso);
const H = 3_600_000;

describe('localDayWindow', () => {
  it('is the local day around the instant', () => {
    expect(localDayWindow(at('2025-01-15T03:30:00Z'), 'America/New_York')).toEqual({
      start: at('2025-01-14T05:00:00Z'),
      end: at('2025-01-15T05:00:00Z'),
    });
    // Exactly at a local midnight, the day that begins there.
    expect(localDayWindow(at('2025-01-15T05:00:00Z'), 'America/New_York').start).toEqual(
      at('2025-01-15T05:00:00Z'),
    );
    // DST starts: a 23-hour day.
    const short = localDayWindow(at('2025-03-09T12:00:00Z'), 'America/New_York');
    expect(short.end.getTime() - short.start.getTime()).toBe(23 * H);
  });
});

describe('the credit day', () => {
  it('the first spend pins the local day of the profile zone', () => {
    expect(creditDayAt(null, at('2025-01-15T10:00:00Z'), 'UTC')).toEqual({
      timeZone: 'UTC',
      start: at('2025-01-15T00:00:00Z'),
      end: at('2025-01-16T00:00:00Z'),
    });
  });

  it('a zone edited during the day changes nothing until that day ends', () => {
    const pinned = creditDayAt(null, at('2025-01-15T10:00:00Z'), 'UTC');
    expect(creditDayAt(pinned, at('2025-01-15T10:05:00Z'), 'Pacific/Pago_Pago')).toBe(pinned);
    expect(creditDayAt(pinned, at('2025-01-15T23:59:59Z'), 'Pacific/Kiritimati')).toBe(pinned);
  });

  it('after it, the new zone decides, never overlapping and never shorter than 23 h', () => {
    const pinned = creditDayAt(null, at('2025-01-15T10:00:00Z'), 'UTC');
    // Pago Pago (UTC-11): its local day runs to 11:00Z; 11 h would be a cheap extra credit.
    expect(creditDayAt(pinned, at('2025-01-16T00:00:00Z'), 'Pacific/Pago_Pago')).toEqual({
      timeZone: 'Pacific/Pago_Pago',
      start: at('2025-01-16T00:00:00Z'),
      end: at('2025-01-17T11:00:00Z'),
    });
    // Kiritimati (UTC+14): local midnight at 10:00Z.
    expect(creditDayAt(pinned, at('2025-01-16T00:00:00Z'), 'Pacific/Kiritimati')).toEqual({
      timeZone: 'Pacific/Kiritimati',
      start: at('2025-01-16T00:00:00Z'),
      end: at('2025-01-17T10:00:00Z'),
    });
    // A spend long after the pinned day (21:00 in Tokyo): that whole local day.
    expect(creditDayAt(pinned, at('2025-01-20T12:00:00Z'), 'Asia/Tokyo')).toEqual({
      timeZone: 'Asia/Tokyo',
      start: at('2025-01-19T15:00:00Z'),
      end: at('2025-01-20T15:00:00Z'),
    });
  });

  it('the same zone every day gives back-to-back local days', () => {
    let day = creditDayAt(null, at('2025-03-08T12:00:00Z'), 'America/New_York');
    for (let i = 0; i < 3; i++) {
      const next = creditDayAt(day, day.end, 'America/New_York');
      expect(next.start).toEqual(day.end);
      expect(next).toEqual({ timeZone: 'America/New_York', ...localDayWindow(day.end, 'America/New_York') });
      day = next;
    }
  });

  it('no zone hopping opens more credit days in 24 h than staying put does (at most 2)', () => {
    const zones = [
      'UTC',
      'Pacific/Pago_Pago',
      'Pacific/Kiritimati',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
    ];
    const step = fc.record({ afterMs: fc.integer({ min: 1, max: 30 * H }), zone: fc.constantFrom(...zones) });
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 0, 1) }),
        fc.array(step, { maxLength: 40 }),
        (from, steps) => {
          // A user who edits the zone and spends at every step: each new credit day is a new credit.
          let now = new Date(from);
          let day: CreditDay | null = null;
          const days: CreditDay[] = [];
          for (const s of steps) {
            now = new Date(now.getTime() + s.afterMs);
            const next = creditDayAt(day, now, s.zone);
            expect(next.start.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(next.end.getTime()).toBeGreaterThan(now.getTime());
            if (next !== day) {
              if (day) {
                expect(next.start.getTime()).toBeGreaterThanOrEqual(day.end.getTime());
                expect(next.end.getTime() - next.start.getTime()).toBeGreaterThanOrEqual(MIN_CREDIT_DAY_MS);
              }
              days.push(next);
            }
            day = next;
          }
          for (let i = 2; i < days.length; i++) {
            expect(days[i]!.start.getTime() - days[i - 2]!.start.getTime()).toBeGreaterThanOrEqual(
              MIN_CREDIT_DAY_MS,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
