import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { GENERIC_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { Entitlements } from '../entitlements.js';
import type { AppEnv, SessionUser } from './env.js';

export type SessionResolver = (headers: Headers) => Promise<SessionUser | null>;

/**
 * Guards are middleware, never inline checks. Order them: requireUser → requireVerified →
 * requireActiveSubscription / requireAdmin.
 */
export function createGuards(resolveSession: SessionResolver, entitlements: Entitlements) {
  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    const user = await resolveSession(c.req.raw.headers);
    if (!user) throw AppError.unauthenticated();
    c.set('user', user);
    c.set('log', c.get('log').child({ userId: user.id }));
    await next();
  });

  const requireVerified = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    // Google accounts arrive verified (the provider's email_verified claim).
    if (!user.emailVerified)
      throw new AppError('EMAIL_NOT_VERIFIED', 403, GENERIC_MESSAGES.emailNotVerified, {
        needsActivation: true,
      });
    await next();
  });

  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user').role !== 'admin') throw AppError.forbidden();
    await next();
  });

  /** Active or trialing; otherwise 403 with the upgradeRequired flag the client reacts to. */
  const requireActiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    const access = await entitlements.forUser(user.id, user.role);
    if (!access.active)
      throw new AppError('SUBSCRIPTION_REQUIRED', 403, SUBSCRIPTION_MESSAGES.subscriptionRequired, {
        upgradeRequired: true,
      });
    c.set('entitlements', access);
    await next();
  });

  /** Rank check (spec §6): e.g. requireRank(3) for premium and above. */
  const requireRank = (min: number): MiddlewareHandler<AppEnv> =>
    createMiddleware<AppEnv>(async (c, next) => {
      const user = c.get('user');
      const access = await entitlements.forUser(user.id, user.role);
      if (access.rank < min)
        throw new AppError('SUBSCRIPTION_REQUIRED', 403, SUBSCRIPTION_MESSAGES.subscriptionRequired, {
          upgradeRequired: true,
        });
      c.set('entitlements', access);
      await next();
    });

  return { requireUser, requireVerified, requireAdmin, requireActiveSubscription, requireRank };
}

export type Guards = ReturnType<typeof createGuards>;
