import { Hono } from 'hono';
import { z } from 'zod';
import { ZProfileUpdate } from '../../../shared/identity.js';
import { ACTIVATION_MESSAGES } from '../../../shared/messages.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import { readJson } from '../../platform/http/middleware.js';
import { IDENTITY_BASE_PATH } from './auth.js';
import { bruteForceGuard, limitMailSending } from './brute-force.js';
import { sendWelcomeOnce } from './welcome.js';

const ZSendActivation = z.object({ email: z.email().max(254) });

/** better-auth under /api/identity/*, and our own /api/auth/* endpoints of spec §7. */
export function identityRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { guards, identity } = ctx;

  app.use(
    `${IDENTITY_BASE_PATH}/*`,
    bruteForceGuard(
      ctx.attempts,
      { signInFailures: ctx.config.RATE_LIMIT_SIGNIN_FAILURES },
      IDENTITY_BASE_PATH,
    ),
  );
  app.on(['GET', 'POST'], `${IDENTITY_BASE_PATH}/*`, (c) => ctx.auth.handler(c.req.raw));

  const me = async (userId: string) => identity.clientUser(userId);

  app.get('/api/auth/me', guards.requireUser, async (c) => {
    const user = c.get('user');
    void identity.touch(user.id).catch(() => undefined);
    return c.json(await me(user.id));
  });

  /** The client calls this after the user says they verified: it re-reads the account and makes sure the welcome mail went out. */
  app.post('/api/auth/verify', guards.requireUser, async (c) => {
    const user = await me(c.get('user').id);
    if (user.emailVerified) await sendWelcomeOnce(ctx, user.uid);
    return c.json(user);
  });

  app.get('/api/auth/profile', guards.requireUser, async (c) => c.json(await me(c.get('user').id)));

  app.put('/api/auth/profile', guards.requireUser, async (c) => {
    const update = ZProfileUpdate.parse(await readJson(c));
    const user = await identity.updateProfile(c.get('user').id, update);
    // The session cookie caches the user (time zone, name): re-read it so the next request sees the change.
    const { headers } = await ctx.auth.api.getSession({
      headers: c.req.raw.headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.json(user);
  });

  /**
   * Public "Send Activation Email" of the Activation page. Always answers the same way whether
   * or not the address has an account (no enumeration); sends only to unverified accounts.
   */
  app.post('/api/public/subscriptions/send-activation', async (c) => {
    const parsed = ZSendActivation.safeParse(await readJson(c));
    if (!parsed.success) throw AppError.badRequest(ACTIVATION_MESSAGES.sendFailed);
    await limitMailSending(ctx.attempts, c, parsed.data.email);
    await ctx.auth.api
      .sendVerificationEmail({
        body: { email: parsed.data.email.toLowerCase(), callbackURL: '/?emailVerified=true' },
      })
      .catch((err: unknown) => {
        c.get('log').warn({ err }, 'send-activation failed');
      });
    return c.json({ success: true });
  });

  return app;
}
