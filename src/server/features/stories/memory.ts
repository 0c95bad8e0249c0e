import type { StoryMemory, WrittenStory } from './writer/types.js';

/** How many recent stories a child's memory keeps (issue 8: the last 30). */
export const STORY_MEMORY_SIZE = 30;
/** The brothers' and sisters' stories a child's memory also knows the plots of: a week or two of theirs. */
export const FAMILY_MEMORY_SIZE = 15;
/** Sentence keys kept in memory: far more than 30 long stories have. */
const MAX_SENTENCE_KEYS = STORY_MEMORY_SIZE * 120;

/** The memory after one more story: newest first, the last STORY_MEMORY_SIZE stories only. */
export function rememberStory(memory: StoryMemory, story: WrittenStory): StoryMemory {
  return {
    planIds: [...(story.planId === undefined ? [] : [story.planId]), ...memory.planIds].slice(
      0,
      STORY_MEMORY_SIZE,
    ),
    titles: [story.title, ...memory.titles].slice(0, STORY_MEMORY_SIZE),
    sentenceKeys: [...(story.sentenceKeys ?? []), ...memory.sentenceKeys].slice(0, MAX_SENTENCE_KEYS),
  };
}
