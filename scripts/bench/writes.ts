import { ZDailyGenerateRequest } from '../../src/shared/daily.js';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { openDatabase, type OpenOptions } from '../../src/server/platform/db/client.js';
import { subscriptions } from '../../src/server/platform/db/schema/billing.js';
import { dailyStories } from '../../src/server/platform/db/schema/daily.js';
import { sessions, users } from '../../src/server/platform/db/schema/identity.js';
import { children, stories } from '../../src/server/platform/db/schema/stories.js';
import type { LoadRequest } from './loadgen.js';

/**
 * Accounts for the write rows of the bench (issue 13: story generation and narration jobs queued
 * per second). Premium allows one text and one audio story per child and day, so every request of
 * the load run needs its own account: each gets a verified user, a Premium plan, a child, one story
 * to narrate and a session whose token the load generator sends as `Authorization: Bearer`.
 */
export interface BenchWriter {
  bearer: string;
  childId: string;
  storyId: string;
}

const BATCH = 500;

export async function seedWriters(
  target: Pick<OpenOptions, 'dataDir' | 'databaseUrl'>,
  count: number,
): Promise<BenchWriter[]> {
  const database = await openDatabase(target);
  const db = database.db;
  const now = new Date();
  const month = new Date(now.getTime() + 30 * 86_400_000);
  const sample = writeLocalStory({
    childName: 'Mia',
    age: 5,
    readingLevel: 'beginner',
    interests: ['stars'],
    fears: [],
    theme: 'adventure',
    storyLength: 'short',
    seed: 7,
  });
  const writers: BenchWriter[] = [];
  try {
    for (let from = 0; from < count; from += BATCH) {
      const ids = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => `bench-w-${from + i}`);
      await db
        .insert(users)
        .values(ids.map((id) => ({ id, name: 'Writer', email: `${id}@example.com`, emailVerified: true })));
      await db
        .insert(sessions)
        .values(ids.map((id) => ({ id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt: month })));
      await db.insert(subscriptions).values(
        ids.map((id) => ({
          id: `sub_${id}`,
          userId: id,
          customerId: `cus_${id}`,
          status: 'active',
          planKey: 'premium',
          priceId: 'price_sandbox_premium_monthly',
          priceCents: 999,
          interval: 'month',
          currentPeriodStart: now,
          currentPeriodEnd: month,
        })),
      );
      const kids = await db
        .insert(children)
        .values(
          ids.map((userId) => ({
            userId,
            name: 'Mia',
            age: 5,
            readingLevel: 'beginner',
            storyTone: 'calming',
            interests: ['stars'],
          })),
        )
        .returning({ id: children.id, userId: children.userId });
      const written = await db
        .insert(stories)
        .values(
          kids.map((kid) => ({
            userId: kid.userId,
            childId: kid.id,
            childName: 'Mia',
            title: sample.title,
            content: sample.content,
            theme: 'adventure',
            storyType: 'personalized_text',
            storyLength: 'short',
            wordCount: sample.wordCount,
            readingTime: sample.readingTime,
            seed: 7,
            writer: 'local',
            // Written yesterday, so today's text credit is still whole.
            createdAt: new Date(now.getTime() - 86_400_000),
          })),
        )
        .returning({ id: stories.id, userId: stories.userId });
      const storyOf = new Map(written.map((s) => [s.userId, s.id]));
      for (const kid of kids)
        writers.push({ bearer: `t-${kid.userId}`, childId: kid.id, storyId: storyOf.get(kid.userId) ?? '' });
    }
    await database.sql.query('ANALYZE'); // see seed.ts
  } finally {
    await database.close();
  }
  return writers;
}

/** A published daily story for yesterday, today and tomorrow (UTC), so "today" exists in any zone. */
export async function seedDailyStory(target: Pick<OpenOptions, 'dataDir' | 'databaseUrl'>) {
  const database = await openDatabase(target);
  try {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const story = writeLocalStory({
      childName: 'Friend',
      age: 6,
      readingLevel: 'intermediate',
      interests: ['stars'],
      fears: [],
      theme: 'adventure',
      storyLength: 'medium',
      seed: 11,
    });
    await database.db
      .insert(dailyStories)
      .values(
        [-1, 0, 1].map((offset) => ({
          title: story.title,
          content: story.content,
          theme: 'adventure',
          status: 'published' as const,
          publishDate: day(offset),
          wordCount: story.wordCount,
          readingTime: story.readingTime,
          request: ZDailyGenerateRequest.parse({}),
          writer: 'local',
        })),
      )
      // A server that ran on this data directory may have published today's automatic story.
      .onConflictDoNothing({ target: dailyStories.publishDate });
  } finally {
    await database.close();
  }
}

export interface BenchWrite {
  name: string;
  request: () => LoadRequest;
}

/** Each request of a write row comes from the next account: one story and one narration each. */
export function benchWrites(base: string, writers: BenchWriter[]): BenchWrite[] {
  const headers = (w: BenchWriter) => ({
    authorization: `Bearer ${w.bearer}`,
    origin: base,
    'content-type': 'application/json',
  });
  const walk = (make: (w: BenchWriter) => LoadRequest) => {
    let next = 0;
    // Past the last account the requests are refused (no credit left): counted as non-2xx.
    return () => make(writers[next++ % writers.length] as BenchWriter);
  };
  return [
    {
      name: 'generate story (local engine)',
      request: walk((w) => ({
        method: 'POST',
        path: '/api/stories/generate',
        headers: headers(w),
        body: JSON.stringify({ childId: w.childId, storyLength: 'medium' }),
      })),
    },
    {
      name: 'queue narration (202)',
      request: walk((w) => ({
        method: 'POST',
        path: `/api/stories/generate-audio/${w.storyId}`,
        headers: headers(w),
      })),
    },
  ];
}
