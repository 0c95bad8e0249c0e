import { describe, expect, it } from 'vitest';
import { tellingsOf } from '../../../../../tests/support/template-tellings.js';
import { loadPack } from './pack/index.js';
import { allLines } from './pack/text.js';
import type { TText } from './pack/schema.js';

/** Issue 24, blind panel 84: lines that stumbled when read aloud. */
const pack = loadPack();

/** Many tellings of a Text's templates: what a reader can hear. */
const tellings = (text: TText | readonly string[] | undefined, n = 60): string[] =>
  text === undefined
    ? []
    : tellingsOf(
        Array.isArray(text) ? text : [...new Set(allLines(text as TText).map((l) => l.template))],
        n,
        84,
      );

/** Every string anywhere under a value of the pack. */
function templatesIn(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(templatesIn);
  if (v !== null && typeof v === 'object') return Object.values(v).flatMap(templatesIn);
  return [];
}

describe('lines that stumbled read aloud', () => {
  // "Custard gave a proud little song ever heard."
  it('"ever heard" follows a superlative', () => {
    const told = templatesIn(pack.pets).flatMap((t) => (t.includes('ever heard') ? tellings([t]) : []));
    expect(told.length).toBeGreaterThan(0);
    expect(
      told.filter((t) => /ever heard/.test(t) && !/\bthe \w+(?:est|iest)\b/.test(t)).slice(0, 3),
    ).toEqual([]);
  });

  // "The stars blinked a slow good night at the window. Down below, Hugo did not see them with his teddy."
  it('the last line never says the child did not see the stars "with his teddy"', () => {
    expect(tellings(pack.frame.sleep, 30).filter((t) => /did not see them/.test(t))).toEqual([]);
  });

  // "They stomped about until tea", after Hugo shared his dinosaur book in bed; "They puffed in."
  it('the toy dinosaur plot plays until bedtime, never until supper or tea, and says who puffed', () => {
    const plan = pack.plans.find((p) => p.id === 'home-toy-dinosaur-roar');
    if (plan === undefined) throw new Error('the toy dinosaur plot is gone');
    const told = templatesIn(plan).flatMap((t) => tellings([t], 20));
    expect(told.filter((t) => /\buntil (?:supper|tea|bath time|dusk)\b|time for supper/.test(t))).toEqual([]);
    expect(told.filter((t) => /^They (?:puffed|stretched|breathed)\b/.test(t))).toEqual([]);
  });
});
