import { Hono, type Context } from 'hono';
import {
  RECORDING_MAX_TAKE_BYTES,
  RECORDING_MESSAGES,
  TAKE_UPLOAD_PREFIX,
  ZRecordingCreate,
  ZSentenceIndex,
} from '../../../shared/recordings.js';
import { AppError } from '../../platform/errors.js';
import { limitBody } from '../../platform/http/body-limit.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput, uuidParam } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import { audioResponse } from './audio-response.js';
import type { Recordings } from './recordings.js';

const ID = uuidParam('id');

/** A take's request: the sentence from the path and the WAV body (415 for another type). */
export async function readTake(c: Context<AppEnv>): Promise<{ sentence: number; body: Uint8Array }> {
  const sentence = parseInput(ZSentenceIndex, c.req.param('sentence'));
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'audio/wav' && type !== 'audio/wave' && type !== 'audio/x-wav')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, RECORDING_MESSAGES.badAudio);
  return { sentence, body: new Uint8Array(await c.req.arrayBuffer()) };
}

/**
 * Family voices (issue 29). Recording needs an active plan of any kind (Starter too) and spends
 * no credit; listening to and deleting one's own voices need only the account, like a narration.
 */
export function recordingRoutes(deps: { recordings: Recordings; guards: Guards }) {
  const app = new Hono<AppEnv>();
  const { requireVerifiedUser, requireSubscriber } = deps.guards;
  const { recordings } = deps;

  app.post(`/api/stories/${ID}/recordings`, requireSubscriber, async (c) => {
    const { name } = parseInput(ZRecordingCreate, await readJson(c));
    const recording = await recordings.create({ userId: c.get('user').id }, c.req.param('id'), name);
    if (!recording) throw new Error('recording not saved');
    return c.json({ data: recording }, 201);
  });

  app.get(`/api/stories/${ID}/recordings`, requireVerifiedUser, async (c) => {
    return c.json({ data: await recordings.list(c.get('user').id, c.req.param('id')) });
  });

  // A take is a WAV body, not JSON (app.ts exempts this prefix from the JSON-only guards and the
  // small default body limit): a sentence of at most RECORDING_MAX_TAKE_BYTES.
  app.put(
    `${TAKE_UPLOAD_PREFIX}${ID}/:sentence{[0-9]+}`,
    requireSubscriber,
    limitBody(RECORDING_MAX_TAKE_BYTES),
    async (c) => {
      const { sentence, body } = await readTake(c);
      const saved = await recordings.putTake({ userId: c.get('user').id }, c.req.param('id'), sentence, body);
      return c.json({ data: saved });
    },
  );

  app.post(`/api/recordings/${ID}/finish`, requireSubscriber, async (c) => {
    return c.json({ data: await recordings.finish({ userId: c.get('user').id }, c.req.param('id')) });
  });

  app.delete(`/api/recordings/${ID}`, requireVerifiedUser, async (c) => {
    await recordings.remove(c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });

  app.get(`/api/recordings/${ID}/audio`, requireVerifiedUser, async (c) => {
    const file = await recordings.fileOf(c.get('user').id, c.req.param('id'));
    if (!file) throw AppError.notFound(RECORDING_MESSAGES.notFound);
    return audioResponse(c, file, recordings.store);
  });

  return app;
}
