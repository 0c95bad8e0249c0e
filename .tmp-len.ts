import fc from 'fast-check';
import { requestArb } from './src/server/features/stories/engine/test-fixtures.js';
import { writeDetailed } from './src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from './src/server/features/stories/engine/library.js';
import { STORY_LENGTHS } from './src/shared/constants.js';
const reqs = fc.sample(requestArb, { numRuns: 400, seed: 8 });
const stats: Record<string, number[]> = {};
for (const r of reqs) {
  const d = writeDetailed(r, DEFAULT_LIBRARY);
  const lvl = d.request.level;
  const k = `${r.storyLength}/${lvl}`;
  const {minWords, maxWords} = STORY_LENGTHS[r.storyLength];
  (stats[k] ??= []).push(d.story.wordCount < minWords ? -1 : d.story.wordCount > maxWords ? 1 : 0);
}
for (const [k, v] of Object.entries(stats)) console.log(k, v.length, 'short', v.filter(x=>x<0).length, 'long', v.filter(x=>x>0).length);
