import type { StoryWriterInput } from '../../src/server/features/stories/writer/types.js';
import type { Pack } from '../../src/server/features/stories/engine/pack/index.js';
import { tell, type ToldStory } from '../../src/server/features/stories/engine/tell/story.js';

/**
 * Requests for the read-aloud panel tests: one child's request, told again and again with the
 * age, reading level (and, when asked, length) turning over and the seed counting up, so a
 * finding is checked over many tellings rather than the one a panel read.
 *
 * The base's key order is kept as given: the story's seed hashes the request as JSON, so two
 * orders of the same keys are two different stories.
 */
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const LENGTHS = ['short', 'medium', 'long'] as const;

type Turn = (i: number) => Partial<StoryWriterInput>;

/** Ages 4 to 9 and the three reading levels in turn. */
export const byAgeAndLevel: Turn = (i) => ({ age: 4 + (i % 6), readingLevel: LEVELS[i % 3] ?? 'beginner' });

/** As byAgeAndLevel, and the three lengths in turn as well. */
export const byAgeLevelAndLength: Turn = (i) => ({
  ...byAgeAndLevel(i),
  storyLength: LENGTHS[i % 3] ?? 'short',
});

export function panelTeller(base: StoryWriterInput, pack: Pack, turn: Turn = byAgeAndLevel) {
  const request = (over: Partial<StoryWriterInput>, i: number): StoryWriterInput => ({
    ...base,
    ...turn(i),
    seed: base.seed + i,
    ...over,
  });
  const many = (over: Partial<StoryWriterInput>, n: number): ToldStory[] =>
    Array.from({ length: n }, (_, i) => tell(request(over, i), pack));
  return { request, many };
}
