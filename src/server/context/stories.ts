import type { ChangeFeed } from '../platform/db/change-feed.js';
import { createChildren } from '../features/children/index.js';
import { createCredits } from '../features/credits/index.js';
import { createStories } from '../features/stories/index.js';
import type { SampleNarration, StoryAudio } from '../features/stories/abilities.js';
import type { StoryWriter } from '../features/stories/writer/types.js';
import type { Narration } from '../features/narration/service.js';
import type { Recordings } from '../features/narration/recordings.js';
import type { Books } from '../features/books/index.js';
import type { AppContext } from '../context.js';

/** What the children, credits and stories features are built from. */
export type FeatureBase = Pick<
  AppContext,
  'config' | 'logger' | 'db' | 'jobs' | 'guards' | 'entitlements' | 'readCache' | 'limitGeneration'
> & {
  narration?: StoryAudio;
  /** Write notices for in-memory caches (platform/db/change-feed.ts); absent: nothing is kept. */
  changes?: ChangeFeed;
};

export interface FeatureOptions {
  /** The credits clock (credit days turn at local midnights); tests pin it. */
  now?: () => Date;
  /** Tests inject a story writer; default: the configured one. */
  writer?: StoryWriter;
  /** How long a request waits for a concurrent request holding the same Idempotency-Key. */
  idempotencyWaitMs?: number;
  /** Narration's ability for stories, when narration is built after the features. */
  storyAudio?: StoryAudio;
  /** Narration's ability for the front door's sample story (bound late, like storyAudio). */
  sampleNarration?: SampleNarration;
  /** A child's deletion with what narration keeps for the child (recorded voices' files). */
  childRemoval?: (userId: string, childId: string, remove: () => Promise<void>) => Promise<void>;
}

/**
 * Builds children, credits and stories, each once, and hands each the abilities it needs from the
 * others (stories finds an owned child and spends credits; credits counts a user's children).
 * createContext calls it once; tests call it again to swap the writer or the clock.
 */
export function createFeatures(base: FeatureBase, options: FeatureOptions = {}) {
  const forget = (userId: string) => base.readCache.invalidateUser(userId);
  const children = createChildren({
    db: base.db,
    guards: base.guards,
    onWrite: forget,
    removeWith: options.childRemoval,
  });
  const credits = createCredits({
    db: base.db,
    jobs: base.jobs,
    guards: base.guards,
    logger: base.logger,
    childIdsSelect: children.service.idsSelect,
    changes: base.changes,
    now: options.now,
  });
  const stories = createStories({
    db: base.db,
    jobs: base.jobs,
    config: base.config,
    logger: base.logger,
    guards: base.guards,
    readCache: base.readCache,
    limitGeneration: base.limitGeneration,
    children: {
      findOwned: children.service.findOwned,
      setBedtimeLearning: children.service.setBedtimeLearning,
    },
    credits: {
      ...credits.service,
      spend: (req, alsoInTx) => credits.service.spend(req, { alsoInTx }),
    },
    writer: options.writer,
    idempotencyWaitMs: options.idempotencyWaitMs,
    audio: options.storyAudio ?? base.narration,
    sampleNarration: options.sampleNarration,
  });
  return { children, credits, stories };
}

export type StoryFeatures = ReturnType<typeof createFeatures>;

/**
 * Features built after children, credits and stories that those three call into: narration needs
 * the credits feature and stories needs narration's delete, so each is bound here once it exists
 * (voices.ts and publishing.ts fill it in). Until then, removals skip them and narrating throws.
 */
export interface LateBound {
  narration?: Narration;
  books?: Books;
  recordings?: Recordings;
}

/** createFeatures as the app builds it: the abilities of the features built later, through `late`. */
export function createStoryFeatures(
  base: FeatureBase & { late: LateBound; now?: () => Date },
): StoryFeatures {
  const { late } = base;
  return createFeatures(base, {
    now: base.now,
    storyAudio: {
      removeStory: (userId, storyId, remove) => {
        // The recorded voices' files go after the rows (issue 29), then the narration's file.
        const voiced = () =>
          late.recordings ? late.recordings.removeStory(userId, storyId, remove) : remove();
        const narrated = () =>
          late.narration ? late.narration.removeStory(userId, storyId, voiced) : voiced();
        // The books holding the story go with it (the database), then their PDFs (the books feature).
        return late.books ? late.books.service.removeStory(userId, storyId, narrated) : narrated();
      },
      narrateSaved: (userId, storyId, credit) => {
        if (!late.narration) throw new Error('narration is not ready');
        return late.narration.narrateSaved(userId, storyId, credit);
      },
    },
    childRemoval: (userId, childId, remove) =>
      late.recordings ? late.recordings.removeChild(userId, childId, remove) : remove(),
    sampleNarration: {
      narrate: async (text) => {
        if (!late.narration) throw new Error('narration is not ready');
        const made = await late.narration.narrateText(text);
        return { key: made.key, size: made.size };
      },
      stream: (key, range) => {
        if (!late.narration) throw new Error('narration is not ready');
        // The narration's key names the content; its file is `${key}.mp3` (as the daily story's).
        return late.narration.store.stream(`${key}.mp3`, range);
      },
    },
  });
}
