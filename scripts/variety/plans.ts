/**
 * `npx tsx scripts/variety/plans.ts [filter] [level] [runs]`: for each plan (id containing
 * filter), writes `runs` stories of random requests with that plan alone and reports the mean
 * and worst share of sentences two of them have word for word (the variety test's measure),
 * plus, with a filter, the sentences most often repeated.
 */
import fc from 'fast-check';
import { normalizeSentence, splitSentences } from '../../src/server/features/stories/engine/core/memory.js';
import { writeDetailed } from '../../src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from '../../src/server/features/stories/engine/library.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';

const filter = process.argv[2] ?? '';
const level = process.argv[3] ?? 'beginner';
const runs = Number(process.argv[4] ?? 12);
const plans = DEFAULT_LIBRARY.plans.filter((p) => p.id.includes(filter));
const rows: { id: string; mean: number; worst: number }[] = [];
const counts = new Map<string, number>();
for (const plan of plans) {
  const lib = { ...DEFAULT_LIBRARY, plans: [plan] };
  const reqs = fc
    .sample(requestArb, { numRuns: runs, seed: 99 })
    .map((r) => ({ ...r, fears: [], readingLevel: level as typeof r.readingLevel }));
  const sets = reqs.map(
    (r) => new Set(splitSentences(writeDetailed(r, lib).story.content).map(normalizeSentence)),
  );
  let sum = 0;
  let n = 0;
  let worst = 0;
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      let k = 0;
      for (const s of sets[i]!) if (sets[j]!.has(s)) k++;
      const share = k / Math.min(sets[i]!.size, sets[j]!.size);
      sum += share;
      n++;
      worst = Math.max(worst, share);
    }
  for (const set of sets) for (const s of set) counts.set(s, (counts.get(s) ?? 0) + 1);
  rows.push({ id: plan.id, mean: sum / n, worst });
}
rows.sort((a, b) => b.mean - a.mean);
for (const r of rows) console.log(`${(100 * r.mean).toFixed(1)}\t${(100 * r.worst).toFixed(1)}\t${r.id}`);
const avg = rows.reduce((s, r) => s + r.mean, 0) / rows.length;
console.log(`average of means: ${(100 * avg).toFixed(1)}%`);
if (filter !== '' && plans.length <= 3) {
  console.log('\nmost repeated:');
  [...counts.entries()]
    .filter(([, c]) => c > 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 60)
    .forEach(([s, c]) => console.log(`${c}\t${s}`));
}
