/**
 * `[SHARE=0.1] npx tsx scripts/variety/pairs.ts [stories] [seed] [top] [plan]`: one big sample of random requests
 * (default 1500), every pair measured as the variety test does. Prints the share of pairs at or
 * over 10% (and the expected number per 50-story sample, 1225 pairs), and the sentences and
 * plan:beat:level templates behind those pairs, most costly first: a sample this size ranks the
 * lines to widen far more steadily than the 50-story samples of seeds.ts.
 */
import { sampleSentenceSets } from './sentence-sets.js';

const count = Number(process.argv[2] ?? 1500);
const seed = Number(process.argv[3] ?? 4242);
const top = Number(process.argv[4] ?? 50);
/** Only pairs of two stories of plans whose id contains this, for the sentence lists. */
const only = process.argv[5] ?? '';
/** The share a pair must reach to count (the bound by default). */
const bound = Number(process.env.SHARE ?? 0.1);
const origin = new Map<string, string>();
const { stories, sets } = sampleSentenceSets(count, seed, (s, kind, k) => {
  if (!origin.has(k)) origin.set(k, `${s.selection.plan.id}:${kind}:${s.request.level}`);
});
// Inverted index: sentence -> stories holding it; pair counts only where something is shared.
const holders = new Map<string, number[]>();
sets.forEach((set, i) => {
  for (const s of set) holders.set(s, [...(holders.get(s) ?? []), i]);
});
const shared = new Map<number, number>();
for (const list of holders.values())
  for (let a = 0; a < list.length; a++)
    for (let b = a + 1; b < list.length; b++) {
      const key = list[a]! * count + list[b]!;
      shared.set(key, (shared.get(key) ?? 0) + 1);
    }
const costlySentence = new Map<string, number>();
const costlyOrigin = new Map<string, number>();
let over = 0;
let samePlanOver = 0;
const planOver = new Map<string, number>();
const sizes: number[] = [];
for (const [key, n] of shared) {
  const i = Math.floor(key / count);
  const j = key % count;
  const share = n / Math.min(sets[i]!.size, sets[j]!.size);
  if (share < bound) continue;
  over++;
  sizes.push(Math.min(sets[i]!.size, sets[j]!.size));
  const plan = stories[i]!.selection.plan.id;
  if (plan === stories[j]!.selection.plan.id) {
    samePlanOver++;
    planOver.set(plan, (planOver.get(plan) ?? 0) + 1);
  }
  if (only !== '' && !(plan.includes(only) && stories[j]!.selection.plan.id.includes(only))) continue;
  for (const s of sets[i]!)
    if (sets[j]!.has(s)) {
      costlySentence.set(s, (costlySentence.get(s) ?? 0) + 1);
      const o = origin.get(s) ?? '?';
      costlyOrigin.set(o, (costlyOrigin.get(o) ?? 0) + 1);
    }
}
const pairs = (count * (count - 1)) / 2;
console.log(
  `${over} of ${pairs} pairs at or over ${Math.round(100 * bound)}% (${samePlanOver} of one plan); ${((over / pairs) * 1225).toFixed(2)} per 50-story sample; smaller story's sentences: median ${sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 0}`,
);
const planCount = new Map<string, number>();
for (const s of stories) planCount.set(s.selection.plan.id, (planCount.get(s.selection.plan.id) ?? 0) + 1);
console.log('\nplans: pairs of two of its stories at or over the bound / all such pairs');
[...planOver.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 20)
  .forEach(([p, n]) => {
    const c = planCount.get(p) ?? 0;
    console.log(`${n}\t/${(c * (c - 1)) / 2}\t${p}`);
  });
console.log('\nsentences:');
[...costlySentence.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)
  .forEach(([s, n]) => console.log(`${n}\t${s}\t[${origin.get(s)}]`));
console.log('\nfirst seen in (plan:beat:level):');
[...costlyOrigin.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)
  .forEach(([o, n]) => console.log(`${n}\t${o}`));
