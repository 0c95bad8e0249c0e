import nlp from '../nlp.js';
import { hashString } from '../prng.js';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { TCastEntity } from '../pack/schema.js';
import type { CharacterUse } from './types.js';
import { asName, isNameLike, lexicon } from './words.js';
import { wholeWordSource } from '../pack/text.js';
import { clauseOf } from './character-clause.js';

/** The words after a kind that say what it has or wears ("a bear with a red scarf"). */
const DESCRIBED_BY = /^(?:with|wearing|in|on|holding|carrying|of|from)$/i;
/** Words about a character that say nothing of what it is. */
const VAGUE =
  /^(?:a|an|the|my|our|her|his|their|friendly|favourite|favorite|toy|cuddly|stuffed|plush|character|creature|creatures|animal|animals|thing|one|little)$/i;
const ARTICLE = /^(?:a|an|the)$/i;
/** Describing words the tagger may read as nouns ("a kind dragon"). */
const DESCRIBING = new Set([
  'kind',
  'shy',
  'brave',
  'sleepy',
  'silly',
  'gentle',
  'clever',
  'tiny',
  'big',
  'happy',
  'grumpy',
  'curious',
  'wise',
  'young',
  'old',
  'fluffy',
  'sparkly',
  'funny',
  'quiet',
  'cheeky',
  'giant',
  'small',
  'cuddly',
]);

/**
 * Kinds a named character may be said with ("Peppa Pig", "Paddington Bear", "Bluey the dog"),
 * besides the pack's own (the character table's companions, pets, and the worlds' companions).
 * People's jobs are not here: a builder or a postman is no companion who calls at night.
 */
const KINDS = `bear pig mouse rabbit cat kitty dog duck frog owl fox engine train bus car tractor truck
digger rocket plane boat snowman pony horse unicorn dragon monkey elephant giraffe lion tiger penguin
dinosaur robot fairy mermaid princess prince king queen knight pirate wizard superhero alien sheep lamb
cow hedgehog squirrel badger mole hippo zebra panda koala sloth otter whale dolphin octopus turtle
tortoise snail caterpillar butterfly bee ladybug worm puppy kitten bunny hamster chicken hen goose cub
bird parrot doll teddy puppet fish seal walrus reindeer deer elf gnome giant kangaroo koala`.split(/\s+/);

const kindsOf = new WeakMap<Pack, Set<string>>();
function kinds(pack: Pack): Set<string> {
  let set = kindsOf.get(pack);
  if (set === undefined) {
    const nouns = [
      ...KINDS,
      ...pack.characters.map((c) => c.companion.noun),
      ...pack.pets.flatMap((p) => p.match),
      ...[...pack.cast.values()].filter((e) => e.kind === 'companion' && e.human !== true).map((e) => e.noun),
    ];
    set = new Set(nouns.flatMap((n) => [matchKey(n), matchKey(n.split(' ').at(-1) ?? n)]));
    kindsOf.set(pack, set);
  }
  return set;
}

const isKind = (word: string, pack: Pack) => kinds(pack).has(matchKey(word));
const capitalised = (word: string) => /^\p{Lu}/u.test(word);
const describing = (word: string) =>
  DESCRIBING.has(word.toLowerCase()) ||
  /^(?:Adjective|Adverb|Comparable)$/.test(lexicon[word.toLowerCase()] ?? '');
/** A word that may be a name: one compromise does not know ("Peppa", "Bluey") or knows as a name. */
const nameWord = (word: string) => /^(?:|\w*Name|Person|Place)$/.test(lexicon[word.toLowerCase()] ?? '');
/** Words that only introduce the character: "my favourite", "the". */
const LEAD = /^(?:a|an|the|my|our|her|his|their|favourite|favorite|character|is)$/i;

/**
 * A favourite character said by its name ("Paddington", "Peppa Pig", "Thomas the Tank Engine",
 * "Bluey"): the name, and the kind when the words give one. Undefined: the words are a kind
 * ("Dragons", "a Shy Octopus"), not a name.
 */
function properName(said: readonly string[], pack: Pack): { name: string; kind?: string } | undefined {
  // "Chase from Paw Patrol", "Elsa in Frozen": the name is before; the table may know the rest.
  const from = said.findIndex((w, i) => i > 0 && /^(?:from|in|of)$/i.test(w));
  const words = from > 0 ? said.slice(0, from) : said;
  if (!words.some(capitalised)) return undefined;
  if (words.every((w) => isKind(w, pack) || describing(w))) return undefined;
  // "Narwhals": a plural is a kind, never one's name.
  const [one] = words;
  if (words.length === 1 && one !== undefined && pluralize.isPlural(one) && pluralize.singular(one) !== one)
    return undefined;
  // "Thomas the Tank Engine", "Bluey the dog": the kind after "the"; "Winnie the Pooh": a name.
  const the = words.findIndex((w, i) => i > 0 && w.toLowerCase() === 'the');
  if (the > 0) {
    const rest = words.slice(the + 1);
    const last = rest.at(-1);
    if (last !== undefined && isKind(last, pack))
      return { name: words.slice(0, the).join(' '), kind: rest.join(' ').toLowerCase() };
    return { name: words.join(' ') };
  }
  // "Peppa Pig", "Paddington Bear", "Mickey Mouse": names, then the kind.
  const last = words.at(-1) ?? '';
  const names = words.slice(0, -1);
  if (
    names.length > 0 &&
    isKind(last, pack) &&
    names.every((w) => capitalised(w) && !describing(w) && !isKind(w, pack) && nameWord(w))
  )
    return { name: names.join(' '), kind: last.toLowerCase() };
  return { name: words.join(' ') };
}

/**
 * The favourite character as typed: "a shy octopus named Inky" is a shy octopus called Inky,
 * whether or not the table knows octopuses (the table gives its body, worlds and pronoun; the
 * parent's noun and adjectives are what the story says). A name is never a kind: "Elsa" alone
 * is the table's princess called Elsa, "Peppa Pig" a pig called Peppa, and "Bluey", which
 * names no kind the table knows, is undefined (the parent is told).
 */
export function readCharacter(
  typed: string,
  pack: Pack,
  said?: { notes: string; child: string },
): CharacterUse | undefined {
  const kind = characterIn(typed, pack);
  // Whichever way its kind was read (a kind the table knows by its own word, "a triceratops"), what
  // the parent said after "who" is kept.
  const clause = kind === undefined || kind.what !== undefined ? undefined : clauseOf(typed, pack);
  const found = clause === undefined || kind === undefined ? kind : { ...kind, ...clause };
  const creature = found?.entry === undefined ? companionOfKind(found?.noun, pack) : undefined;
  const c = found === undefined || creature === undefined ? found : { ...found, creature };
  if (c === undefined || said === undefined) return c;
  // One the table does not know takes the pronoun the parent's words give (its own, or "they").
  if (c.entry === undefined) return { ...c, pronoun: characterPronoun(c, { typed, ...said }) };
  // One it knows keeps the table's, unless the parent's words say otherwise: "Captain Zara" is
  // the pirate entry, and she is Zara, not "he".
  const own = c.name === undefined ? 'they' : characterPronoun(c, { typed, ...said });
  return own === 'they' ? c : { ...c, pronoun: own };
}

/**
 * "a dragon who is scared of mice" is a scared dragon; "a dragon who loves books", a dragon. The
 * clause was read into the noun: "a scared dragon who is of mouse", in the title too (panel 25).
 * A name after it stays ("a fox who is called Rusty").
 */
function withoutClause(typed: string, pack: Pack): string {
  const clause = /\s*,?\s+(?:who|which|that)\s+(.*)$/iu.exec(typed);
  if (clause === null || /\b(?:named|called)\b/i.test(clause[1] ?? '')) return typed;
  const before = typed.slice(0, clause.index);
  // A clause the traits table tells ("who is afraid of the dark") is its moment, not an adjective:
  // panel 49 heard "an afraid triceratop".
  if (clauseOf(typed, pack) !== undefined) return before;
  const state =
    /^(?:is|are|was)\s+(?:a bit\s+|a little\s+|very\s+|really\s+|quite\s+|so\s+)?(\p{L}+)\b/iu.exec(
      clause[1] ?? '',
    );
  const adjective = state?.[1];
  if (adjective === undefined || !nlp(adjective).has('#Adjective')) return before;
  // "a dragon" → "a scared dragon": the adjective after the article.
  const lead = /^(a|an|the|my|our|his|her|their)\s+/i.exec(before);
  return lead === null ? `${adjective} ${before}` : `${lead[1]} ${adjective} ${before.slice(lead[0].length)}`;
}

/** A world's companion of this kind ("seahorse"), for a character the table does not know. */
function companionOfKind(noun: string | undefined, pack: Pack): TCastEntity | undefined {
  if (noun === undefined) return undefined;
  const key = matchKey(noun);
  return [...pack.cast.values()].find((e) => e.kind === 'companion' && matchKey(e.noun) === key);
}

/** The character as typed, before its pronoun is read (readCharacter). */
function characterIn(asTyped: string, pack: Pack): CharacterUse | undefined {
  const typed = withoutClause(asTyped, pack);
  // "Unicorns and dragons", "Elsa, Anna": the first one is the companion.
  const text = /\b(?:named|called)\b/i.test(typed)
    ? typed
    : (typed.split(/\s*(?:,|\band\b|\bor\b|&|\/)\s*/i)[0] ?? '');
  if (text === '') return undefined;
  // "called Captain Gus", "named Sir Reginald Fluff": a name of capitalised words is whole.
  const named = /\b(?:named|called)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}|[\p{L}'-]+)/u.exec(
    text.replace(/\b(?:Named|NAMED|Called|CALLED)\b/g, (w) => w.toLowerCase()),
  )?.[1];
  let name = named !== undefined && named.split(/\s+/).every(isNameLike) ? asName(named) : undefined;
  const before = text.replace(/\b(?:named|called)\b.*$/i, '').trim();
  const entry = pack.characterIndex.find(before)?.value;
  const doc = nlp(before);
  // "a frog wearing a crown": only the words before the kind are vague; "a crown" keeps its "a"
  // (panel 33 heard "a frog wearing crown").
  const words = before
    .split(/\s+/)
    .filter(
      (w, i, all) =>
        w !== '' && (!VAGUE.test(w) || (ARTICLE.test(w) && all.slice(0, i).some((v) => !VAGUE.test(v)))),
    );
  const said = before.split(/\s+/).filter((w) => w !== '');
  while (said.length > 1 && LEAD.test(said[0] ?? '')) said.shift();
  const proper = name === undefined ? properName(said, pack) : undefined;
  if (proper !== undefined) {
    if (!proper.name.split(' ').every((w) => w === 'the' || isNameLike(w))) return undefined;
    name = proper.name.replace(/\bThe\b/g, 'the');
    if (proper.kind !== undefined) {
      const kind = pluralize.singular(proper.kind);
      return { entry: pack.characterIndex.find(kind)?.value ?? entry, noun: kind, adjectives: [], name };
    }
    // A name the table knows ("Elsa", "Paddington", "Moana") is its companion, so called.
    return entry === undefined ? undefined : { entry, noun: entry.companion.noun, adjectives: [], name };
  }
  // "elsa", "paddington" typed in lower case: a name the table knows is still a name.
  const [only] = words;
  if (
    words.length === 1 &&
    only !== undefined &&
    entry !== undefined &&
    !isKind(only, pack) &&
    isNameLike(only) &&
    // "a triceratops" is one of a kind, never a dinosaur named Triceratops (panel 49).
    !/^(?:a|an)\s/i.test(before)
  ) {
    const key = matchKey(only);
    if (entry.match.some((m) => matchKey(m) === key && !kinds(pack).has(key)) && nameWord(key))
      return { entry, noun: entry.companion.noun, adjectives: [], name: name ?? asName(only) };
  }
  const adjectiveSet = new Set(
    doc
      .adjectives()
      .out('array')
      .map((a: string) => a.toLowerCase()),
  );
  // "a bear with a red scarf": "red" is the scarf's, said where the parent put it.
  const after = words.findIndex((w) => DESCRIBED_BY.test(w));
  const adjectives = words
    .slice(0, after > 0 ? after : -1)
    .map((w) => w.toLowerCase().replace(/[^a-z-]/g, ''))
    .filter((w) => w !== '' && (adjectiveSet.has(w) || DESCRIBING.has(w)))
    .slice(0, 2);
  // "a very hungry caterpillar": "very" says how hungry, not what it is.
  const nounWords = words
    .map((w) => w.toLowerCase().replace(/[^a-z -]/g, ''))
    .filter((w) => w !== '' && !adjectives.includes(w) && lexicon[w] !== 'Adverb');
  // "an alien with three eyes": the kind is one alien; what it has stays as the parent said it
  // (panel 48 heard "an alien with three eye").
  const split = nounWords.findIndex((w, i) => i > 0 && DESCRIBED_BY.test(w));
  const kindWords = split > 0 ? nounWords.slice(0, split) : nounWords;
  const described = split > 0 ? nounWords.slice(split).join(' ') : undefined;
  // The table's own word stays as it is ("triceratops" is one, never "triceratop").
  const kindSaid = kindWords.join(' ');
  const one = pluralize.singular(kindSaid);
  const tableSays = (w: string) => entry?.match.some((m) => m.toLowerCase() === w.toLowerCase()) === true;
  // "dinosaurs" is one dinosaur, as the table's companion says (a 1,000-story run heard "a dinosaurs").
  const keepsItsS = tableSays(kindSaid) && !tableSays(one) && entry?.companion.noun.toLowerCase() !== one;
  const noun = (keepsItsS ? kindSaid : one) || entry?.companion.noun || '';
  if (noun === '') return undefined;
  // "Frozen", "Sparkly": a describing word alone says no kind ("a frozen" is nothing).
  const head = nounWords.at(-1);
  if (head !== undefined && describing(head) && !isKind(head, pack) && entry === undefined) return undefined;
  const trait = adjectives
    .map((a) => pack.traits.find((t) => !t.clause && t.match.includes(a)))
    .find((t) => t);
  // "a robot who wants to dance": what the parent said after "who" is its moment, and its ending.
  const clause = clauseOf(asTyped, pack);
  const own = { entry, noun, adjectives, name, ...(described === undefined ? {} : { described }) };
  if (clause !== undefined) return { ...own, ...clause };
  return { ...own, ...(trait === undefined ? {} : { trait }) };
}

/**
 * The pronoun the parent's words give a favourite character: one they use of it after its name
 * ("a walrus named Olu, she loves fish"; in the notes, a sentence naming it and not the child),
 * a name compromise knows as a girl's or a boy's, a word that says it ("princess", "king").
 * Otherwise "they": never a guess that changes from one story to the next. Only subject
 * pronouns are read: "Olu goes everywhere with her" is the child's "her".
 */
export function characterPronoun(
  c: CharacterUse,
  said: { typed: string; notes: string; child: string },
): 'she' | 'he' | 'they' {
  const called = c.name ?? c.noun;
  const about = [said.typed, ...said.notes.split(/(?<=[.!?;])\s+/)].filter(
    (s) => wordIn(s, called) && !wordIn(s, said.child),
  );
  for (const text of about) {
    const after = text.slice(text.toLowerCase().indexOf(called.toLowerCase()) + called.length);
    const pronoun = /\b(she|he|they)\b/i.exec(after)?.[1]?.toLowerCase();
    if (pronoun === 'she' || pronoun === 'he' || pronoun === 'they') return pronoun;
  }
  const name = c.name === undefined ? undefined : nlp(c.name);
  if (name?.has('#FemaleName') === true) return 'she';
  if (name?.has('#MaleName') === true) return 'he';
  const noun = c.noun.split(' ').at(-1) ?? c.noun;
  if (SHE_WORDS.has(noun)) return 'she';
  if (HE_WORDS.has(noun)) return 'he';
  return PEOPLE_WORDS.has(noun) ? 'they' : pictureBookPronoun(c.name ?? c.noun);
}

/**
 * A creature nobody said "he" or "she" of is one or the other, as in a picture book, and the same
 * one every night for the same words ("a parrot who can't fly" is always he): "they" of one
 * parrot read aloud as many ("But they had helped so much! They grinned", panel 47).
 */
function pictureBookPronoun(words: string): 'she' | 'he' {
  return hashString(words.toLowerCase()) % 2 === 0 ? 'she' : 'he';
}

/** A person whose pronoun the words do not give: "they". */
const PEOPLE_WORDS = new Set([
  'friend',
  'kid',
  'child',
  'person',
  'baby',
  'twin',
  'neighbour',
  'neighbor',
  'teacher',
  'doctor',
  'explorer',
  'astronaut',
  'scientist',
  'inventor',
  'pirate',
  'detective',
  'chef',
  'baker',
]);
/** Nouns that say who the character is; compromise tags no gender on nouns. */
const SHE_WORDS = new Set([
  'girl',
  'princess',
  'queen',
  'lady',
  'woman',
  'witch',
  'mermaid',
  'ballerina',
  'duchess',
]);
const HE_WORDS = new Set(['boy', 'prince', 'king', 'man', 'wizard', 'knight', 'duke', 'merman']);
const wordIn = (text: string, word: string) => new RegExp(wholeWordSource(word), 'iu').test(text);
