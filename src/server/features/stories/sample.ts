import { Hono } from 'hono';
import { SAMPLE_AUDIO_PATH, SAMPLE_STORY_PATH, type TSampleStory } from '../../../shared/front-door.js';
import { AppError } from '../../platform/errors.js';
import { audioResponse } from '../../platform/http/range.js';
import type { SampleNarration } from './abilities.js';
import { clientHas, weakEtagOf } from '../../platform/http/etag.js';
import type { AppEnv } from '../../platform/http/env.js';
import { writeLocalStory } from './engine/index.js';
import type { StoryWriterInput } from './writer/types.js';

/**
 * The front door's sample (issue 26 part 7): one story a visitor can read without an account,
 * written by the local engine from a fixed brief and seed, so it is the same story on every
 * server and every start (it changes only with the story pack, i.e. with a release). An invented
 * child: no parent's words ever reach it.
 */
export const SAMPLE_BRIEF: StoryWriterInput = {
  childName: 'Luna',
  pronouns: 'she/her',
  age: 5,
  readingLevel: 'beginner',
  interests: ['owls', 'stars'],
  favoriteCharacter: 'a sleepy owl',
  storyTone: 'calming',
  fears: [],
  theme: 'bedtime',
  storyLength: 'short',
  seed: 2026,
};

/** Shared caches may keep it for an hour; the ETag makes a revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export function writeSampleStory(): TSampleStory {
  const { title, content, wordCount, readingTime } = writeLocalStory(SAMPLE_BRIEF);
  return { title, content, wordCount, readingTime };
}

/**
 * GET /api/sample-story: public, unauthenticated, cacheable. Written once, on first ask. With
 * narration, GET /api/sample-story/audio is the same story read aloud by the app's voice
 * (narrated once on first ask; the file is content-addressed, so a restart finds it again).
 */
export function sampleStoryRoutes(write: () => TSampleStory = writeSampleStory, narration?: SampleNarration) {
  const app = new Hono<AppEnv>();
  let answer: { json: string; etag: string } | undefined;
  let story: TSampleStory | undefined;
  const sample = () => (story ??= write());
  let narrated: Promise<{ key: string; size: number }> | undefined;

  app.get(SAMPLE_AUDIO_PATH, async (c) => {
    if (!narration) throw AppError.notFound();
    narrated ??= narration.narrate(sample().content).catch((err: unknown) => {
      narrated = undefined; // the next visitor tries again
      throw err;
    });
    const file = await narrated;
    return audioResponse(
      c.req.header('range'),
      file.size,
      (r) => narration.stream(file.key, r),
      CACHE_CONTROL,
    );
  });

  app.get(SAMPLE_STORY_PATH, (c) => {
    if (!answer) {
      const json = JSON.stringify({
        ...sample(),
        ...(narration ? { audioUrl: SAMPLE_AUDIO_PATH } : {}),
      } satisfies TSampleStory);
      answer = { json, etag: weakEtagOf(json) };
    }
    c.header('Cache-Control', CACHE_CONTROL);
    c.header('ETag', answer.etag);
    if (clientHas(c, answer.etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(answer.json);
  });
  return app;
}
