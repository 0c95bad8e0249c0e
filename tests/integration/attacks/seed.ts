import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../src/server/context.js';
import { storyAudioJobs } from '../../../src/server/platform/db/schema/audio.js';
import { stories } from '../../../src/server/platform/db/schema/stories.js';

/** Test seeds for the attack suites: rows written straight to the tables, as the features would. */

let seeds = 0;

/** A saved text story of the user's child (no credit spent: the credit stays for the tests). */
export async function seedStory(ctx: AppContext, userId: string, childId: string): Promise<string> {
  const [row] = await ctx.db
    .insert(stories)
    .values({
      userId,
      childId,
      childName: 'Kid',
      title: `Seeded story ${++seeds}`,
      content: 'The moon rose over the quiet hills and everyone slept. '.repeat(20),
      theme: 'bedtime',
      storyType: 'personalized_text',
      storyLength: 'short',
      wordCount: 200,
      readingTime: 2,
      seed: seeds,
      writer: 'local',
    })
    .returning({ id: stories.id });
  ctx.readCache.invalidateUser(userId); // written behind the repository's back
  if (!row) throw new Error('story not seeded');
  return row.id;
}

/** A story with finished narration: its job row and an MP3 file in the audio store. */
export async function seedNarratedStory(ctx: AppContext, userId: string, childId: string): Promise<string> {
  const id = await seedStory(ctx, userId, childId);
  const bytes = new Uint8Array(randomBytes(2048));
  const contentKey = createHash('sha256').update(bytes).digest('hex');
  await ctx.narration.store.put(`${contentKey}.mp3`, bytes);
  await ctx.db
    .insert(storyAudioJobs)
    .values({ storyId: id, userId, status: 'ready', done: 1, total: 1, contentKey });
  await ctx.db
    .update(stories)
    .set({
      audio: {
        audioUrl: `/api/stories/${id}/audio`,
        mimeType: 'audio/mpeg',
        size: bytes.length,
        duration: 1,
      },
    })
    .where(eq(stories.id, id));
  ctx.readCache.invalidateUser(userId);
  return id;
}
