import fc from 'fast-check';
import { requestArb } from './src/server/features/stories/engine/test-fixtures.js';
import { writeDetailed } from './src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from './src/server/features/stories/engine/library.js';
import { SLEEPY } from './src/server/features/stories/engine/test-fixtures.js';
const reqs = fc.sample(requestArb, { numRuns: 400, seed: 8 });
let shown = 0;
for (const r of reqs) {
  const d = writeDetailed(r, DEFAULT_LIBRARY);
  const text = d.story.content.toLowerCase();
  for (const e of Object.values(d.selection.cast)) {
    const intro = text.indexOf(e!.a.toLowerCase());
    if (e!.name && text.indexOf(e!.name.toLowerCase()) < intro && shown++ < 2) console.log('NAME', e!.name, r.familyFriends, r.customPrompt, '\n', d.story.content.slice(0, 600));
  }
  const last = d.story.content.split('\n\n').at(-1)!;
  if (false) console.log('SLEEP', last);
}
