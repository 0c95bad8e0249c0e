import pluralize from 'pluralize';
import nlp from '../nlp.js';
import { saysWhole, wholeWordPattern, wholeWordSource } from '../pack/text.js';
import type { TPlan } from '../pack/schema.js';
import type { Rng } from '../prng.js';
import { expand, finishSentence } from '../template.js';
import type { Brief } from '../read/types.js';
import type { Cast } from './cast.js';
import { agreeTogether } from './together.js';
import { childVars, entityVars, type VarMap } from './vars.js';

const SMALL = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'in',
  'on',
  'to',
  'at',
  'for',
  'with',
  'under',
  'by',
  'from',
]);

function titleCase(s: string): string {
  return (
    s
      .split(' ')
      // "Kofi, the Brave Hedgehog and ...": a small word inside is small even when a slot gave it
      // capitalised ({companion.Name} of a favourite character with no name of its own, panel 64).
      .map((w, i) => {
        if (i > 0 && SMALL.has(w.toLowerCase())) return w.toLowerCase();
        return w.charAt(0).toUpperCase() + w.slice(1);
      })
      .join(' ')
  );
}

/**
 * The title: one of the plot's own, filled with this story's cast, never one this child has had
 * lately, never one that names a fear.
 */
export function makeTitle(
  plan: TPlan,
  cast: Cast,
  brief: Brief,
  recent: readonly string[],
  rng: Rng,
  told = '',
  /** The twist shape's titles, and whether the pet went along on the adventure. */
  titled: { twist: readonly string[]; petAlong: boolean } = { twist: [], petAlong: false },
): string {
  const vars: VarMap = { ...childVars(brief.child) };
  for (const [slot, e] of Object.entries(cast)) if (e !== undefined) Object.assign(vars, entityVars(slot, e));
  const seen = new Set(recent.map((t) => t.toLowerCase()));
  // A title promises what the story tells: "The Mouse-Proof Lid" with no mouse in it (panel 59) is
  // passed over while a title the story bears out is left.
  const untold: string[] = [];
  let first = '';
  // Titles with the child's name first: two families' stories of one plot then have two titles.
  const named = (t: string) => (t.includes('{Name') ? 0 : 1);
  // "Captain {Name}" names one child; told of siblings it would crown only the first.
  const fits = (t: string) => brief.heroes.length < 2 || !/\b[A-Z][a-z]+ \{Name\}/.test(t);
  const plot = rng.shuffle(plan.titles.filter(fits)).sort((a, b) => named(a) - named(b));
  // The parent's own twist as the title, some nights, when the story tells it: two families'
  // stories of one plot then have two titles, and the parent hears what they typed first.
  const twist = twistTitled(brief, told, titled.twist, rng);
  const theirs = new Set(twist);
  for (const template of rng.chance(TWIST_TITLED) ? [...twist, ...plot] : [...plot, ...twist]) {
    let title: string;
    try {
      title = agreeTogether(
        titleCase(finishSentence(expand(template, { rng, vars, rich: 0 })).replace(/[.]$/, '')),
        brief,
      );
    } catch {
      continue;
    }
    title = agreeTitleVerb(title, brief);
    if (titled.petAlong) title = withThePet(title, brief, told);
    if (!brief.isSafe(title)) continue;
    if (told !== '' && !theirs.has(template) && !boreOut(title, told, brief)) {
      untold.push(title);
      continue;
    }
    first ||= title;
    if (!seen.has(title.toLowerCase())) return title;
  }
  return (
    first ||
    untold.find((t) => !seen.has(t.toLowerCase())) ||
    untold[0] ||
    `${brief.child.name}'s Bedtime Story`
  );
}

/** How often a story tells its twist in the title (else the plot's, as long as one is fresh). */
const TWIST_TITLED = 1 / 3;

/** A twist's {x} and {y} fit in a title when they are a few words: "the Castle Made of Cheese". */
const TITLE_WORDS = 3;

/**
 * The twist's titles with its thing and its stuff put in ("{Name} and the Flying Bathtub"), when
 * the story says them both: none for a twist it left out or words too long for a title.
 */
function twistTitled(brief: Brief, told: string, titles: readonly string[], rng: Rng): string[] {
  const t = brief.twist;
  const x = t?.x?.noun;
  const short = (w: string) => w.split(/\s+/).length <= TITLE_WORDS && !/[^\p{L}\s'-]/u.test(w);
  if (t === undefined || x === undefined || !short(x) || !saysWhole(told, x)) return [];
  const y = t.y;
  return rng
    .shuffle([...titles])
    .filter((title) => !/\{y[.}]/.test(title) || (y !== undefined && short(y) && saysWhole(told, y)))
    .map((title) =>
      title
        .replace('{x}', titleCase(x))
        .replace('{y.single}', titleCase(single(y ?? '')))
        .replace('{y}', titleCase(y ?? '')),
    );
}

/** "marshmallows" before a noun is "Marshmallow": "Dev's Marshmallow House". */
function single(words: string): string {
  const all = words.split(/\s+/);
  return [...all.slice(0, -1), pluralize.singular(all.at(-1) ?? words)].join(' ');
}

/**
 * "Kenji, Pepper and the Cracked Bridge": a named pet who went along and is in the story twice is
 * in its title beside the child (the parent named them both; two families' stories of one plot for two
 * Kenjis get two titles). Only a title of the child and one thing: never a third name.
 */
function withThePet(title: string, brief: Brief, told: string): string {
  const pet = brief.pets[0];
  const name = brief.child.name;
  if (pet?.name === undefined || brief.heroes.length > 1 || !title.startsWith(`${name} and the `))
    return title;
  const said = told.match(wholeWordPattern(pet.name, 'gu'))?.length ?? 0;
  return said < 2 ? title : `${name}, ${pet.name}${title.slice(name.length)}`;
}

/** Words a title may say that no story needs to (its name, "night", "helps"). */
const TITLE_ONLY =
  /^(?:night|nights|bedtime|story|stories|little|very|big|great|who|could|not|that|lost|its|their|his|her|helps?|finds?|saves?|mends?|meets?|and|one|goes|went|again|friend|friends|home|way|day|evening|time|good|new|secret|adventure|tale|magic|magical)$/i;

/** Every word of the title that says a thing is in the story ("sunrises", "hiccups", "mouse"). */
function boreOut(title: string, told: string, brief: Brief): boolean {
  const names = new Set(brief.heroes.flatMap((h) => h.child.name.toLowerCase().split(/\s+/)));
  const text = told.toLowerCase();
  return title
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2 && !SMALL.has(w) && !names.has(w) && !TITLE_ONLY.test(w))
    .every((w) => {
      const stem = w.length >= 6 ? w.slice(0, 5) : w.replace(/(?:es|s)$/, '');
      return new RegExp(`\\b${stem}`, 'u').test(text);
    });
}

/**
 * "Mia Mends the Kite" told of siblings: "Mia, Leo and Ava Mend the Kite". agreeTogether already
 * joined the names; the title's present-tense verb after them agrees (compromise finds its plain
 * form: goes → go, flies → fly, watches → watch).
 */
function agreeTitleVerb(title: string, brief: Brief): string {
  if (brief.heroes.length < 2) return title;
  const names = brief.heroes
    .map((h) => h.child.name)
    .join(', ')
    .replace(/, ([^,]+)$/, ' and $1');
  const after = new RegExp(`^(${wholeWordSource(names)} )([A-Z][a-z]+s)\\b`, 'u');
  return title.replace(after, (whole: string, lead: string, verb: string) => {
    const doc = nlp(verb.toLowerCase());
    if (!doc.has('#PresentTense')) return whole;
    const plain = doc.verbs().toInfinitive().text();
    return plain === '' ? whole : `${lead}${plain.charAt(0).toUpperCase()}${plain.slice(1)}`;
  });
}
