import nlp from '../nlp.js';
import { cleanText } from '../sanitize.js';
import { conjugate } from '../tell/verbs.js';
import type { Pack } from '../pack/compile.js';
import { wordForms } from '../pack/check.js';
import type { Brief, Member } from './types.js';

/**
 * What a grandparent always says, or calls the child, in their own words: "Nana Bridget, who says
 * 'God love you, pet'", "Teta, who calls her 'ya albi'". The words in quotation marks are theirs:
 * taken out before the family is read (the comma inside them made "pet" a stranger the parent was
 * told about), then given back to the member they belong to, who says them in the story.
 */
export interface Saying {
  /** The words before "who": who says it ("Nana Bridget"). */
  who: string;
  /** `does`: a habit ("who tells terrible jokes"), told in the past ("told terrible jokes"). */
  kind: 'says' | 'calls' | 'does' | 'has' | 'taught';
  words: string;
}

const SAYING =
  /\s*,?\s*\bwho\s+(?:always\s+|often\s+|still\s+|sometimes\s+)?(says|said|calls\s+(?:her|him|them|me|us))\s+["“‘'](.+?)["”’'](?=\s|$|[,.;!?)])/giu;

/**
 * "Uncle Tomasz who tells terrible jokes", "Grandpa, who always sings in the kitchen": a habit in
 * the present, up to the next comma. Being, having and living somewhere are left to the family
 * reader ("who lives in Poland" is far away, "who is 3" an age), and so is work ("who works
 * nights" is at work tonight, never "Dad worked nights before bed": panel 30's own reading).
 */
const HABIT =
  /\s*,?\s*\bwho\s+(?:always\s+|often\s+|still\s+|sometimes\s+|loves\s+to\s+)?((?!says\b|calls\b|is\b|has\b|lives\b|was\b|had\b|works\b)\p{L}+s)\b([^,;.!?]{0,40})/giu;
const HABIT_WORDS = 8;

/**
 * "tells terrible jokes" → "told terrible jokes": only the verb is put in the past (compromise
 * gives its plain form, tell/verbs.ts its past), so "bakes the best scones" keeps its scones.
 */
export function habitInThePast(verb: string, rest: string): string | undefined {
  if (`${verb} ${rest}`.trim().split(/\s+/).length > HABIT_WORDS) return undefined;
  // "loves gardening" is done in the story ("gardened"); "loves dogs" is not a thing to do.
  if (/^(?:loves|likes|enjoys|adores)$/i.test(verb)) {
    const [doing = '', ...more] = rest.trim().split(/\s+/);
    if (!/^\p{L}{3,}ing$/u.test(doing)) return undefined;
    const done = conjugate(nlp(doing).verbs().toInfinitive().text('normal').trim())?.past;
    return done === undefined ? undefined : `${done} ${more.join(' ')}`.trim();
  }
  const plain = nlp(`she ${verb}`).verbs().toInfinitive().text('normal').trim();
  const past = plain === '' ? undefined : conjugate(plain)?.past;
  return past === undefined ? undefined : `${past} ${rest}`.trim();
}

/** Who the words before "who" name: the last of the list before it ("Lily, Uncle Tomasz"). */
const whoBefore = (text: string, at: number): string =>
  text
    .slice(0, at)
    .split(/[,;]|\band\b/)
    .at(-1)
    ?.trim() ?? '';

function takeHabits(raw: string, sayings: Saying[]): string {
  return raw.replace(HABIT, (all, verb: string, rest: string, at: number) => {
    const who = whoBefore(raw, at);
    const words = habitInThePast(verb, cleanText(rest, 60, 8));
    if (who === '' || words === undefined) return all;
    sayings.push({ who, kind: 'does', words });
    return '';
  });
}

export function takeSayings(raw: string | undefined): { rest: string; sayings: Saying[] } {
  const sayings: Saying[] = [];
  if (raw === undefined) return { rest: '', sayings };
  // "Uncle Dev, an engineer who says ...": what he is goes, so he says it (and "an engineer" is
  // not more family the parent is told was left out).
  const said = raw.replace(/,\s*(?:a|an)\s+[\p{L} '-]+?(?=\s+who\s)/giu, '');
  const withoutHabits = takeHabits(said, sayings);
  const rest = withoutHabits.replace(SAYING, (_all, verb: string, words: string, at: number) => {
    // The offset is in the text without the habits: who is read there.
    const who = whoBefore(withoutHabits, at);
    // Said in the story between quotation marks the lines close: no end mark of its own, and a
    // saying starts with a capital ("Slowly, slowly catches the monkey"); a name stays as typed.
    const clean = cleanText(words, 80, 12).replace(/[.!?,]+$/, '');
    const said = verb.startsWith('call') ? clean : clean.charAt(0).toUpperCase() + clean.slice(1);
    if (who !== '' && said !== '')
      sayings.push({ who, kind: verb.startsWith('call') ? 'calls' : 'says', words: said });
    return '';
  });
  return { rest, sayings };
}

/** Each saying to the member whose name or word the parent wrote before "who". */
export function giveSayings(
  family: Member[],
  sayings: readonly Saying[],
  isSafe: (t: string) => boolean,
): void {
  for (const s of sayings) {
    if (!isSafe(s.words)) continue;
    const who = s.who.toLowerCase();
    const m = family.find((x) => {
      const name = x.name.toLowerCase();
      return who.includes(name) || name.includes(who.split(/\s+/).at(-1) ?? who);
    });
    if (m === undefined) continue;
    if (s.kind === 'taught') m.taught ??= s.words;
    else if (s.kind === 'says') m.saying = s.words;
    else if (s.kind === 'does') m.habit = s.words;
    else if (s.kind === 'has') m.has = s.words;
    else m.calls = s.words;
  }
}

/**
 * A family saying about trying again ("if at first you don't succeed, try, try again"), by the
 * pack's words for it (family.yaml `saying_about_trying`): the story tells a first try before it.
 */
export function aboutTrying(brief: Pick<Brief, 'family'>, pack: Pack): boolean {
  const words = pack.family.saying_about_trying;
  if (words.length === 0) return false;
  let about = aboutOf.get(words);
  if (about === undefined) {
    about = wordForms(words);
    aboutOf.set(words, about);
  }
  const pattern = about;
  return brief.family.some((m) => m.saying !== undefined && pattern.test(m.saying));
}
const aboutOf = new WeakMap<readonly string[], RegExp>();

/**
 * "Grandpa has an allotment with giant marrows", "Nana keeps bees": what a member has, in the
 * notes, when its first word is a thing the pack tells of someone (family.yaml `owns`: an
 * allotment, a boat, a bakery), never a bad back or a cold. Given to the member named before it
 * (giveSayings), who talks about it at home ("told Finlay all about his allotment").
 */
const HAS =
  /(?:^|[.;!?]\s+|,\s*|\band\s+)((?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]*|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+\p{L}+)\s+(?:has|keeps)\s+(?:got\s+)?(?:(?:a|an|some)\s+)?([^,;.!?]{3,60})/gu;

/** The pack's owned things, any form, at the start of what a member has; made once per pack. */
function ownedFirst(owns: readonly string[]): RegExp {
  let first = ownedFirstOf.get(owns);
  if (first === undefined) {
    const known = wordForms(owns);
    first = new RegExp(`^(?:${known.source})`, known.flags.replace('g', ''));
    ownedFirstOf.set(owns, first);
  }
  return first;
}
const ownedFirstOf = new WeakMap<readonly string[], RegExp>();

export function takeOwnings(notes: string | undefined, owns: readonly string[]): Saying[] {
  if (notes === undefined || owns.length === 0) return [];
  const out: Saying[] = [];
  let first: RegExp | undefined;
  for (const m of notes.matchAll(HAS)) {
    first ??= ownedFirst(owns);
    const [, who = '', thing = ''] = m;
    const words = cleanText(thing, 60, 8).trim();
    if (words !== '' && first.test(words)) out.push({ who: who.trim(), kind: 'has', words });
  }
  return out;
}

/** "Uncle Pete the farmer", "Auntie Rosa, a baker", "Mum, who is a vet": a name and a job. */
const JOB =
  /((?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]*),?\s+(?:the|a|an|who is a|who is an|who's a|who's an|is a|is an)\s+(\p{Ll}+(?:\s+\p{Ll}+)?)/gu;

/** What a named member's job gives them to tell of (family.yaml `jobs`), as their `has`. */
export function takeJobs(jobs: Readonly<Record<string, string>>, ...texts: (string | undefined)[]): Saying[] {
  const out: Saying[] = [];
  for (const text of texts) {
    if (text === undefined) continue;
    for (const m of text.matchAll(JOB)) {
      const [, who = '', said = ''] = m;
      // "the train driver", then "the farmer": the longest job the words start with.
      const words = said.split(' ');
      const job = [words.join(' '), words[0] ?? ''].find((j) => jobs[j] !== undefined);
      const has = job === undefined ? undefined : jobs[job];
      if (has !== undefined) out.push({ who: who.trim(), kind: 'has', words: has });
    }
  }
  return out;
}

/**
 * "his grandad in Mumbai taught him to bowl", "Nana is teaching her to knit": what a member taught
 * the child, in the parent's words. Given to the member named before it (giveSayings): the child
 * remembers it where it helps (tell/taught.ts), or it is told at home. A panel heard Ravi bowl
 * the pufferfish free with never a word of the grandad who taught him.
 */
const TAUGHT =
  /((?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]*|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+\p{L}+)(?:\s+(?:in|from)\s+\p{Lu}[\p{L}'’-]*)?(?:,?\s+who)?\s+(?:taught|teaches|has taught|is teaching|showed|has shown|shows)\s+(?:him|her|them|me|us|\p{Lu}\p{L}+)\s+(?:how\s+)?to\s+([^,;.!?]{2,40})/gu;
const TAUGHT_WORDS = 5;

/**
 * "who taught him chess", "taught her fishing": a game or instrument is played ("play chess",
 * "play the piano"), a doing is done ("fish"). Said with "to" it is the pattern above.
 */
const TAUGHT_A_THING =
  /((?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]*|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+\p{L}+)(?:,?\s+who)?\s+(?:taught|teaches|has taught|is teaching)\s+(?:him|her|them|me|us|\p{Lu}\p{L}+)\s+(?!to\b|how\b)(?:all about\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)(?=\s*(?:[,;.!?]|$|\s(?:and|when|while|every|at|in|on|last|this)\b))/gu;
const GAMES =
  /^(?:chess|draughts|checkers|cards|card games|football|soccer|cricket|tennis|golf|rugby|basketball|netball|hockey|baseball|badminton|dominoes|snap|marbles|hopscotch|poker|bridge|backgammon|sudoku|go)$/i;
const INSTRUMENTS =
  /^(?:piano|guitar|violin|cello|drums|ukulele|flute|recorder|trumpet|harmonica|banjo|harp|keyboard|clarinet|saxophone|accordion)$/i;

/**
 * "who taught him bird calls", "taught her card tricks": what is done with such a thing, by its
 * last word (panel 66 heard Grandpa Sven, "who taught him bird calls", never make one).
 */
const DONE_WITH: readonly [RegExp, string][] = [
  [/^(?:calls|tricks|sums|puzzles|jigsaws|cartwheels|handstands|somersaults|impressions|crosswords)$/, 'do'],
  [/^(?:knots)$/, 'tie'],
  [/^(?:songs|lullabies|rhymes|carols|shanties)$/, 'sing'],
  [/^(?:jokes|stories|riddles)$/, 'tell'],
  [/^(?:kites|dens|paper planes|boats|cakes|pancakes|biscuits|cookies)$/, 'make'],
];

function taughtAsDoing(thing: string): string | undefined {
  const t = thing.toLowerCase().trim();
  if (GAMES.test(t)) return `play ${t}`;
  if (INSTRUMENTS.test(t)) return `play the ${t}`;
  const last = t.split(/\s+/).at(-1) ?? t;
  const done = DONE_WITH.find(([words]) => words.test(last) || words.test(t))?.[1];
  if (done !== undefined) return `${done} ${t}`;
  // "fishing", "knitting", "baking bread": the doing, said plainly ("fish", "bake bread").
  const [first = '', ...rest] = t.split(/\s+/);
  if (!/ing$/.test(first)) return undefined;
  const verb = nlp(`they were ${first}`)
    .verbs()
    .toInfinitive()
    .text('normal')
    .replace(/^(?:they\s+)?(?:be\s+)?/, '')
    .trim();
  return verb === '' || verb === first ? undefined : [verb, ...rest].join(' ');
}

export function takeTeachings(...texts: (string | undefined)[]): Saying[] {
  const out: Saying[] = [];
  for (const text of texts) {
    if (text === undefined) continue;
    for (const m of text.matchAll(TAUGHT)) {
      const [, who = '', what = ''] = m;
      // "to bowl and to bat", "to knit when she was four": the skill, up to "and" or "when".
      const words = cleanText(
        what.split(/\s+(?:and|when|while|before|after|because|so|but)\s+/i)[0] ?? '',
        40,
        TAUGHT_WORDS,
      )
        .trim()
        .toLowerCase();
      if (words !== '' && words.split(/\s+/).length <= TAUGHT_WORDS)
        out.push({ who: who.trim(), kind: 'taught', words });
    }
    for (const m of text.matchAll(TAUGHT_A_THING)) {
      const [, who = '', thing = ''] = m;
      const words = taughtAsDoing(thing);
      if (words !== undefined) out.push({ who: who.trim(), kind: 'taught', words });
    }
  }
  return out;
}
