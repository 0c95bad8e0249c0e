import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/client.js';
import type { AuditLog } from '../platform/audit.js';
import { createAttemptCounter, type AttemptCounter } from '../platform/http/attempts.js';
import type { Guards } from '../platform/http/guards.js';
import type { Jobs } from '../platform/jobs/index.js';
import type { Logger } from '../platform/logger.js';
import type { Mailer } from '../platform/mail/outbox.js';
import type { ReadCache } from '../platform/read-cache.js';
import { audioStoreFromConfig } from '../features/narration/audio-store-from-config.js';
import { narratorFromConfig } from '../features/narration/narrator-from-config.js';
import { createNarration } from '../features/narration/service.js';
import { createRecordings } from '../features/narration/recordings.js';
import { createInvitations } from '../features/narration/invitations.js';
import { invitationRoutes } from '../features/narration/invitation-routes.js';
import { removeUnapprovedRecordingsJob } from '../features/narration/unapproved-sweep.js';
import { toStory } from '../features/stories/repository.js';
import type { AppContext, ContextOptions } from '../context.js';
import type { LateBound, StoryFeatures } from './stories.js';

/**
 * Everything spoken: narration (the narrator, the audio store, its jobs), family voices'
 * recordings and the invitations that let a relative record. Narration and recordings are bound
 * into `late` as soon as each exists, so stories' and children's removals reach them.
 */
export function createVoices(deps: {
  config: Config;
  logger: Logger;
  db: Db;
  jobs: Jobs;
  guards: Guards;
  mailer: Mailer;
  audit: AuditLog;
  readCache: ReadCache;
  hourly: AttemptCounter;
  features: StoryFeatures;
  late: LateBound;
  stopWaiting: () => boolean;
  options: ContextOptions;
}): Pick<AppContext, 'narration' | 'recordings' | 'invitations'> {
  const { config, logger, db, features, late, options } = deps;
  const creditService = features.credits.service;
  const narration = createNarration({
    db,
    jobs: deps.jobs,
    store: audioStoreFromConfig(config, (removed) =>
      logger.info({ removed }, 'removed stale partial audio files'),
    ),
    narrator: options.narrator ?? narratorFromConfig(config),
    // Narration holds the audio credit as a reservation: settled with the audio, released on failure.
    credits: {
      spend: async (req, tx) => {
        const held = await creditService.spend(req, { tx });
        return held ? { id: held.id } : null;
      },
      release: (held) => creditService.release(held),
      settle: (tx, held, storyId) => creditService.settle(tx, held, storyId),
    },
    // The stories feature finds stories and writes their audio; narration only asks.
    stories: {
      find: features.stories.repository.find,
      findAny: features.stories.repository.findAny,
      view: toStory,
      saveAudio: features.stories.repository.saveAudio,
    },
    onWrite: (userId) => deps.readCache.invalidateUser(userId),
    logger,
    waitMs: config.AUDIO_WAIT_MS,
    stopWaiting: deps.stopWaiting,
    retryLimit: options.narrationRetry?.limit,
    retryDelaySeconds: options.narrationRetry?.delaySeconds,
  });
  late.narration = narration;
  // Recorded voices live in the same store (disk or bucket), served with the same owner checks.
  const recordings = createRecordings({
    db,
    store: narration.store,
    findStory: features.stories.repository.find,
    onWrite: (userId) => deps.readCache.invalidateUser(userId),
    logger,
  });
  late.recordings = recordings;
  const invitations = createInvitations({
    db,
    audit: deps.audit,
    mailer: deps.mailer,
    recordings,
    publicUrl: config.PUBLIC_URL,
    findStory: features.stories.repository.find,
    now: options.now,
  });
  const removeUnapproved = removeUnapprovedRecordingsJob({ invitations, logger });
  deps.jobs.define(removeUnapproved);
  return {
    narration,
    recordings,
    invitations: {
      service: invitations,
      routes: invitationRoutes({
        invitations,
        guards: deps.guards,
        daily: createAttemptCounter(db, 86_400),
        hourly: deps.hourly,
        trustProxy: config.TRUST_PROXY,
      }),
      jobs: { removeUnapproved },
    },
  };
}
