import { eq } from 'drizzle-orm';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { openDatabase } from '../../src/server/platform/db/client.js';
import { subscriptions } from '../../src/server/platform/db/schema/billing.js';
import { users } from '../../src/server/platform/db/schema/identity.js';
import { children, stories } from '../../src/server/platform/db/schema/stories.js';
import { STORY_THEMES } from '../../src/shared/constants.js';

/**
 * Gives the bench user a verified address, a Premium plan, a child and `count` stories, written
 * straight into the stopped server's data directory (the server owns it while it runs).
 */
export async function seedLibrary(dataDir: string, email: string, count: number) {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    const [user] = await db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, email))
      .returning();
    if (!user) throw new Error(`no user ${email}`);
    const now = new Date();
    await db.insert(subscriptions).values({
      id: 'sub_bench',
      userId: user.id,
      customerId: 'cus_bench',
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
    const rows = Array.from({ length: count }, (_, i) => {
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
        createdAt: new Date(now.getTime() - i * 60_000),
      };
    });
    await db.insert(stories).values(rows);
  } finally {
    await database.close();
  }
}
