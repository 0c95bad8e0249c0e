// `npm run seed:users -- --users 100000 --stories 1000000 [--reset]` (`npm run seed -- --users …`
// delegates here): many accounts for the Admin Panel's Users tab and its bench (scripts/bench/admin.ts).
// Writes with set-based SQL into the configured database (DATABASE_URL, else the PGlite in DATA_DIR,
// which no server may hold open).
// Every seeded row is named seed-…, so --reset removes exactly these.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/platform/config.js';
import { openDatabase, type SqlClient } from '../src/server/platform/db/client.js';
import { migrate } from '../src/server/platform/db/migrate.js';

export interface SeedCounts {
  users: number;
  stories: number;
}

const FIRST = `ARRAY['Ava','Ben','Cleo','Dan','Eve','Finn','Gus','Hana','Ivy','Jon','Kai','Lena','Milo','Nora','Omar','Pia','Quin','Rosa','Sam','Tess']`;
const LAST = `ARRAY['Moon','Star','Brook','Hill','Dale','Wood','Field','Lake','Stone','Vale']`;

async function step(label: string, sql: SqlClient, text: string, params: unknown[] = []) {
  const started = performance.now();
  await sql.query(text, params);
  console.error(`  ${label}: ${Math.round(performance.now() - started)} ms`);
}

/** Removes every seeded row (users cascade to their children, stories, sessions, subscriptions). */
export async function resetSeed(sql: SqlClient) {
  await step('reset payments', sql, `DELETE FROM "payment" WHERE "invoice_id" LIKE 'seed-in-%'`);
  await step('reset users', sql, `DELETE FROM "user" WHERE "id" LIKE 'seed-u-%'`);
}

export async function seedUsers(sql: SqlClient, { users, stories }: SeedCounts) {
  const BATCH = 20_000;
  for (let from = 1; from <= users; from += BATCH) {
    const to = Math.min(users, from + BATCH - 1);
    // Joined over the last two years; the admin_user_stats row comes from the trigger.
    await step(
      `users ${from}-${to}`,
      sql,
      `INSERT INTO "user" ("id", "name", "email", "email_verified", "created_at", "updated_at")
       SELECT 'seed-u-' || g, (${FIRST})[1 + g % 20] || ' ' || (${LAST})[1 + (g / 20) % 10] || ' ' || g,
              'seed' || g || '@seed.test', true,
              now() - make_interval(days => g % 720, secs => g % 86400), now()
       FROM generate_series($1::int, $2::int) g`,
      [from, to],
    );
  }
  await step(
    'children',
    sql,
    `INSERT INTO "child" ("user_id", "name", "age", "reading_level", "story_tone")
     SELECT 'seed-u-' || g, 'Kid ' || k, g % 13, 'beginner', 'calming'
     FROM generate_series(1, $1::int) g, generate_series(1, 3) k
     WHERE (k = 1 AND g % 3 <> 0) OR (k > 1 AND g % 5 = 0)`,
    [users],
  );
  // Plans by g: premium monthly (g%4=0), starter (g%8=1), family annual (g%10=2), a trial
  // (g%20=3), an ended premium (g%10=6).
  await step(
    'subscriptions',
    sql,
    `INSERT INTO "subscription" ("id", "user_id", "customer_id", "status", "plan_key", "price_id",
       "price_cents", "interval", "current_period_start", "current_period_end", "trial_start", "created_at", "updated_at")
     SELECT 'seed-sub-' || g, 'seed-u-' || g, 'seed-cus-' || g, p.status, p.plan, 'price_seed_' || p.plan,
            p.cents, p.iv, now() - make_interval(days => g % 30),
            now() + make_interval(days => p.ends - g % 30), p.trial, now() - make_interval(days => g % 700), now()
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (SELECT * FROM (VALUES
       (g % 4 = 0, 'active', 'premium', 999, 'month', 30, NULL::timestamptz),
       (g % 8 = 1, 'active', 'starter', 499, 'month', 30, NULL),
       (g % 10 = 2, 'active', 'family_annual', 17999, 'year', 365, NULL),
       (g % 20 = 3, 'trialing', 'starter', 499, 'month', 7, now() - make_interval(days => g % 7)),
       (g % 10 = 6, 'canceled', 'premium', 999, 'month', -10, NULL)
     ) v(chosen, status, plan, cents, iv, ends, trial) WHERE chosen LIMIT 1) p`,
    [users],
  );
  await step(
    'payments',
    sql,
    `INSERT INTO "payment" ("invoice_id", "user_id", "customer_id", "subscription_id", "plan_key", "amount_cents", "paid_at")
     SELECT 'seed-in-' || g || '-' || m, 'seed-u-' || g, 'seed-cus-' || g, 'seed-sub-' || g, 'premium', 999,
            now() - make_interval(days => m * 30 + g % 30)
     FROM generate_series(1, $1::int) g, generate_series(0, 5) m
     WHERE g % 4 = 0 AND m <= g % 6`,
    [users],
  );
  await step(
    'sessions',
    sql,
    `INSERT INTO "session" ("id", "token", "user_id", "created_at", "updated_at", "expires_at")
     SELECT 'seed-s-' || n, 'seed-t-' || n, 'seed-u-' || (1 + (n::bigint * 31) % $1::int),
            now() - make_interval(days => n % 365), now(), now() + interval '7 days'
     FROM generate_series(1, $1::int * 2) n`,
    [users],
  );
  // A million stories one trigger at a time takes many minutes; the story trigger is switched off
  // inside the transaction that inserts them (ALTER TABLE locks the table, so no other writer's
  // story can slip past it) and the same figures are then computed set-wise for the seeded users.
  const started = performance.now();
  await sql.exec(`BEGIN;
    ALTER TABLE "story" DISABLE TRIGGER "admin_story_insert";
    INSERT INTO "story" ("user_id", "child_name", "title", "content", "theme", "story_type",
      "story_length", "word_count", "reading_time", "seed", "writer", "created_at")
    SELECT 'seed-u-' || (1 + (n::bigint * 7919) % ${users}), 'Kid', 'Seeded story ' || n,
           'Once upon a time a seeded story was told, and everyone slept well.', 'bedtime',
           'personalized_text', 'short', 13, 1, n, 'seed',
           now() - make_interval(days => n % 365, secs => n % 86400)
    FROM generate_series(1, ${stories}) n;
    ALTER TABLE "story" ENABLE TRIGGER "admin_story_insert";
    INSERT INTO "user_activity_day" ("user_id", "day")
      SELECT DISTINCT "user_id", ("created_at" AT TIME ZONE 'UTC')::date FROM "story"
      WHERE "user_id" LIKE 'seed-u-%' ON CONFLICT DO NOTHING;
    UPDATE "admin_user_stats" s SET "stories_generated" = c.n, "last_activity_at" = GREATEST(s."last_activity_at", c.latest)
      FROM (SELECT "user_id", count(*) AS n, max("created_at") AS latest FROM "story"
            WHERE "user_id" LIKE 'seed-u-%' GROUP BY "user_id") c
      WHERE s."user_id" = c."user_id";
    UPDATE "admin_user_stats" s SET "active_days" = d.n
      FROM (SELECT "user_id", count(*) AS n FROM "user_activity_day"
            WHERE "user_id" LIKE 'seed-u-%' GROUP BY "user_id") d
      WHERE s."user_id" = d."user_id";
    COMMIT;`);
  console.error(`  stories: ${Math.round(performance.now() - started)} ms`);
  await step('analyze', sql, 'ANALYZE');
}

/** Opens the configured database, migrates it, and seeds (after --reset, if asked). */
export async function runUserSeed(counts: SeedCounts, { reset = false }: { reset?: boolean } = {}) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.sql);
    const started = performance.now();
    if (reset) await resetSeed(database.sql);
    console.error(`seeding ${counts.users} users and ${counts.stories} stories into ${database.kind}`);
    await seedUsers(database.sql, counts);
    console.error(`done in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await database.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '100000' },
      stories: { type: 'string', default: '1000000' },
      reset: { type: 'boolean', default: false },
    },
  });
  const counts = { users: Number(values.users), stories: Number(values.stories) };
  if (
    !Number.isInteger(counts.users) ||
    counts.users < 1 ||
    !Number.isInteger(counts.stories) ||
    counts.stories < 0
  )
    throw new Error('--users must be a positive integer and --stories a whole number');
  await runUserSeed(counts, { reset: values.reset });
}

// Only when run as `npm run seed:users`, not when `npm run seed -- --users N` imports runUserSeed.
if (process.argv[1]?.endsWith('seed-users.ts')) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
