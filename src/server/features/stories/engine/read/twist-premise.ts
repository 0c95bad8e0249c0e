import nlp, { keptReading } from '../nlp.js';
import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import { scaryContent } from '../../safety/scary.js';
import { conjugate } from '../tell/verbs.js';
import type { TwistShape, TwistUse } from './types.js';
import { isCreature } from './twist-where.js';
import { verbBase } from './words.js';

/**
 * The shapes that are a whole premise, read from the parts their patterns found (twists.yaml):
 * "the wand only works when you say please" (only-when), "the dragon is afraid of the dark"
 * (afraid), "the grumpy troll just wants a friend" (kind-after-all), "the treasure map is drawn on
 * a taco wrapper" (written-on), "the little cloud wants to be a rainbow" (wants-to). A part the
 * lines cannot tell well is never guessed at: the twist is then reported to the parent.
 */
type Thing = NonNullable<TwistUse['x']>;

export interface PremiseParts {
  /** The twist as read plainly (read/twist.ts). */
  text: string;
  /** The pattern's named groups. */
  m: Record<string, string>;
  x: Thing | undefined;
  pack: Pack;
  /** A person, someone of the family or "everyone": only the kind-after-all shape is about them. */
  isPerson: (x: Thing) => boolean;
  /** The thing as read/twist.ts reads it from words the pattern found ("the magic wand"). */
  thingOf: (said: string) => Thing | undefined;
}

export const PREMISE_SHAPES: ReadonlySet<TwistShape> = new Set<TwistShape>([
  'only-when',
  'afraid',
  'kind-after-all',
  'written-on',
  'wants-to',
  'took',
]);

export function premiseTwist(shape: TwistShape, p: PremiseParts): TwistUse | undefined {
  const use = readPremise(shape, p);
  return use === undefined ? undefined : softened(use, p.pack);
}

/** The parts a story tells of a premise twist, as sentences the story check reads. */
function toldParts(u: TwistUse): string[] {
  const had = u.had?.replaceAll('{twist.x.was}', 'was');
  return [u.x?.the, u.y, had, u.after].flatMap((s) => (s === undefined ? [] : [`It was ${s}.`]));
}

const scary = (u: TwistUse) => toldParts(u).some((s) => scaryContent(s).length > 0);

/**
 * "the villain turns out to be a lonely lighthouse keeper": the story check refuses a story that
 * says "villain", so the twist is told with the pack's gentler words (`softer`: "the baddie"),
 * and without the looks that made them feared ("the wicked witch": "the witch"). Still scary:
 * reported to the parent, never told.
 */
function softened(u: TwistUse, pack: Pack): TwistUse | undefined {
  if (!scary(u)) return u;
  const soft = (s: string) =>
    s
      .split(' ')
      .map((w) => pack.twists.softer[w] ?? w)
      .join(' ');
  const noun = u.x === undefined ? undefined : soft(withoutLooks(u.x, pack));
  const x =
    u.x === undefined || noun === undefined
      ? undefined
      : { ...u.x, noun, the: u.x.the.startsWith('the ') ? `the ${noun}` : noun };
  const gentle: TwistUse = {
    ...u,
    ...(x === undefined ? {} : { x }),
    ...(u.y === undefined ? {} : { y: soft(u.y) }),
    ...(u.had === undefined ? {} : { had: soft(u.had) }),
    ...(u.after === undefined ? {} : { after: soft(u.after) }),
  };
  return scary(gentle) ? undefined : gentle;
}

function readPremise(shape: TwistShape, p: PremiseParts): TwistUse | undefined {
  // The thing of "the wand works when..." is read with what it does taken off (thingAndAct).
  if (shape === 'only-when') return onlyWhen(p);
  const x = p.x;
  if (x === undefined) return undefined;
  if (shape === 'kind-after-all') return kindAfterAll(p, x);
  // The other shapes' lines tell of a thing or a creature ("it"), never of a person.
  if (p.isPerson(x)) return undefined;
  if (shape === 'afraid') return afraid(p, x);
  if (shape === 'written-on') return writtenOn(p, x);
  if (shape === 'wants-to') return wantsTo(p, x);
  if (shape === 'took') return took(p, x);
  return undefined;
}

/** The parent's words for a part: lower case, at most `max` words, or undefined. */
function part(said: string | undefined, max: number): string | undefined {
  const words = (said ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  return words.length === 0 || words.length > max ? undefined : words.join(' ');
}

/** A clause inside a part ("the dark when it rains"): more than the lines can carry. */
const CLAUSE = /\b(?:that|which|who|when|whenever|if|because|but|so|until|while)\b/;

/** "works" → "work", "comes on" → "come on": what the thing does, as a verb's base. */
function baseOf(said: string): string | undefined {
  const [head, ...rest] = said.split(' ');
  if (head === undefined) return undefined;
  const base = verbBase(head);
  return base === '' ? undefined : [base, ...rest].join(' ');
}

/** Not something the thing does: "is", "has", "can" ("the door is open when you sing" is no rule). */
const NOT_AN_ACT = /^(?:be|is|are|was|were|have|has|had|can|could|will|would|do|does|did|get|gets|got)$/;
/** "the lights come on", "the door swings open": the word after what it does. */
const PARTICLE = /^(?:on|up|open|out|off)$/;
/**
 * "when you fall asleep", "when you dream": nothing the child can do in the thick of the story
 * ("turned to the toys and fell asleep"). "the toys come alive when you fall asleep" is can-talk's.
 */
const NOT_AWAKE = /^(?:fall|go to sleep|sleep|dream|be asleep|wake)\b/;
/** "fills", "glows", "works": a verb said of one thing (never "glass", "bus" or a noun of the word list). */
function doesIt(word: string): boolean {
  const w = word.toLowerCase();
  return /[^s]s$/.test(w) && !NOT_AN_ACT.test(w) && presentAfterIt(w);
}
const presentAfterIt = keptReading(
  (w: string): boolean =>
    (nlp(`it ${w}`).json() as { terms: { tags: string[] }[] }[])[0]?.terms[1]?.tags.includes(
      'PresentTense',
    ) ?? false,
);

/** "the door will open": the helper before what it does. */
const MODAL = /^(?:will|can|would|does|do|shall|could)$/;

/**
 * "the magic wand works" (before "when you"): the thing and what it does. compromise tags
 * "works" a plural noun there, so the last words are taken apart here, not by the pattern.
 */
function thingAndAct(said: string, p: PremiseParts): { x: Thing; act: string } | undefined {
  const words = said.split(/\s+/).filter((w) => w !== '');
  // "the bath fills with bubbles": what it does starts at its first verb, not at the last word
  // (the thing was "the bath fills", doing "bubble").
  const at = words.findIndex((w, i) => i > 0 && i < words.length - 1 && doesIt(w));
  if (at > 0) {
    const act = baseOf(words.slice(at).join(' ').toLowerCase());
    const x = p.thingOf(words.slice(0, at).join(' '));
    const head = act?.split(' ')[0];
    if (act !== undefined && x !== undefined && head !== undefined && conjugate(head) !== undefined)
      return { x, act };
  }
  const before = (words.at(-2) ?? '').toLowerCase();
  // "the door will open": "open" is what it does; "the door swings open": how it does it.
  const particle =
    PARTICLE.test((words.at(-1) ?? '').toLowerCase()) && !MODAL.test(before) && !NOT_AN_ACT.test(before)
      ? words.pop()
      : undefined;
  const verb = words.pop()?.toLowerCase();
  if (MODAL.test((words.at(-1) ?? '').toLowerCase())) words.pop();
  const base = verb === undefined ? undefined : baseOf(verb);
  const x = words.length === 0 ? undefined : p.thingOf(words.join(' '));
  if (base === undefined || x === undefined || NOT_AN_ACT.test(base) || NOT_AN_ACT.test(verb ?? ''))
    return undefined;
  if (conjugate(base) === undefined) return undefined;
  return { x, act: particle === undefined ? base : `${base} ${particle.toLowerCase()}` };
}

/**
 * "the magic wand only works when you say please": the thing (x), what it does (`act`: "work") and
 * what you must do (`verb`: "say please", "sing to it", "clap your hands"). "you are kind" is "be
 * kind". A verb compromise cannot conjugate, or another "you" in it, is reported.
 */
function onlyWhen(p: PremiseParts): TwistUse | undefined {
  const found = p.m.x === undefined ? undefined : thingAndAct(p.m.x, p);
  // "when you're kind": compromise keeps "kind" for the group, the "are" is in the contraction.
  const contracted = /\byou['’]re\b/i.test(p.m.$ ?? '');
  const said = part(p.m.verb, 5)?.replace(/^are\s+/, 'be ');
  if (found === undefined || said === undefined || CLAUSE.test(said) || p.isPerson(found.x)) return undefined;
  const verb = contracted ? `be ${said}` : said;
  const head = verb.split(' ')[0] ?? verb;
  if ((head !== 'be' && conjugate(head) === undefined) || NOT_AWAKE.test(verb)) return undefined;
  // "when you give it to you": another "you" the child cannot be told doing ("thank you" is a word).
  if (/\byou\b/.test(verb.replace(/\bthank you\b/g, ''))) return undefined;
  return { text: p.text, shape: 'only-when', x: found.x, act: found.act, verb };
}

/**
 * "the dragon is afraid of the dark": the thing (x) and what it is afraid of (y, kept as said:
 * "the dark", "spiders"); {twist.had} says it in the parent's own word ("was frightened of mice").
 */
function afraid(p: PremiseParts, x: Thing): TwistUse | undefined {
  const feel = part(p.m.feel, 1);
  const y = part(p.m.y, 4);
  if (feel === undefined || y === undefined || CLAUSE.test(y) || /\band\b/.test(y)) return undefined;
  // A garden or a teapot is not told trembling: the pack's lines for things tell it as a story book would.
  const unfeeling = !isCreature(x, p.pack);
  return { text: p.text, shape: 'afraid', x, y, had: `{twist.x.was} ${feel} of ${y}`, unfeeling };
}

/** "the troll", "the grumpy troll", "the big bad wolf": someone a child is told to keep away from. */
function looksFeared(x: Thing, pack: Pack): boolean {
  const words = x.noun.split(' ');
  const head = words.at(-1) ?? x.noun;
  return (
    pack.twists.feared.some((f) => matchKey(f) === matchKey(head) || matchKey(f) === matchKey(x.noun)) ||
    words.some((w) => pack.twists.feared_looks.some((l) => matchKey(l) === matchKey(w)))
  );
}

/** "the grumpy troll" → "troll", "the big bad wolf" → "wolf": the thing without the looks that made it feared. */
function withoutLooks(x: Thing, pack: Pack): string {
  // The longest looks first: "big bad" before "bad".
  const looks = [...pack.twists.feared_looks].sort((a, b) => b.length - a.length);
  let noun = ` ${x.noun} `;
  for (const look of looks) noun = noun.replaceAll(` ${look.toLowerCase()} `, ' ');
  const kept = noun.trim();
  return kept === '' ? x.noun : kept;
}

const ARTICLE = /^(?:a|an)\s+/;
const ADVERB = /^(?:really|actually|secretly|truly|just|only|very|so)\s+/;

/**
 * "the villain turns out to be a lonely lighthouse keeper", "the witch is really kind", "the grumpy
 * troll just wants a friend": someone feared (`feared` in twists.yaml) is kind after all. y is
 * what they are ("a lonely lighthouse keeper", "kind", "a friend"), {twist.had} says it ("was
 * kind", "only wanted a friend") and `after` is who they are once befriended ("the kind witch").
 */
function kindAfterAll(p: PremiseParts, x: Thing): TwistUse | undefined {
  if (!looksFeared(x, p.pack) || x.own) return undefined;
  const said = part(p.m.y ?? p.m.friend, 5)?.replace(ADVERB, '');
  if (said === undefined || CLAUSE.test(said) || /^(?:my|our|your|his|her|their|the)\b/.test(said))
    return undefined;
  const plain = withoutLooks(x, p.pack);
  if (p.m.friend !== undefined)
    return {
      text: p.text,
      shape: 'kind-after-all',
      x,
      y: said,
      had: `only wanted ${said}`,
      after: `the ${plain}`,
    };
  const noun = ARTICLE.test(said);
  // "turns out to be a friend": the friend is still the troll.
  const who = noun && !/^(?:a|an)\s+friend$/.test(said) ? `the ${said.replace(ARTICLE, '')}` : undefined;
  const after = who ?? (said.includes(' ') || noun ? `the ${plain}` : `the ${said} ${plain}`);
  return { text: p.text, shape: 'kind-after-all', x, y: said, had: `{twist.x.was} ${said}`, after };
}

/** "the treasure map is drawn on a taco wrapper": a writing (`writings`), how it was made, on what. */
function writtenOn(p: PremiseParts, x: Thing): TwistUse | undefined {
  const head = x.noun.split(' ').at(-1) ?? x.noun;
  const writing = p.pack.twists.writings.some(
    (w) => matchKey(w) === matchKey(head) || matchKey(w) === matchKey(x.noun),
  );
  const how = part(p.m.how, 1);
  const y = part(p.m.y, 5);
  if (!writing || how === undefined || y === undefined || CLAUSE.test(y)) return undefined;
  // "on my hand", "on the back of his book": told of someone else's thing, it reads wrong.
  if (/\b(?:my|our|your|his|her|their|and|with)\b/.test(y)) return undefined;
  return { text: p.text, shape: 'written-on', x, y, had: `{twist.x.was} ${how} on ${y}` };
}

/**
 * "the little cloud wants to be a rainbow", "the snowman wants to see summer": the thing and its
 * wish, a verb as said (`verb`: "be a rainbow"), conjugated by compromise or reported.
 */
function wantsTo(p: PremiseParts, x: Thing): TwistUse | undefined {
  const verb = part(p.m.verb, 5);
  if (verb === undefined || CLAUSE.test(verb) || /\b(?:you|your|me|my|i)\b/.test(verb)) return undefined;
  if (conjugate(verb.split(' ')[0] ?? verb) === undefined) return undefined;
  return { text: p.text, shape: 'wants-to', x, verb };
}

/**
 * "a squirrel has stolen the compass", "the fox took my scarf": a creature (x) has the thing (y,
 * "the compass"), found and given back kindly; it only wanted it for a while. Told of a creature
 * only: "the wind took my hat" is a thing that cannot give it back.
 */
function took(p: PremiseParts, x: Thing): TwistUse | undefined {
  if (!isCreature(x, p.pack)) return undefined;
  const y = p.thingOf(p.m.y ?? '');
  if (y === undefined || y.noun.split(' ').length > 3) return undefined;
  return { text: p.text, shape: 'took', x, y: y.the };
}
