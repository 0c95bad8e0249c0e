import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  INVITATION_MESSAGES,
  INVITATION_PUBLIC_PER_ADDRESS_PER_HOUR,
  INVITATION_PUBLIC_PER_TOKEN_PER_HOUR,
  INVITATIONS_PER_DAY,
  TOKEN_TAKE_PREFIX,
  ZInvitationCreate,
} from '../../../shared/invitations.js';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { RECORDING_MAX_TAKE_BYTES, type TRecording } from '../../../shared/recordings.js';
import { AppError } from '../../platform/errors.js';
import type { AttemptCounter } from '../../platform/http/attempts.js';
import { limitBody } from '../../platform/http/body-limit.js';
import { clientAddress } from '../../platform/http/client-address.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput, uuidParam } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import { hashToken } from '../../platform/tokens.js';
import type { Invitations } from './invitations.js';
import { readTake } from './recording-routes.js';

const ID = uuidParam('id');
/** Any token-shaped path segment; a malformed one is the same 404 as an unknown one. */
const TOKEN = ':token{[A-Za-z0-9_-]{1,64}}';

export interface InvitationRouteDeps {
  invitations: Invitations;
  guards: Guards;
  /** A counter with a one-day window (the parent's invitations) and one with an hour's (public). */
  daily: AttemptCounter;
  hourly: AttemptCounter;
  trustProxy: number;
}

/** The relative's view of their recording: no story, user or invitation id. */
const publicRecording = (r: TRecording) => ({
  id: r.id,
  status: r.status,
  sentences: r.sentences,
  taken: r.taken,
});

/**
 * The parent's side (`POST/GET /api/stories/{id}/invitations`, `DELETE /api/invitations/{id}`,
 * `POST /api/recordings/{id}/approve`) and the relative's, with no account: the token in the path
 * is the credential (`/api/invitations/by-token/{token}`, its recording, and its takes under the
 * take prefix, which the JSON-only body guards let through). Another family's rows answer 404.
 */
export function invitationRoutes(deps: InvitationRouteDeps) {
  const { invitations, guards, daily, hourly } = deps;
  const app = new Hono<AppEnv>();

  const limitCreate = createMiddleware<AppEnv>(async (c, next) => {
    if ((await daily.hit(`invitation:${c.get('user').id}`)) > INVITATIONS_PER_DAY) {
      c.header('Retry-After', String(86_400));
      throw new AppError('RATE_LIMITED', 429, INVITATION_MESSAGES.tooMany);
    }
    await next();
  });

  // Per link and per address: a leaked link, or one address guessing links, is held to a budget
  // far above one story's recording (a request per take). The token is counted by its hash.
  const limitPublic: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = hashToken(c.req.param('token') ?? '');
    const address = clientAddress(c, deps.trustProxy);
    if (
      (await hourly.hit(`invite-token:${token}`)) > INVITATION_PUBLIC_PER_TOKEN_PER_HOUR ||
      (await hourly.hit(`invite-ip:${address}`)) > INVITATION_PUBLIC_PER_ADDRESS_PER_HOUR
    ) {
      c.header('Retry-After', String(3600));
      throw new AppError('RATE_LIMITED', 429, GENERIC_MESSAGES.rateLimited);
    }
    // A link is private: never cached, never indexed.
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  };

  app.post(`/api/stories/${ID}/invitations`, guards.requireSubscriber, limitCreate, async (c) => {
    const input = parseInput(ZInvitationCreate, await readJson(c));
    const created = await invitations.create(c.get('user'), c.req.param('id'), input);
    return c.json({ data: created }, 201);
  });

  app.get(`/api/stories/${ID}/invitations`, guards.requireVerifiedUser, async (c) =>
    c.json({ data: await invitations.list(c.get('user').id, c.req.param('id')) }),
  );

  app.delete(`/api/invitations/${ID}`, guards.requireVerifiedUser, async (c) => {
    if (!(await invitations.revoke(c.get('user'), c.req.param('id'))))
      throw AppError.notFound(INVITATION_MESSAGES.notFound);
    return c.body(null, 204);
  });

  app.post(`/api/recordings/${ID}/approve`, guards.requireVerifiedUser, async (c) =>
    c.json({ data: await invitations.approve(c.get('user'), c.req.param('id')) }),
  );

  app.get(`/api/invitations/by-token/${TOKEN}`, limitPublic, async (c) =>
    c.json({ data: await invitations.view(c.req.param('token')) }),
  );

  app.post(`/api/invitations/by-token/${TOKEN}/recording`, limitPublic, async (c) =>
    c.json({ data: publicRecording(await invitations.start(c.req.param('token'))) }),
  );

  app.post(`/api/invitations/by-token/${TOKEN}/recording/finish`, limitPublic, async (c) =>
    c.json({ data: publicRecording(await invitations.finish(c.req.param('token'))) }),
  );

  app.put(
    `${TOKEN_TAKE_PREFIX}${TOKEN}/:sentence{[0-9]+}`,
    limitPublic,
    limitBody(RECORDING_MAX_TAKE_BYTES),
    async (c) => {
      const { sentence, body } = await readTake(c);
      return c.json({ data: await invitations.putTake(c.req.param('token'), sentence, body) });
    },
  );

  return app;
}
