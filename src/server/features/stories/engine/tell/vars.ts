import { CHILD_THEM, PET_ITS } from '../read/pet-habit.js';
import { CHILD_THEIR } from '../read/pet-sleeps.js';
import pluralize from 'pluralize';
import type { TCastEntity, TBody } from '../pack/schema.js';
import type { Child, Member, PetUse, TwistUse } from '../read/types.js';
import { conjugate } from './verbs.js';
import { wholeWordSource, cap } from '../pack/text.js';

/**
 * The template variables of a story (the pack's README lists them): the child, each cast slot,
 * the pet, a family member, the twist. A variable a line needs that the story does not have
 * (a limb for a kite) leaves that line out.
 */
export type VarMap = Record<string, string>;

/**
 * A child without pronouns: the pronoun variables are tokens, resolved sentence by sentence
 * (resolveChild): the first mention in a sentence is the name, a later one in the same sentence
 * singular "they" ("Ola hummed the lowest note they could").
 */
export const CHILD_TOKENS: VarMap = {
  they: '\u0003t\u0004',
  They: '\u0003T\u0004',
  them: '\u0003o\u0004',
  their: '\u0003p\u0004',
  Their: '\u0003P\u0004',
  themself: '\u0003s\u0004',
  they_were: '\u0003w\u0004',
  They_were: '\u0003W\u0004',
};

/** Patterns made once per name: a story renders a few hundred lines with the same child's. */
const childPatterns = new Map<string, { token: RegExp; owned: RegExp; named: RegExp }>();

function patternsOf(name: string): { token: RegExp; owned: RegExp; named: RegExp } {
  let p = childPatterns.get(name);
  if (p === undefined) {
    const whole = wholeWordSource(name);
    p = {
      token: new RegExp(`\\u0003([tTopPswW])\\u0004|${whole}`, 'gu'),
      owned: new RegExp(`${whole}'s `, 'gu'),
      named: new RegExp(whole, 'u'),
    };
    if (childPatterns.size > 1_000) childPatterns.clear();
    childPatterns.set(name, p);
  }
  return p;
}

export function resolveChild(text: string, name: string): string {
  // No pronoun token, nothing to resolve (the name alone is left as it is).
  if (!text.includes('\u0003')) return text;
  const { token } = patternsOf(name);
  return text
    .split(/(?<=[.!?]["”]?\s)/)
    .map((sentence) => {
      let seen = false;
      return sentence.replace(token, (m, t?: string) => {
        if (t === undefined) {
          seen = true;
          return m;
        }
        const named = !seen;
        seen = true;
        if (named)
          return t === 'p' || t === 'P' ? `${name}'s` : t === 'w' || t === 'W' ? `${name} was` : name;
        return (
          {
            t: 'they',
            T: 'They',
            o: 'them',
            p: 'their',
            P: 'Their',
            s: 'themself',
            w: 'they were',
            W: 'They were',
          }[t] ?? ''
        );
      });
    })
    .join('');
}

/**
 * "Ada was in Ada's garden": the parent's "our garden", said as the child's (read/setting.ts),
 * takes the child's pronoun once the sentence has named the child ("Ada was in her garden").
 */
export function ownedAfterName(text: string, name: string, their: string): string {
  const { owned, named } = patternsOf(name);
  if (!text.includes(`${name}'s `)) return text;
  return text
    .split(/(?<=[.!?]["”]?\s)/)
    .map((sentence) =>
      sentence.replace(owned, (m, at: number) => (named.test(sentence.slice(0, at)) ? `${their} ` : m)),
    )
    .join('');
}

export function childVars(child: Child): VarMap {
  const p = child.pronouns;
  const name = child.name;
  const possessive = `${name}'s`;
  // "a big sister", "a big brother", or for a child whose parent gave no pronouns "a big helper"
  // (panel 30's own reading stumbled on "Nora was a big sister or brother now").
  const sibling = p?.they === 'she' ? 'sister' : p?.they === 'he' ? 'brother' : 'helper';
  if (p === undefined) return { Name: name, "Name's": possessive, sibling, ...CHILD_TOKENS };
  return {
    Name: name,
    "Name's": possessive,
    sibling,
    they: p?.they ?? name,
    They: cap(p?.they ?? name),
    them: p?.them ?? name,
    their: p?.their ?? possessive,
    Their: cap(p?.their ?? possessive),
    themself: p?.themself ?? name,
    they_were: p === undefined ? `${name} was` : `${p.they} ${p.were}`,
    They_were: p === undefined ? `${name} was` : `${cap(p.they)} ${p.were}`,
  };
}

const LIMBS: Record<Exclude<TBody, 'none'>, [string, string]> = {
  paw: ['paw', 'paws'],
  hoof: ['hoof', 'hooves'],
  fin: ['fin', 'fins'],
  wing: ['wing', 'wings'],
  flipper: ['flipper', 'flippers'],
  arm: ['arm', 'arms'],
  hand: ['hand', 'hands'],
};

/**
 * The parent's own word for the twist's thing, after it: "the ladybird has lost her spots" is she
 * (panel 70 heard "the ladybird had its spots back"). Not one of the child's things ("her teddy
 * can fly": her is the child's), and never for many.
 */
function saidPronoun(t: TwistUse): 'she' | 'he' | 'it' {
  const x = t.x;
  if (x === undefined || x.plural || x.own) return 'it';
  const at = t.text.toLowerCase().indexOf(x.noun.toLowerCase());
  const after = at < 0 ? '' : t.text.slice(at + x.noun.length);
  if (/\b(?:she|her|herself)\b/i.test(after)) return 'she';
  if (/\b(?:he|his|him|himself)\b/i.test(after)) return 'he';
  return 'it';
}

function pronounForms(
  pronoun: 'she' | 'he' | 'it' | 'they',
  plural: boolean,
): [string, string, string, string] {
  if (plural || pronoun === 'they') return ['they', 'their', 'them', 'were'];
  if (pronoun === 'she') return ['she', 'her', 'her', 'was'];
  if (pronoun === 'he') return ['he', 'his', 'him', 'was'];
  return ['it', 'its', 'it', 'was'];
}

export function entityVars(slot: string, e: TCastEntity): VarMap {
  const [it, its, obj, was] = pronounForms(e.pronoun, e.plural);
  const vars: VarMap = {
    // "a gentle calf named Mabel" in every story was one more stamp a panel heard across stories.
    [`${slot}.a`]: e.kind === 'companion' ? e.a.replace(/ named (?=\p{Lu})/u, ' [named|called] ') : e.a,
    [`${slot}.the`]: e.the,
    [`${slot}.The`]: cap(e.the),
    [`${slot}.name`]: e.name ?? e.the,
    [`${slot}.Name`]: cap(e.name ?? e.the),
    // Said to their face: "Bye-bye, Pip!", and "my friend" for one with no name (never "the fox").
    [`${slot}.call`]: e.name ?? 'my friend',
    [`${slot}.noun`]: e.noun,
    [`${slot}.it`]: it,
    [`${slot}.It`]: cap(it),
    [`${slot}.its`]: its,
    [`${slot}.obj`]: obj,
    [`${slot}.was`]: was,
    // One who is "they": "{companion.It} was" is told "They were" (tell/they.ts).
    ...(e.pronoun === 'they' && !e.plural ? { [`${slot}.they`]: 'yes' } : {}),
  };
  const body = e.body ?? (e.kind === 'companion' ? 'none' : undefined);
  if (body !== undefined && body !== 'none') {
    vars[`${slot}.limb`] = LIMBS[body][0];
    vars[`${slot}.limbs`] = LIMBS[body][1];
  }
  return vars;
}

export function petVars(pet: PetUse, child: Child): VarMap {
  const adjective = pet.adjectives.length > 0 ? `${pet.adjectives.join(' ')} ` : '';
  const the = `the ${adjective}${pet.word}`;
  const called = pet.name ?? the;
  const [it, its] = pronounForms(pet.pronoun, pet.plural);
  return {
    ...(pet.plural ? { 'pet.plural': 'yes' } : {}),
    pet: called,
    Pet: cap(called),
    'pet.a':
      pet.name === undefined
        ? `${child.name}'s ${adjective}${pet.word}`
        : `${child.name}'s ${adjective}${pet.word} ${pet.name}`,
    // After the child's name in one sentence: "Mia checked on her hens", not "on Mia's hens".
    'pet.their': `${child.pronouns?.their ?? CHILD_TOKENS.their} ${adjective}${pet.word}${pet.name === undefined ? '' : ` ${pet.name}`}`,
    'pet.the': the,
    ...(pet.sleeps === undefined
      ? {}
      : {
          'pet.sleeps': pet.sleeps.replace(
            CHILD_THEIR,
            child.pronouns?.their ?? CHILD_TOKENS.their ?? 'their',
          ),
        }),
    // "followed {them} everywhere": the child's words and the pet's own, filled in here.
    ...(pet.habit === undefined
      ? {}
      : {
          'pet.habit': pet.habit
            .replaceAll(CHILD_THEIR, child.pronouns?.their ?? CHILD_TOKENS.their ?? 'their')
            .replaceAll(CHILD_THEM, child.pronouns?.them ?? CHILD_TOKENS.them ?? 'them')
            .replaceAll(PET_ITS, its),
        }),
    'pet.The': cap(the),
    'pet.species': pet.word,
    'pet.it': it,
    'pet.It': cap(it),
    'pet.its': its,
    // A named pet the parent gave no pronoun: "they were", as for a companion (tell/they.ts).
    ...(pet.pronoun === 'they' && !pet.plural ? { 'pet.they': 'yes' } : {}),
  };
}

export function memberVars(m: Member, introduced: boolean): VarMap {
  // One person the parent gave no pronoun for ("her friend Alex"): the story says the name again
  // rather than "they", which beside the child and the cast reads as a group.
  // A baby is "it" in a bedtime story ("the new baby closed its eyes"), never "the new baby's".
  const [it, its, obj, was] =
    m.group === 'baby' && m.pronoun === 'they' && !m.plural
      ? ['it', 'its', 'it', 'was']
      : m.pronoun === 'they' && !m.plural
        ? [m.name, `${m.name}'s`, m.name, 'was']
        : pronounForms(m.pronoun, m.plural);
  const called = introduced || m.intro === undefined ? m.name : m.intro;
  return {
    member: called,
    Member: cap(called),
    'member.it': it,
    'member.It': cap(it),
    'member.its': its,
    'member.obj': obj,
    'member.was': was,
    ...(m.saying === undefined ? {} : { 'member.saying': m.saying }),
    ...(m.calls === undefined ? {} : { 'member.calls': m.calls }),
    ...(m.habit === undefined ? {} : { 'member.habit': m.habit }),
    ...(m.has === undefined ? {} : { 'member.has': m.has }),
    ...(m.taught === undefined ? {} : { 'member.taught': m.taught }),
    ...(m.where === undefined ? {} : { 'member.where': m.where }),
    ...(m.away === undefined ? {} : { 'member.away': m.away }),
    ...(m.back === undefined ? {} : { 'member.back': m.back }),
  };
}

const SKY_THINGS = /^(?:moon|sun|stars?|rainbows?|clouds?|comets?|planets?)$/i;

/** "the stars": they were, them; "the moon", "my teddy": it was, it. */
function thingPronouns(said: string): VarMap {
  const last = said.split(' ').at(-1) ?? said;
  const plural = pluralize.isPlural(last) && pluralize.singular(last) !== last;
  const [it, , them, was] = pronounForms('it', plural);
  // The moon given back goes back up, never only handed over (panel 57: "gave the moon back").
  const sky = SKY_THINGS.test(last);
  return {
    'twist.y.home': sky ? `, and up ${it} went, back into the sky where ${it} belonged` : '',
    'twist.y.it': it,
    'twist.y.It': cap(it),
    'twist.y.them': them,
    'twist.y.was': was,
    'twist.y.it_was': `${it} ${was}`,
    'twist.y.It_was': `${cap(it)} ${was}`,
  };
}

const ONE_OF_A_KIND = /^(?:last|first|only|same|next|very|oldest|biggest|smallest|tallest|littlest)\s/i;

/** Said with "some", never "a": "Close by, Kofi found a seaweed" (panel 30). */
const MASS =
  /^(?:seaweed|kelp|coral|moss|grass|sand|mud|snow|ice|jelly|custard|honey|cheese|chocolate|bread|toast|glitter|slime|lava|fog|mist|rain|water)$/i;

/**
 * The twist's variables. `had` is the `unwell` condition's state as the pack says it ("had the
 * hiccups", "{twist.x.was} sad"), told of this thing ({twist.had}: "were sad" for the stars).
 */
export function twistVars(t: TwistUse, had?: string, known = true, placeKnown = true): VarMap {
  const vars: VarMap = {};
  if (t.x !== undefined) {
    // First mention: "a teapot", "fairies"; the moon, the child's own robot or "Mia's kite" as they are.
    const first =
      // "the last train" is one of a kind: never "a last train" (panel 59).
      known || !t.x.the.startsWith('the ') || ONE_OF_A_KIND.test(t.x.noun)
        ? t.x.the
        : t.x.plural || MASS.test(t.x.noun)
          ? `some ${t.x.noun}`
          : aOrAn(t.x.noun);
    Object.assign(vars, { 'twist.a': first, 'twist.A': cap(first), 'twist.first': first });
    // "the snowmen can talk": one voice speaks, so one of them talks ("One of the snowmen cleared
    // its throat"), never the snowmen together saying "May I come too?".
    const oneSpeaks = t.shape === 'can-talk' && t.x.plural;
    const speaker = oneSpeaks ? `one of ${t.x.the}` : t.x.the;
    const [it, its, them, was] = pronounForms(saidPronoun(t), t.x.plural && !oneSpeaks);
    if (had !== undefined)
      vars['twist.had'] = had.replaceAll('{twist.x.was}', was).replaceAll('{twist.x.its}', its);
    Object.assign(vars, {
      'twist.x.them': them,
      // "the very best one", "the ones she loved most" (panel 48: "Bea's lanterns, the one she loved most").
      'twist.x.one': t.x.plural && !oneSpeaks ? 'ones' : 'one',
      'twist.x': speaker,
      'twist.X': cap(speaker),
      'twist.x.noun': t.x.noun,
      'twist.x.was': was,
      'twist.x.it': it,
      'twist.x.It': cap(it),
      'twist.x.it_was': `${it} ${was}`,
      'twist.x.It_was': `${cap(it)} ${was}`,
      'twist.x.its': its,
      'twist.x.Its': cap(its),
    });
  }
  if (t.y !== undefined) {
    vars['twist.y'] = t.y;
    // "Lemonade!": what it runs on, said on its own.
    if (t.shape === 'runs-on') vars['twist.Y'] = cap(t.y);
    // "a door" → "the door": the second mention of what the thing has.
    // "a taco wrapper" → "the taco wrapper": the second mention of what it is written on.
    // "a secret party" → "the secret party": the party the child is asked to.
    if (t.shape === 'has' || t.shape === 'written-on' || t.shape === 'having')
      vars['twist.y.the'] = `the ${t.y.replace(/^(?:a|an|some|the)\s+/, '')}`;
    // "all the stars" are "they": "who had taken them" (panel 56 heard "taken it" of the stars).
    if (t.shape === 'took' || t.shape === 'lost-thing') Object.assign(vars, thingPronouns(t.y));
  }
  if (t.place !== undefined) Object.assign(vars, placeVars(t.place, placeKnown));
  // "marshmallows" → "marshmallow snow", "jelly beans" → "jelly bean rain", "a jelly bean hiccup".
  // "pirates" → "Pirates!", "pirate eyes": many of them (the secretly shape's `many` lines).
  if (t.y !== undefined && t.many === true) vars['twist.Y'] = cap(t.y);
  if (t.y !== undefined && (t.shape === 'weather' || t.shape === 'runs-on' || t.many === true)) {
    const words = t.y.split(' ');
    vars['twist.y.single'] = [...words.slice(0, -1), pluralize.singular(words.at(-1) ?? t.y)].join(' ');
  }
  if (t.verb !== undefined) Object.assign(vars, verbForms(t.verb));
  if (t.act !== undefined && t.verb !== undefined && t.x !== undefined)
    Object.assign(vars, actForms(t.act, t.x.plural), childDoes(t.verb));
  // "only baked at midnight": what the thing does, at its own time.
  if (t.shape === 'only-at' && t.act !== undefined && t.when !== undefined && t.x !== undefined)
    Object.assign(vars, actForms(t.act, t.x.plural), {
      'twist.when': t.when,
      // "at midnight": "midnight", for "until midnight"; none for "when everyone is asleep".
      ...(/^(?:at|in the|after|by) \S+$/.test(t.when)
        ? { 'twist.when.bare': t.when.replace(/^\S+(?: the)? /, '') }
        : {}),
    });
  if (t.after !== undefined) Object.assign(vars, { 'twist.after': t.after, 'twist.After': cap(t.after) });
  return vars;
}

/** "work": "works" after one thing ("it only works"), as the parent's rule says it in speech. */
function present(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The only-when shape's thing: "work", "works" ("work" for several), "worked"; "come on", "came on". */
function actForms(act: string, plural: boolean): VarMap {
  const [head = act, ...rest] = act.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  const forms = conjugate(head);
  if (forms === undefined) return {};
  return {
    'twist.act': act,
    'twist.acts': plural ? act : `${present(head)}${tail}`,
    'twist.acted': `${forms.past}${tail}`,
  };
}

/**
 * What the child does by the rule: "when you clap your hands" → "{Name} clapped {their} hands".
 * "it" stays (the lines name the thing first: "turned to the door and sang to it"); the rule
 * itself keeps the parent's "you" ({twist.verbed}: "only opened when you sang to it").
 */
function childDoes(verb: string): VarMap {
  const own = verb.split(' ').map((w) => (w === 'your' ? '{their}' : w === 'yourself' ? '{themself}' : w));
  const [head = verb, ...rest] = own;
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  // "when you are kind": the rule says "are kind", "were kind", the child "was kind".
  if (head === 'be')
    return { 'twist.did': `was${tail}`, 'twist.verb': `are${tail}`, 'twist.verbed': `were${tail}` };
  const forms = conjugate(head);
  return forms === undefined ? {} : { 'twist.did': `${forms.past}${tail}` };
}
/** fly → flew, flying. */
/** "read books": the verb is conjugated, its object kept as said ("read books", "reading books"). */
function verbForms(verb: string): VarMap {
  const [head = verb, ...rest] = verb.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  const forms = conjugate(head);
  // Read only when it conjugates (read/twist.ts): without forms, the lines that need them are passed over.
  if (forms === undefined) return { 'twist.verb': verb };
  return {
    'twist.verb': verb,
    'twist.verbed': `${forms.past}${tail}`,
    'twist.verbing': `${forms.gerund}${tail}`,
  };
}

/** "a teapot", "an owl", "a unicorn", "an hour": the article a child hears before the word. */
export function aOrAn(noun: string): string {
  const vowel = /^(?:[aio]|e(?!u)|u(?!n[iy]|s[eu]|ra|ku))|^(?:hour|honest|heir)/i.test(noun);
  return `${vowel ? 'an' : 'a'} ${noun}`;
}

/** "under the bed", "from under the bed"; "in the teapot", "from the teapot". Known: the bed is there anyway. */
function placeVars(place: NonNullable<TwistUse['place']>, known: boolean): VarMap {
  const from = /^(?:in|inside|on|at|by|near|up|down)$/.test(place.prep) ? 'from' : `from ${place.prep}`;
  const vars: VarMap = {
    'twist.place': `${place.prep} ${place.the}`,
    'twist.from': `${from} ${place.the}`,
  };
  // A place new to the story is what first_sight shows ("a teapot"), before the creature in it.
  if (!known) vars['twist.first'] = aOrAn(place.the.replace(/^the\s+/, ''));
  return vars;
}
