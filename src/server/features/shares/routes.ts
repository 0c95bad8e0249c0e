import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { shareAudioPath, ZCreateShareRequest, SHARE_MESSAGES } from '../../../shared/shares.js';
import type { TStory } from '../../../shared/stories.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput, uuidParam } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import { audioResponse, type ByteRange } from '../../platform/http/range.js';
import { renderGonePage, renderSharePage } from './page.js';
import type { ShareStore } from './service.js';

const STORY_ID = uuidParam('id');
const SHARE_ID = uuidParam('id');

/** A story's narration file, as the narration feature finds it (context.ts). */
export interface SharedAudio {
  fileOf(userId: string, storyId: string): Promise<{ key: string; size: number; url?: string } | null>;
  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array>;
}

export interface ShareRouteDeps {
  store: ShareStore;
  guards: Guards;
  /** The per-user budget of link creation (platform/http/rate-limit.ts). */
  limitCreate: MiddlewareHandler<AppEnv>;
  /** The parent's own story (the stories feature's repository), null when not theirs. */
  findStory(userId: string, storyId: string): Promise<TStory | null>;
  audio: SharedAudio;
}

/** Neither cached nor indexed: a link is private and may be turned off at any time. */
const PRIVATE_PAGE = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
};

/** An empty body takes the defaults (a week). */
async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  const length = c.req.header('content-length');
  if (length === '0' || (!length && !c.req.raw.body)) return {};
  return readJson(c);
}

/**
 * The parent's side (`POST /api/stories/{id}/shares`, `GET /api/shares`, `DELETE /api/shares/{id}`)
 * and the public side (`GET /s/{token}`, `GET /s/{token}/audio`). Another family's story or link
 * answers 404, as everywhere; an unknown, expired or revoked token the same 404 page.
 */
export function shareRoutes(deps: ShareRouteDeps) {
  const { store, guards, findStory, audio } = deps;
  const app = new Hono<AppEnv>();

  app.post(`/api/stories/${STORY_ID}/shares`, guards.requireVerifiedUser, deps.limitCreate, async (c) => {
    const { expiresInDays } = parseInput(ZCreateShareRequest, await bodyOf(c));
    const user = c.get('user');
    const story = await findStory(user.id, c.req.param('id'));
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    const created = await store.create(user, story.id, expiresInDays);
    return c.json({ data: created }, 201);
  });

  app.get('/api/shares', guards.requireVerifiedUser, async (c) =>
    c.json({ data: await store.list(c.get('user').id) }),
  );

  app.delete(`/api/shares/${SHARE_ID}`, guards.requireVerifiedUser, async (c) => {
    if (!(await store.revoke(c.get('user'), c.req.param('id'))))
      throw AppError.notFound(SHARE_MESSAGES.notFound);
    return c.body(null, 204);
  });

  /** The live link's story, or null (one answer for unknown, expired, revoked and deleted). */
  async function sharedStory(token: string) {
    const share = await store.resolve(token);
    if (!share) return null;
    const story = await findStory(share.userId, share.storyId);
    return story ? { share, story } : null;
  }

  app.get('/s/:token', async (c) => {
    const found = await sharedStory(c.req.param('token'));
    if (!found) return c.html(renderGonePage(), 404, PRIVATE_PAGE);
    const token = c.req.param('token');
    const file = found.story.audio ? await audio.fileOf(found.share.userId, found.share.storyId) : null;
    return c.html(renderSharePage(found.story, file ? shareAudioPath(token) : null), 200, PRIVATE_PAGE);
  });

  // The narration through the same store as the app's player: Range from the disk, or with a
  // bucket a 302 to a short-lived signed URL. Checked again on every request, so a link turned
  // off stops playing too.
  app.get('/s/:token/audio', async (c) => {
    const found = await sharedStory(c.req.param('token'));
    const file = found ? await audio.fileOf(found.share.userId, found.share.storyId) : null;
    if (!file) return c.html(renderGonePage(), 404, PRIVATE_PAGE);
    if (file.url) {
      c.header('Cache-Control', 'private, no-store');
      return c.redirect(file.url, 302);
    }
    const res = audioResponse(
      c.req.header('range'),
      file.size,
      (range) => audio.stream(file.key, range),
      'private, no-store',
    );
    res.headers.set('X-Robots-Tag', 'noindex');
    return res;
  });

  return app;
}
