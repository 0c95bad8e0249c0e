import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/client.js';
import type { AuditLog } from '../platform/audit.js';
import type { Entitlements } from '../platform/entitlements.js';
import type { AttemptCounter } from '../platform/http/attempts.js';
import type { Guards } from '../platform/http/guards.js';
import { limitPerUser } from '../platform/http/rate-limit.js';
import type { Jobs } from '../platform/jobs/index.js';
import type { Logger } from '../platform/logger.js';
import type { Narration } from '../features/narration/service.js';
import { createBooks } from '../features/books/index.js';
import { createDaily } from '../features/daily/index.js';
import { createShares } from '../features/shares/index.js';
import { BOOKS_PER_HOUR } from '../../shared/books.js';
import { SHARE_CREATE_LIMIT_PER_HOUR } from '../../shared/shares.js';
import type { AppContext, ContextOptions } from '../context.js';
import type { LateBound, StoryFeatures } from './stories.js';

/**
 * Stories made into more than a library entry: printed books, the daily story everyone hears,
 * and share links. All three keep or read their files in narration's store (disk or bucket).
 * Books are bound into `late` as soon as they exist, so a story's removal takes its books.
 */
export function createPublishing(deps: {
  config: Config;
  logger: Logger;
  db: Db;
  jobs: Jobs;
  guards: Guards;
  entitlements: Entitlements;
  audit: AuditLog;
  hourly: AttemptCounter;
  features: StoryFeatures;
  narration: Narration;
  late: LateBound;
  stopWaiting: () => boolean;
  options: ContextOptions;
}): Pick<AppContext, 'books' | 'daily' | 'shares'> {
  const { config, logger, db, jobs, guards, audit, features, narration, options } = deps;
  // Books print into the same file store as the audio (DATA_DIR or the bucket).
  const books = createBooks({
    db,
    jobs,
    guards,
    logger,
    files: narration.store,
    limitCreate: limitPerUser(deps.hourly, 'book', BOOKS_PER_HOUR, 3600),
  });
  deps.late.books = books;
  const daily = createDaily({
    db,
    jobs,
    guards,
    entitlements: deps.entitlements,
    logger,
    audit,
    // The same writer and safety check as a parent's story; the same narrator and audio store.
    author: { write: (input) => features.stories.service.writeDaily(input) },
    narration: {
      narrate: (text, onProgress) => narration.narrateText(text, onProgress),
      size: (key) => narration.store.size(key),
      stream: (key, range) => narration.store.stream(key, range),
      release: (key) => narration.releaseFile(key),
    },
    timeZone: config.APP_TIMEZONE,
    waitMs: config.AUDIO_WAIT_MS,
    stopWaiting: deps.stopWaiting,
    now: options.now,
    retryLimit: options.narrationRetry?.limit,
    retryDelaySeconds: options.narrationRetry?.delaySeconds,
  });
  const shares = createShares({
    db,
    guards,
    audit,
    publicUrl: config.PUBLIC_URL,
    limitCreate: limitPerUser(deps.hourly, 'share', SHARE_CREATE_LIMIT_PER_HOUR, 3600),
    findStory: features.stories.repository.find,
    // The narration feature's own reading: the same store (disk or bucket) as the app's player.
    audio: {
      fileOf: (userId, storyId) => narration.fileOf(userId, storyId),
      stream: (key, range) => narration.store.stream(key, range),
    },
    now: options.now,
  });
  return { books, daily, shares };
}
