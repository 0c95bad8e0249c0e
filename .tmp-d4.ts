import fc from 'fast-check';
import { requestArb, SLEEPY } from './src/server/features/stories/engine/test-fixtures.js';
import { writeDetailed } from './src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from './src/server/features/stories/engine/library.js';
import { STORY_LENGTHS } from './src/shared/constants.js';
const reqs = fc.sample(requestArb, { numRuns: 400, seed: 8 });
let a=0,b=0,c=0,e=0;
for (const r of reqs) {
  const d = writeDetailed(r, DEFAULT_LIBRARY);
  if (d.story.wordCount > STORY_LENGTHS[r.storyLength].maxWords && a++<1) console.log('OVER', d.story.wordCount, d.paragraphs.map(p=>p.kind).join(','), '\n', d.story.content);
  for (const x of Object.values(d.selection.cast)) if (d.story.content.toLowerCase().indexOf(x!.a.toLowerCase())<0 && b++<2) console.log('NOA', x!.a, x!.name, d.story.planId);
  const s = d.paragraphs.find(p=>p.marks.includes('solution')); if (s && !/\b(she|he|they|her|his|their)\b/i.test(s.text) && !s.text.includes(d.request.name) && c++<2) console.log('SOLVE', s.text);
  const last = d.story.content.split('\n\n').at(-1)!; if (!SLEEPY.test(last) && e++<1) console.log('SLEEP', last);
}
