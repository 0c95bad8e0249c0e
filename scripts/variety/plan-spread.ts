/**
 * `npx tsx scripts/variety/plan-spread.ts [requests] [seed]`: how often each plan is chosen over
 * random requests (default 1000, seed 777), most chosen first, and the plans never chosen. The
 * read-aloud test bounds the most chosen plan (see read-aloud-faults-b.test.ts).
 */
import fc from 'fast-check';
import { writeDetailed } from '../../src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from '../../src/server/features/stories/engine/library.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';

const count = Number(process.argv[2] ?? 1000);
const seed = Number(process.argv[3] ?? 777);
const counts = new Map<string, number>();
for (const input of fc.sample(requestArb, { numRuns: count, seed })) {
  const id = writeDetailed(input, DEFAULT_LIBRARY).selection.plan.id;
  counts.set(id, (counts.get(id) ?? 0) + 1);
}
const rows = [...counts.entries()].sort((a, b) => b[1] - a[1]);
console.log(`plans chosen: ${rows.length} of ${DEFAULT_LIBRARY.plans.length}`);
for (const [id, n] of rows) console.log(`${((100 * n) / count).toFixed(1)}%\t${n}\t${id}`);
const never = DEFAULT_LIBRARY.plans.filter((p) => !counts.has(p.id)).map((p) => p.id);
console.log(`never chosen: ${never.join(' ') || '(none)'}`);
