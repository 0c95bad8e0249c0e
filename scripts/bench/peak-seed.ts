import { createHash } from 'node:crypto';
import { createLocalAudioStore } from '../../src/server/features/narration/audio-store.js';
import { createLocalNarrator } from '../../src/server/features/narration/local-narrator.js';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { openDatabase, type OpenOptions, type SqlClient } from '../../src/server/platform/db/client.js';
import { progress } from './engine-run.js';

/** What the load needs to know of one seeded family (g = 1..N). */
export interface PeakFamily {
  g: number;
  childId: string;
  /** The newest story: narrated, so the player has a file to Range-read. */
  playStoryId: string;
  /** The story before it: no audio yet, so "ask for narration" has something to narrate. */
  narrateStoryId: string;
}

/** Every 100th family has two years of nightly stories; the others a few weeks' worth. */
export const LONG_LIBRARY_EVERY = 100;
const LONG_LIBRARY_STORIES = 730;

export const peakEmail = (g: number) => `peak-${g}@peak.test`;
export const peakToken = (g: number) => `peak-t-${g}`;

async function step(label: string, sql: SqlClient, text: string, params: unknown[] = []) {
  const started = performance.now();
  await sql.query(text, params);
  progress(`  seed ${label}: ${Math.round(performance.now() - started)} ms`);
}

/**
 * N families written with set-based SQL (as scripts/seed-users.ts does: generate_series, the
 * admin story trigger off inside the inserting transaction and its figures computed set-wise),
 * so 10,000 families and their ~200,000 stories load in seconds, not one request at a time.
 * Each family: a verified user whose password is `template`'s (signed up over HTTP, so the hash
 * is the server's own), a bearer session `peak-t-g`, a Premium plan mirrored in the sandbox
 * provider (so plan changes work), one child, its stories, and the newest story narrated.
 */
export async function seedPeakFamilies(
  target: Pick<OpenOptions, 'dataDir' | 'databaseUrl'>,
  families: number,
  templateEmail: string,
  audioDataDir: string,
): Promise<PeakFamily[]> {
  const database = await openDatabase(target);
  const sql = database.sql;
  const sample = writeLocalStory({
    childName: 'Mia',
    age: 5,
    readingLevel: 'beginner',
    interests: ['stars'],
    fears: [],
    theme: 'bedtime',
    storyLength: 'medium',
    seed: 3,
  });
  try {
    const BATCH = 20_000;
    for (let from = 1; from <= families; from += BATCH) {
      const to = Math.min(families, from + BATCH - 1);
      const range = [from, to];
      await step(
        `users ${from}-${to}`,
        sql,
        `INSERT INTO "user" ("id", "name", "email", "email_verified", "created_at", "updated_at")
         SELECT 'peak-u-' || g, 'Parent ' || g, 'peak-' || g || '@peak.test', true,
                now() - make_interval(days => 30 + g % 700), now()
         FROM generate_series($1::int, $2::int) g`,
        range,
      );
      await step(
        'accounts',
        sql,
        `INSERT INTO "account" ("id", "account_id", "provider_id", "user_id", "password", "created_at", "updated_at")
         SELECT 'peak-a-' || g, 'peak-u-' || g, 'credential', 'peak-u-' || g,
                (SELECT a."password" FROM "account" a JOIN "user" u ON u."id" = a."user_id"
                 WHERE u."email" = $3 AND a."provider_id" = 'credential'), now(), now()
         FROM generate_series($1::int, $2::int) g`,
        [...range, templateEmail],
      );
      await step(
        'sessions',
        sql,
        `INSERT INTO "session" ("id", "token", "user_id", "created_at", "updated_at", "expires_at")
         SELECT 'peak-s-' || g, 'peak-t-' || g, 'peak-u-' || g, now(), now(), now() + interval '30 days'
         FROM generate_series($1::int, $2::int) g`,
        range,
      );
      await step(
        'plans (app mirror and sandbox provider)',
        sql,
        `WITH c AS (
           INSERT INTO "sandbox_customer" ("id", "user_ref", "email", "name", "created_at")
           SELECT 'peak-cus-' || g, 'peak-u-' || g, 'peak-' || g || '@peak.test', 'Parent ' || g, now()
           FROM generate_series($1::int, $2::int) g RETURNING "id"
         ), s AS (
           INSERT INTO "sandbox_subscription" ("id", "customer_id", "price_id", "status",
             "current_period_start", "current_period_end", "created_at", "updated_at")
           SELECT 'peak-sub-' || substr(c."id", 10), c."id", 'price_sandbox_premium_monthly', 'active',
                  now() - interval '5 days', now() + interval '25 days', now(), now()
           FROM c RETURNING "id"
         )
         INSERT INTO "subscription" ("id", "user_id", "customer_id", "status", "plan_key", "price_id",
           "price_cents", "interval", "current_period_start", "current_period_end", "created_at", "updated_at")
         SELECT s."id", 'peak-u-' || substr(s."id", 10), 'peak-cus-' || substr(s."id", 10), 'active',
                'premium', 'price_sandbox_premium_monthly', 999, 'month',
                now() - interval '5 days', now() + interval '25 days', now(), now()
         FROM s`,
        range,
      );
      await step(
        'children',
        sql,
        `INSERT INTO "child" ("user_id", "name", "age", "reading_level", "story_tone", "interests")
         SELECT 'peak-u-' || g, 'Mia', 3 + g % 8, 'beginner', 'calming', '["stars"]'::jsonb
         FROM generate_series($1::int, $2::int) g`,
        range,
      );
    }
    // One story a night, newest yesterday (tonight's credit is still whole).
    const started = performance.now();
    await sql.exec(`BEGIN;
      ALTER TABLE "story" DISABLE TRIGGER "admin_story_insert";
      INSERT INTO "story" ("user_id", "child_id", "child_name", "title", "content", "theme", "story_type",
        "story_length", "word_count", "reading_time", "seed", "writer", "created_at")
      SELECT c."user_id", c."id", 'Mia', ${literal(sample.title)} || ' ' || n,
             -- Each story's own first line: narration keys files by their text, so equal texts
             -- would share one file and "ask for narration" would cost nothing after the first.
             'Night ' || n || ' of ' || c."user_id" || '. ' || ${literal(sample.content)},
             'bedtime', 'personalized_text', 'medium', ${sample.wordCount}, ${sample.readingTime}, n, 'local',
             now() - make_interval(days => n)
      FROM "child" c
      CROSS JOIN LATERAL generate_series(1,
        CASE WHEN substr(c."user_id", 8)::int % ${LONG_LIBRARY_EVERY} = 0 THEN ${LONG_LIBRARY_STORIES}
             ELSE 8 + substr(c."user_id", 8)::int % 15 END) n
      WHERE c."user_id" LIKE 'peak-u-%';
      ALTER TABLE "story" ENABLE TRIGGER "admin_story_insert";
      UPDATE "admin_user_stats" s SET "stories_generated" = x.n, "last_activity_at" = x.latest
        FROM (SELECT "user_id", count(*) AS n, max("created_at") AS latest FROM "story"
              WHERE "user_id" LIKE 'peak-u-%' GROUP BY "user_id") x
        WHERE s."user_id" = x."user_id";
      COMMIT;`);
    progress(`  seed stories: ${Math.round(performance.now() - started)} ms`);

    // The newest story of each family is narrated: one real file, shared by content key (as equal
    // narrations share one in production), so "play" reads real MP3 bytes with Range.
    const narrator = createLocalNarrator();
    const made = await narrator.narrate(sample.content).finally(() => narrator.close());
    const key = createHash('sha256').update(`peak-bench\n${sample.content}`).digest('hex');
    const store = createLocalAudioStore(audioDataDir);
    await store.put(`${key}.json`, new TextEncoder().encode(JSON.stringify({ timings: made.timings })));
    await store.put(`${key}.mp3`, made.bytes);
    const audio = {
      mimeType: 'audio/mpeg',
      delivery: 'url',
      duration: made.duration,
      voiceId: made.voiceId,
      size: made.bytes.length,
    };
    await step(
      'narrated newest stories',
      sql,
      `WITH newest AS (
         SELECT DISTINCT ON ("user_id") "id", "user_id" FROM "story"
         WHERE "user_id" LIKE 'peak-u-%' ORDER BY "user_id", "created_at" DESC
       ), jobs AS (
         INSERT INTO "story_audio_job" ("story_id", "user_id", "status", "done", "total", "attempts", "content_key")
         SELECT "id", "user_id", 'ready', 1, 1, 1, $1 FROM newest RETURNING "story_id"
       )
       UPDATE "story" s SET "audio" = $2::jsonb || jsonb_build_object('audioUrl', '/api/stories/' || s."id" || '/audio')
       FROM jobs WHERE s."id" = jobs."story_id"`,
      [key, JSON.stringify(audio)],
    );
    await step('analyze', sql, 'ANALYZE');

    const { rows } = await sql.query<{ g: number; child_id: string; play: string; narrate: string }>(
      `SELECT substr(c."user_id", 8)::int AS g, c."id" AS child_id,
              (SELECT "id" FROM "story" s WHERE s."user_id" = c."user_id" ORDER BY "created_at" DESC LIMIT 1) AS play,
              (SELECT "id" FROM "story" s WHERE s."user_id" = c."user_id" ORDER BY "created_at" DESC OFFSET 1 LIMIT 1) AS narrate
       FROM "child" c WHERE c."user_id" LIKE 'peak-u-%' ORDER BY 1`,
    );
    return rows.map((r) => ({
      g: Number(r.g),
      childId: r.child_id,
      playStoryId: r.play,
      narrateStoryId: r.narrate,
    }));
  } finally {
    await database.close();
  }
}

/** A SQL string literal (the seed's own story text, never user input). */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
