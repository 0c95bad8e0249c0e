import fc from 'fast-check';
import { writeDetailed } from '../../src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from '../../src/server/features/stories/engine/library.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';
const counts = new Map<string, number>();
for (const r of fc.sample(requestArb, { numRuns: 50, seed: Number(process.argv[2] ?? 5150) })) {
  const d = writeDetailed(r, DEFAULT_LIBRARY);
  const k = `${d.selection.plan.id} ${d.request.level}`;
  counts.set(k, (counts.get(k) ?? 0) + 1);
}
for (const [k, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(n, k);
