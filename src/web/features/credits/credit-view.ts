/** Pure helpers of the credit display panel (spec §2 Credit display panel, §9 credits). */
import type { TCreditCount, TCreditStatus } from '../../../shared/credits';

/** Milliseconds from `now` until the ISO `resetTime`; null when it cannot be read. */
export function msUntilReset(resetTime: string, now: number): number | null {
  const at = Date.parse(resetTime);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** 'Resets in Xh Ym', minutes rounded up (so a credit never looks reset before it is). */
export function formatResetsIn(ms: number): string {
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  return `Resets in ${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`;
}

/** The panel's reset line: from resetTime, else the server's resetsInMs as it was when read. */
export function resetsInLabel(status: Pick<TCreditStatus, 'resetTime' | 'resetsInMs'>, now: number): string {
  return formatResetsIn(msUntilReset(status.resetTime, now) ?? status.resetsInMs);
}

/** '1 of 1 left today'; a plan without this kind says so. */
export function countLabel(count: TCreditCount): string {
  if (count.dailyLimit <= 0) return 'Not in your plan';
  return `${Math.max(0, count.remaining)} of ${count.dailyLimit} left today`;
}

/** 0..1 for the little meter. */
export function remainingShare(count: TCreditCount): number {
  if (count.dailyLimit <= 0) return 0;
  return Math.min(1, Math.max(0, count.remaining / count.dailyLimit));
}
