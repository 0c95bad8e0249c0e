import { Hono } from 'hono';
import type { TAdminSession } from '../../../shared/daily.js';
import { auditActor, type AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { adminBearerOf } from '../../platform/http/admin-token.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import type { AdminTokens } from './tokens.js';

/**
 * POST /api/admin/session: a signed-in, verified admin trades the session cookie for an admin
 * bearer token. DELETE /api/admin/session: revokes the presented token (the Admin Panel's logout).
 * Mounted before other /api/admin routes, so a router that guards /api/admin/* wholesale never
 * stands in front of the one route that hands the token out.
 */
export function adminSessionRoutes(guards: Guards, tokens: AdminTokens, audit: AuditLog) {
  const app = new Hono<AppEnv>();
  const { requireUser, requireVerified } = guards;

  app.post('/api/admin/session', requireUser, requireVerified, async (c) => {
    const user = c.get('user');
    if (user.role !== 'admin') throw AppError.forbidden();
    if (!user.sessionId) throw AppError.unauthenticated();
    const { token, expiresAt } = await tokens.issue(user.id, user.sessionId);
    await audit.record(auditActor(user), { action: 'admin.session.start' });
    return c.json({ token, expiresAt: expiresAt.toISOString() } satisfies TAdminSession, 201);
  });

  app.delete('/api/admin/session', async (c) => {
    const token = adminBearerOf(c.req.header('authorization'));
    if (!token) throw AppError.unauthenticated();
    await tokens.revoke(token);
    return c.body(null, 204);
  });

  return app;
}
