import type { TInterval } from '../port.js';

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** One billing period later, clamped to the month's last day (Jan 31 → Feb 28), as Stripe does. */
export function addInterval(date: Date, interval: TInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const next = new Date(date.getTime());
  next.setUTCFullYear(y, m, Math.min(date.getUTCDate(), lastDay));
  return next;
}

export function discounted(amountCents: number, percentOff: number): number {
  return Math.round((amountCents * (100 - Math.min(Math.max(percentOff, 0), 100))) / 100);
}

/**
 * A plan switch, billed at once (spec brief: invoice the prorated difference now). Same interval:
 * the unused part of the old price is credited against the same part of the new one, and the
 * period stays. Another interval: a new period starts now at the full new price less the credit.
 * A negative amount (a downgrade) is not refunded; nothing is billed.
 */
export function prorate(input: {
  now: Date;
  periodStart: Date;
  periodEnd: Date;
  oldCents: number;
  newCents: number;
  sameInterval: boolean;
}): { amountCents: number; restartPeriod: boolean } {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.max(0, input.periodEnd.getTime() - input.now.getTime());
  const fraction = total > 0 ? Math.min(1, left / total) : 0;
  const credit = Math.round(input.oldCents * fraction);
  const amount = input.sameInterval
    ? Math.round(input.newCents * fraction) - credit
    : input.newCents - credit;
  return { amountCents: Math.max(0, amount), restartPeriod: !input.sameInterval };
}
