import nlp from 'compromise';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import { matchKey, PhraseIndex } from '../pack/compile.js';
import type { TTwists } from '../pack/schema.js';
import type { TwistShape, TwistUse } from './types.js';
import { matches, read } from './words.js';

type Catalogue = TTwists['catalogue'][number];
interface CatalogueIndex {
  /** A suggestion picked from the list, word for word. */
  exact: Map<string, Catalogue>;
  loose: PhraseIndex<Catalogue>;
}
const catalogues = new WeakMap<TTwists, CatalogueIndex>();

function catalogueIndex(twists: TTwists): CatalogueIndex {
  let index = catalogues.get(twists);
  if (index === undefined) {
    const exact = new Map<string, Catalogue>();
    for (const c of twists.catalogue)
      for (const m of c.match) if (!exact.has(matchKey(m))) exact.set(matchKey(m), c);
    index = { exact, loose: new PhraseIndex(twists.catalogue, (c) => c.match) };
    catalogues.set(twists, index);
  }
  return index;
}

const DETERMINER = /^(?:the|a|an|my|our|her|his|their|all|every|some|this|that)$/;
const POSSESSIVE = /^(?:my|our|her|his|their)$/;

/** "moon came to" (from "the moon came to visit"): a verb caught in the thing is not a thing. */
const sayable = (words: string): boolean =>
  !/\b(?:to|is|are|was|were|came|went|forgot|has|have|had|can|could|will|did|does|lives?)\b/.test(words);

/**
 * "the castle", "castles", "my bed" → the story's way of saying it. The pattern takes everything
 * before the twist's verb ("I think the old castle"): the thing is what follows the last
 * determiner, or the last two words.
 */
function thing(phrase: string): TwistUse['x'] {
  const all = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  let cut = -1;
  let named = -1;
  all.forEach((w, i) => {
    if (DETERMINER.test(w)) cut = i;
    // "grandpa's hat", "Mia's kite": the owner is said with the thing, no "the".
    else if (/^\p{L}+'s$/u.test(w)) named = i;
  });
  if (named > cut && named < all.length - 1) {
    const after = cut >= 0 && cut === named - 1;
    // The owner as typed ("Mia's kite"), the thing in lower case.
    const owner = phrase.split(/\s+/).filter((w) => w !== '')[named] ?? all[named];
    const words = [owner, ...all.slice(named + 1)].join(' ');
    if (!sayable(words)) return undefined;
    const last = all.at(-1) ?? words;
    // "the dog's bone" keeps its "the" ("my dog's bone": the child's own, told as "the").
    return {
      the: after ? `the ${words}` : words,
      noun: words,
      plural: pluralize.isPlural(last) && pluralize.singular(last) !== last,
      own: after && POSSESSIVE.test(all[cut] ?? ''),
    };
  }
  const own = cut >= 0 && POSSESSIVE.test(all[cut] ?? '');
  const words = (cut >= 0 ? all.slice(cut + 1) : all.slice(-2)).join(' ');
  if (words === '' || !sayable(words)) return undefined;
  const last = words.split(' ').at(-1) ?? words;
  const plural = pluralize.isPlural(last) && pluralize.singular(last) !== last;
  return { the: `the ${words}`, noun: words, plural, own };
}

const PEOPLE =
  /^(?:everyone|everybody|anyone|anybody|someone|somebody|nobody|people|we|i|you|he|she|they|us|me|him|her|them|it|each other|one another|all|grown-ups|children|kids)$/;
const OBJECT_END = /[.,;:!?]|\s(?:and|but|because|so|when|while|until)\s/i;
const MAX_OBJECT_WORDS = 4;

/** "the dog can read books": the verb keeps what it does it to ("read books"), up to a few words. */
function withObject(verb: string | undefined, said: string, text: string): string | undefined {
  if (verb === undefined) return undefined;
  const at = text.toLowerCase().indexOf(said.toLowerCase());
  if (at < 0) return verb;
  const after = (text.slice(at + said.length).split(OBJECT_END)[0] ?? '').trim().toLowerCase();
  const words = after.split(/\s+/).filter((w) => w !== '');
  return words.length === 0 || words.length > MAX_OBJECT_WORDS ? verb : `${verb} ${words.join(' ')}`;
}

/**
 * "a door", "wings", "a secret slide": a thing to have. "has to fly", "has been found", "has
 * gone missing" are other shapes (or none), and a long clause is more than a story can hold.
 */
const NOT_OWNED = /^(?:to|been|become|gone|got|turned|just|never|always|no|not)\b/;
function ownable(y: string): boolean {
  const words = y.split(' ');
  return words.length <= 5 && !NOT_OWNED.test(y) && !/[.,;:!?]/.test(y);
}

/**
 * "the moon has a door", "the rain tastes of mint", "a dragon lives here": said plainly, these
 * verbs are another shape's or a state, not something the thing does (can-do).
 */
const NOT_DOING =
  /^(?:be|is|are|have|has|taste|smell|live|seem|look|feel|belong|lead|need|want|like|love|know|go|come|get|become|turn|fall|hide|disappear|vanish|fly|talk|speak|stay|sit|stand|lie|keep|own|forget|lose|wear)\b/;
/** "grandpa's hat is magic": it can do magic. */
const MAGIC = /^magic(?:al)?$/;

function verbOf(phrase: string): string | undefined {
  const v = nlp(phrase).verbs().toInfinitive().text('normal').trim();
  return v === '' ? phrase.toLowerCase().trim() || undefined : v;
}

/**
 * The twist read for its shape ("the X is made of Y", "the X can fly", "the X are hiding"...):
 * the shape decides how it drives the plot (twists.yaml has the patterns and the lines). A
 * suggestion picked from the list is a catalogue twist. Undefined: the engine cannot use it,
 * and the parent is told (notices), never given another twist instead.
 */
export function readTwist(text: string, pack: Pack): TwistUse | undefined {
  if (text.trim() === '') return undefined;
  const index = catalogueIndex(pack.twists);
  const exact = index.exact.get(matchKey(text));
  if (exact !== undefined) return { text, catalogue: exact.id };
  const doc = read(text, pack);
  for (const shape of pack.twists.shapes)
    for (const pattern of shape.patterns) {
      const m = matches(doc, pattern)[0];
      if (m === undefined) continue;
      const use = shaped(text, shape.id, m, pack);
      if (use !== undefined) return use;
    }
  const loose = index.loose.find(text);
  return loose === undefined ? undefined : { text, catalogue: loose.value.id };
}

/** "the hiccups", "a wobbly tooth", "sad": the pack's condition the thing has, or none. */
function conditionOf(said: string | undefined, pack: Pack): string | undefined {
  if (said === undefined) return undefined;
  // "got a cold", "a bit sad", "very sleepy": the condition is what is left.
  const bare = said.replace(/^(?:(?:a bit|a little|a|an|the|some|got|very|really|so|feeling)\s+)+/, '');
  const key = matchKey(bare);
  return pack.twists.conditions.find((c) => c.match.some((w) => matchKey(w) === key))?.id;
}

/**
 * The parent's own words for the state, told in the past: "has the sniffles" → "had the
 * sniffles", "is a bit sad" → "{twist.x.was} a bit sad". Undefined (the pack's `had`) when the
 * verb is another ("the stars forgot how to shine").
 */
function hadOf(text: string, said: string): string | undefined {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const at = lower.lastIndexOf(said);
  if (at < 0) return undefined;
  const before = lower.slice(0, at).trim();
  if (/\b(?:has|have|had|gets|get|got|caught|catches)(?: got)?$/.test(before))
    return `had ${said.replace(/^got\s+/, '')}`;
  if (/\b(?:is|are|was|were|feels|feel|felt|seems|seem|looks|look)$/.test(before))
    return `{twist.x.was} ${said}`;
  return undefined;
}

function shaped(
  text: string,
  shape: TwistShape,
  m: Record<string, string>,
  pack: Pack,
): TwistUse | undefined {
  const x = m.x === undefined ? undefined : thing(m.x);
  if (shape === 'unwell') {
    // Only a condition the pack has lines for: "the moon has a door" is the `has` shape.
    const said = m.y?.toLowerCase().replace(/\s+/g, ' ').trim();
    const condition = conditionOf(said, pack);
    if (condition === undefined || x === undefined || PEOPLE.test(x.noun)) return undefined;
    const had = said === undefined ? undefined : hadOf(text, said);
    return { text, shape, x, condition, ...(had === undefined ? {} : { had }) };
  }
  // "the moon has a door": what it has keeps its article ("had a door", then "the door").
  const said = m.y?.toLowerCase().replace(/\s+/g, ' ').trim();
  const y = shape === 'has' ? said : said?.replace(/^(?:a|an|the|some)\s+/, '').trim();
  if (shape === 'has' && (y === undefined || !ownable(y))) return undefined;
  const verb = m.verb === undefined ? undefined : withObject(verbOf(m.verb), m.verb, text);
  if (shape !== 'hiding' && x === undefined) return undefined;
  // "everyone can fly", "I can talk to fish": the twist is about people, not a thing in the story.
  if (x !== undefined && PEOPLE.test(x.noun)) return undefined;
  if ((shape === 'made-of' || shape === 'secretly' || shape === 'tastes-of' || shape === 'colour') && !y)
    return undefined;
  if (shape === 'can-fly') {
    const rideable = pack.twists.rideable.some((r) => matchKey(r) === matchKey(x?.noun ?? ''));
    if (!rideable) return { text, shape: 'can-do', x, verb: 'fly' };
  }
  if (shape === 'can-do' && (verb === undefined || NOT_DOING.test(verb))) return undefined;
  // "the bathtub is a boat": a thing, not "a bit sad" nor a whole clause.
  if (shape === 'secretly' && (y === undefined || !ownable(y) || /^(?:bit|little|lot)\b/.test(y)))
    return undefined;
  return { text, shape, x, y, verb: verb !== undefined && MAGIC.test(verb) ? 'do magic' : verb };
}
