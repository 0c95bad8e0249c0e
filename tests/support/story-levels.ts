import type { StoryWriterInput } from '../../src/server/features/stories/writer/types.js';
import type { Pack } from '../../src/server/features/stories/engine/pack/index.js';
import { tell, type ToldStory } from '../../src/server/features/stories/engine/tell/story.js';

/** The three reading levels, each at an age it suits: a panel's request read at every level. */
export const LEVELS = [
  { readingLevel: 'beginner', age: 4 },
  { readingLevel: 'intermediate', age: 7 },
  { readingLevel: 'advanced', age: 10 },
] as const;

/** One request (the base, then the test's own fields) at seed `i`, its level turning with the seed. */
export function atLevel(
  base: Partial<StoryWriterInput>,
  over: Partial<StoryWriterInput>,
  i: number,
): StoryWriterInput {
  return {
    interests: [],
    fears: [],
    theme: 'adventure',
    storyLength: 'medium',
    seed: i + 1,
    ...base,
    ...LEVELS[i % 3],
    ...over,
  } as StoryWriterInput;
}

/** The request told `seeds` times, one seed each, across the three levels. */
export function tellAtLevels(
  pack: Pack,
  base: Partial<StoryWriterInput>,
  over: Partial<StoryWriterInput>,
  seeds = 9,
): ToldStory[] {
  return Array.from({ length: seeds }, (_, i) => tell(atLevel(base, over, i), pack));
}
