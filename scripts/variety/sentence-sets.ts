import fc from 'fast-check';
import { normalizeSentence, splitSentences } from '../../src/server/features/stories/engine/core/memory.js';
import { writeDetailed, type DetailedStory } from '../../src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY as LIBRARY } from '../../src/server/features/stories/engine/library.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';

/**
 * The variety test's sample for a seed: the stories and each one's set of normalized sentences, as the test
 * measures them. `onSentence` hears where each sentence came from (story, paragraph kind, key).
 */
export function sampleSentenceSets(
  count: number,
  seed: number,
  onSentence: (story: DetailedStory, kind: string, key: string) => void = () => undefined,
): { stories: DetailedStory[]; sets: Set<string>[] } {
  const stories = fc.sample(requestArb, { numRuns: count, seed }).map((r) => writeDetailed(r, LIBRARY));
  const sets = stories.map((s) => {
    const set = new Set<string>();
    for (const p of s.paragraphs)
      for (const sen of splitSentences(p.text)) {
        const k = normalizeSentence(sen);
        set.add(k);
        onSentence(s, p.kind, k);
      }
    return set;
  });
  return { stories, sets };
}
