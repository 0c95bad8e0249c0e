/**
 * `npx tsx scripts/variety/seeds.ts [first] [last] [top]`: the variety test's 50-story sample for
 * each seed first..last (default 1..8): aggregate share, worst pair, and over all seeds the
 * sentences that put pairs at or over 10%, with the plan:beat they came from, most costly first.
 */
import fc from 'fast-check';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';
import { sampleSentenceSets } from './sentence-sets.js';
import { aggregateShared, pairShared } from '../../src/server/features/stories/engine/variety-measure.js';

const first = Number(process.argv[2] ?? 1);
const last = Number(process.argv[3] ?? 8);
const top = Number(process.argv[4] ?? 60);
const costly = new Map<string, { n: number; from: Set<string> }>();
for (let seed = first; seed <= last; seed++) {
  const beatOf = new Map<string, string>();
  const { stories, sets } = sampleSentenceSets(50, seed, (s, kind, k) =>
    beatOf.set(`${s.selection.plan.id}|${k}`, `${s.selection.plan.id}:${kind}`),
  );
  const aggregate = aggregateShared(sets);
  let worst = 0;
  let worstPair = '';
  let over = 0;
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const common = [...sets[i]!].filter((s) => sets[j]!.has(s));
      const share = pairShared(sets[i]!, sets[j]!);
      if (share > worst) {
        worst = share;
        const who = (k: number) =>
          `${stories[k]!.selection.plan.id}/${fc.sample(requestArb, { numRuns: 50, seed })[k]!.readingLevel}`;
        worstPair = `${who(i)} + ${who(j)}: ${common.join(' | ')}`;
      }
      if (share < 0.1) continue;
      over++;
      const plan = stories[i]!.selection.plan.id;
      for (const s of common) {
        const e = costly.get(s) ?? { n: 0, from: new Set<string>() };
        e.n++;
        e.from.add(beatOf.get(`${plan}|${s}`) ?? beatOf.get(`${stories[j]!.selection.plan.id}|${s}`) ?? '?');
        costly.set(s, e);
      }
    }
  console.log(
    `seed ${seed}: aggregate ${(100 * aggregate).toFixed(1)}%, worst pair ${(100 * worst).toFixed(1)}%, pairs >= 10%: ${over}`,
  );
  if (process.env.WORST === '1') console.log(`  worst: ${worstPair}`);
}
console.log('\nsentences in pairs at or over 10%:');
[...costly.entries()]
  .sort((a, b) => b[1].n - a[1].n)
  .slice(0, top)
  .forEach(([s, e]) => console.log(`${e.n}\t${s}\t[${[...e.from].slice(0, 3).join(' ')}]`));
