import { localDayWindow, nextLocalMidnight, safeTimeZone } from './local-day.js';

/** A credit day: its zone and its window [start, end) in UTC. */
export interface CreditDay {
  timeZone: string;
  start: Date;
  end: Date;
}

/**
 * The shortest credit day we hand out. A local day is 23 h at the least (a DST spring-forward);
 * a shorter window can only come from a zone change, and would be a cheap extra credit.
 */
export const MIN_CREDIT_DAY_MS = 23 * 3_600_000;

/**
 * The credit day in force at `now`. The day pinned at its first spend holds, whatever the profile's
 * zone says now, until it ends. After it, the profile's zone decides the next day, which never
 * starts before the last one ended (no overlap); if what is left of that local day is shorter
 * than MIN_CREDIT_DAY_MS (the zone moved), the day runs on to the following local midnight.
 * So every credit day after the first lasts 23 h or more, and no zone hopping gets a user more
 * days' credits in a real day than someone who stays put.
 */
export function creditDayAt(pinned: CreditDay | null, now: Date, profileZone: string): CreditDay {
  if (pinned && now.getTime() < pinned.end.getTime()) return pinned;
  const timeZone = safeTimeZone(profileZone);
  const local = localDayWindow(now, timeZone);
  if (!pinned) return { timeZone, ...local };
  const start = local.start.getTime() < pinned.end.getTime() ? pinned.end : local.start;
  let end = local.end;
  if (end.getTime() - start.getTime() < MIN_CREDIT_DAY_MS) end = nextLocalMidnight(end, timeZone);
  return { timeZone, start, end };
}
