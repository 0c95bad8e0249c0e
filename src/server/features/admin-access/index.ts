import type { AuditLog } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { createAttemptCounter } from '../../platform/http/attempts.js';
import type { Guards } from '../../platform/http/guards.js';
import { adminSessionRoutes, type AdminTokenLimit } from './routes.js';
import { createAdminTokens } from './tokens.js';

/** The admin credential: tokens (issued, resolved by requireAdmin, revoked) and their two routes. */
export function createAdminAccess(deps: {
  db: Db;
  now?: () => Date;
  audit: AuditLog;
  limit: AdminTokenLimit;
}) {
  const tokens = createAdminTokens(deps);
  const issued = createAttemptCounter(deps.db, deps.limit.windowSeconds);
  return {
    tokens,
    /** Routes need the guards, which need `tokens.resolve`: built after both exist. */
    routes: (guards: Guards) => adminSessionRoutes(guards, tokens, deps.audit, { ...deps.limit, issued }),
  };
}

export type AdminAccess = ReturnType<typeof createAdminAccess>;
