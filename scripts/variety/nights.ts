import fc from 'fast-check';
import { rememberStory } from '../../src/server/features/stories/memory.js';
import type { StoryMemory, StoryWriterInput } from '../../src/server/features/stories/writer/types.js';
import { normalizeSentence, splitSentences } from '../../src/server/features/stories/engine/core/memory.js';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';
for (const seed of [77, 1, 2, 3]) {
  const base = fc.sample(requestArb, { numRuns: 1, seed })[0] as StoryWriterInput;
  let memory: StoryMemory = { planIds: [], titles: [], sentenceKeys: [] };
  const heard = new Set<string>();
  let total = 0, repeated = 0;
  for (let night = 0; night < 30; night++) {
    const story = writeLocalStory({ ...base, fears: [], seed: 1000 + night, memory });
    const ss = new Set(splitSentences(story.content).map(normalizeSentence));
    for (const s of ss) { total++; if (heard.has(s)) repeated++; }
    for (const s of ss) heard.add(s);
    memory = rememberStory(memory, story);
  }
  console.log(`seed ${seed} (${base.readingLevel}, age ${base.age}): ${(100 * repeated / total).toFixed(1)}% heard before`);
}
