/**
 * `npx tsx scripts/variety/read.ts <plan-id> [level] [count] [seed]`: stories of one plan at one
 * reading level (random requests, no fears), to read new lines aloud in their place.
 */
import fc from 'fast-check';
import { writeDetailed } from '../../src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from '../../src/server/features/stories/engine/library.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';
const [planId, level = 'beginner', n = '1', seed = '5'] = process.argv.slice(2);
const lib = { ...DEFAULT_LIBRARY, plans: DEFAULT_LIBRARY.plans.filter((p) => p.id === planId) };
for (const r of fc.sample(requestArb, { numRuns: Number(n), seed: Number(seed) })) {
  const d = writeDetailed(
    {
      ...r,
      fears: [],
      age: level === 'beginner' ? 4 : level === 'intermediate' ? 7 : 10,
      readingLevel: level as typeof r.readingLevel,
    },
    lib,
  );
  console.log(`--- ${d.story.title} [${level}/${r.storyLength}]\n${d.story.content}\n`);
}
