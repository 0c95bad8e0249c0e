import { parseArgs } from 'node:util';
import { storyRequests } from '../../../tests/support/story-requests.js';
import { sentencesOf } from '../features/stories/engine/grammar/lint.js';
import { loadPack } from '../features/stories/engine/pack/index.js';
import { linesAt } from '../features/stories/engine/pack/text.js';
import type { TText } from '../features/stories/engine/pack/schema.js';
import { normalizeSentence } from '../features/stories/engine/tell/memory.js';
import { tell } from '../features/stories/engine/tell/story.js';
import { renderingCount } from '../features/stories/engine/template.js';

/**
 * `npm run story:variety [-- --stories 900] [--thin 40]`: how much two families' stories share.
 * Tells 900 varied stories and prints the share of their sentences (five words or more, the
 * child's name set aside) that appear in more than one story, by kind of line; then the pack's
 * thinnest texts: those told in many stories with few possible renderings (a writer adds
 * templates and [a|b] choices there first).
 */
function renderings(text: TText, level: 'beginner' | 'intermediate' | 'advanced'): number {
  return linesAt(text, level).reduce((n, t) => n + renderingCount(t), 0);
}

function isText(value: unknown): value is TText {
  if (Array.isArray(value)) return value.every((t) => typeof t === 'string');
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { beginner?: unknown }).beginner)
  );
}

function main(): void {
  const { values } = parseArgs({
    options: { stories: { type: 'string', default: '900' }, thin: { type: 'string', default: '40' } },
  });
  const pack = loadPack();
  const seenIn = new Map<string, Set<number>>();
  const roleOf = new Map<string, string>();
  storyRequests(Number(values.stories), 50_001).forEach((input, i) => {
    const t = tell(input, pack);
    const name = new RegExp(`\\b${t.brief.child.name}\\b`, 'g');
    for (const p of t.paragraphs)
      for (const l of p.lines)
        for (const s of sentencesOf(l.text)) {
          const key = normalizeSentence(s.replace(name, 'NAME'));
          if (key.split(' ').length <= 4) continue;
          roleOf.set(key, l.role);
          const set = seenIn.get(key) ?? new Set<number>();
          set.add(i);
          seenIn.set(key, set);
        }
  });
  let all = 0;
  let recurring = 0;
  const byRole = new Map<string, [number, number]>();
  for (const [key, set] of seenIn) {
    const role = roleOf.get(key) ?? '?';
    const [r, n] = byRole.get(role) ?? [0, 0];
    all += set.size;
    if (set.size > 1) recurring += set.size;
    byRole.set(role, [r + (set.size > 1 ? set.size : 0), n + set.size]);
  }
  process.stdout.write(
    `Sentences that recur across stories: ${((recurring / all) * 100).toFixed(1)}% of ${all}\n\n`,
  );
  for (const [role, [r, n]] of [...byRole.entries()].sort((a, b) => b[1][0] - a[1][0]))
    process.stdout.write(
      `${role.padEnd(22)} ${((r / n) * 100).toFixed(0).padStart(3)}% of its ${n} sentences recur\n`,
    );
  const thin = Number(values.thin);
  process.stdout.write(`\nTexts with fewer than ${thin} renderings at a level:\n`);
  const report = (what: string, text: TText | undefined) => {
    // The frame also holds tables that are not texts (seasons, word lists): those are passed over.
    if (!isText(text)) return;
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      const n = renderings(text, level);
      if (n < thin) process.stdout.write(`  ${what} (${level}): ${n}\n`);
    }
  };
  for (const [k, v] of Object.entries(pack.frame)) if (k !== 'attempts') report(`frame.${k}`, v as TText);
  for (const g of pack.family.groups)
    for (const k of ['opening', 'send_off', 'help', 'far', 'bedtime'] as const)
      report(`family/${g.id}.${k}`, g[k]);
  for (const p of pack.pets)
    for (const k of ['opening', 'along_text', 'cheer', 'bedtime'] as const) report(`pets/${p.id}.${k}`, p[k]);
  for (const w of pack.worries)
    for (const k of ['mention', 'beat', 'closing'] as const) report(`worries/${w.id}.${k}`, w[k]);
  for (const s of pack.twists.shapes)
    for (const k of ['premise', 'middle', 'echo'] as const) report(`twists/${s.id}.${k}`, s[k]);
}

main();
