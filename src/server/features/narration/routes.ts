import { Hono, type MiddlewareHandler } from 'hono';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import { uuidParam } from '../../platform/http/input.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { audioResponse } from './audio-response.js';
import type { Narration } from './service.js';

// Only uuids reach the :id routes (as in the stories feature).
const STORY_ID = uuidParam('id');

export interface NarrationRouteDeps {
  narration: Narration;
  guards: Guards;
  /** The same budget as story generation (context.ts builds it once: key `generate:`). */
  limitGeneration: MiddlewareHandler<AppEnv>;
}

/** Spec §7 POST /stories/generate-audio/{id}, the job's progress, and the audio file itself. */
export function narrationRoutes(deps: NarrationRouteDeps) {
  const app = new Hono<AppEnv>();
  const { requireVerifiedUser, requireSubscriber } = deps.guards;
  const guarded = [requireSubscriber] as const;
  const limit = deps.limitGeneration;
  const { narration } = deps;

  /** 200 { data: Story with audio } or, when the job outlasts AUDIO_WAIT_MS, 202 { data, audioStatus }. */
  app.post(`/api/stories/generate-audio/${STORY_ID}`, ...guarded, limit, async (c) => {
    const user = c.get('user');
    const access = c.get('entitlements');
    const { story, status } = await narration.requestAudio(
      { userId: user.id, access, timeZone: user.timeZone },
      c.req.param('id'),
    );
    if (status.status === 'ready') return c.json({ data: story }, 200);
    return c.json({ data: story, audioStatus: status }, 202);
  });

  /** { data: {status, done, total}, story? } — the story (with its audio) once the job is done. */
  app.get(`/api/stories/${STORY_ID}/audio/status`, ...guarded, async (c) => {
    const { status, story } = await narration.status(c.get('user').id, c.req.param('id'));
    return c.json(story ? { data: status, story } : { data: status });
  });

  // Listening to one's own narrated story needs no live plan, like deleting it. The answer is the
  // file (Range requests: 206), or with S3 storage a 302 to a presigned URL of the bucket
  // (the player follows it, and its Range requests go to the bucket).
  app.get(`/api/stories/${STORY_ID}/audio`, requireVerifiedUser, async (c) => {
    const file = await narration.fileOf(c.get('user').id, c.req.param('id'));
    if (!file) throw AppError.notFound(STORY_MESSAGES.notFound);
    return audioResponse(c, file, narration.store);
  });

  return app;
}
