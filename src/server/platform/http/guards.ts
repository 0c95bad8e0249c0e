import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { GENERIC_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { Access } from '../entitlements.js';
import { DAILY_UI } from '../../../shared/daily.js';
import { adminBearerOf, type AdminTokenResolver } from './admin-token.js';
import type { AppEnv, SessionUser } from './env.js';

export interface ResolvedSession {
  user: SessionUser;
  /** What the user's plan allows, read in the same statement as the session. */
  access: Access;
  /** Set-Cookie lines to pass on (the session was renewed while resolving it). */
  setCookie?: string[];
}
export type SessionResolver = (headers: Headers) => Promise<ResolvedSession | null>;

/**
 * Guards are middleware, never inline checks. Order them: requireUser → requireVerified →
 * requireActiveSubscription / requireAdmin; requireVerifiedUser and requireSubscriber are the
 * first two and all three as one middleware.
 */
export function createGuards(
  resolveSession: SessionResolver,
  resolveAdminToken: AdminTokenResolver = async () => null,
) {
  /** The caller's session onto the context, or 401. */
  const signIn = async (c: Context<AppEnv>) => {
    // Already resolved for this request (routers that guard a path twice): never a second read.
    if (c.var.user) return;
    const session = await resolveSession(c.req.raw.headers);
    if (!session) throw AppError.unauthenticated();
    const { user } = session;
    for (const line of session.setCookie ?? []) c.header('Set-Cookie', line, { append: true });
    c.set('user', user);
    c.set('entitlements', session.access);
    c.set('log', c.get('log').child({ userId: user.id }));
  };

  const notVerified = () =>
    new AppError('EMAIL_NOT_VERIFIED', 403, GENERIC_MESSAGES.emailNotVerified, { needsActivation: true });

  // Google accounts arrive verified (the provider's email_verified claim).
  const checkVerified = (c: Context<AppEnv>) => {
    if (!c.get('user').emailVerified) throw notVerified();
  };

  /** Active or trialing; otherwise 403 with the upgradeRequired flag the client reacts to. */
  const checkSubscribed = (c: Context<AppEnv>) => {
    if (!c.get('entitlements').active)
      throw new AppError('SUBSCRIPTION_REQUIRED', 403, SUBSCRIPTION_MESSAGES.subscriptionRequired, {
        upgradeRequired: true,
      });
  };

  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    await signIn(c);
    await next();
  });

  const requireVerified = createMiddleware<AppEnv>(async (c, next) => {
    checkVerified(c);
    await next();
  });

  // The usual chains as one layer each (each async layer costs every request a promise and a
  // closure): the same checks in the same order, so the same answers.
  /** requireUser → requireVerified. */
  const requireVerifiedUser = createMiddleware<AppEnv>(async (c, next) => {
    await signIn(c);
    checkVerified(c);
    await next();
  });

  /** requireUser → requireVerified → requireActiveSubscription. */
  const requireSubscriber = createMiddleware<AppEnv>(async (c, next) => {
    await signIn(c);
    checkVerified(c);
    checkSubscribed(c);
    await next();
  });

  const adminTokenRequired = (code: 'ADMIN_TOKEN_REQUIRED' | 'ADMIN_TOKEN_INVALID') =>
    new AppError(code, 401, DAILY_UI.adminTokenRequired, { adminTokenRequired: true });

  /** Verification first: a role on an address nobody has proved to own grants nothing. */
  const checkAdmin = (user: SessionUser) => {
    if (!user.emailVerified) throw notVerified();
    if (user.role !== 'admin') throw AppError.forbidden();
  };

  /**
   * Every /api/admin route (docs/decisions/013-admin-credential.md): the caller presents the admin
   * bearer token (POST /api/admin/session) together with the very session it was issued under (the
   * cookie): a token that leaks alone opens nothing. Without a token: 401 for nobody, 403 for a
   * signed-in non-admin, and 401 ADMIN_TOKEN_REQUIRED for a signed-in admin (the web then asks for
   * a token). A token with no session is 401; with another user's session 403; with another
   * session of the same admin 401 ADMIN_TOKEN_INVALID (the web asks this session for a token). The
   * user's verification and role are read live with the token, so a demoted admin's token stops.
   */
  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    const signedIn =
      (c.get('user') as SessionUser | undefined) ?? (await resolveSession(c.req.raw.headers))?.user;
    const token = adminBearerOf(c.req.header('authorization'));
    if (!token) {
      if (!signedIn) throw AppError.unauthenticated();
      checkAdmin(signedIn);
      throw adminTokenRequired('ADMIN_TOKEN_REQUIRED');
    }
    if (!signedIn) throw AppError.unauthenticated();
    const user = await resolveAdminToken(token);
    if (!user) throw adminTokenRequired('ADMIN_TOKEN_INVALID');
    if (signedIn.id !== user.id) throw AppError.forbidden();
    if (!signedIn.sessionId || signedIn.sessionId !== user.sessionId)
      throw adminTokenRequired('ADMIN_TOKEN_INVALID');
    checkAdmin(user);
    c.set('user', user);
    c.set('log', c.get('log').child({ userId: user.id, admin: true }));
    await next();
  });

  /** The signed-in user when there is one; never refuses (public routes that read more for members). */
  const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
    const session = await resolveSession(c.req.raw.headers);
    if (session) {
      for (const line of session.setCookie ?? []) c.header('Set-Cookie', line, { append: true });
      c.set('user', session.user);
      c.set('entitlements', session.access);
      c.set('log', c.get('log').child({ userId: session.user.id }));
    }
    await next();
  });

  const requireActiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
    checkSubscribed(c);
    await next();
  });

  /** Rank check (spec §6): e.g. requireRank(3) for premium and above. */
  const requireRank = (min: number): MiddlewareHandler<AppEnv> =>
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.get('entitlements').rank < min)
        throw new AppError('SUBSCRIPTION_REQUIRED', 403, SUBSCRIPTION_MESSAGES.subscriptionRequired, {
          upgradeRequired: true,
        });
      await next();
    });

  return {
    requireUser,
    requireVerified,
    requireVerifiedUser,
    requireSubscriber,
    requireAdmin,
    requireActiveSubscription,
    requireRank,
    optionalUser,
  };
}

export type Guards = ReturnType<typeof createGuards>;
