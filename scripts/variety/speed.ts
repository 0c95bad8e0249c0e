import fc from 'fast-check';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';
const level = process.argv[2];
const reqs = fc.sample(requestArb, { numRuns: 150, seed: 42 }).map((r) => ({ ...r, storyLength: 'long' as const, ...(level ? { readingLevel: level as typeof r.readingLevel } : {}) }));
for (const r of reqs.slice(0, 10)) writeLocalStory(r);
const times: number[] = [];
for (const r of reqs) { const t = performance.now(); writeLocalStory(r); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
console.log(level ?? 'all', 'p50', times[75]!.toFixed(1), 'p95', times[142]!.toFixed(1), 'max', times[149]!.toFixed(1));
