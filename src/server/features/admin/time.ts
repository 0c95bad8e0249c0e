export { formatCents } from '../../../shared/admin-data.js';

/** Admin figures count days and months in UTC (docs/decisions/014-admin-active-days.md). */

export const DAY_MS = 86_400_000;

export const startOfUtcDay = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export const startOfUtcMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/** UTC days since 1970-01-01, as join_day is stored. */
export const utcDayNumber = (d: Date) => Math.floor(d.getTime() / DAY_MS);

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const clockTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "Jan 15" */
export const formatShortDate = (d: Date) => shortDate.format(d);
/** "Jan 15, 2030" */
export const formatLongDate = (d: Date) => longDate.format(d);
/** "3:05 PM UTC" */
export const formatTime = (d: Date) => `${clockTime.format(d)} UTC`;

/** a / b rounded half up to an integer, for non-negative integers (no float drift). */
export function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}
