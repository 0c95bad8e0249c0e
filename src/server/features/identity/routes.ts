import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ZProfileUpdate } from '../../../shared/identity.js';
import { ACTIVATION_MESSAGES } from '../../../shared/messages.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import { readJson, servedOverHttps } from '../../platform/http/middleware.js';
import { clientAddress } from '../../platform/http/client-address.js';
import { CLIENT_IP_HEADER, IDENTITY_BASE_PATH } from './auth.js';
import { bruteForceGuard, limitMailSending } from './brute-force.js';
import { identityJsonOnly } from './json-only.js';
import { hintFollowsIdentity, hintFollowsMe } from './signed-in-hint.js';
import { clientView } from './service.js';
import { sendWelcomeOnce } from './welcome.js';

export const ZSendActivation = z.object({ email: z.email().max(254) });

/** better-auth under /api/identity/*, and our own /api/auth/* endpoints of spec §7. */
/** Only what the identity routes use (issue 27 part 6: no router gets the whole context). */
export type IdentityRoutesDeps = Pick<
  AppContext,
  'config' | 'guards' | 'identity' | 'attempts' | 'auth' | 'db' | 'mailer'
>;

export function identityRoutes(ctx: IdentityRoutesDeps) {
  const app = new Hono<AppEnv>();
  const { guards, identity } = ctx;
  const addressOf = (c: Context) => clientAddress(c, ctx.config.TRUST_PROXY);

  const secure = servedOverHttps(ctx.config);
  // Outermost: whatever better-auth answers, the readable signed-in hint follows its session cookie.
  app.use(`${IDENTITY_BASE_PATH}/*`, hintFollowsIdentity(secure));
  app.use(`${IDENTITY_BASE_PATH}/*`, identityJsonOnly);
  app.use(
    `${IDENTITY_BASE_PATH}/*`,
    bruteForceGuard(
      ctx.attempts,
      {
        signInFailures: ctx.config.RATE_LIMIT_SIGNIN_FAILURES,
        signInMaxDelaySeconds: ctx.config.RATE_LIMIT_SIGNIN_MAX_DELAY_SECONDS,
        signUpsPerAddress: ctx.config.RATE_LIMIT_SIGNUPS_PER_ADDRESS,
      },
      IDENTITY_BASE_PATH,
      addressOf,
      { secret: ctx.config.AUTH_SECRET, secure },
    ),
  );
  app.on(['GET', 'POST'], `${IDENTITY_BASE_PATH}/*`, (c) => {
    // better-auth records the address we resolved, never one the client claims.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, addressOf(c));
    return ctx.auth.handler(new Request(c.req.raw, { headers }));
  });

  const me = async (userId: string) => identity.clientUser(userId);

  app.get('/api/auth/me', hintFollowsMe(secure), guards.requireUser, async (c) => {
    const user = c.get('user');
    void identity.touch(user.id).catch(() => undefined);
    return c.json(clientView(user, c.get('entitlements')));
  });

  /** The client calls this after the user says they verified: it re-reads the account and makes sure the welcome mail went out. */
  app.post('/api/auth/verify', guards.requireUser, async (c) => {
    const user = await me(c.get('user').id);
    if (user.emailVerified) await sendWelcomeOnce(ctx, user.uid);
    return c.json(user);
  });

  app.get('/api/auth/profile', guards.requireUser, async (c) =>
    c.json(clientView(c.get('user'), c.get('entitlements'))),
  );

  app.put('/api/auth/profile', guards.requireUser, async (c) => {
    const update = ZProfileUpdate.parse(await readJson(c));
    // Sessions are read from the database on every request: the next one sees the change.
    return c.json(await identity.updateProfile(c.get('user').id, update));
  });

  /**
   * Public "Send Activation Email" of the Activation page. Always answers the same way whether
   * or not the address has an account (no enumeration); sends only to unverified accounts.
   */
  app.post('/api/public/subscriptions/send-activation', async (c) => {
    const parsed = ZSendActivation.safeParse(await readJson(c));
    if (!parsed.success) throw AppError.badRequest(ACTIVATION_MESSAGES.sendFailed);
    await limitMailSending(ctx.attempts, addressOf(c), parsed.data.email);
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
