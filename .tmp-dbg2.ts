import fc from 'fast-check';
import { requestArb, SLEEPY } from './src/server/features/stories/engine/test-fixtures.js';
import { writeDetailed } from './src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from './src/server/features/stories/engine/library.js';
const reqs = fc.sample(requestArb, { numRuns: 400, seed: 8 });
let n=0;
for (const r of reqs) { const d = writeDetailed(r, DEFAULT_LIBRARY); const last = d.story.content.split('\n\n').at(-1)!; if (!SLEEPY.test(last) && n++<3) console.log(d.story.planId, '|', last); 
  if (/\b(\w+) \1\b/i.test(d.story.content) && n++<6) console.log('SEAM', /.{30}\b(\w+) \1\b.{30}/i.exec(d.story.content)?.[0]); }
