import { eq, inArray } from 'drizzle-orm';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { openDatabase, type OpenOptions } from '../../src/server/platform/db/client.js';
import { subscriptions } from '../../src/server/platform/db/schema/billing.js';
import { users } from '../../src/server/platform/db/schema/identity.js';
import { children, stories } from '../../src/server/platform/db/schema/stories.js';
import { STORY_THEMES } from '../../src/shared/constants.js';

/** One signed-up bench account and the number of stories its library gets. */
export interface SeedFamily {
  email: string;
  stories: number;
}

/**
 * Gives each bench account a verified address, a Premium plan, a child and its stories, written
 * straight into the database: a stopped server's PGlite data directory (the server owns it while
 * it runs), or PostgreSQL. `admin` becomes an admin (the bench reads /api/admin/health).
 */
export async function seedLibraries(
  target: Pick<OpenOptions, 'dataDir' | 'databaseUrl'>,
  families: SeedFamily[],
  admin?: string,
) {
  const database = await openDatabase(target);
  try {
    const db = database.db;
    const emails = [...families.map((f) => f.email), ...(admin ? [admin] : [])];
    await db.update(users).set({ emailVerified: true }).where(inArray(users.email, emails));
    if (admin) await db.update(users).set({ role: 'admin' }).where(eq(users.email, admin));
    for (const family of families) await seedFamily(database.db, family);
    // As autovacuum would in production: without statistics the planner takes the freshly
    // loaded tables for empty and sorts a family's whole library instead of reading its index.
    await database.sql.query('ANALYZE');
  } finally {
    await database.close();
  }
}

async function seedFamily(db: Awaited<ReturnType<typeof openDatabase>>['db'], family: SeedFamily) {
  const [user] = await db.select().from(users).where(eq(users.email, family.email));
  if (!user) throw new Error(`no user ${family.email}`);
  const now = new Date();
  await db.insert(subscriptions).values({
    id: `sub_bench_${user.id}`,
    userId: user.id,
    customerId: `cus_bench_${user.id}`,
    status: 'active',
    planKey: 'premium',
    priceId: 'price_sandbox_premium_monthly',
    priceCents: 999,
    interval: 'month',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86400_000),
  });
  const [child] = await db
    .insert(children)
    .values({
      userId: user.id,
      name: 'Mia',
      age: 5,
      readingLevel: 'beginner',
      storyTone: 'magical',
      interests: ['stars'],
    })
    .returning();
  const rows = Array.from({ length: family.stories }, (_, i) => {
    const theme = STORY_THEMES[i % STORY_THEMES.length] ?? 'adventure';
    const story = writeLocalStory({
      childName: 'Mia',
      age: 5,
      readingLevel: 'beginner',
      interests: ['stars'],
      fears: [],
      theme,
      storyLength: 'medium',
      seed: i + 1,
    });
    return {
      userId: user.id,
      childId: child?.id,
      childName: 'Mia',
      title: story.title,
      content: story.content,
      theme,
      storyType: 'personalized_text',
      storyLength: 'medium',
      wordCount: story.wordCount,
      readingTime: story.readingTime,
      seed: i + 1,
      writer: 'local',
      // One story a night, newest first: 1,000 stories are almost three years of bedtimes.
      createdAt: new Date(now.getTime() - i * 86_400_000),
    };
  });
  for (let i = 0; i < rows.length; i += 250) await db.insert(stories).values(rows.slice(i, i + 250));
}
