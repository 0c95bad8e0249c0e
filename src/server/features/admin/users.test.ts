import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_SORT_KEYS,
  type TAdminUserRow,
  type TUserFilters,
  type TUserList,
  type TUserSortKey,
  type TUserStats,
} from '../../../shared/admin-data.js';
import { signUpVerified } from '../../../../tests/support/client.js';
import { signUpAdmin, type AdminClient } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { createUserQueries } from './user-queries.js';
import {
  DAY,
  insertChild,
  insertPayment,
  insertSession,
  insertStory,
  insertSubscription,
  insertUser,
} from '../../../../tests/support/features/admin-rows.js';

/**
 * The Users tab over 30 seeded accounts (plus the admin and one parent who signed up). Account i
 * joined 3i+1 days ago, signed in on (i mod 4)+1 distinct days, wrote i mod 3 stories on its first
 * day (no new active day), has i mod 4 children (an ended premium also had an older starter), paid (i mod 5)×100+i cents, and its plan is
 * by i mod 6: none, starter ending in 3 days, premium in 20, family annual in 200, a premium that
 * ended 5 days ago, a starter trial.
 */
const SEEDED = 30;
const now = Date.now();

let t: TestApp;
let admin: AdminClient;
const expected = new Map<string, { activeDays: number; stories: number; children: number; spent: number }>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.ctx, 'boss@moonlit.test', 'secret123', 'Zed Admin');
  await signUpVerified(t.app, 'parent@moonlit.test', 'secret123', 'Pat Parent');
  const db = t.ctx.db;
  const names = ['Ava', 'ben', 'Cleo', 'dan', 'Eve', 'finn'];
  for (let i = 0; i < SEEDED; i++) {
    const joined = new Date(now - (3 * i + 1) * DAY);
    const id = await insertUser(db, {
      name: `${names[i % 6]} Seed${String(i).padStart(2, '0')}`,
      email: `seed${String(i).padStart(2, '0')}@family${i % 2 ? '.example' : '.test'}`,
      createdAt: joined,
    });
    for (let d = 0; d <= i % 4; d++) await insertSession(db, id, new Date(joined.getTime() + d * DAY));
    for (let s = 0; s < i % 3; s++) await insertStory(db, id, new Date(joined.getTime() + 60_000));
    for (let c = 0; c < i % 4; c++) await insertChild(db, id, `Kid ${c}`);
    const spent = (i % 5) * 100 + i;
    if (spent > 0) await insertPayment(db, id, spent, new Date(joined.getTime() + 3_600_000));
    const kind = i % 6;
    const base = { createdAt: joined };
    if (kind === 1)
      await insertSubscription(db, id, 'starter', {
        ...base,
        status: 'active',
        periodEnd: new Date(now + 3 * DAY - 3_600_000),
      });
    if (kind === 2)
      await insertSubscription(db, id, 'premium', {
        ...base,
        status: 'active',
        periodEnd: new Date(now + 20 * DAY - 3_600_000),
      });
    if (kind === 3)
      await insertSubscription(db, id, 'family_annual', {
        ...base,
        status: 'active',
        periodEnd: new Date(now + 200 * DAY - 3_600_000),
      });
    if (kind === 4)
      await insertSubscription(db, id, 'starter', {
        status: 'canceled',
        createdAt: new Date(joined.getTime() - DAY),
        periodEnd: new Date(now - 40 * DAY),
      });
    if (kind === 4)
      await insertSubscription(db, id, 'premium', {
        ...base,
        status: 'canceled',
        periodEnd: new Date(now - 5 * DAY),
      });
    if (kind === 5)
      await insertSubscription(db, id, 'starter', {
        ...base,
        status: 'trialing',
        trialStart: joined,
        periodEnd: new Date(now + 6 * DAY - 3_600_000),
      });
    expected.set(id, { activeDays: (i % 4) + 1, stories: i % 3, children: i % 4, spent });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const list = (query: string) => admin.get<TUserList>(`/api/admin/users?${query}`);

async function everyone(query = ''): Promise<TAdminUserRow[]> {
  const res = await list(`limit=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.users;
}

describe('pagination', () => {
  it('25 a page; Page 1 of 2 then the last 7; past the end is empty', async () => {
    const first = await list('');
    expect(first.body.users).toHaveLength(25);
    expect(first.body.pagination).toEqual({
      total: 32,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
      page: 1,
      limit: 25,
      nextCursor: expect.any(String),
      prevCursor: null,
    });
    const second = await list('page=2');
    expect(second.body.users).toHaveLength(7);
    expect(second.body.pagination).toMatchObject({ hasNext: false, hasPrev: true, page: 2 });
    const ids = new Set([...first.body.users, ...second.body.users].map((u) => u.id));
    expect(ids.size).toBe(32);
    const beyond = await list('page=3');
    expect(beyond.body.users).toHaveLength(0);
    expect(beyond.body.pagination).toMatchObject({ hasNext: false, hasPrev: true, totalPages: 2 });
  });

  it('exactly one full page, and an empty result, are one page', async () => {
    const exact = await list('limit=32');
    expect(exact.body.pagination).toMatchObject({ totalPages: 1, hasNext: false, hasPrev: false });
    const none = await list('search=nobody-at-all');
    expect(none.body.pagination).toEqual({
      total: 0,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
      page: 1,
      limit: 25,
      nextCursor: null,
      prevCursor: null,
    });
  });

  it('refuses a page 0, a limit over 100, an unknown sort or plan', async () => {
    for (const q of ['page=0', 'limit=101', 'sortBy=password', 'planType=gold', 'page=abc'])
      expect((await list(q)).status, q).toBe(400);
  });
});

describe('columns', () => {
  it('each seeded figure: active days, stories, children, spending', async () => {
    for (const row of await everyone()) {
      const want = expected.get(row.id);
      if (!want) continue;
      expect(row.activeDays, row.email).toBe(want.activeDays);
      expect(row.activity).toEqual({ storiesGenerated: want.stories, childrenCount: want.children });
      expect(row.totalSpending).toBe(want.spent);
      expect(row.joinDaysAgo).toBe(Math.floor(now / DAY) - Math.floor((now - row.joinDaysAgo * DAY) / DAY));
      expect(row.activeDays + row.inactiveDays).toBe(row.joinDaysAgo + 1);
    }
  });

  it('expiry: days left, Expired, No expiry; annual price per month', async () => {
    const rows = await everyone();
    const by = (n: number) => rows.find((r) => r.email.startsWith(`seed${String(n).padStart(2, '0')}@`))!;
    expect(by(1).subscription).toMatchObject({
      planType: 'starter',
      planName: 'Starter',
      price: 499,
      daysUntilExpiry: 3,
    });
    expect(by(1).subscription.expiryFormatted).toMatch(/\(3 days left\)$/);
    expect(by(2).subscription).toMatchObject({ planType: 'premium', daysUntilExpiry: 20 });
    expect(by(3).subscription).toMatchObject({ planType: 'family', planName: 'Family Annual', price: 1500 }); // 17999 / 12
    expect(by(4).subscription).toMatchObject({
      planType: 'free',
      price: 0,
      expiryFormatted: 'Expired',
      daysUntilExpiry: -5,
    });
    expect(by(0).subscription).toMatchObject({
      planType: 'free',
      expiryFormatted: 'No expiry',
      expiryDate: null,
    });
    expect(by(7).totalSpendingFormatted).toBe('$2.07');
    expect(by(0).joinDateFormatted).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});

describe('search and plan filter', () => {
  it('matches name or e-mail, any case; % is a letter, not a wildcard', async () => {
    expect((await everyone('search=CLEO')).map((u) => u.name).sort()).toEqual([
      'Cleo Seed02',
      'Cleo Seed08',
      'Cleo Seed14',
      'Cleo Seed20',
      'Cleo Seed26',
    ]);
    expect(await everyone('search=family.example')).toHaveLength(15);
    expect(await everyone('search=%25')).toHaveLength(0);
  });

  it('none, free, starter, premium, family', async () => {
    const count = async (plan: string) => (await list(`planType=${plan}`)).body.pagination.total;
    expect(await count('all')).toBe(32);
    expect(await count('none')).toBe(5 + 2); // i mod 6 = 0, and the two who signed up
    expect(await count('free')).toBe(5 + 5 + 2); // none plus the ended premiums
    expect(await count('starter')).toBe(10); // active starters and trials
    expect(await count('premium')).toBe(5);
    expect(await count('family')).toBe(5);
    const family = await everyone('planType=family&search=seed03');
    expect(family.map((u) => u.email)).toEqual(['seed03@family.example']);
  });
});

const RANK: Record<string, number> = { free: 0, starter: 2, premium: 3, family: 4 };
const sortValue: Record<TUserSortKey, (r: TAdminUserRow) => string | number> = {
  createdAt: (r) => r.joinDate,
  name: (r) => r.name.toLowerCase(),
  email: (r) => r.email,
  planType: (r) =>
    r.subscription.planType === 'starter' && r.subscription.daysUntilExpiry === 6
      ? 1
      : RANK[r.subscription.planType]!,
  totalSpending: (r) => r.totalSpending,
  activeDays: (r) => r.activeDays,
  inactiveDays: (r) => r.inactiveDays,
  subscriptionCount: (r) => r.subscriptionCount,
  lastActivity: (r) => r.lastActivity,
  storiesGenerated: (r) => r.activity.storiesGenerated,
  childrenCount: (r) => r.activity.childrenCount,
};

describe('sorting', () => {
  it.each(USER_SORT_KEYS)('%s: in order, ties broken the same way on every page', async (key) => {
    const rows = await everyone(`sortBy=${key}`);
    expect(rows).toHaveLength(32);
    const values = rows.map(sortValue[key]);
    expect(new Set(values).size).toBeGreaterThan(2); // the data really differs on this key
    const ascending = key === 'name' || key === 'email';
    for (let i = 1; i < values.length; i++) {
      const [a, b] = [values[i - 1]!, values[i]!];
      if (ascending) expect(a <= b, `${key} ${String(a)} then ${String(b)}`).toBe(true);
      else expect(a >= b, `${key} ${String(a)} then ${String(b)}`).toBe(true);
    }
    const paged = [
      ...(await list(`sortBy=${key}`)).body.users,
      ...(await list(`sortBy=${key}&page=2`)).body.users,
    ];
    expect(paged.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const reversed = await everyone(`sortBy=${key}&sortOrder=${ascending ? 'desc' : 'asc'}`);
    expect(reversed.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
  });
});

describe('deep pages', () => {
  // Every key in its default order; the filters and both orders on two keys (one per table).
  const cases: TUserFilters[] = [
    ...USER_SORT_KEYS.map((sortBy) => ({ search: '', planType: 'all' as const, sortBy })),
    ...(['name', 'totalSpending'] as const).flatMap((sortBy) =>
      (['asc', 'desc'] as const).flatMap((sortOrder) =>
        (
          [
            { search: 'seed', planType: 'all' },
            { search: '', planType: 'starter' },
            { search: 'family.example', planType: 'free' },
          ] as const
        ).map((f) => ({ ...f, sortBy, sortOrder })),
      ),
    ),
  ];

  it('read from the far end, every page is the same as read from the start', async () => {
    const fromStart = createUserQueries(t.ctx.db, { deepOffset: Number.POSITIVE_INFINITY });
    const fromNearerEnd = createUserQueries(t.ctx.db, { deepOffset: 0 });
    for (const filters of cases) {
      const all = await fromStart.page(filters, 1, 100);
      const ids = all.rows.map((r) => r.id);
      // 7 a page: full pages, a short last page, and one past the end.
      for (let page = 1; page <= Math.ceil(all.total / 7) + 1; page++) {
        const label = `${JSON.stringify(filters)} page ${page}`;
        const got = await fromNearerEnd.page(filters, page, 7);
        expect(got.total, label).toBe(all.total);
        expect(
          got.rows.map((r) => r.id),
          label,
        ).toEqual(ids.slice((page - 1) * 7, page * 7));
      }
    }
  }, 120_000);
});

describe('keyset pages (Next and Previous)', () => {
  // Ties on every key but the e-mail: the id breaks them the same way in both directions.
  const sorts = ['createdAt', 'name', 'planType', 'totalSpending', 'inactiveDays', 'childrenCount'] as const;

  async function walk(query: string, limit: number) {
    const seen: string[][] = [];
    let res = await list(`${query}&limit=${limit}`);
    seen.push(res.body.users.map((u) => u.id));
    while (res.body.pagination.nextCursor) {
      const { page, nextCursor } = res.body.pagination;
      res = await list(`${query}&limit=${limit}&page=${page + 1}&after=${nextCursor}`);
      expect(res.status).toBe(200);
      seen.push(res.body.users.map((u) => u.id));
    }
    return { pages: seen, last: res };
  }

  it.each(sorts)('%s: Next then Previous read the same pages as page numbers do', async (sortBy) => {
    for (const order of ['', '&sortOrder=asc', '&planType=starter']) {
      const query = `sortBy=${sortBy}${order}`;
      const byNumber = (await everyone(query)).map((u) => u.id);
      const { pages, last } = await walk(query, 7);
      expect(pages.flat(), query).toEqual(byNumber);
      expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
      expect(last.body.pagination).toMatchObject({ hasNext: false, nextCursor: null });
      // Back from the last page to the first, one Previous at a time.
      let res = last;
      for (let i = pages.length - 2; i >= 0; i--) {
        const { page, prevCursor } = res.body.pagination;
        res = await list(`${query}&limit=7&page=${page - 1}&before=${prevCursor ?? ''}`);
        expect(res.status, `${query} back to page ${page - 1}`).toBe(200);
        expect(res.body.users.map((u) => u.id)).toEqual(pages[i]);
      }
      expect(res.body.pagination).toMatchObject({ page: 1, hasPrev: false, prevCursor: null });
    }
  });

  it('a cursor edited, made for another sort or order, or sent with its opposite is a 400', async () => {
    const first = await list('sortBy=totalSpending&limit=5');
    const cursor = first.body.pagination.nextCursor ?? '';
    const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
    const [sortBy, order, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as string[];
    expect(sortBy).toBe('totalSpending');
    for (const q of [
      `sortBy=createdAt&after=${cursor}`,
      `sortBy=totalSpending&sortOrder=asc&after=${cursor}`,
      `sortBy=totalSpending&after=${cursor}&before=${cursor}`,
      'sortBy=totalSpending&after=not-a-cursor',
      `sortBy=totalSpending&after=${forged([sortBy, order, '1); DROP TABLE x; --', id])}`,
      `sortBy=totalSpending&after=${forged([sortBy, order, value, "x' OR 1=1"])}`,
      `sortBy=createdAt&after=${forged(['createdAt', '', 'yesterday', id])}`,
      `sortBy=totalSpending&after=${forged({ sortBy })}`,
    ])
      expect((await list(q)).status, q).toBe(400);
    expect((await list(`sortBy=totalSpending&limit=5&page=2&after=${cursor}`)).status).toBe(200);
  });
});

describe('GET /api/admin/users/stats', () => {
  it('the six figures', async () => {
    const res = await admin.get<{ stats: TUserStats }>('/api/admin/users/stats');
    expect(res.status).toBe(200);
    const rows = await everyone();
    const activeDays = rows.reduce((s, r) => s + r.activeDays, 0);
    const spent = [...expected.values()].reduce((s, e) => s + e.spent, 0);
    expect(res.body.stats).toEqual({
      totalUsers: 32,
      activeSubscriptions: 20, // 5 starter, 5 premium, 5 family annual, 5 trials
      conversionRate: 62.5, // 20 / 32
      newUsersLast7Days: 2 + 2, // the two who signed up today, seeds 0 and 1 (1 and 4 days ago)
      totalRevenue: spent,
      averageActiveDays: Math.round((activeDays / 32) * 10) / 10,
    });
  });
});
