import { Hono } from 'hono';
import type { TAdminSession } from '../../../shared/daily.js';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { auditActor, type AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { adminBearerOf } from '../../platform/http/admin-token.js';
import type { AttemptCounter } from '../../platform/http/attempts.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import type { AdminTokens } from './tokens.js';

/** How many admin tokens one admin may be issued per window (RATE_LIMIT_ADMIN_TOKENS). */
export interface AdminTokenLimit {
  perWindow: number;
  windowSeconds: number;
}

/**
 * POST /api/admin/session: a signed-in, verified admin trades the session cookie for an admin
 * bearer token, at most `perWindow` a window (then 429), each audited. DELETE /api/admin/session:
 * revokes the presented token (the Admin Panel's logout), audited too. Mounted before other
 * /api/admin routes, so a router that guards /api/admin/* wholesale never stands in front of the
 * one route that hands the token out.
 */
export function adminSessionRoutes(
  guards: Guards,
  tokens: AdminTokens,
  audit: AuditLog,
  limit: AdminTokenLimit & { issued: AttemptCounter },
) {
  const app = new Hono<AppEnv>();
  const { requireUser, requireVerified } = guards;

  app.post('/api/admin/session', requireUser, requireVerified, async (c) => {
    const user = c.get('user');
    if (user.role !== 'admin') throw AppError.forbidden();
    if (!user.sessionId) throw AppError.unauthenticated();
    if ((await limit.issued.hit(`admin-token:${user.id}`)) > limit.perWindow) {
      c.header('Retry-After', String(limit.windowSeconds));
      throw new AppError('RATE_LIMITED', 429, GENERIC_MESSAGES.rateLimited);
    }
    const { token, expiresAt, replaced } = await tokens.issue(user.id, user.sessionId);
    await audit.record(auditActor(user), {
      action: 'admin.session.start',
      ...(replaced > 0 ? { details: { revokedOlder: replaced } } : {}),
    });
    return c.json({ token, expiresAt: expiresAt.toISOString() } satisfies TAdminSession, 201);
  });

  /** Revoking only takes access away: the token alone is enough, whoever's session is present. */
  app.delete('/api/admin/session', async (c) => {
    const token = adminBearerOf(c.req.header('authorization'));
    if (!token) throw AppError.unauthenticated();
    const owner = await tokens.revoke(token);
    if (owner) await audit.record({ id: owner.userId, email: owner.email }, { action: 'admin.session.end' });
    return c.body(null, 204);
  });

  return app;
}
