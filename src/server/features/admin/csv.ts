import type { TAdminUserRow } from '../../../shared/admin-data.js';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula, and some read the full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) as the same.
 * Such a cell gets a leading apostrophe, the OWASP advice, so it shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One RFC 4180 field: quoted when it holds a comma, a quote, CR or LF; quotes doubled. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF after every record. */
export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const USER_CSV_HEADER = [
  'Name',
  'Email',
  'Plan',
  'Plan type',
  'Price per month (USD)',
  'Expiry date',
  'Days until expiry',
  'Total spending (USD)',
  'Active days',
  'Inactive days',
  'Stories generated',
  'Subscriptions',
  'Children',
  'Last activity',
  'Join date',
  'Days since joining',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function userCsvCells(row: TAdminUserRow): (string | number | null)[] {
  return [
    row.name,
    row.email,
    row.subscription.planName,
    row.subscription.planType,
    dollars(row.subscription.price),
    row.subscription.expiryDate ? row.subscription.expiryDate.slice(0, 10) : '',
    row.subscription.daysUntilExpiry,
    dollars(row.totalSpending),
    row.activeDays,
    row.inactiveDays,
    row.activity.storiesGenerated,
    row.subscriptionCount,
    row.activity.childrenCount,
    row.lastActivity,
    row.joinDate.slice(0, 10),
    row.joinDaysAgo,
  ];
}
