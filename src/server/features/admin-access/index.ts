import type { AuditLog } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { Guards } from '../../platform/http/guards.js';
import { adminSessionRoutes } from './routes.js';
import { createAdminTokens } from './tokens.js';

/** The admin credential: tokens (issued, resolved by requireAdmin, revoked) and their two routes. */
export function createAdminAccess(deps: { db: Db; now?: () => Date; audit: AuditLog }) {
  const tokens = createAdminTokens(deps);
  return {
    tokens,
    /** Routes need the guards, which need `tokens.resolve`: built after both exist. */
    routes: (guards: Guards) => adminSessionRoutes(guards, tokens, deps.audit),
  };
}

export type AdminAccess = ReturnType<typeof createAdminAccess>;
