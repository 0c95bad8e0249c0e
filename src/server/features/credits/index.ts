import type { Db } from '../../platform/db/client.js';
import type { ChangeFeed } from '../../platform/db/change-feed.js';
import type { ChildIdsSelect } from './status-read.js';
import type { Guards } from '../../platform/http/guards.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import { creditsRoutes } from './routes.js';
import { createCreditsService } from './service.js';
import { releaseStaleReservationsJob } from './sweeper.js';

export interface CreditsDeps {
  db: Db;
  jobs: Pick<Jobs, 'define'>;
  guards: Guards;
  logger: Logger;
  /** The children feature's ability: a user's child ids, read inside the credits statement. */
  childIdsSelect: ChildIdsSelect;
  /** Embedded database only: write notices (platform/table-cache.ts). */
  changes?: ChangeFeed;
  /** Tests pin the clock (credit days turn at local midnights). */
  now?: () => Date;
}

/** The credits feature: its service (spend, settle, release, status), routes and sweeper job. */
export function createCredits(deps: CreditsDeps) {
  const service = createCreditsService({
    db: deps.db,
    childIdsSelect: deps.childIdsSelect,
    changes: deps.changes,
    now: deps.now,
  });
  const jobs = {
    releaseStale: releaseStaleReservationsJob({
      credits: service,
      logger: deps.logger.child({ feature: 'credits' }),
    }),
  };
  deps.jobs.define(jobs.releaseStale);
  return {
    service,
    routes: creditsRoutes({ service, guards: deps.guards }),
    jobs,
  };
}

export type Credits = ReturnType<typeof createCredits>;
