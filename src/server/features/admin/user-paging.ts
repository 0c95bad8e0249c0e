import type { TUserFilters, TUserListQuery } from '../../../shared/admin-data.js';
import { AppError } from '../../platform/errors.js';
import type { KeysetCursor, SortCast, UserQueries } from './user-queries.js';

/**
 * A keyset cursor for the Users tab: the sort it was made for, the row's sort value in its text
 * form and the row's id, as base64url JSON. It is opaque to the client; a cursor made for another
 * sort or order, or one that was edited, is refused with a 400 before it reaches SQL (a value cast
 * to the wrong type would otherwise be a database error).
 */
export function encodeUserCursor(filters: TUserFilters, cursor: KeysetCursor): string {
  const payload = [filters.sortBy, filters.sortOrder ?? '', cursor.value, cursor.id];
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** User ids are better-auth's random strings (or uuids for seeded users). */
const USER_ID = /^[\w-]{1,100}$/;
const VALID: Record<SortCast, (value: string) => boolean> = {
  timestamptz: (v) =>
    /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(v) && !Number.isNaN(Date.parse(v)),
  bigint: (v) => /^-?\d{1,18}$/.test(v),
  integer: (v) => /^-?\d{1,9}$/.test(v),
  smallint: (v) => /^-?\d{1,4}$/.test(v),
  text: () => true,
};

export function decodeUserCursor(filters: TUserFilters, cast: SortCast, text: string): KeysetCursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw AppError.badRequest();
  }
  if (!Array.isArray(payload) || payload.length !== 4) throw AppError.badRequest();
  const [sortBy, sortOrder, value, id] = payload as unknown[];
  const fits =
    sortBy === filters.sortBy &&
    sortOrder === (filters.sortOrder ?? '') &&
    typeof value === 'string' &&
    typeof id === 'string' &&
    USER_ID.test(id) &&
    VALID[cast](value);
  if (!fits) throw AppError.badRequest();
  return { value: value as string, id: id as string };
}

/** One page of the Users tab: by offset, or beside the cursor the client was given. */
export async function userPage(queries: UserQueries, query: TUserListQuery) {
  const text = query.after ?? query.before;
  if (text === undefined) return queries.page(query, query.page, query.limit);
  const cursor = decodeUserCursor(query, queries.sortCast(query), text);
  return queries.pageBeside(query, cursor, query.limit, query.before !== undefined);
}
