import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/client.js';
import type { ChangeFeed } from '../platform/db/change-feed.js';
import { createGuards } from '../platform/http/guards.js';
import type { Logger } from '../platform/logger.js';
import type { Mailer } from '../platform/mail/outbox.js';
import { billingAccessInSession } from '../features/billing/entitlements.js';
import { createAuth } from '../features/identity/auth.js';
import { createSessionResolver } from '../features/identity/session.js';
import { createAdminAccess } from '../features/admin-access/index.js';
import { createAudit } from '../features/admin/index.js';
import type { Audit } from '../features/admin/audit.js';
import type { AppContext } from '../context.js';

/**
 * Who is asking: sign-in (better-auth), the admin bearer tokens, and the guards that resolve
 * either on each request. The admin audit log is built here because the tokens write to it.
 */
export function createAccess(deps: {
  config: Config;
  logger: Logger;
  db: Db;
  mailer: Mailer;
  changes: ChangeFeed;
  now?: () => Date;
}): Pick<AppContext, 'auth' | 'guards' | 'adminAccess'> & { audit: Audit } {
  const { config, logger, db, mailer, changes } = deps;
  const auth = createAuth({ config, db, mailer, logger });
  const audit = createAudit(db);
  const adminAccess = createAdminAccess({
    db,
    now: deps.now,
    audit,
    limit: { perWindow: config.RATE_LIMIT_ADMIN_TOKENS, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
  });
  // The session statement also reads the user's entitlements (one round trip per request).
  const guards = createGuards(
    createSessionResolver({
      db,
      auth,
      secret: config.AUTH_SECRET,
      access: billingAccessInSession,
      changes,
    }),
    adminAccess.tokens.resolve,
  );
  return {
    auth,
    audit,
    guards,
    adminAccess: { tokens: adminAccess.tokens, routes: adminAccess.routes(guards) },
  };
}
