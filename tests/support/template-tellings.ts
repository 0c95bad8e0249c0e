import { Rng } from '../../src/server/features/stories/engine/prng.js';
import { expand } from '../../src/server/features/stories/engine/template.js';

/**
 * Many tellings of each pack template, with every variable the plain word "Mia": what a reader
 * can hear from a line, every choice and optional clause included, without telling whole stories.
 */
export function tellingsOf(templates: readonly string[], n: number, seed: number): string[] {
  const vars = new Proxy({} as Record<string, string>, {
    get: (_t, key) => (typeof key === 'string' ? 'Mia' : undefined),
  });
  const rng = new Rng(seed);
  return templates.flatMap((template) =>
    Array.from({ length: n }, () => expand(template, { rng, vars, rich: 0.5 })),
  );
}
