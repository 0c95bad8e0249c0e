/** Small display helpers shared by screens. */

export type TDateLike =
  string | number | Date | { seconds: number } | { _seconds: number } | null | undefined;

/** Spec §3: dates arrive as ISO strings, epoch milliseconds, or a `{ seconds }` object. */
export function toDate(value: TDateLike): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'object') {
    const seconds = 'seconds' in value ? value.seconds : value._seconds;
    return new Date(seconds * 1000);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// One formatter for the page: toLocaleDateString builds a new one per call, which for a library of
// fifty rows was ~100 ms of a phone's main thread on every render (Lighthouse, 4x CPU).
let dateFormat: Intl.DateTimeFormat | undefined;

function theDateFormat(): Intl.DateTimeFormat {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  return dateFormat;
}

export function formatDate(value: TDateLike, fallback = 'Unknown'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return theDateFormat().format(date);
}

/**
 * Builds the page's date formatter ahead of its first date. The page's first formatter loads the
 * browser's locale and time-zone data (~40 ms of a phone's main thread at 4x CPU: ~150 ms): done
 * while the first screen's requests are on their way, it no longer lengthens the task that draws
 * the library (and its largest paint).
 */
export function prepareDateFormat(): void {
  theDateFormat();
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let zoneOfThisLoad: string | undefined;

/**
 * The browser's IANA time zone, sent at sign-up so credits reset at the family's midnight. Read
 * once per page load: the auth state asks on every render, and each read built a formatter.
 */
export function browserTimeZone(): string {
  if (zoneOfThisLoad !== undefined) return zoneOfThisLoad;
  try {
    zoneOfThisLoad = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zoneOfThisLoad = 'UTC';
  }
  return zoneOfThisLoad;
}
