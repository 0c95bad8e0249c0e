import { createLru } from '../../platform/lru.js';

/**
 * Credits are daily and the day turns at the user's local midnight (users.timeZone, IANA).
 * Pure functions of (instant, zone) so tests can pin the clock.
 */

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using
 * one (it was a fifth of a credit-status request). Bounded, since zone spellings come from users.
 */
const formatters = createLru<string, Intl.DateTimeFormat>(1_000);

/** A zone we cannot use (unknown to this runtime) falls back to UTC rather than failing the request. */
export function safeTimeZone(timeZone: string): string {
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (local wall time minus UTC). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The user's local calendar date, 'YYYY-MM-DD' (the credit_usage.day key). */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, safeTimeZone(timeZone));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The first instant of the next local day. Found from the wall-clock midnight by two offset
 * corrections (enough across a DST change); where a zone skips midnight itself (a spring-forward
 * at 00:00), the day starts at the first existing instant, which this lands on too.
 */
export function nextLocalMidnight(instant: Date, timeZone: string): Date {
  const zone = safeTimeZone(timeZone);
  const p = localParts(instant, zone);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day + 1, 0, 0, 0);
  let guess = wallMidnight - offsetMs(new Date(wallMidnight), zone);
  guess = wallMidnight - offsetMs(new Date(guess), zone);
  // A skipped midnight puts the guess before the day boundary: move to where the new date begins.
  if (localDate(new Date(guess), zone) === localDate(instant, zone)) {
    guess += 3_600_000;
  }
  return new Date(guess);
}

/**
 * The last day window found per zone: every credit read asks for today's window, and finding it
 * takes a dozen formatToParts calls, while the answer changes once a day.
 */
const windows = createLru<string, { start: Date; end: Date }>(1_000);

/** The local day that contains the instant, as [start, end) in UTC. */
export function localDayWindow(instant: Date, timeZone: string): { start: Date; end: Date } {
  const known = windows.get(timeZone);
  const at = instant.getTime();
  if (known && known.start.getTime() <= at && at < known.end.getTime())
    return { start: new Date(known.start), end: new Date(known.end) };
  const found = findDayWindow(instant, timeZone);
  windows.set(timeZone, found);
  return { start: new Date(found.start), end: new Date(found.end) };
}

function findDayWindow(instant: Date, timeZone: string): { start: Date; end: Date } {
  const zone = safeTimeZone(timeZone);
  // A local midnight before the instant (no local day is longer than 25 h), then step forward.
  let start = nextLocalMidnight(new Date(instant.getTime() - 26 * 3_600_000), zone);
  for (;;) {
    const next = nextLocalMidnight(start, zone);
    if (next.getTime() > instant.getTime()) return { start, end: next };
    start = next;
  }
}
