import { Hono } from 'hono';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/errors.js';
import { uuidParam } from '../../platform/http/input.js';
import type { AppEnv } from '../../platform/http/env.js';
import { limitPerUser } from '../../platform/http/rate-limit.js';
import { parseRange } from './audio-store.js';

// Only uuids reach the :id routes (as in the stories feature).
const STORY_ID = uuidParam('id');

/** Spec §7 POST /stories/generate-audio/{id}, the job's progress, and the audio file itself. */
export function narrationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { requireVerifiedUser, requireSubscriber } = ctx.guards;
  const guarded = [requireSubscriber] as const;
  // The same budget as story generation (stories/index.ts generationLimit: key `generate:`).
  const { RATE_LIMIT_GENERATIONS, RATE_LIMIT_WINDOW_SECONDS } = ctx.config;
  const limit = limitPerUser(ctx.attempts, 'generate', RATE_LIMIT_GENERATIONS, RATE_LIMIT_WINDOW_SECONDS);

  /** 200 { data: Story with audio } or, when the job outlasts AUDIO_WAIT_MS, 202 { data, audioStatus }. */
  app.post(`/api/stories/generate-audio/${STORY_ID}`, ...guarded, limit, async (c) => {
    const user = c.get('user');
    const access = c.get('entitlements');
    const { story, status } = await ctx.narration.requestAudio(
      { userId: user.id, access, timeZone: user.timeZone },
      c.req.param('id'),
    );
    if (status.status === 'ready') return c.json({ data: story }, 200);
    return c.json({ data: story, audioStatus: status }, 202);
  });

  /** { data: {status, done, total}, story? } — the story (with its audio) once the job is done. */
  app.get(`/api/stories/${STORY_ID}/audio/status`, ...guarded, async (c) => {
    const { status, story } = await ctx.narration.status(c.get('user').id, c.req.param('id'));
    return c.json(story ? { data: status, story } : { data: status });
  });

  // Listening to one's own narrated story needs no live plan, like deleting it. The answer is the
  // file (Range requests: 206), or with S3 storage a 302 to a presigned URL of the bucket
  // (the player follows it, and its Range requests go to the bucket).
  app.get(`/api/stories/${STORY_ID}/audio`, requireVerifiedUser, async (c) => {
    const file = await ctx.narration.fileOf(c.get('user').id, c.req.param('id'));
    if (!file) throw AppError.notFound(STORY_MESSAGES.notFound);
    // In a bucket: the owner was checked above, so hand out a short-lived signed URL.
    if (file.url) {
      // Never cached past the signature's life; each play asks us again (and the owner is checked).
      c.header('Cache-Control', 'private, no-store');
      return c.redirect(file.url, 302);
    }
    const common = {
      'Accept-Ranges': 'bytes',
      'Content-Type': 'audio/mpeg',
      'Cache-Control': 'private, max-age=86400',
    };
    const range = parseRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...common, 'Content-Range': `bytes */${file.size}` });
    }
    if (!range) {
      return c.body(ctx.narration.store.stream(file.key), 200, {
        ...common,
        'Content-Length': String(file.size),
      });
    }
    return c.body(ctx.narration.store.stream(file.key, range), 206, {
      ...common,
      'Content-Length': String(range.last - range.first + 1),
      'Content-Range': `bytes ${range.first}-${range.last}/${file.size}`,
    });
  });

  return app;
}
