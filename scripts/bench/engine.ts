import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { loadPack } from '../../src/server/features/stories/engine/pack/index.js';
import { STORY_LENGTH_KEYS } from '../../src/shared/constants.js';
import { storyRequest } from '../../tests/support/story-requests.js';
import { summary } from './load.js';

/**
 * Local story engine: time per story for each length (1,000 varied requests each, after
 * warm-up): pets, family, worries, twists and interests in the parents' own phrasings, so the
 * reading of their words (compromise) is timed too. The pack is read once, as at start.
 */
export function engineBench() {
  const pack = loadPack();
  const out: Record<string, unknown> = {};
  for (const storyLength of STORY_LENGTH_KEYS) {
    const times: number[] = [];
    for (let i = 0; i < 1100; i++) {
      const input = { ...storyRequest(90_000 + i), storyLength };
      const started = performance.now();
      writeLocalStory(input, pack);
      if (i >= 100) times.push(performance.now() - started);
    }
    out[storyLength] = summary(times);
  }
  return out;
}
