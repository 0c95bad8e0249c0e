import { it } from 'vitest';
import { Rng } from './prng.js';
import { expand } from './template.js';
import { PLANS } from './plans/index.js';
import { WORLD_DETAILS } from './plans/world-details.js';
const vars = new Proxy<Record<string, string>>({}, { get: (_t, k: string) => (k.endsWith('.a') ? 'a fox' : k.includes('.') ? 'the fox' : 'Mia') });
const RICH = { beginner: 0, intermediate: 0.4, advanced: 0.8 } as const;
function distinct(tpl: string, level: keyof typeof RICH): number {
  const s = new Set<string>();
  for (let i = 0; i < 200; i++) s.add(expand(tpl, { rng: new Rng(i * 7919 + 1), vars, rich: RICH[level] }));
  return s.size;
}
it('measure', () => {
  const low: Record<string, number> = { beginner: 0, intermediate: 0, advanced: 0 };
  const tot: Record<string, number> = { beginner: 0, intermediate: 0, advanced: 0 };
  const lines: string[] = [];
  const vcount: number[] = [];
  for (const p of PLANS) for (const b of p.beats) {
    if (b.variants) vcount.push(b.variants.beginner.length);
    for (const [kind, vs] of [['v', b.variants], ['d', b.details]] as const) for (const l of ['beginner', 'intermediate', 'advanced'] as const) for (const t of vs?.[l] ?? []) {
      tot[l]++; tot[kind+l]=(tot[kind+l]??0)+1;
      const n = distinct(t, l);
      if (n < (l === 'beginner' ? 4 : 6)) { low[l]++; low[kind+l]=(low[kind+l]??0)+1; lines.push(`${n}\t${l}\t${kind}\t${p.id}\t${t}`); }
    }
  }
  for (const [w, vs] of Object.entries(WORLD_DETAILS)) for (const l of ['beginner', 'intermediate', 'advanced'] as const) for (const t of vs[l]) { const n = distinct(t, l); if (n < (l === 'beginner' ? 4 : 6)) lines.push(`${n}\t${l}\tWD-${w}\t${t}`); }
  console.log(JSON.stringify({ low, tot }));
  require('fs').writeFileSync('/tmp/sp/low.txt', lines.join('\n'));
});
