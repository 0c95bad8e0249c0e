import type { MiddlewareHandler } from 'hono';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { ReadCache } from '../../platform/read-cache.js';
import type { ChildFinder, StoryAudio, StoryCredits, SampleNarration } from './abilities.js';
import { createIdempotency } from './idempotency.js';
import { createBriefBus } from './brief-bus.js';
import { briefRoutes } from './brief-routes.js';
import { createBriefStore } from './briefs.js';
import { bedtimeRoutes } from './bedtime-routes.js';
import { createBedtimeStore } from './bedtime.js';
import { createLibrary } from './library.js';
import { seriesRoutes } from './series-routes.js';
import { createSeriesStore } from './series.js';
import { createStoryRepository } from './repository.js';
import { storiesRoutes } from './routes.js';
import { sampleStoryRoutes, writeSampleStory } from './sample.js';
import { createStoriesService } from './service.js';
import { createLocalWriter } from './engine/index.js';
import { createSafetyTally } from './safety/tally.js';
import { createStoryWriter } from './writer/index.js';
import type { StoryWriter } from './writer/types.js';

export interface StoriesDeps {
  db: Db;
  /** The generation pipeline's job (stories.write-brief) and its resume sweep. */
  jobs: Pick<Jobs, 'define' | 'send' | 'runHere' | 'liveKeys'>;
  config: Config;
  logger: Logger;
  guards: Guards;
  readCache: ReadCache;
  /** Story and narration requests share one budget per user (context.ts builds it once). */
  limitGeneration: MiddlewareHandler<AppEnv>;
  /** The children feature's ability. */
  children: ChildFinder;
  /** The credits feature's abilities. */
  credits: StoryCredits;
  /** The narration feature's ability (a story's audio file goes with it). */
  audio?: StoryAudio;
  /** The narration feature's ability for the front door's sample story (absent: text only). */
  sampleNarration?: SampleNarration;
  /** Tests inject a writer (one that throws, or writes unsafe text); default: createStoryWriter(config). */
  writer?: StoryWriter;
  /** How long a request waits for a concurrent request holding the same Idempotency-Key. */
  idempotencyWaitMs?: number;
}

/** The stories feature: the library, generation (service) and their routes. */
export function createStories(deps: StoriesDeps) {
  const { db, readCache } = deps;
  const repository = createStoryRepository(db, (userId) => readCache.invalidateUser(userId));
  const writer = deps.writer ?? createStoryWriter(deps.config);
  const safety = createSafetyTally(db, deps.logger);
  const bedtime = createBedtimeStore(db);
  const series = createSeriesStore(db, deps.children);
  const briefs = createBriefStore(db);
  const bus = createBriefBus();
  const service = createStoriesService({
    db,
    jobs: deps.jobs,
    briefs,
    bus,
    children: deps.children,
    credits: deps.credits,
    repository,
    idempotency: createIdempotency(db, repository, deps.idempotencyWaitMs ?? 30_000),
    writer,
    // An LLM's refused drafts end in the local engine's story, never in a refusal.
    fallback: writer.name === 'llm' ? createLocalWriter() : undefined,
    safety,
    logger: deps.logger,
    audio: deps.audio,
    bedtime,
    series,
  });
  const routes = storiesRoutes({
    stories: service,
    repository,
    library: createLibrary(db),
    guards: deps.guards,
    readCache,
    audio: deps.audio,
    limitGeneration: deps.limitGeneration,
  });
  routes.route('/', bedtimeRoutes({ bedtime, children: deps.children, guards: deps.guards }));
  routes.route('/', seriesRoutes({ series, guards: deps.guards }));
  routes.route('/', briefRoutes({ briefs, bus, repository, guards: deps.guards }));
  // The front door's public sample, by the local engine whatever writes parents' stories.
  const sampleRoutes = sampleStoryRoutes(writeSampleStory, deps.sampleNarration);
  return { service, repository, routes, sampleRoutes, safety };
}

export type Stories = ReturnType<typeof createStories>;
