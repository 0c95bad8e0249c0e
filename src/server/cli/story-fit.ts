import { parseArgs } from 'node:util';
import { loadPack } from '../features/stories/engine/pack/index.js';
import { linesAt } from '../features/stories/engine/pack/text.js';
import { Rng } from '../features/stories/engine/prng.js';
import { expand } from '../features/stories/engine/template.js';
import { outOfPlaceIn } from '../features/stories/engine/tell/line-checks.js';

/**
 * `npm run story:fit -- <plot-id> [--show]`: for a writer growing a plot's `out_of_place` list,
 * which interests have no help line of the plot's kind that avoids its words (those are told the
 * generic help there), and with --show every help template that still fits. The plot's own
 * object fills `{object...}`, so a phrase naming it ("carried the toadstool") is counted.
 */
function main(): number {
  const { values, positionals } = parseArgs({
    options: { show: { type: 'boolean' }, locale: { type: 'string', default: 'en' } },
    allowPositionals: true,
  });
  const pack = loadPack(values.locale ?? 'en');
  const plan = pack.plans.find((p) => p.id === positionals[0]);
  if (plan === undefined) {
    process.stderr.write(`No plot "${positionals[0] ?? ''}". Give a plot id (a file name in plans/).\n`);
    return 1;
  }
  const world = pack.worlds.find((w) => w.id === plan.worlds[0]);
  if (world === undefined) {
    process.stderr.write(`The plot "${plan.id}" names no world the pack has.\n`);
    return 1;
  }
  const object = pack.cast.get(plan.cast.object?.[0] ?? '');
  const known: Record<string, string> = object === undefined ? {} : objectVars(object);
  const vars = new Proxy(known, {
    get: (t, k) => (typeof k === 'string' ? (t[k] ?? `<${k}>`) : undefined),
  });
  const rng = new Rng(7);
  // As the engine tells it: the world's words the child's interest names are the child's own.
  const fits = (t: string, notHere: RegExp | undefined) =>
    Array.from({ length: 12 }, () => expand(t, { rng, vars, rich: 0.5 })).some((x) => !notHere?.test(x));
  let none = 0;
  let total = 0;
  for (const e of pack.interests) {
    const help = e.help[plan.kind];
    if (help === undefined || e.id === 'generic') continue;
    total++;
    const notHere = outOfPlaceIn(world, plan, e.label.toLowerCase());
    const missing: string[] = [];
    for (const level of ['beginner', 'intermediate'] as const) {
      const fitting = linesAt(help, level).filter((t) => fits(t, notHere));
      if (fitting.length === 0) missing.push(level);
      if (values.show === true) for (const t of fitting) process.stdout.write(`${e.id}\t${level}\t${t}\n`);
    }
    if (missing.length > 0) {
      none++;
      if (values.show !== true) process.stdout.write(`generic help: ${e.id} (${missing.join(', ')})\n`);
    }
  }
  process.stdout.write(
    `${plan.id} (${plan.kind}, ${world.id}): ${none} of ${total} interests are told the generic help; ${plan.out_of_place.length} words out of place in the plot, ${world.out_of_place.length} in its world\n`,
  );
  return 0;
}

/** The object's own words for its variables. */
function objectVars(o: { a: string; the: string; noun: string }): Record<string, string> {
  const The = o.the.charAt(0).toUpperCase() + o.the.slice(1);
  return { 'object.a': o.a, 'object.the': o.the, 'object.The': The, 'object.noun': o.noun };
}

process.exitCode = main();
