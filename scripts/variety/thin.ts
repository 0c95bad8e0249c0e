/**
 * `npx tsx scripts/variety/thin.ts [level] [min-share] [filter]`: templates whose renderings
 * repeat one sentence too often (that sentence is then shared between stories). For each template,
 * the share of renderings that contain its most frequent sentence; listed from the worst.
 */
import { normalizeSentence, splitSentences } from '../../src/server/features/stories/engine/core/memory.js';
import { PLANS } from '../../src/server/features/stories/engine/plans/index.js';
import { WORLD_DETAILS } from '../../src/server/features/stories/engine/plans/world-details.js';
import { LEARNING, SOLUTIONS, TWISTS } from '../../src/server/features/stories/engine/options/index.js';
import { Rng } from '../../src/server/features/stories/engine/prng.js';
import { expand, finishSentence } from '../../src/server/features/stories/engine/template.js';
import type { Variants } from '../../src/server/features/stories/engine/plans/types.js';

const level = (process.argv[2] ?? 'beginner') as keyof Variants;
const min = Number(process.argv[3] ?? 0.25);
const filter = process.argv[4] ?? '';
const vars = new Proxy<Record<string, string>>(
  {},
  {
    get: (_t, k: string) =>
      k === 'solution' ? '' : k.endsWith('.a') ? 'a fox' : k.includes('.') ? 'the fox' : 'Mia',
  },
);
const worldTpl = new Set(Object.values(WORLD_DETAILS).flatMap((v) => v[level]));
const rows: { where: string; share: number; sentence: string; tpl: string }[] = [];
function measure(where: string, tpl: string) {
  const counts = new Map<string, number>();
  const rng = new Rng(12345);
  const N = 300;
  for (let i = 0; i < N; i++) {
    let text: string;
    try {
      text = finishSentence(expand(tpl, { rng, vars, rich: 0 }));
    } catch {
      return;
    }
    for (const s of new Set(splitSentences(text).map(normalizeSentence)))
      counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  let best = ['', 0] as [string, number];
  for (const e of counts) if (e[1] > best[1]) best = e;
  rows.push({ where, share: best[1] / N, sentence: best[0], tpl });
}
for (const p of PLANS)
  for (const b of p.beats)
    for (const [part, vs] of [
      ['', b.variants],
      ['details', b.details],
    ] as const)
      for (const tpl of vs?.[level] ?? [])
        if (!worldTpl.has(tpl)) measure(`${p.id}:${b.kind}${part ? ':' + part : ''}`, tpl);
for (const [w, vs] of Object.entries(WORLD_DETAILS)) for (const tpl of vs[level]) measure(`world:${w}`, tpl);
for (const [id, t] of Object.entries(TWISTS)) {
  for (const tpl of t?.event[level] ?? []) measure(`twist:${id}`, tpl);
  for (const tpl of t?.echo[level] ?? []) measure(`echo:${id}`, tpl);
}
for (const [id, l] of Object.entries(LEARNING))
  for (const tpl of l?.scene[level] ?? []) measure(`learning:${id}`, tpl);
for (const [skill, kinds] of Object.entries(SOLUTIONS))
  for (const [kind, vs] of Object.entries(kinds))
    for (const tpl of (vs as Variants)[level]) measure(`solution:${skill}:${kind}`, tpl);
const bad = rows.filter((r) => r.share >= min && r.where.includes(filter)).sort((a, b) => b.share - a.share);
for (const r of bad) console.log(`${r.share.toFixed(2)}\t${r.where}\t${r.sentence}`);
console.log(`${bad.length} of ${rows.length} templates at or over ${min}`);
