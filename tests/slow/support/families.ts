import type { SqlClient } from '../../../src/server/platform/db/client.js';
import { SESSION_EXPIRES_IN } from '../../../src/server/features/identity/auth.js';

/** One seeded parent: a bearer token (a session row) and the ids of its children. */
export interface Family {
  userId: string;
  token: string;
  childIds: string[];
}

/**
 * Verified parents with an active plan, a session each and `children` child profiles, written with
 * set-based SQL (signing up a thousand parents over HTTP would spend the test's time hashing
 * passwords). `prefix` keeps two seeded sets in one database apart. Families have had their
 * welcome story (each story spends the day's credit) unless `welcome: 'new'`.
 */
export async function seedFamilies(
  sql: SqlClient,
  options: {
    count: number;
    plan: 'premium' | 'family';
    children?: number;
    prefix?: string;
    welcome?: 'used' | 'new';
  },
): Promise<Family[]> {
  const prefix = options.prefix ?? 'slow';
  const kids = options.children ?? 1;
  const params = [options.count, prefix];
  await sql.query(
    `INSERT INTO "user" ("id", "name", "email", "email_verified")
     SELECT $2 || '-u-' || g, 'Parent ' || g, $2 || g || '@example.com', true FROM generate_series(1, $1::int) g`,
    params,
  );
  await sql.query(
    `INSERT INTO "session" ("id", "expires_at", "token", "user_id")
     SELECT $2 || '-s-' || g, now() + make_interval(secs => $3), $2 || '-token-' || g, $2 || '-u-' || g
     FROM generate_series(1, $1::int) g`,
    [...params, SESSION_EXPIRES_IN],
  );
  await sql.query(
    `INSERT INTO "subscription" ("id", "user_id", "customer_id", "status", "plan_key", "price_id",
       "price_cents", "interval", "current_period_start", "current_period_end")
     SELECT 'sub_' || $2 || '_' || g, $2 || '-u-' || g, 'cus_' || $2 || '_' || g, 'active', $3,
       'price_sandbox_' || $3 || '_monthly', 999, 'month', now(), now() + interval '30 days'
     FROM generate_series(1, $1::int) g`,
    [...params, options.plan],
  );
  await sql.query(
    `INSERT INTO "child" ("user_id", "name", "age", "reading_level", "story_tone", "interests")
     SELECT $2 || '-u-' || g, (ARRAY['Mia','Leo','Ava'])[k], 5, 'beginner', 'calming', '["stars"]'::jsonb
     FROM generate_series(1, $1::int) g, generate_series(1, $3::int) k`,
    [...params, kids],
  );
  if (options.welcome !== 'new')
    await sql.query(
      `INSERT INTO "welcome_gift" ("user_id", "email_key", "created_at")
       SELECT $2 || '-u-' || g, encode(sha256(convert_to($2 || g || '@example.com', 'UTF8')), 'hex'), now()
       FROM generate_series(1, $1::int) g`,
      params,
    );
  const { rows } = await sql.query<{ user_id: string; ids: string[] }>(
    `SELECT u."id" AS user_id,
       coalesce(array_agg(c."id"::text ORDER BY c."name") FILTER (WHERE c."id" IS NOT NULL), '{}') AS ids
     FROM "user" u LEFT JOIN "child" c ON c."user_id" = u."id"
     WHERE u."id" LIKE $1 || '-u-%' GROUP BY u."id"`,
    [prefix],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    token: `${prefix}-token-${r.user_id.slice(`${prefix}-u-`.length)}`,
    childIds: r.ids,
  }));
}
