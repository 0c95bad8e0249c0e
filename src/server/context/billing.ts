import type { Config } from '../platform/config.js';
import type { Database, Db } from '../platform/db/client.js';
import type { ChangeFeed } from '../platform/db/change-feed.js';
import { cacheEntitlements } from '../platform/entitlements.js';
import type { Jobs } from '../platform/jobs/index.js';
import type { Logger } from '../platform/logger.js';
import type { Mailer } from '../platform/mail/outbox.js';
import { createBillingEntitlements } from '../features/billing/entitlements.js';
import { createBilling } from '../features/billing/index.js';
import type { AppContext } from '../context.js';

/**
 * What a plan allows (entitlements, the port other features read; billing implements it) and the
 * billing feature, which forgets a user's cached entitlements when their access changes.
 */
export function createBillingGroup(deps: {
  config: Config;
  logger: Logger;
  db: Db;
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  changes: ChangeFeed;
  now?: () => Date;
}): Pick<AppContext, 'entitlements' | 'billing'> {
  const { config, logger, db, database, jobs, mailer } = deps;
  const entitlements = cacheEntitlements(createBillingEntitlements(db), deps.changes);
  const billing = createBilling({
    config,
    logger,
    db,
    database,
    jobs,
    mailer,
    now: deps.now,
    onAccessChanged: (userId) => entitlements.invalidate(userId),
  });
  return { entitlements, billing };
}
