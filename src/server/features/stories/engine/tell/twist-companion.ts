import pluralize from 'pluralize';
import type { TCastEntity } from '../pack/schema.js';
import type { Pack } from '../pack/compile.js';
import { textPreferring } from '../pack/text.js';
import type { TwistUse } from '../read/types.js';
import { entityVars, type VarMap } from './vars.js';

type Shape = Pack['twists']['shapes'][number];

/**
 * The twist is about the companion: a favourite "grumpy troll" and "the troll is secretly very
 * kind", a dragon companion and "the dragon is scared of the dark". Panel 38 heard two of each
 * ("Just then, Lila noticed a troll" after the troll had fetched her): one of a kind is one
 * character, so the twist is told of the companion, who is already there.
 */
export function twistIsCompanion(t: TwistUse, companion: TCastEntity | undefined): boolean {
  const x = t.x;
  if (x === undefined || companion === undefined || x.plural) return false;
  if (t.shape === undefined || !OF_THE_COMPANION.has(t.shape)) return false;
  const head = (words: string) => pluralize.singular(words.toLowerCase().split(/\s+/).at(-1) ?? '');
  return head(x.noun) === head(companion.noun);
}

/**
 * Shapes that say what the companion is like, can do or feels, told once it is there. Not one
 * whose thing is someone else (the fox that took the scarf), lives somewhere at home (the whale in
 * the bath, met before the companion calls), or is sized or revealed at home before the story.
 */
const OF_THE_COMPANION: ReadonlySet<string> = new Set([
  'kind-after-all',
  'afraid',
  'can-do',
  'can-talk',
  'rhymes',
  'backwards',
  'unwell',
  'wants-to',
  'wears',
  'loves',
  'forgot-how',
  'lost-thing',
]);

/**
 * The pronouns of a cast thing the twist is about: "the moon has lost its key" on a night whose
 * moon is "she" is told "her key" (panel 55 heard "its key" and "where she ought to be" together).
 */
export function twistPronounsOf(t: TwistUse, entity: TCastEntity | undefined): VarMap {
  const x = t.x;
  if (x === undefined || entity === undefined || x.plural !== entity.plural) return {};
  const head = (words: string) => pluralize.singular(words.toLowerCase().split(/\s+/).at(-1) ?? '');
  if (head(x.noun) !== head(entity.noun)) return {};
  const all = companionAsTwist(entity);
  const keys = [
    'twist.x.it',
    'twist.x.It',
    'twist.x.its',
    'twist.x.Its',
    'twist.x.them',
    'twist.x.it_was',
    'twist.x.It_was',
  ];
  return Object.fromEntries(keys.map((k) => [k, all[k] ?? '']));
}

/** The twist's words for its thing, told as the companion (by name when it has one). */
export function companionAsTwist(companion: TCastEntity): VarMap {
  const c = entityVars('c', companion);
  const name = c['c.name'] ?? companion.the;
  return {
    'twist.x': name,
    'twist.X': c['c.Name'] ?? name,
    'twist.a': name,
    'twist.A': c['c.Name'] ?? name,
    'twist.first': name,
    'twist.x.it': c['c.it'] ?? 'it',
    'twist.x.It': c['c.It'] ?? 'It',
    'twist.x.its': c['c.its'] ?? 'its',
    'twist.x.Its': (c['c.its'] ?? 'its').replace(/^./, (ch) => ch.toUpperCase()),
    'twist.x.them': c['c.obj'] ?? 'it',
    'twist.x.one': companion.plural ? 'ones' : 'one',
    // After its name, "the comet was"; after its pronoun, "they were" (panel 47: "the comet had
    // lost their tail, and were feeling very lost").
    'twist.x.was': companion.plural ? 'were' : 'was',
    'twist.x.it_was': `${c['c.it'] ?? 'it'} ${c['c.was'] ?? 'was'}`,
    'twist.x.It_was': `${c['c.It'] ?? 'It'} ${c['c.was'] ?? 'was'}`,
  };
}

/**
 * Lines that would have the companion talk of itself ("'Don't go near the troll!' whispered the
 * troll") or meet it as if for the first time ("Over there lived the troll", "Noor met the
 * dragon, hiding") when it came to fetch the child.
 */
const SPEAKS_OF_COMPANION =
  /\{companion\.|\{Companion\.|\b(?:lived|met|meets|came across|not far (?:away|off)|up ahead|over there|close by|just ahead)\b/i;

export function withoutSelfTalk(shape: Shape): Shape {
  const keep = <T extends Shape['premise'] | undefined>(t: T): T =>
    (t === undefined ? t : textPreferring(t, SPEAKS_OF_COMPANION)) as T;
  return {
    ...shape,
    premise: keep(shape.premise),
    echo: keep(shape.echo),
    ...(shape.middle === undefined ? {} : { middle: keep(shape.middle) }),
    ...(shape.solve === undefined ? {} : { solve: keep(shape.solve) }),
    ...(shape.solve_gentle === undefined ? {} : { solve_gentle: keep(shape.solve_gentle) }),
  };
}
