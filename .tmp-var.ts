import fc from 'fast-check';
import { requestArb } from './src/server/features/stories/engine/test-fixtures.js';
import { writeLocalStory } from './src/server/features/stories/engine/index.js';
import { rememberStory } from './src/server/features/stories/memory.js';
import { normalizeSentence, splitSentences } from './src/server/features/stories/engine/core/memory.js';
const base = fc.sample(requestArb, { numRuns: 1, seed: 77 })[0]!;
console.log(JSON.stringify({...base}));
let memory = { planIds: [] as string[], titles: [] as string[], sentenceKeys: [] as string[] };
const count = new Map<string, number>();
const plans: string[] = [];
for (let n = 0; n < 30; n++) { const s = writeLocalStory({ ...base, fears: [], seed: 1000 + n, memory }); plans.push(s.planId!); for (const x of new Set(splitSentences(s.content).map(normalizeSentence))) count.set(x, (count.get(x) ?? 0) + 1); memory = rememberStory(memory, s); }
console.log(plans.join(' '));
console.log([...count].sort((a,b)=>b[1]-a[1]).slice(0,25).map(([s,c])=>c+' '+s).join('\n'));
