import type { MiddlewareHandler } from 'hono';
import type { AuditLog } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { shareRoutes, type ShareRouteDeps } from './routes.js';
import { createShareStore } from './service.js';

/**
 * Share this story (issue 30): private, revocable links that show one story without an account.
 * The story comes from the stories feature and its narration from the narration feature, both
 * handed over by context.ts.
 */
export function createShares(deps: {
  db: Db;
  guards: Guards;
  audit: AuditLog;
  publicUrl: string;
  limitCreate: MiddlewareHandler<AppEnv>;
  findStory: ShareRouteDeps['findStory'];
  audio: ShareRouteDeps['audio'];
  now?: () => Date;
}) {
  const store = createShareStore(deps);
  return { store, routes: shareRoutes({ ...deps, store }) };
}

export type Shares = ReturnType<typeof createShares>;
