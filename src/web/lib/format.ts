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

export function formatDate(value: TDateLike, fallback = 'Unknown'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The browser's IANA time zone, sent at sign-up so credits reset at the family's midnight. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
