import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { STORY_LENGTH_KEYS, STORY_THEMES } from '../../src/shared/constants.js';
import { summary } from './load.js';

/** Local story engine: time per story for each length (1,000 random requests each, after warm-up). */
export function engineBench() {
  const out: Record<string, unknown> = {};
  for (const storyLength of STORY_LENGTH_KEYS) {
    const times: number[] = [];
    for (let i = 0; i < 1100; i++) {
      const started = performance.now();
      writeLocalStory({
        childName: 'Mia',
        age: i % 13,
        readingLevel: (['beginner', 'intermediate', 'advanced'] as const)[i % 3] ?? 'beginner',
        interests: ['dinosaurs', 'painting'],
        favoriteCharacter: 'a brave owl',
        storyTone: 'magical',
        fears: ['spiders'],
        theme: STORY_THEMES[i % STORY_THEMES.length] ?? 'adventure',
        setting: i % 2 ? 'a lighthouse' : undefined,
        storyLength,
        seed: i * 7919,
      });
      if (i >= 100) times.push(performance.now() - started);
    }
    out[storyLength] = summary(times);
  }
  return out;
}
