/**
 * The daily story's calendar: dates are YYYY-MM-DD in APP_TIMEZONE (default UTC), so "today"
 * turns at that zone's midnight for everyone, wherever the reader is.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

export function todayIn(timeZone: string, now: Date): string {
  let f = formatters.get(timeZone);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(now);
}

/** An ISO date moved by whole days (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
