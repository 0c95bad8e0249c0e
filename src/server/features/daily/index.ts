import type { AuditLog } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { Entitlements } from '../../platform/entitlements.js';
import type { Guards } from '../../platform/http/guards.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { DailyAuthor, DailyNarration } from './abilities.js';
import { dailyAdminRoutes } from './admin-routes.js';
import { createDailyAutoPublish } from './auto-publish.js';
import { createDailyGeneration } from './generation.js';
import { dailyPublicRoutes } from './public-routes.js';
import { createDailyRepository } from './repository.js';
import { createDailyService } from './service.js';

export interface DailyDeps {
  db: Db;
  jobs: Jobs;
  guards: Guards;
  entitlements: Entitlements;
  logger: Logger;
  /** The stories feature's writer and safety check. */
  author: DailyAuthor;
  /** The narration feature's voice and audio files. */
  narration: DailyNarration;
  /** The admin audit log: each admin action on the daily story is recorded. */
  audit: AuditLog;
  /** APP_TIMEZONE: whose midnight turns the daily story. */
  timeZone: string;
  /** How long generate / generate-audio wait for the job before answering 202. */
  waitMs: number;
  stopWaiting?: () => boolean;
  now?: () => Date;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** The daily story: the admin's generator, drafts and schedule; the subscribers' Daily tab. */
export function createDaily(deps: DailyDeps) {
  const repository = createDailyRepository(deps.db);
  const service = createDailyService({
    repository,
    narration: deps.narration,
    logger: deps.logger,
    timeZone: deps.timeZone,
    now: deps.now ?? (() => new Date()),
  });
  const generation = createDailyGeneration({
    db: deps.db,
    jobs: deps.jobs,
    author: deps.author,
    narration: deps.narration,
    logger: deps.logger,
    waitMs: deps.waitMs,
    stopWaiting: deps.stopWaiting,
    retryLimit: deps.retryLimit,
    retryDelaySeconds: deps.retryDelaySeconds,
  });
  const autoPublish = createDailyAutoPublish({
    db: deps.db,
    jobs: deps.jobs,
    author: deps.author,
    logger: deps.logger,
    timeZone: deps.timeZone,
    now: deps.now ?? (() => new Date()),
  });
  const admin = dailyAdminRoutes({
    guards: deps.guards,
    service,
    generation,
    autoPublish,
    narration: deps.narration,
    audit: deps.audit,
  });
  const reader = dailyPublicRoutes({
    guards: deps.guards,
    entitlements: deps.entitlements,
    service,
    narration: deps.narration,
  });
  return { service, generation, autoPublish, routes: { admin, reader } };
}

export type Daily = ReturnType<typeof createDaily>;
