import { PLANS } from './src/server/features/stories/engine/plans/index.js';
for (const p of PLANS) {
  const row = [p.id];
  for (const l of ['beginner','intermediate','advanced'] as const) {
    let n = 0;
    for (const b of p.beats) {
      const v = b.variants?.[l] ?? [];
      if (v.length) n += Math.max(...v.map(s=>s.split(/\s+/).length));
      n += (b.details?.[l] ?? []).reduce((a,s)=>a+s.split(/\s+/).length,0);
    }
    row.push(String(n));
  }
  console.log(row.join('\t'));
}
