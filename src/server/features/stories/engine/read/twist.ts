import { withTaker } from './twist-taker.js';
import { lostThingSaid, lostWaySaid, stoppedSaid, wentOutSaid, wontSaid } from './twist-stuck.js';
import nlp, { keptReading } from '../nlp.js';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import { matchKey, PhraseIndex } from '../pack/compile.js';
import { escapeRegExp } from '../pack/text.js';
import type { TTwists } from '../pack/schema.js';
import type { TwistShape, TwistUse } from './types.js';
import { lexicon, matches, read, type Doc } from './words.js';
import { retag } from './twist-retag.js';
import { conjugate } from '../tell/verbs.js';
import { aOrAn } from '../tell/vars.js';
import { PREMISE_SHAPES, premiseTwist } from './twist-premise.js';
import { WHERE_SHAPES, whereTwist } from './twist-where.js';
import {
  doesWithObject,
  keptDoing,
  madeComesAlive,
  onlyAt,
  saidAsCanDo,
  UNSEEN,
  withoutUnseen,
} from './twist-when.js';
import { rideOf } from './twist-ride.js';
import { playedBy } from './twist-played.js';

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

/** Each word of the twist as compromise read it in the sentence ("swaps" a verb, "zoo" a noun). */
type Tags = ReadonlyMap<string, readonly string[]>;

function tagsOf(doc: Doc): Tags {
  const tags = new Map<string, string[]>();
  for (const sentence of doc.json() as { terms: { normal: string; tags: string[] }[] }[])
    for (const term of sentence.terms) if (!tags.has(term.normal)) tags.set(term.normal, term.tags);
  return tags;
}

/** Words that are never a thing: "only", "that", "when", "in". */
const LITTLE =
  /^(?:there's|here's|it's|that's|what's|only|just|very|really|actually|also|even|that|which|who|what|when|where|there|here|then|so|too|not|and|or|but|if|in|on|at|of|to|by|with|from|into|onto|under|over|near|inside|outside|behind|across|around)$/;
const NOUN_TAGS = new Set(['Noun', 'Singular', 'Plural', 'Uncountable', 'ProperNoun']);
const NOT_A_THING = new Set(['Preposition', 'Conjunction', 'Adverb', 'Determiner', 'QuestionWord']);

/** The thing's last word is a noun as the sentence reads it, not a verb, adverb or preposition. */
function nounLike(word: string, tags: Tags, after?: string): boolean {
  if (LITTLE.test(word)) return false;
  // The word list first ("books" is a plural there, whatever one sentence made of it).
  const listed = lexicon[word];
  if (listed !== undefined && NOUN_TAGS.has(listed)) return true;
  if (listed !== undefined && NOT_A_THING.has(listed)) return false;
  // "the dragon loves" (from "a dragon who loves pancakes"): a verb of the list after a noun.
  if (after !== undefined && /s$/.test(word) && listed === 'PresentTense') return false;
  const t = tags.get(word);
  if (t === undefined) return true;
  // A verb of the sentence is left to the patterns: "paper cranes" may be tagged a verb too.
  return !t.some((x) => NOT_A_THING.has(x));
}

/** Words that say where the thing is: "everyone in the zoo" is everyone, "the toys in my room" the toys. */
const PLACE_WORDS =
  /^(?:in|at|on|inside|under|near|by|behind|from|with|across|around|outside|beside|above|below|over|underneath|beneath)$/;

/** The thing without a place after it: the words up to the first place word that follows one. */
function withoutPlace(phrase: string): string {
  const words = phrase.split(/\s+/).filter((w) => w !== '');
  for (let i = 1; i < words.length; i++) {
    const w = (words[i] ?? '').toLowerCase();
    // "at night the toys": a place word before the thing itself is not where it ends.
    const before = (words[i - 1] ?? '').toLowerCase();
    if (PLACE_WORDS.test(w) && !DETERMINER.test(before) && !PLACE_WORDS.test(before))
      return words.slice(0, i).join(' ');
  }
  return words.join(' ');
}

/**
 * Adverbs that only colour the twist: "the moon is actually made of cheese" is the moon made of
 * cheese, "the bed suddenly flies" the bed that flies.
 */
const COLOURING =
  /^(?:actually|really|totally|suddenly|secretly|completely|entirely|truly|just|only|magically|mysteriously|somehow|even|also)$/;
/** Before a thing ("the cat is secretly a dragon", "the cat is really a king") they are the secretly shape's. */
const SECRETLY = /^(?:secretly|really|actually|truly)$/;
const BE = /^(?:is|are|was|were)$/;
/** "the toys are all alive", "the sky went all purple": "all" after the verb colours it too. */
const ALL_AFTER =
  /^(?:is|are|was|were|went|go|goes|turned|turns|turn|became|becomes|become|got|gets|looks|look|looked)$/;
const ALL_BEFORE = /^(?:the|of|my|our|his|her|their|these|those|its|over)$/;

interface Term {
  text: string;
  normal: string;
  pre: string;
  post: string;
  tags: string[];
}

/** "made", "sad", "hiding" after "is" (read without the adverb, which sways the tagger). */
function saysState(be: string, word: string): boolean {
  return thirdWordSaysState(`they ${be} ${word}`);
}
const thirdWordSaysState = keptReading((said) => {
  const tags = (nlp(said).json() as { terms: Term[] }[])[0]?.terms[2]?.tags ?? [];
  // "they are pirates": no verb follows "are" in its -s form, so the tagger's "pirates" (a verb)
  // is a plural thing (panel 85 heard "the toys are secretly pirates" refused).
  if (tags.includes('PresentTense') && !tags.some((x) => /Adjective|Adverb|Gerund|PastTense/.test(x)))
    return false;
  return tags.some((x) => /Verb|Adjective|Adverb/.test(x));
});

/** "made", "hiding", "in" after "they are": a verb's form or a little word, not a thing. */
function isVerb(word: string): boolean {
  return LITTLE.test(word) || isVerbAfterTheyAre(word);
}
const isVerbAfterTheyAre = keptReading((word) => {
  const tags = (nlp(`they are ${word}`).json() as { terms: Term[] }[])[0]?.terms[2]?.tags ?? [];
  return tags.some((t) => /^(?:PastTense|Gerund|Participle|Preposition)$/.test(t));
});

/** The words that only colour the twist left out; the rest as the parent wrote it. */
function uncoloured(text: string): string {
  const terms = (nlp(text.replace(/\ball of a sudden\b/gi, ' ')).json() as { terms: Term[] }[]).flatMap(
    (s) => s.terms,
  );
  const kept = terms.filter((t, i) => {
    const before = terms[i - 1]?.normal ?? '';
    const next = terms[i + 1];
    if (t.normal === 'all') return !(ALL_AFTER.test(before) && !ALL_BEFORE.test(next?.normal ?? ''));
    if (!COLOURING.test(t.normal)) return true;
    // "is really a dragon", "are really fairies": the secretly shape says it. "is really made
    // of", "is actually sad": colour.
    if (SECRETLY.test(t.normal) && BE.test(before) && next !== undefined)
      return /^(?:a|an|the)$/.test(next.normal) || !saysState(before, next.normal);
    return false;
  });
  return kept
    .map((t) => `${t.pre}${t.text}${t.post}`)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "a wand that only works when you say thank you", "a door which leads to the sea": a thing
 * with a relative clause is the thing doing what the clause says ("the wand works when...").
 * Only at the start of the twist ("the moon has a door that opens" keeps its shape).
 */
const LEAD_IN = /^(?:there|is|are|was|were|what|if|imagine|once|one|day|night|suddenly|i|wish)$/i;

function mainClause(text: string, doc: Doc): string {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const at = words.findIndex((w, i) => i > 0 && /^(?:that|which|who)$/i.test(w));
  if (at < 0) return text;
  const terms = (doc.json() as { terms: { normal: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  const before = terms.find(
    (t) => t.normal === (words[at - 1] ?? '').toLowerCase().replace(/[^\p{L}'-]/gu, ''),
  );
  const noun = before !== undefined && (before.tags.includes('Noun') || before.tags.includes('Species'));
  if (!noun || before.tags.includes('Pronoun')) return text;
  let start = at - 1;
  while (start > 0 && !DETERMINER.test((words[start - 1] ?? '').toLowerCase()) && start > at - 3) start--;
  if (start > 0 && DETERMINER.test((words[start - 1] ?? '').toLowerCase())) start--;
  if (!words.slice(0, start).every((w) => LEAD_IN.test(w))) return text;
  const [det, ...head] = words.slice(start, at);
  const the = det !== undefined && /^(?:a|an|some|this|that)$/i.test(det) ? 'the' : det;
  return [the, ...head, ...words.slice(at + 1)].filter((w) => w !== undefined).join(' ');
}

/** "the penguins run an ice cream shop": a thing, and the place it keeps. */
const RUNS_A_PLACE =
  /^(.+?)\s+(?:runs?|ran|owns?|keeps?|opened|opens?|has opened|have opened)\s+(?:a|an|the|its|their|his|her)\s+((?:[\p{L}'-]+\s+){0,2}(?:bakery|shop|cafe|café|restaurant|tea room|tearoom|diner|pizzeria|bookshop|library|hotel|post office|school|circus|zoo|farm|market stall|stall|salon|museum|theatre|theater|cinema|sweet shop|toyshop|parlour|parlor))$/iu;

/**
 * The parent's own capitals kept in what the twist is made of or has: "made of Lego" is Lego,
 * never "lego" (panel 66). Only words the parent wrote with a capital, in a twist not written
 * all in capitals.
 */
function keptCapitals(said: string | undefined, typed: string | undefined, text: string): string | undefined {
  if (said === undefined || typed === undefined) return said;
  // "The Castle is made of Cheese": every word capitalised says nothing of names.
  const capitalised = text
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Lu}/u.test(w));
  if (capitalised.length > 1) return said;
  const capitals = new Map(
    typed
      .split(/\s+/)
      .filter((w) => /^\p{Lu}\p{Ll}/u.test(w))
      .map((w) => [w.toLowerCase(), w] as const),
  );
  return said
    .split(' ')
    .map((w) => capitals.get(w) ?? w)
    .join(' ');
}

/** "the train runs on lemonade", "the rocket is powered by jelly beans": what it goes on. */
const RUNS_ON =
  /^.+?\s(?:(?:runs?|ran|is running|are running|works?) on|(?:is|are|was|were) (?:powered|fuell?ed|fueled|driven) by)\s\S/i;

/** "the stars are fireflies that got lost": a thing, what it is, and a clause about that. */
const COPULA_CLAUSE =
  /^((?:the|my|our|his|her|their)\s+(?:[\p{L}'-]+\s+){0,2}(?:is|are|was|were)\s+(?:a\s+|an\s+)?(?:[\p{L}'-]+\s+)?[\p{L}'-]+)\s+(?:that|who|which)\s+\S/iu;

/** The twist as its shape is read: the main clause, without the adverbs that only colour it. */
function plainly(text: string, pack: Pack): string {
  return uncoloured(mainClause(text, read(text, pack)));
}

/** "X come down to listen", "X comes out to play": the coming is how, the verb after "to" is what. */
const COMES_TO =
  /^(.+?)\s+(?:come|comes|came)\s+(?:(?:down|out|over|along|round|around|up|back|closer|in)\s+)?to\s+(\p{Ll}+)\b(.*)$/u;

const COME_FOR_SOMEONE = /^(?:visit|stay|see|say|live|tea|dinner|help)$/;

/**
 * "the castle", "castles", "my bed" → the story's way of saying it. The pattern takes everything
 * before the twist's verb ("I think the old castle"): the thing is what follows the last
 * determiner, or the last two words.
 */
/** "the paper crane she folds", "the robot I built": the thing, without who made it. */
const MADE_BY = /\s(?:she|he|they|i|we|you)\s+\p{L}+.*$/iu;

function thing(said: string, tags: Tags, guessed = false): TwistUse['x'] {
  const phrase = withoutWhose(withoutPlace(said).replace(MADE_BY, ''));
  const all = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  // "the sun and the moon swap places": two things are not one thing.
  if (all.includes('and')) return undefined;
  let cut = -1;
  let named = -1;
  all.forEach((w, i) => {
    if (DETERMINER.test(w)) cut = i;
    // "grandpa's hat", "Mia's kite": the owner is said with the thing, no "the".
    else if (/^\p{L}+'s$/u.test(w)) named = i;
  });
  if (named > cut && named < all.length - 1) {
    const after = cut >= 0;
    // The owner as typed ("Mia's kite"), with the words that say whose ("the space station's
    // robot", not "station's robot"), the thing in lower case.
    const typed = phrase.split(/\s+/).filter((w) => w !== '');
    const owner = (after ? typed.slice(cut + 1, named + 1) : [typed[named] ?? all[named]]).join(' ');
    const words = [owner, ...all.slice(named + 1)].join(' ');
    // Straight after "the rainbow's" comes a noun, whatever the tagger makes of "colours".
    const owned = named === all.length - 2;
    if (!sayable(words) || (!owned && !nounLike(all.at(-1) ?? '', tags))) return undefined;
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
  // "the only" (from "a wand that only works"): the thing is a noun, never a little word.
  if (!nounLike(last, tags, guessed ? words.split(' ').at(-2) : undefined)) return undefined;
  // "all of the fish": several, whatever the noun says.
  const plural = (pluralize.isPlural(last) && pluralize.singular(last) !== last) || all.includes('all');
  return { the: `the ${words}`, noun: words, plural, own };
}

/**
 * "the last train of the night", "the king of the castle": the thing is what comes before "of the"
 * (panel 59 heard "the night" stuck in a tunnel); "all of the fish" and "a cup of tea" keep theirs.
 */
function withoutWhose(phrase: string): string {
  const whose = /^(.*\S)\s+of\s+(?:the|a|an|this|that|our|my|his|her|their)\s+\S.*$/i.exec(phrase);
  const before = whose?.[1];
  if (before === undefined) return phrase;
  const lead = before.trim().toLowerCase();
  if (/^(?:all|some|one|each|most|none|both|many|lots|a lot|any|half|two|three|several)$/.test(lead))
    return phrase;
  return /^(?:the|a|an|this|that|our|my|his|her|their)\s+\S/i.test(before.trim()) ? before : phrase;
}

const PEOPLE =
  /^(?:everyone|everybody|anyone|anybody|someone|somebody|nobody|people|we|i|you|he|she|they|us|me|him|her|them|it|each other|one another|all|grown-ups|children|kids)$/;
const OBJECT_END = /[.,;:!?]|\s(?:and(?! seek\b)|but|because|so|when|while|until)\s/i;
const MAX_OBJECT_WORDS = 4;
/**
 * An object that opens with an article may say where from: "pulls the magician out of the hat"
 * (panel 69 heard "the rabbit started to pull", of nothing). Without one, a longer run of words
 * is the tagger's misreading ("the paint | brushes can paint by themselves").
 */
const MAX_OBJECT_WORDS_AFTER_AN_ARTICLE = 6;

const ANY_AT_ALL = /^(?:whatever|wherever|whoever|whichever|anything|anyone|anywhere|everything)$/;

/** "the dog can read books": the verb keeps what it does it to ("read books"), up to a few words. */
function withObject(verb: string | undefined, said: string, text: string): string | undefined {
  if (verb === undefined) return undefined;
  const at = text.toLowerCase().indexOf(said.toLowerCase());
  if (at < 0) return verb;
  const after = (text.slice(at + said.length).split(OBJECT_END)[0] ?? '').trim().toLowerCase();
  const words = after.split(/\s+/).filter((w) => w !== '');
  // "points to whatever you miss most": to anything at all, said in a clause of its own.
  const most =
    /^(?:the|a|an)$/.test(words[0] ?? '') || (words[0] === 'to' && ANY_AT_ALL.test(words[1] ?? ''))
      ? MAX_OBJECT_WORDS_AFTER_AN_ARTICLE
      : MAX_OBJECT_WORDS;
  return words.length === 0 || words.length > most ? verb : `${verb} ${words.join(' ')}`;
}

/**
 * "a door", "wings", "a secret slide": a thing to have. "has to fly", "has been found", "has
 * gone missing" are other shapes (or none), and a long clause is more than a story can hold.
 */
const NOT_OWNED = /^(?:to|been|become|gone|got|turned|just|never|always|no|not)\b/;
/** "has lost its roar", "has broken": read as "a lost" by the tagger, a verb's form all the same. */
const VERB_AFTER_HAS = /^(?:lost|broken|found|forgotten|stopped|started|eaten|hidden|run|shrunk|grown)\b/;
/**
 * "the library books whisper at night": the story is the night, so the thing whispers; kept with
 * the verb, the time was said at every turn ("went on whispering at night", "learn to whisper at
 * night"). A time of its own ("at midnight", "on Sundays") stays.
 */
const NIGHTLY = /\s+(?:at night|every night|each night|at nighttime|at bedtime|in the night|after dark)$/i;
function atNightAnyway(use: TwistUse): TwistUse {
  if (use.shape !== 'can-do' || use.verb === undefined) return use;
  // "bounces you to the moon": the parent's "you" is anyone, never "bouncing you" in the story
  // (panel 71 heard "the trampoline started to bounce you to the moon").
  // "whatever you miss most": anyone, and the verb after it agrees ("whatever anyone misses most").
  const verb = use.verb
    .replace(/\byou (\p{Ll}+)\b/gu, (whole, next: string) =>
      conjugate(next) === undefined ? whole : `anyone ${thirdPerson(next)}`,
    )
    .replace(/\byou\b/gi, 'everyone')
    .replace(/\byour\b/gi, 'their');
  return { ...use, verb: verb.replace(NIGHTLY, '') };
}

/** "miss" → "misses", "have" → "has": a verb after "anyone". */
function thirdPerson(verb: string): string {
  const own: Record<string, string> = { have: 'has', be: 'is', do: 'does', go: 'goes' };
  if (own[verb] !== undefined) return own[verb];
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** A twist that says what a thing never, no longer or cannot do. */
const NEGATED =
  /\b(?:never|not|no longer|cannot|can't|can’t|won't|won’t|don't|don’t|doesn't|doesn’t|isn't|isn’t|aren't|aren’t)\b/i;

const CANT_ONLY =
  /^(.+?)\s+(?:can't|can’t|cannot|can not|won't|won’t|doesn't|doesn’t|does not)\s+([a-z]+)\s*(?:,|;|but|and)\s*(?:(?:it|he|she|they)\s+)?(?:(?:can|will|does)\s+)?only\s+(?:(?:can|will)\s+)?([a-z]+)([^,.;!?]*)[.!]?$/i;

/** "the lion can't roar, only squeak" → "the lion can squeak instead of roaring". */
function onlyInstead(text: string): string | undefined {
  const m = CANT_ONLY.exec(text.trim());
  if (m === null) return undefined;
  const [, x, not, does, rest] = m;
  const gerund = conjugate(not ?? '')?.gerund;
  if (x === undefined || does === undefined || gerund === undefined) return undefined;
  return `${x} can ${does}${rest ?? ''} instead of ${gerund}`;
}

/** "not feeling well" is a condition (twists.yaml `unwell`), not a thing left undone. */
const NOT_WELL = /\bnot (?:feeling )?(?:very )?well\b/gi;

/** "the chess pieces come alive", "the toys are alive": they move about, not only talk. */
const COMES_ALIVE =
  /\b(?:come|comes|came|coming)\s+(?:alive|to life)\b|\b(?:is|are|was|were)\s+(?:all\s+)?alive\b/i;
const aliveOf = (use: TwistUse, text: string) =>
  use.shape === 'can-talk' && COMES_ALIVE.test(text) ? { alive: true } : {};

/** "old and forgetful", "very grumpy": the words end on what it is like, not on a thing. */
const endsLikeAnAdjective = keptReading((y: string): boolean => {
  const last = nlp(y).terms().last();
  return last.has('#Adjective') && !last.has('#Noun');
});

/** "giant", "sleeping dragon": its last word is a creature or a being of the pack's lists. */
function knownBeing(y: string, pack: Pack): boolean {
  const last = matchKey(y.split(' ').at(-1) ?? y);
  return [...pack.twists.creatures, ...pack.twists.feared, ...pack.twists.beings].some(
    (w) => matchKey(w) === last,
  );
}

function ownable(y: string): boolean {
  const words = y.split(' ');
  return words.length <= 5 && !NOT_OWNED.test(y) && !/[.,;:!?]/.test(y);
}

/**
 * "the moon has a door", "the rain tastes of mint", "a dragon lives here": said plainly, these
 * verbs are another shape's or a state, not something the thing does (can-do).
 */
const NOT_DOING =
  /^(?:be|is|are|have|has|taste|smell|live|seem|look|feel|belong|lead|need|want|like|love|know|go|come|get|become|turn|fall|hide|disappear|vanish|fly|talk|speak|stay|sit|stand|lie|keep|own|forget|lose|wear|work|happen|exist|start|stop|begin|say|think|appear|miss|sleep|wait|rest|run out|runs out|ran out)\b/;
/** "the rain falls upwards": going another way than it should is something it does (panel 25). */
const TOPSY_TURVY =
  /^(?:fall|go|come|flow|float)\s+(?:up|upwards?|sideways|backwards?|upside down|the wrong way)$/;
/** "grandpa's hat is magic": it can do magic. */
const MAGIC = /^magic(?:al)?$/;

const verbOf = keptReading((phrase: string): string | undefined => {
  // Alone, "grants" reads as a noun; after "it" it is the verb "grant".
  const v =
    nlp(phrase).verbs().toInfinitive().text('normal').trim() ||
    nlp(`it ${phrase}`).verbs().toInfinitive().text('normal').trim();
  return v === '' ? phrase.toLowerCase().trim() || undefined : v;
});

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
  // "whatever you draw comes alive": the child's drawings do (read/twist-when.ts).
  const made = madeComesAlive(text);
  if (made !== undefined) {
    const alive = made === '' ? undefined : readTwist(made, pack);
    return alive === undefined ? undefined : { ...alive, text };
  }
  // "the owl can't find its way home": lost, and shown the way (read/twist-stuck.ts).
  const lostWay = lostWaySaid(text);
  const lost = lostWay === undefined ? undefined : readTwist(lostWay.again, pack);
  if (lostWay !== undefined && lost?.shape === 'unwell') return { ...lost, text, had: lostWay.had };
  // "someone has stolen all the stars": the pack's taker took them (read/twist-taker.ts).
  const taken = withTaker(text, pack);
  if (taken !== undefined) {
    const use = readTwist(taken, pack);
    return use === undefined ? undefined : { ...use, text };
  }
  // "the stars come down to listen when you sing": what they come to do is what they do (panel 49
  // heard the twist left out).
  const comesTo = COMES_TO.exec(text.trim());
  // Not "came to visit" or "came to stay": who is visited is not said (read.test.ts).
  const cameFor =
    comesTo === null || COME_FOR_SOMEONE.test(comesTo[2] ?? '')
      ? undefined
      : readTwist(`${comesTo[1]} can ${comesTo[2]}${comesTo[3]}`, pack);
  if (cameFor !== undefined) return { ...cameFor, text };
  // "the bubbles never pop": no shape tells a thing NOT done, and read without its "never" the
  // twist says the opposite ("You too, bubbles never"). The parent is told it was left out.
  // "the statues dance when nobody is looking": what it does, read without when; done unseen.
  const seen = withoutUnseen(text);
  const done = seen === undefined ? undefined : readTwist(seen, pack);
  if (done?.shape === 'can-do' && done.x !== undefined && done.verb !== undefined)
    return { text, shape: 'unseen', x: done.x, verb: done.verb };
  const kept = keptDoing(text);
  if (kept !== undefined) {
    // "the robot can't stop hiccupping": a condition the pack knows is had ("has the hiccups"),
    // with its own cure; anything else is what the thing does ("the kettle can sing").
    const condition = kept.cannotStop && kept.rest.trim() === '' ? conditionOf(kept.doing, pack) : undefined;
    const named = pack.twists.conditions.find((c) => c.id === condition)?.match[0];
    const had = named === undefined ? undefined : readTwist(`${kept.x} has the ${named}`, pack);
    if (had !== undefined) return { ...had, text };
    // Said again with "keeps", which the can-do reading knows (read/twist-when.ts).
    const does = /\b(?:keeps|keep|kept)\b/.test(text)
      ? undefined
      : readTwist(`${kept.x} keeps ${kept.doing}${kept.rest}`, pack);
    if (does !== undefined) return { ...does, text };
  }
  // "the lion can't roar, only squeak": what it does instead (panel 69 heard it left out).
  const instead = onlyInstead(text);
  const insteadUse = instead === undefined ? undefined : readTwist(instead, pack);
  if (insteadUse?.shape === 'can-do') return { ...insteadUse, text };
  // "the door won't open": shut, stuck or stopped, in the parent's words (read/twist-stuck.ts).
  const wont = wontSaid(text);
  const shut = wont === undefined ? undefined : readTwist(wont.again, pack);
  if (wont !== undefined && shut?.shape === 'unwell') return { ...shut, text, had: wont.had };
  if (NEGATED.test(text.replace(NOT_WELL, '').replace(UNSEEN, ''))) return undefined;
  // "the stars are fireflies that got lost": what they are, without what the clause says of it
  // (panel 43 heard "the fireflies" hiding, the stars forgotten).
  const what = COPULA_CLAUSE.exec(text.trim())?.[1];
  // "the dog is the one who ate it" says nothing of what the dog is.
  if (what !== undefined && !/\b(?:one|ones|thing|things|kind|sort|type)$/i.test(what)) {
    const use = readTwist(what, pack);
    return use === undefined ? undefined : { ...use, text };
  }
  // "the fox runs a bakery": a place of its own, as "the fox has a bakery" says (panel 45 heard
  // "the fox ran a bakery twice as fast").
  const runs = RUNS_A_PLACE.exec(text.trim());
  if (runs !== null) {
    const place = runs[2] ?? '';
    const use = readTwist(`${runs[1]} has ${aOrAn(place)}`, pack);
    if (use !== undefined) return { ...use, text };
  }
  // "the volcano sneezes glitter": read as "the volcano can sneeze glitter". Not "the train
  // runs on lemonade": what it goes on is its own shape (runs-on), never a thing it does.
  const withObject = RUNS_ON.test(text) ? undefined : doesWithObject(text);
  const asCanDo = withObject === undefined ? undefined : readTwist(withObject, pack);
  if (asCanDo !== undefined) return { ...asCanDo, text };
  const plain = plainly(text, pack);
  const doc = retag(read(plain, pack));
  const tags = tagsOf(doc);
  for (const shape of pack.twists.shapes)
    for (const pattern of shape.patterns) {
      const m = matches(doc, pattern)[0];
      if (m === undefined) continue;
      const use = shaped(plain, shape.id, m, pack, tags);
      // "the clock only ticks when it rains" was read as "the clock ticks when it" raining (panel
      // 72): a thing whose words run on into a "when" or an "if" is a misreading, and passed by.
      if (use?.x !== undefined && CLAUSE_WORD.test(use.x.noun)) continue;
      // "the puddles are doorways": ways through (leads-to), never made of doorways.
      if (use?.shape === 'made-of' && WAYS_THROUGH.test(use.y ?? '')) continue;
      // "the oven only bakes at midnight": the can-do reading, at its own time.
      if (use !== undefined)
        return { ...(onlyAt(text, use) ?? atNightAnyway(use)), text, ...aliveOf(use, text) };
    }
  // "the clock tower only chimes at midnight": read again as "... can chime at midnight".
  const canDo = saidAsCanDo(text);
  const again = canDo === undefined ? undefined : readTwist(canDo, pack);
  const timed = again === undefined ? undefined : onlyAt(text, { ...again, text });
  if (timed !== undefined) return timed;
  // Read again, "at midnight" was already its own time.
  if (again?.shape === 'can-do' || again?.shape === 'only-at') return { ...again, text };
  const loose = index.loose.find(text);
  if (loose !== undefined) return { text, catalogue: loose.value.id };
  // "all the clocks in town stopped at midnight": a stopped thing, when nothing else read it;
  // "the dragon's fire went out", a light that lost its glow.
  const stopped = stoppedSaid(text) ?? wentOutSaid(text);
  const still = stopped === undefined ? undefined : readTwist(stopped.again, pack);
  if (stopped !== undefined && still?.shape === 'unwell') return { ...still, text, had: stopped.had };
  // "the princess has lost her shoes": a person's thing, lost (a twist about a person is not
  // read, but her shoes are a thing): read again as "the princess's shoes are lost", and found
  // (read/twist-stuck.ts). "the moon has lost its key" was read above, by the lost-thing shape.
  const lostThing = lostThingSaid(text);
  const missing = lostThing === undefined ? undefined : readTwist(lostThing, pack);
  return missing?.shape === 'hiding' ? { ...missing, text, lost: true } : undefined;
}

const WAYS_THROUGH = /^(?:(?:secret|magic|magical|hidden) )?(?:doors|doorways|portals|gateways)$/i;

const CLAUSE_WORD = /\b(?:when|whenever|if|because|while|until|unless)\b/i;

/** "the hiccups", "a wobbly tooth", "sad": the pack's condition the thing has, or none. */
function conditionOf(said: string | undefined, pack: Pack): string | undefined {
  if (said === undefined) return undefined;
  // "got a cold", "a bit sad", "very sleepy": the condition is what is left.
  const bare = said.replace(/^(?:(?:a bit|a little|a|an|the|some|got|very|really|so|feeling)\s+)+/, '');
  const known = (words: string) =>
    pack.twists.conditions.find((c) => c.match.some((w) => matchKey(w) === matchKey(words)))?.id;
  // "stuck in the snow", "stopped at midnight", "sad because it rained": where, when or why is
  // not the condition (the parent's words keep it: hadOf).
  return known(bare) ?? known(bare.replace(CONDITION_TAIL, ''));
}

const CONDITION_TAIL =
  /\s+(?:in|on|at|under|inside|behind|between|halfway|up|down|since|after|because|by|with|to|from|on top of|all|again|today|tonight|together|fast|tight)\b.*$/;

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

/** "fastest", "best", "most": compromise's own reading of the word. */
const superlative = (word: string): boolean =>
  /^(?:best|worst|most|least)$/i.test(word) || nlp(word).has('#Superlative');

const isPlural = (word: string) => pluralize.isPlural(word) && pluralize.singular(word) !== word;

/** compromise conjugates the verb (tell/verbs.ts): its past and -ing forms are spelt right. */
const conjugable = (verb: string): boolean => conjugate(verb) !== undefined;

/** "grandma", "my teacher": a person of the family (a teddy is a thing a twist may have). */
const isRelation = (noun: string, pack: Pack) =>
  pack.family.relations.some((r) => r.group !== 'toy' && r.match.some((w) => w.toLowerCase() === noun));

/**
 * "the new girl", "my teacher", "the baker": a person (compromise's #Actor, or the pack's
 * `people`). The shapes' lines tell of a thing ("picked up her new girl and held it close"), so
 * a twist about a person is reported to the parent, never told of an object.
 */
function isPerson(noun: string, pack: Pack): boolean {
  const last = noun.split(' ').at(-1)?.toLowerCase() ?? noun;
  if (pack.twists.people.some((p) => matchKey(p) === matchKey(noun) || matchKey(p) === last)) return true;
  // compromise reads "ghost" as an actor; the pack's creatures are never people (panel 69: "the
  // castle ghost is afraid of the dark" was refused).
  if (pack.twists.creatures.some((c) => matchKey(c) === last)) return false;
  return isActor(last);
}

/** Read alone after "the": before a verb, compromise takes any subject for an actor. */
const isActor = keptReading((word: string): boolean => {
  const tags = (nlp(`the ${word}`).json() as { terms: Term[] }[])[0]?.terms[1]?.tags ?? [];
  return tags.includes('Actor');
});

function shaped(
  text: string,
  shape: TwistShape,
  m: Record<string, string>,
  pack: Pack,
  tags: Tags,
): TwistUse | undefined {
  // "the dragon loves pancakes" read as "dragon loves" doing "pancakes": a verb the word list
  // does not know is the tagger's guess, and then a thing ending in a listed verb is the verb.
  const verbWord = m.verb?.split(' ')[0]?.toLowerCase();
  const guessed =
    verbWord !== undefined && !/^(?:PresentTense|Infinitive|PastTense|Gerund)$/.test(lexicon[verbWord] ?? '');
  const x = m.x === undefined ? undefined : thing(m.x, tags, guessed);
  const person = (t: NonNullable<TwistUse['x']>) =>
    PEOPLE.test(t.noun) || isRelation(t.noun, pack) || isPerson(t.noun, pack);
  const thingOf = (said: string) => thing(said, tags);
  if (PREMISE_SHAPES.has(shape)) return premiseTwist(shape, { text, m, x, pack, isPerson: person, thingOf });
  if (WHERE_SHAPES.has(shape)) return whereTwist(shape, { text, m, pack, isPerson: person, thingOf });
  if (shape === 'unwell') {
    // Only a condition the pack has lines for: "the moon has a door" is the `has` shape.
    const said = m.y?.toLowerCase().replace(/\s+/g, ' ').trim();
    const condition = conditionOf(said, pack);
    if (condition === undefined || x === undefined || PEOPLE.test(x.noun) || isRelation(x.noun, pack))
      return undefined;
    if (isPerson(x.noun, pack)) return undefined;
    const had = said === undefined ? undefined : hadOf(text, said);
    return { text, shape, x, condition, ...(had === undefined ? {} : { had }) };
  }
  // "the moon has a door": what it has keeps its article ("had a door", then "the door").
  // "a door that opens": the thing it has, without what the clause says of it.
  const said = m.y
    ?.toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s(?:that|which|who)\s.*$/, '')
    // "turns into a bear at night": when it happens is not what it is.
    .replace(
      /\s(?:at night|at midnight|in the night|every night|each night|at bedtime|tonight|in the dark|when\s.*)$/,
      '',
    )
    .trim();
  // What it has, and how big it is ("as small as a mouse"), keep their own words.
  const y = keptCapitals(
    shape === 'has' ||
      shape === 'tiny' ||
      shape === 'giant' ||
      shape === 'having' ||
      shape === 'wears' ||
      shape === 'loves' ||
      shape === 'leads-to'
      ? said
      : said?.replace(/^(?:a|an|the|some)\s+/, '').trim(),
    m.y,
    text,
  );
  // "the parrot is the captain": the creature does the job, as "the captain is a parrot" says;
  // panel 41 heard the parrot "shimmer into a captain" (the secretly shape).
  const job =
    shape === 'secretly' &&
    y !== undefined &&
    // "the lion is a goalkeeper" (panel 44) is the goalkeeper a lion, as "is the captain" is; "is
    // secretly a king" keeps its secret, and so does a toy ("the teddy is a forest ranger").
    new RegExp(
      `\\b(?:is|are)\\s+${x !== undefined && isToy(x.noun, pack) ? 'the' : '(?:the|a|an)'}\\s+${escapeRegExp(y)}\\b`,
      'i',
    ).test(text)
      ? thingOf(`the ${y}`)
      : undefined;
  if (job !== undefined && x !== undefined && person(job) && !person(x)) {
    const played = playedBy(text, job, x.noun, pack, true);
    if (played !== undefined) return played;
  }
  // "the lighthouse keeper is a walrus": a person's job, done by a creature.
  if (shape === 'played-by')
    return playedBy(text, x, y, pack, person(x ?? { the: '', noun: '', plural: false, own: false }));
  // "has lost its light", "has broken": a verb's form after "has" is not a thing it has.
  if (
    shape === 'has' &&
    (y === undefined || !ownable(y) || VERB_AFTER_HAS.test(y) || isVerb(y.split(' ')[0] ?? ''))
  )
    return undefined;
  // "the aliens love spaghetti": a thing to love, never "love to dance" (wants-to) or a clause.
  if (
    shape === 'loves' &&
    (y === undefined || !ownable(y) || /^to\b/.test(y) || isVerb(y.split(' ')[0] ?? ''))
  )
    return undefined;
  // "having a secret party": an event the pack knows, never "having a bath" or "having kittens".
  if (shape === 'having' && (y === undefined || !isEvent(y, pack))) return undefined;
  // "the vegetables have a party at midnight": a party they have is one they are having.
  if (shape === 'has' && x !== undefined && !person(x) && y !== undefined && isEvent(y, pack))
    return { text, shape: 'having', x, y };
  const verb = m.verb === undefined ? undefined : withObject(verbOf(m.verb), m.verb, text);
  if (shape !== 'hiding' && x === undefined) return undefined;
  // "everyone can fly", "I can talk to fish", "grandma is a superhero": the twist is about
  // people, not a thing in the story.
  if (x !== undefined && (PEOPLE.test(x.noun) || isRelation(x.noun, pack) || isPerson(x.noun, pack)))
    return undefined;
  if (shape === 'quality') {
    const quality = qualityOf(text, said);
    return quality === undefined || x === undefined ? undefined : { text, shape, x, y: quality };
  }
  if ((shape === 'made-of' || shape === 'secretly' || shape === 'tastes-of' || shape === 'colour') && !y)
    return undefined;
  // "wears hats", "is wearing a crown": a thing to wear, never "wears out" or "wears a frown today".
  if (
    shape === 'wears' &&
    (y === undefined || !ownable(y) || isVerb(y.split(' ')[0] ?? '') || /^(?:out|off|away|down)\b/.test(y))
  )
    return undefined;
  // "the snail is the fastest animal in the forest" is no secret identity ("secretly a fastest
  // animal in the forest", panel 17): a superlative is reported to the parent, not told wrong.
  if (shape === 'secretly' && y !== undefined && superlative(y.split(' ')[0] ?? '')) return undefined;
  // "the moon is cheese" is made of cheese; "grandpa's hat is magic" is what it can do (can-do).
  const saidPlainly = !/\b(?:made|built|flows?|flowed|runs?|ran)\b/i.test(text);
  // "the cat is Bob": a name is not what a thing is made of. "Made of Lego" says it is a stuff
  // (panel 66 heard "the rocket is made of Lego" left out).
  if (shape === 'made-of' && saidPlainly && m.y !== undefined && /^\p{Lu}/u.test(m.y.trim()))
    return undefined;
  // "the bowling pins are ninjas", "the toys are pirates": beings, not what they are made of.
  if (
    shape === 'made-of' &&
    saidPlainly &&
    x?.plural === true &&
    y !== undefined &&
    isPlural(y.split(' ').at(-1) ?? y) &&
    (knownBeing(y, pack) || isPerson(y, pack))
  )
    return { text, shape: 'secretly', x, y, many: true };
  if (shape === 'made-of' && saidPlainly && (y === undefined || MAGIC.test(y) || saysState('is', y)))
    return undefined;
  if (shape === 'can-fly') {
    const rideable = pack.twists.rideable.some((r) => matchKey(r) === matchKey(x?.noun ?? ''));
    if (!rideable) return { text, shape: 'can-do', x, verb: 'fly' };
  }
  if (shape === 'can-do' && (verb === undefined || (NOT_DOING.test(verb) && !TOPSY_TURVY.test(verb))))
    return undefined;
  // "the bathtub is a boat": a thing, not "a bit sad" nor a whole clause.
  if (
    shape === 'secretly' &&
    (y === undefined ||
      !ownable(y) ||
      /^(?:bit|little|lot)\b/.test(y) ||
      /^(?:one|ones|thing|things)$/.test(y))
  )
    return undefined;
  // "is a hundred years old and forgetful": what it is like, not a thing it really is ("revealed
  // what it had been all along: a hundred years old and forgetful").
  // "a giant", "a sleeping dragon" (panel 34: "the mountain is secretly a sleeping giant"): a being
  // the pack knows is a thing it really is, however the tagger reads its last word or an "-ing".
  const being = y !== undefined && knownBeing(y, pack);
  if (shape === 'secretly' && y !== undefined && endsLikeAnAdjective(y) && !being) return undefined;
  // "is made of cheese", "is hiding": a verb after "is" is another shape's, never a thing it is.
  if (shape === 'secretly' && isVerb(y?.split(' ')[0] ?? '') && !(being && y?.includes(' ') === true))
    return undefined;
  // "the toys are secretly pirates", "the stars are really fairies": many things, each really one
  // of many (the secretly shape's `many` lines); one thing is never really several.
  const many = shape === 'secretly' && y !== undefined && isPlural(y.split(' ').at(-1) ?? y);
  if (many && x?.plural !== true) return undefined;
  // A verb compromise cannot conjugate ("picnic", "hula-hoop") is reported rather than misspelt.
  const told = verb !== undefined && MAGIC.test(verb) ? 'do magic' : verb;
  if (told !== undefined && !conjugable(told.split(' ')[0] ?? told)) return undefined;
  // "the fish wear hats": the verb says there are many ("the fish was wearing hats" otherwise).
  if (shape === 'wears' && x !== undefined && /\b(?:wear|are wearing|were wearing)\b/i.test(text))
    x.plural = true;
  // "the old oak tree has a door to fairyland": the way through is the door in the tree.
  if (shape === 'leads-to' && x !== undefined && m.door !== undefined) {
    const door = m.door.toLowerCase();
    return {
      text,
      shape,
      x: { ...x, the: `the ${door} in ${x.the}`, noun: door.split(' ').at(-1) ?? door },
      y,
    };
  }
  const ride = shape === 'secretly' ? rideOf(x, y, pack) : undefined;
  if (ride !== undefined) return { text, shape: 'rides', x, y, ride };
  return { text, shape, x, y, verb: told, ...(many ? { many } : {}) };
}

/**
 * States a story cannot be about in passing: a thing broken or lost is a plot's trouble, "alive"
 * and "magic" are what it can do (other shapes), "good" or "new" say nothing a child can see or
 * touch, and a feeling ("kind", "afraid") is a character's, told by the conditions or not at all.
 */
const NO_QUALITY =
  /^(?:magic|magical|alive|real|true|fine|ok|okay|good|bad|nice|same|different|new|old|here|there|back|gone|lost|missing|hidden|broken|empty|open|closed|shut|ready|sure|able|done|over|dead|ill|hurt|poorly|sick|angry|cross|mad|naughty|evil|wicked|mean|scary|frightening|kind|unkind|afraid|scared|frightened|brave|shy|lonely|happy|sad|friendly|unfriendly|nasty|rude|polite|clever|silly|wise|lazy|greedy|jealous|proud|worried|nervous|grumpy|hungry|thirsty|tired)$/;

/**
 * "slippery" of "the rainbow is slippery": one word the tagger reads as an adjective after "it
 * is", the last word the parent wrote, never a comparison ("faster") or a state NO_QUALITY keeps.
 */
function qualityOf(text: string, said: string | undefined): string | undefined {
  const word = said?.replace(/^(?:very|really|so|super|extra|always|all)\s+/, '').trim();
  if (word === undefined || word === '' || word.includes(' ') || NO_QUALITY.test(word)) return undefined;
  const last = text
    .toLowerCase()
    .replace(/[^\p{L}\s'-]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .at(-1);
  if (last !== word) return undefined;
  return isPlainAdjective(word) ? word : undefined;
}
const isPlainAdjective = keptReading((word: string): boolean => {
  const tags = (nlp(`it is ${word}`).json() as { terms: Term[] }[])[0]?.terms[2]?.tags ?? [];
  return tags.includes('Adjective') && !tags.some((t) => /^(?:Comparative|Superlative)$/.test(t));
});

/** "teddy", "soft toy": a toy of the family table, who plays at a job rather than doing it. */
const isToy = (noun: string, pack: Pack) =>
  pack.family.relations.some((r) => r.group === 'toy' && r.match.some((w) => matchKey(w) === matchKey(noun)));

/** "a secret party", "a picnic": said with an article, its last word one of the pack's events. */
function isEvent(said: string, pack: Pack): boolean {
  const last = said.split(' ').at(-1) ?? '';
  return /^(?:a|an)\s/.test(said) && pack.twists.events.some((e) => matchKey(e) === matchKey(last));
}
