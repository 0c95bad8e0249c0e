import { parseArgs } from 'node:util';
import { loadPack, PackError } from '../features/stories/engine/pack/index.js';
import { lintPack } from '../features/stories/engine/pack/lint.js';
import { packDir, SECTIONS, type Section } from '../features/stories/engine/pack/load.js';

/**
 * `npm run story:lint [-- --locale en] [--only interests,plans] [--schema]`: checks a story pack
 * and prints each problem as file:line. --schema checks only what the server checks at start
 * (the schema and the references between files; the build runs it). Exit 0 when clean, 1 when
 * there are problems.
 */
function main(): number {
  const { values } = parseArgs({
    options: {
      locale: { type: 'string', default: 'en' },
      only: { type: 'string' },
      schema: { type: 'boolean' },
    },
  });
  const locale = values.locale ?? 'en';
  const root = packDir(locale);
  if (values.schema === true) {
    try {
      loadPack(locale);
      process.stdout.write(`The ${locale} story pack is valid.\n`);
      return 0;
    } catch (err) {
      if (!(err instanceof PackError)) throw err;
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
  }
  const only =
    values.only === undefined
      ? undefined
      : new Set<Section>(
          values.only.split(',').filter((s): s is Section => (SECTIONS as readonly string[]).includes(s)),
        );
  const { problems, interests, plans } = lintPack(root, { only });
  for (const p of problems) process.stdout.write(`${p.file}:${p.line}: ${p.message}\n`);
  process.stdout.write(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${root} (${interests} interests, ${plans} plots)\n`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = main();
