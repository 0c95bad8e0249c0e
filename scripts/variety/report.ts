/**
 * `npx tsx scripts/variety/report.ts [N] [seed]`: the variety test's 50-story sample, measured the
 * same way (sentences normalised to lower-case words), with the most shared sentences listed
 * first, so the lines to rewrite are the ones that cost the most.
 */
import fc from 'fast-check';
import { normalizeSentence, splitSentences } from '../../src/server/features/stories/engine/core/memory.js';
import { writeDetailed } from '../../src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY as LIBRARY } from '../../src/server/features/stories/engine/library.js';
import { requestArb } from '../../src/server/features/stories/engine/test-fixtures.js';
import { aggregateShared, pairShared } from '../../src/server/features/stories/engine/variety-measure.js';

const top = Number(process.argv[2] ?? 40);
const seed = Number(process.argv[3] ?? 5150);
const requests = fc.sample(requestArb, { numRuns: 50, seed });
const stories = requests.map((r) => writeDetailed(r, LIBRARY));
const sets = stories.map((s) => new Set(splitSentences(s.story.content).map(normalizeSentence)));
// Which beat each sentence came from, for the report.
const beatOf = new Map<string, Set<string>>();
stories.forEach((s) => {
  for (const p of s.paragraphs)
    for (const sen of splitSentences(p.text)) {
      const k = normalizeSentence(sen);
      const set = beatOf.get(k) ?? new Set<string>();
      set.add(`${s.selection.plan.id}:${p.kind}`);
      beatOf.set(k, set);
    }
});
const seenIn = new Map<string, number>();
for (const set of sets) for (const s of set) seenIn.set(s, (seenIn.get(s) ?? 0) + 1);
const total = sets.reduce((n, set) => n + set.size, 0);
const aggregate = aggregateShared(sets);
let worst = 0;
let pair = [0, 0];
const pairs: { i: number; j: number; share: number }[] = [];
for (let i = 0; i < sets.length; i++)
  for (let j = i + 1; j < sets.length; j++) {
    const a = sets[i]!;
    const b = sets[j]!;
    const share = pairShared(a, b);
    pairs.push({ i, j, share });
    if (share > worst) {
      worst = share;
      pair = [i, j];
    }
  }
console.log(`aggregate: ${(100 * aggregate).toFixed(1)}% of ${total} sentences appear in another story`);
console.log(`worst pair: ${(100 * worst).toFixed(1)}% (stories ${pair[0]} and ${pair[1]})`);
const over = pairs.filter((p) => p.share >= 0.1).sort((a, b) => b.share - a.share);
console.log(`pairs at or over 10%: ${over.length}`);
for (const p of over.slice(0, 15)) {
  const a = stories[p.i]!;
  const b = stories[p.j]!;
  const common = [...sets[p.i]!].filter((s) => sets[p.j]!.has(s));
  console.log(
    `  ${(100 * p.share).toFixed(0)}% #${p.i} ${a.selection.plan.id}/${a.request.level}/${requests[p.i]!.storyLength} ~ #${p.j} ${b.selection.plan.id}/${b.request.level}/${requests[p.j]!.storyLength}: ${common.join(' | ')}`,
  );
}
console.log('\nmost shared sentences:');
[...seenIn.entries()]
  .filter(([, n]) => n > 1)
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)
  .forEach(([s, n]) => console.log(`${n}\t${s}\t[${[...(beatOf.get(s) ?? [])].slice(0, 4).join(' ')}]`));
