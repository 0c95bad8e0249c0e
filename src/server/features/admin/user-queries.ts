import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TUserFilters, TUserSortKey, TUserStats } from '../../../shared/admin-data.js';
import type { Db } from '../../platform/db/client.js';
import { adminUserStats as s } from '../../platform/db/schema/admin.js';
import { payments } from '../../platform/db/schema/billing.js';
import { users as u } from '../../platform/db/schema/identity.js';
import type { TUserStatsRow } from './user-rows.js';
import { DAY_MS } from './time.js';

export type SortCast = 'timestamptz' | 'bigint' | 'integer' | 'text' | 'smallint';

interface SortKey {
  expr: SQL | typeof s.joinedAt;
  /** The table the sort expression reads: name and e-mail live on "user", the rest on the stats. */
  on?: 'user';
  /** PostgreSQL type the expression's text form is cast back to, for keyset paging. */
  cast: SortCast;
  defaultOrder: 'asc' | 'desc';
  /** inactiveDays sorts by join_day + active_days, which runs the other way. */
  inverted?: boolean;
}

/** Each sort key is backed by an index of 0011_admin_audit.sql. */
const SORTS: Record<TUserSortKey, SortKey> = {
  createdAt: { expr: s.joinedAt, cast: 'timestamptz', defaultOrder: 'desc' },
  name: { expr: sql`lower(${u.name})`, on: 'user', cast: 'text', defaultOrder: 'asc' },
  email: { expr: sql`${u.email}`, on: 'user', cast: 'text', defaultOrder: 'asc' },
  planType: { expr: sql`${s.planRank}`, cast: 'smallint', defaultOrder: 'desc' },
  totalSpending: { expr: sql`${s.totalSpendingCents}`, cast: 'bigint', defaultOrder: 'desc' },
  activeDays: { expr: sql`${s.activeDays}`, cast: 'integer', defaultOrder: 'desc' },
  inactiveDays: {
    expr: sql`(${s.joinDay} + ${s.activeDays})`,
    cast: 'integer',
    defaultOrder: 'desc',
    inverted: true,
  },
  subscriptionCount: { expr: sql`${s.subscriptionCount}`, cast: 'integer', defaultOrder: 'desc' },
  lastActivity: { expr: sql`${s.lastActivityAt}`, cast: 'timestamptz', defaultOrder: 'desc' },
  storiesGenerated: { expr: sql`${s.storiesGenerated}`, cast: 'integer', defaultOrder: 'desc' },
  childrenCount: { expr: sql`${s.childrenCount}`, cast: 'integer', defaultOrder: 'desc' },
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function whereOf(filters: TUserFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.search) {
    // Name and e-mail in one lower-cased text: the trigram index of 0012_admin_search.sql.
    const pattern = `%${escapeLike(filters.search.toLowerCase())}%`;
    parts.push(sql`(lower(${u.name}) || chr(10) || lower(${u.email})) LIKE ${pattern}`);
  }
  if (filters.planType === 'none') parts.push(eq(s.subscriptionCount, 0));
  else if (filters.planType !== 'all') parts.push(eq(s.planType, filters.planType));
  return parts.length ? and(...parts) : undefined;
}

/** The direction the SQL expression runs in for this request. */
function sqlOrder(filters: TUserFilters): { key: SortKey; ascending: boolean } {
  const key = SORTS[filters.sortBy];
  const wanted = filters.sortOrder ?? key.defaultOrder;
  const ascending = (wanted === 'asc') !== Boolean(key.inverted);
  return { key, ascending };
}

function baseSelect(db: Db, extra: Record<string, SQL> = {}) {
  return db
    .select({
      id: u.id,
      name: u.name,
      email: u.email,
      userId: s.userId,
      joinedAt: s.joinedAt,
      joinDay: s.joinDay,
      storiesGenerated: s.storiesGenerated,
      childrenCount: s.childrenCount,
      subscriptionCount: s.subscriptionCount,
      totalSpendingCents: s.totalSpendingCents,
      activeDays: s.activeDays,
      lastActivityAt: s.lastActivityAt,
      planType: s.planType,
      planRank: s.planRank,
      planKey: s.planKey,
      planStatus: s.planStatus,
      planPriceCents: s.planPriceCents,
      planInterval: s.planInterval,
      planExpiresAt: s.planExpiresAt,
      ...extra,
    })
    .from(s)
    .innerJoin(u, eq(u.id, s.userId));
}

export interface KeysetCursor {
  value: string;
  id: string;
}

/** A row with its sort key's text form, from which the next page's cursor is made. */
export type TUserPageRow = TUserStatsRow & { sortValue: string };

/** The cursor that starts after (or ends before) this row. */
export const cursorOf = (row: TUserPageRow): KeysetCursor => ({ value: row.sortValue, id: row.id });

/** From this offset on, a page is read from whichever end of the list is nearer (see `page`). */
const DEEP_OFFSET = 2_500;

/** Reads for the Users tab: one indexed query each, on admin_user_stats joined to user. */
export function createUserQueries(db: Db, { deepOffset = DEEP_OFFSET }: { deepOffset?: number } = {}) {
  /**
   * The list's total under these filters, reading only the tables the filters need: every user
   * has exactly one stats row (0011's insert trigger; the foreign key the other way), so a
   * search alone counts "user" and a plan filter alone counts admin_user_stats.
   */
  async function count(filters: TUserFilters): Promise<number> {
    const total = sql`count(*)`.mapWith(Number);
    const where = whereOf(filters);
    const query =
      filters.search && filters.planType !== 'all'
        ? db.select({ total }).from(s).innerJoin(u, eq(u.id, s.userId)).where(where)
        : filters.search
          ? db.select({ total }).from(u).where(where)
          : db.select({ total }).from(s).where(where);
    const [counted] = await query;
    return counted?.total ?? 0;
  }

  /**
   * The ids of one page, in list order, reading only the narrow columns an index holds: the
   * OFFSET walks index entries, not joined rows (a deferred join), and the full rows are then
   * read for these ids alone. Tables as in `count`.
   */
  function pageIds(filters: TUserFilters, ascending: boolean, limit: number, offset: number) {
    const key = SORTS[filters.sortBy];
    const dir = ascending ? asc : desc;
    const needsStats = key.on !== 'user' || filters.planType !== 'all';
    const needsUser = key.on === 'user' || Boolean(filters.search);
    const id = needsStats ? s.userId : u.id;
    const from = needsStats
      ? needsUser
        ? db.select({ id }).from(s).innerJoin(u, eq(u.id, s.userId))
        : db.select({ id }).from(s)
      : db.select({ id }).from(u);
    return from.where(whereOf(filters)).orderBy(dir(key.expr), dir(id)).limit(limit).offset(offset);
  }

  async function rowsOf(filters: TUserFilters, ascending: boolean, limit: number, offset: number) {
    if (limit <= 0) return [];
    const key = SORTS[filters.sortBy];
    const dir = ascending ? asc : desc;
    const rows = await baseSelect(db, { sortValue: sql<string>`(${key.expr})::text` })
      .where(inArray(s.userId, pageIds(filters, ascending, limit, offset)))
      .orderBy(dir(key.expr), dir(s.userId));
    return rows as unknown as TUserPageRow[];
  }

  async function page(filters: TUserFilters, pageNumber: number, limit: number) {
    const { ascending } = sqlOrder(filters);
    const offset = (pageNumber - 1) * limit;
    if (offset < deepOffset) {
      const [rows, total] = await Promise.all([rowsOf(filters, ascending, limit, offset), count(filters)]);
      return { rows, total };
    }
    // A deep page (the last of 100,000 users is offset 99,975) is read from the nearer end: the
    // same rows, walking the order backwards from the end, then turned the right way round. The
    // order is total (the user id breaks ties), so both directions see the same sequence.
    const total = await count(filters);
    const afterPage = total - offset - limit;
    if (offset >= total || afterPage >= offset)
      return { rows: await rowsOf(filters, ascending, limit, offset), total };
    const rows = await rowsOf(filters, !ascending, limit + Math.min(0, afterPage), Math.max(0, afterPage));
    return { rows: rows.reverse(), total };
  }

  /**
   * Up to `size` rows next to `cursor` in list order: after it, or (`backwards`) before it,
   * returned in list order. An indexed range read whatever the depth.
   */
  async function rowsBeside(
    filters: TUserFilters,
    cursor: KeysetCursor | null,
    size: number,
    backwards = false,
  ) {
    const { key, ascending } = sqlOrder(filters);
    const forward = ascending !== backwards;
    const dir = forward ? asc : desc;
    const beside = cursor
      ? (forward ? gt : lt)(
          sql`(${key.expr}, ${s.userId})`,
          sql`(CAST(${cursor.value} AS ${sql.raw(key.cast)}), ${cursor.id})`,
        )
      : undefined;
    const rows = (await baseSelect(db, { sortValue: sql<string>`(${key.expr})::text` })
      .where(and(whereOf(filters), beside))
      .orderBy(dir(key.expr), dir(s.userId))
      .limit(size)) as unknown as TUserPageRow[];
    return backwards ? rows.reverse() : rows;
  }

  /** The page after or before a cursor, with the list's total (keyset paging for the Users tab). */
  async function pageBeside(filters: TUserFilters, cursor: KeysetCursor, limit: number, backwards: boolean) {
    const [rows, total] = await Promise.all([rowsBeside(filters, cursor, limit, backwards), count(filters)]);
    return { rows, total };
  }

  /**
   * One batch of the export in list order, after `cursor` (keyset: each batch is an indexed range
   * read, whatever the depth, and nothing is held between batches).
   */
  async function batchAfter(filters: TUserFilters, cursor: KeysetCursor | null, size: number) {
    const rows = await rowsBeside(filters, cursor, size);
    const last = rows.at(-1);
    return { rows, next: last ? cursorOf(last) : null };
  }

  const sortCast = (filters: TUserFilters): SortCast => SORTS[filters.sortBy].cast;

  async function one(userId: string): Promise<TUserStatsRow | null> {
    const [row] = await baseSelect(db).where(eq(s.userId, userId));
    return (row as TUserStatsRow | undefined) ?? null;
  }

  async function stats(now: Date): Promise<TUserStats> {
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const [[row], [revenue]] = await Promise.all([
      db
        .select({
          total: sql`count(*)`.mapWith(Number),
          active: sql`count(*) FILTER (WHERE ${s.planType} <> 'free')`.mapWith(Number),
          recent: sql`count(*) FILTER (WHERE ${s.joinedAt} >= ${weekAgo.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
          activeDays: sql`coalesce(sum(${s.activeDays}), 0)`.mapWith(Number),
        })
        .from(s),
      db.select({ cents: sql`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) }).from(payments),
    ]);
    const total = row?.total ?? 0;
    const active = row?.active ?? 0;
    const oneDecimal = (n: number) => Math.round(n * 10) / 10;
    return {
      totalUsers: total,
      activeSubscriptions: active,
      conversionRate: total ? oneDecimal((active / total) * 100) : 0,
      newUsersLast7Days: row?.recent ?? 0,
      totalRevenue: revenue?.cents ?? 0,
      averageActiveDays: total ? oneDecimal((row?.activeDays ?? 0) / total) : 0,
    };
  }

  return { page, pageBeside, batchAfter, sortCast, one, stats };
}

export type UserQueries = ReturnType<typeof createUserQueries>;
