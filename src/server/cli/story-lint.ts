import { parseArgs } from 'node:util';
import { checkLines } from '../features/stories/engine/pack/check.js';
import { packDir, readSomeSections, SECTIONS, type Section } from '../features/stories/engine/pack/load.js';
import { interestJobs, interestTableProblems } from '../features/stories/engine/pack/lint-interests.js';
import { packJobs, planProblems } from '../features/stories/engine/pack/lint-pack.js';

/**
 * `npm run story:lint [-- --locale en] [--only interests,plans]`: checks a story pack (schema,
 * variables, every line rendered at every reading level, grammar patterns) and prints each
 * problem as file:line. Exit 0 when clean, 1 when there are problems.
 */
function main(): number {
  const { values } = parseArgs({
    options: { locale: { type: 'string', default: 'en' }, only: { type: 'string' } },
  });
  const root = packDir(values.locale ?? 'en');
  const only = new Set<Section>(
    values.only === undefined
      ? SECTIONS
      : values.only.split(',').filter((s): s is Section => (SECTIONS as readonly string[]).includes(s)),
  );
  const { pack, places, problems } = readSomeSections(root, only);
  if (pack.interests !== undefined) {
    problems.push(...interestTableProblems(pack.interests, places));
    problems.push(...checkLines(interestJobs(pack.interests), places));
  }
  problems.push(...planProblems(pack, places));
  problems.push(...checkLines(packJobs(pack), places));
  for (const p of problems) process.stdout.write(`${p.file}:${p.line}: ${p.message}\n`);
  const count = pack.interests?.length ?? 0;
  process.stdout.write(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${root} (${count} interests)\n`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = main();
