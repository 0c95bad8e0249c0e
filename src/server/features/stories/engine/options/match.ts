import {
  CHARACTER_TYPE_OPTIONS,
  FAMILY_OPTIONS,
  INTEREST_OPTIONS,
  LEARNING_OPTIONS,
  MAIN_THEME_OPTIONS,
  SETTING_OPTIONS,
  TWIST_OPTIONS,
  type TCharacterTypeId,
  type TFamilyId,
  type TInterestId,
  type TLearningId,
  type TMainThemeId,
  type TSettingId,
  type TStoryOption,
  type TTwistId,
} from '../../../../../shared/story-options.js';
import { CHARACTER_TYPES } from './characters.js';
import { familyRole, type FamilyRole } from './family-actions.js';
import { FAMILY_MEMBERS } from './family.js';
import { INTERESTS } from './interests.js';
import { LEARNING } from './learning.js';
import { SETTINGS } from './settings.js';
import { THEMES } from './themes.js';
import { TWISTS } from './twists.js';
import type { CharacterTypeContent, FamilyMemberContent } from './types.js';

/**
 * From a parent's free text to catalogue entries, tolerant of case, spacing, punctuation and
 * plurals: "Dinos!", "T-rex" → dinosaurs; "count to 10" → counting to ten. A label or id typed
 * exactly (what the form's suggestions send) always wins; otherwise the entry whose pattern
 * matches the longest stretch of text wins (so "a surprise visitor" is the visitor, not a
 * party), ties going to catalogue order.
 */
export interface Matched<Id extends string, T> {
  id: Id;
  content: T;
}

function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Each entry's pattern without its 'g' flag (exec from the start every time), made once: the
 * engine matches the parent's words against every catalogue several times per story.
 */
const patterns = new WeakMap<RegExp, RegExp>();
function patternOf(match: RegExp): RegExp {
  let re = patterns.get(match);
  if (re === undefined) {
    re = new RegExp(match.source, match.flags.replace('g', ''));
    patterns.set(match, re);
  }
  return re;
}

/** Each option list's labels, normalised once. */
const normalLabels = new WeakMap<readonly unknown[], readonly string[]>();
function labelsOf<Id extends string>(labels: readonly TStoryOption<Id>[]): readonly string[] {
  let out = normalLabels.get(labels);
  if (out === undefined) {
    out = labels.map((o) => normal(o.label));
    normalLabels.set(labels, out);
  }
  return out;
}

export function matchOption<Id extends string, T extends { match: RegExp }>(
  catalogue: Readonly<Record<Id, T>>,
  labels: readonly TStoryOption<Id>[],
  text: string,
  /** 'first': catalogue order decides (themes: "space adventure" is space, listed before adventure). */
  prefer: 'longest' | 'first' = 'longest',
): Matched<Id, T> | undefined {
  const wanted = normal(text);
  if (wanted === '') return undefined;
  const normalised = labelsOf(labels);
  const exact = labels.find((o, i) => normalised[i] === wanted || o.id === wanted);
  if (exact !== undefined) return { id: exact.id, content: catalogue[exact.id] };
  let best: Matched<Id, T> | undefined;
  let bestLength = 0;
  for (const id of Object.keys(catalogue) as Id[]) {
    const content = catalogue[id];
    // Try the text as typed and as normalised ("T.Rex" and "t rex" alike).
    for (const candidate of [text, wanted]) {
      const found = patternOf(content.match).exec(candidate);
      if (found !== null && found[0].length > bestLength) {
        best = { id, content };
        bestLength = found[0].length;
      }
    }
    if (prefer === 'first' && best !== undefined) return best;
  }
  return best;
}

export const matchInterest = (text: string) =>
  matchOption<TInterestId, (typeof INTERESTS)[TInterestId]>(INTERESTS, INTEREST_OPTIONS, text);
export const matchTwist = (text: string) =>
  matchOption<TTwistId, (typeof TWISTS)[TTwistId]>(TWISTS, TWIST_OPTIONS, text);
export const matchSetting = (text: string) =>
  matchOption<TSettingId, (typeof SETTINGS)[TSettingId]>(SETTINGS, SETTING_OPTIONS, text);
export const matchTheme = (text: string) =>
  matchOption<TMainThemeId, (typeof THEMES)[TMainThemeId]>(THEMES, MAIN_THEME_OPTIONS, text, 'first');
export const matchLearning = (text: string) =>
  matchOption<TLearningId, (typeof LEARNING)[TLearningId]>(LEARNING, LEARNING_OPTIONS, text);

/** Each interest of a child's list that matches, without repeats, in the parent's order. */
export function matchInterests(
  texts: readonly string[],
): Matched<TInterestId, (typeof INTERESTS)[TInterestId]>[] {
  const out: Matched<TInterestId, (typeof INTERESTS)[TInterestId]>[] = [];
  for (const t of texts) {
    const m = matchInterest(t);
    if (m !== undefined && !out.some((o) => o.id === m.id)) out.push(m);
  }
  return out;
}

/** Words that describe a kind of character or person rather than name one. */
const GENERIC =
  /^(a|an|the|my|our|his|her|their|and|or|of|with|called|named|who|is|friendly|little|small|big|tiny|cute|baby|kind|gentle|nice|magic|magical|favorite|favourite|best|dear|old|young|lovely|sweet|brave|talking|toy|pet|type|types|character|characters|s|from|next|door|who|lives|live|far|away|in|at|on|to|house|home|too|also|both|all|visiting|side|sometimes|comes|over)$/i;

/**
 * Characters a child may name whose type is known ("Elsa" is a princess, "Spider-Man" a
 * superhero), each with their own pronoun: Spider-Man is "he" whatever the superhero type's
 * default (or the child's pronouns) would say.
 */
const KNOWN_NAMES: readonly { re: RegExp; name: string; pronoun: 'she' | 'he' }[] = [
  { re: /\belsa\b/i, name: 'Elsa', pronoun: 'she' },
  { re: /\banna\b/i, name: 'Anna', pronoun: 'she' },
  { re: /\bariel\b/i, name: 'Ariel', pronoun: 'she' },
  { re: /\bmoana\b/i, name: 'Moana', pronoun: 'she' },
  { re: /\bcinderella\b/i, name: 'Cinderella', pronoun: 'she' },
  { re: /\brapunzel\b/i, name: 'Rapunzel', pronoun: 'she' },
  { re: /\bbelle\b/i, name: 'Belle', pronoun: 'she' },
  { re: /\bspider[- ]?man\b/i, name: 'Spider-Man', pronoun: 'he' },
  { re: /\bsuper ?man\b/i, name: 'Superman', pronoun: 'he' },
  { re: /\bbatman\b/i, name: 'Batman', pronoun: 'he' },
  { re: /\bwonder woman\b/i, name: 'Wonder Woman', pronoun: 'she' },
  { re: /\btinker ?bell\b/i, name: 'Tinker Bell', pronoun: 'she' },
  { re: /\bpaddington\b/i, name: 'Paddington', pronoun: 'he' },
  { re: /\bwinnie(?: the pooh)?\b|\bpooh\b/i, name: 'Winnie the Pooh', pronoun: 'he' },
  { re: /\bthomas\b/i, name: 'Thomas', pronoun: 'he' },
  { re: /\bmerlin\b/i, name: 'Merlin', pronoun: 'he' },
  { re: /\bwoody\b/i, name: 'Woody', pronoun: 'he' },
  { re: /\bbuzz(?: lightyear)?\b/i, name: 'Buzz', pronoun: 'he' },
];

/** The words of the text outside the matched stretch that look like a name ("Sparky", "Joe"). */
function nameWords(text: string, matched: RegExp): string[] {
  const re = new RegExp(matched.source, matched.flags.replace('g', ''));
  const found = re.exec(text);
  const rest =
    found === null ? text : text.slice(0, found.index) + ' ' + text.slice(found.index + found[0].length);
  return rest
    .replace(/[^\p{L}\p{M}'.\- ]+/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[-'.]+|[-']+$/g, ''))
    .filter((w) => w !== '' && !GENERIC.test(w));
}

const capitalise = (w: string) => (w === '' ? w : w.charAt(0).toUpperCase() + w.slice(1));

export interface MatchedCharacter extends Matched<TCharacterTypeId, CharacterTypeContent> {
  /** The companion's own name when the parent typed one ("Elsa", "a dragon called Sparky"). */
  name?: string;
  /** A known character's own pronoun ("Spider-Man": he); else the type's. */
  pronoun?: 'she' | 'he';
}

/** "dinosaurs", "dino", "T-rex" → dinosaurs; "Elsa" → a princess named Elsa. */
export function matchCharacterType(text: string): MatchedCharacter | undefined {
  const known = KNOWN_NAMES.find((k) => k.re.test(text));
  const m = matchOption<TCharacterTypeId, CharacterTypeContent>(
    CHARACTER_TYPES,
    CHARACTER_TYPE_OPTIONS,
    text,
  );
  if (m === undefined) return undefined;
  if (known !== undefined) return { ...m, name: known.name, pronoun: known.pronoun };
  // Only capitalised leftovers count as a name: "a dragon called Sparky", not "sleepy dragons".
  const words = nameWords(text, m.content.match).filter((w) => /^\p{Lu}/u.test(w));
  return words.length > 0 && words.length <= 3 ? { ...m, name: words.join(' ') } : m;
}

/** A family member or friend as a story names them. */
export interface FamilyPerson {
  /** Undefined for a name that matched no catalogue entry ("Lily"): a friend. */
  id?: TFamilyId;
  /** What the story calls them once introduced: "Sam", "Grandpa Joe", "{nameS} little brother". */
  name: string;
  /** How they are first named: "{nameS} little brother Sam" (the same as `name` when no relation is kept). */
  intro: string;
  /** "Mom and Dad", "the cousins": a plural verb ("Mom and Dad were"). */
  plural: boolean;
  pronoun: FamilyMemberContent['pronoun'];
  stayHome: boolean;
  role: FamilyRole;
}

/** Members who are more than one person: they take "were", not "was". */
const PLURAL: ReadonlySet<TFamilyId> = new Set([
  'mom-and-dad',
  'parents',
  'two-moms',
  'two-dads',
  'grandparents',
  'siblings',
  'cousins',
  'friends',
  'classmates',
  'neighbor-kids',
]);

/** A baby with a typed name is "baby Sam" (or "{nameS} baby sister Sam"), then "Sam". */
const BABY_RELATION: Partial<Record<TFamilyId, string>> = {
  'baby-sister': '{nameS} baby sister',
  'baby-brother': '{nameS} baby brother',
  'new-baby': 'baby',
};

const HONORIFIC = /^(mr|mrs|ms|miss|dr|mx)\.?$/i;

/** Pets are read from the notes by the engine, not made into family members. */
const PET =
  /\b(dogs?|pupp(y|ies)|cats?|kittens?|kitty|hamsters?|rabbits?|bunn(y|ies)|goldfish|fish|ponies|pony|horses?|guinea pigs?|parrots?|birds?|tortoises?|turtles?|pets?|lizards?|gerbils?)\b/i;

function onePerson(part: string): FamilyPerson | undefined {
  if (PET.test(part)) return undefined;
  const m = matchOption<TFamilyId, FamilyMemberContent>(FAMILY_MEMBERS, FAMILY_OPTIONS, part);
  const cleaned = part.replace(/^(my|our|the|a|an|his|her|their)\s+/i, '').trim();
  if (m === undefined) {
    // A bare name ("Lily", "Mrs. Lopez") is a friend or a grown-up from outside home.
    const words = cleaned.split(/\s+/).filter((w) => w !== '');
    if (words.length === 0 || words.length > 3 || !words.every((w) => /^[\p{L}][\p{L}'.-]*$/u.test(w)))
      return undefined;
    const honorific = HONORIFIC.test(words[0] ?? '');
    if (!honorific && !/^\p{Lu}/u.test(cleaned)) return undefined;
    const name = words.map(capitalise).join(' ');
    return {
      name,
      intro: name,
      plural: false,
      pronoun: 'they',
      stayHome: false,
      role: honorific ? 'distant' : 'child',
    };
  }
  const typed = nameWords(cleaned, m.content.match);
  const base = {
    id: m.id,
    pronoun: m.content.pronoun,
    stayHome: m.content.stayHome === true,
    role: familyRole(m.id),
    plural: PLURAL.has(m.id),
  };
  if (typed.length === 0 || typed.length > 3) return { ...base, name: m.content.name, intro: m.content.name };
  // A title keeps the typed name with it: "Grandpa Joe", "Aunt Rosa".
  if (/^\p{Lu}/u.test(m.content.name) && !m.content.name.includes('{')) {
    const name = cleaned.split(/\s+/).map(capitalise).join(' ');
    return { ...base, name, intro: name };
  }
  // A relation is said once, with the name: "{nameS} little brother Sam", then "Sam".
  const name = typed.map(capitalise).join(' ');
  const relation = BABY_RELATION[m.id] ?? `{nameS} ${m.content.name.replace(/^(?:\{nameS\}|the|a|an) /, '')}`;
  return { ...base, name, intro: `${relation} ${name}` };
}

/**
 * "Grandpa Joe and my big sister" → Grandpa Joe (he) and Big Sister (she). A whole label from
 * the list ("Mom and Dad", "Grandma and Grandpa") is one group; otherwise the text is split on
 * commas and "and". Each catalogue member appears once.
 */
export function matchFamily(text: string): FamilyPerson[] {
  const whole = normal(text);
  if (whole === '') return [];
  const label = FAMILY_OPTIONS.find((o) => normal(o.label) === whole);
  if (label !== undefined) {
    const one = onePerson(text);
    return one === undefined ? [] : [one];
  }
  const out: FamilyPerson[] = [];
  for (const part of text.split(/\s*(?:,|;|&|\+|\/|\band\b|\bwith\b|\bplus\b)\s*/i)) {
    const person = part.trim() === '' ? undefined : onePerson(part.trim());
    if (person === undefined) continue;
    if (
      out.some(
        (p) => (p.id !== undefined && p.id === person.id && p.name === person.name) || p.name === person.name,
      )
    )
      continue;
    out.push(person);
  }
  return out;
}
