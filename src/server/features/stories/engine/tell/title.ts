import nlp from '../nlp.js';
import { wholeWordSource } from '../pack/text.js';
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
  return s
    .split(' ')
    .map((w, i) => (i === 0 || !SMALL.has(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
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
  for (const template of rng.shuffle(plan.titles.filter(fits)).sort((a, b) => named(a) - named(b))) {
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
    if (!brief.isSafe(title)) continue;
    if (told !== '' && !boreOut(title, told, brief)) {
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
