import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { BRIEF_HEADER } from '../../../shared/briefs.js';
import { CHILD_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import { generatedAnswer } from '../../../shared/stories.js';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  STORY_PAGE_DEFAULT,
  ZStoryGenerateRequest,
  ZStoryListQuery,
} from '../../../shared/stories.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import { jsonWithEtag } from '../../platform/http/etag.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput, uuidParam } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import type { ReadCache } from '../../platform/read-cache.js';
import type { StoryAudio } from './abilities.js';
import type { Library } from './library.js';
import type { StoryRepository } from './repository.js';
import type { StoriesService } from './service.js';
import { generationStream, replayStream, wantsEventStream } from './sse.js';

export interface StoriesRouteDeps {
  stories: StoriesService;
  repository: StoryRepository;
  library: Library;
  guards: Guards;
  readCache: ReadCache;
  /** Generation attempts per user (platform/http/rate-limit.ts), after the guards. */
  limitGeneration: MiddlewareHandler<AppEnv>;
  /** Deleting through narration removes the audio file too; without it only the row goes. */
  audio?: StoryAudio;
}

// Only uuids reach the :id routes, so other features' /api/stories/<word> paths are never shadowed.
const STORY_ID = uuidParam('id');

function idempotencyKeyOf(c: Context): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX) {
    throw AppError.validation(STORY_MESSAGES.idempotencyKeyInvalid, {
      [IDEMPOTENCY_HEADER]: STORY_MESSAGES.idempotencyKeyInvalid,
    });
  }
  return key;
}

/** Spec §7 Stories: the library and personal story generation. */
export function storiesRoutes(deps: StoriesRouteDeps) {
  const { stories, repository, library, guards, readCache, audio, limitGeneration } = deps;
  const app = new Hono<AppEnv>();
  // Per route, never app.use('/api/stories/*'): that would also guard other features' paths
  // under /api/stories (the public daily story, the credit status).
  const { requireVerifiedUser, requireSubscriber } = guards;
  const guarded = [requireSubscriber] as const;

  /**
   * The library list (issue 14): summaries, newest first, a page at a time, filtered in SQL, with
   * the family's themes. ETag + If-None-Match → 304. The unfiltered first page (opening the
   * library) is kept by the read cache on the embedded database.
   */
  app.get('/api/stories', ...guarded, async (c) => {
    const userId = c.get('user').id;
    const query = parseInput(ZStoryListQuery, c.req.query());
    const load = async () => JSON.stringify(await library.page(userId, query));
    const opening = !query.cursor && !query.childId && !query.theme && !query.audio;
    if (!opening) return jsonWithEtag(c, await load());
    return jsonWithEtag(c, await readCache.get(userId, `stories:page:${query.limit}`, load));
  });

  // Spec §7 shape ({ data: Story[] }, full stories), first page only; served from the read cache.
  app.get('/api/stories/all', ...guarded, async (c) => {
    const userId = c.get('user').id;
    const body = await readCache.get(userId, 'stories:all', async () =>
      JSON.stringify(await library.firstFullPage(userId, STORY_PAGE_DEFAULT)),
    );
    return jsonWithEtag(c, body);
  });

  app.get('/api/stories/child/:id', ...guarded, async (c) => {
    const list = await repository.listForChild(c.get('user').id, c.req.param('id'));
    if (!list) throw AppError.notFound(CHILD_MESSAGES.notFound);
    return c.json({ data: list });
  });

  /**
   * JSON: 201 { data: Story } (200 for a replayed Idempotency-Key); personalized_audio also
   * narrates, and answers { data, audioStatus } when the audio is not ready within AUDIO_WAIT_MS. With Accept: text/event-stream
   * the refusals that come before writing starts (validation, child, credits, key) are still
   * plain JSON errors; once the stream is open, failure is an `error` event.
   */
  app.post('/api/stories/generate', ...guarded, limitGeneration, async (c) => {
    const request = parseInput(ZStoryGenerateRequest, await readJson(c));
    const idempotencyKey = idempotencyKeyOf(c);
    const user = c.get('user');
    const begun = await stories.begin(
      { userId: user.id, timeZone: user.timeZone, access: c.get('entitlements') },
      request,
      idempotencyKey,
    );
    const streaming = wantsEventStream(c);
    // The brief this request made: a client that reloads follows it (/api/stories/briefs/{id}/events).
    if (begun.kind === 'pending') c.header(BRIEF_HEADER, begun.job.briefId);
    if (begun.kind === 'replay') {
      c.header('Idempotent-Replayed', 'true');
      return streaming ? replayStream(c, begun.story) : c.json({ data: begun.story }, 200);
    }
    if (streaming) return generationStream(c, stories, begun.job);
    const { story, audioStatus, notices } = await stories.finish(begun.job, { log: c.get('log') });
    // personalized_audio: the story carries its audio, or audioStatus says how far narration is.
    return c.json(generatedAnswer(story, audioStatus, notices), 201);
  });

  // The reader: kept by the read cache like the library's first page (a write notice for the
  // family's stories or children empties it, on either database); a miss is never kept.
  app.get(`/api/stories/${STORY_ID}`, ...guarded, async (c) => {
    const userId = c.get('user').id;
    const id = c.req.param('id');
    const body = await readCache.get(userId, `story:${id.toLowerCase()}`, async () => {
      const story = await repository.find(userId, id);
      if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
      return JSON.stringify({ data: story });
    });
    return jsonWithEtag(c, body);
  });

  // Deleting needs no plan: a parent whose subscription lapsed can still remove their stories.
  app.delete(`/api/stories/${STORY_ID}`, requireVerifiedUser, async (c) => {
    const userId = c.get('user').id;
    const id = c.req.param('id');
    // Through narration, so the story's audio file goes too.
    const remove = () => repository.remove(userId, id);
    if (!(await (audio ? audio.removeStory(userId, id, remove) : remove())))
      throw AppError.notFound(STORY_MESSAGES.notFound);
    return c.json({ success: true });
  });

  return app;
}
