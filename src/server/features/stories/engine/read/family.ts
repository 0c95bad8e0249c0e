import type { Pack } from '../pack/compile.js';
import { PhraseIndex } from '../pack/compile.js';
import type { TFamily } from '../pack/schema.js';
import type { Member } from './types.js';
import { asName, isNameLike, matches, spellings, type Doc } from './words.js';
import { farSubjects, markFar } from './family-said.js';
import { saysWhole, wholeWordSource } from '../pack/text.js';

type Relation = TFamily['relations'][number];

/**
 * Family and friends by name and relation: "Grandma Rosa", "his uncle Dev", "two dads, Papa and
 * Daddy", "her best friend Zoe", "Sam is her little brother", or a relation alone ("Grandpa").
 * Each becomes a member who acts in the story; a name the parent typed is always kept.
 */
const PATTERNS: readonly { pattern: string; several?: true }[] = [
  { pattern: '[<rel>#Relation+] [<names>(#ProperNoun|#Person) and (#ProperNoun|#Person)]', several: true },
  { pattern: '[<rel>#Relation+] [<name>(#ProperNoun|#Person)+]' },
  { pattern: '[<rel>#Relation+] (called|named) [<name>.]' },
  { pattern: '[<name>(#ProperNoun|#Person)] (is|was) (her|his|their|our|my) [<rel>#Relation+]' },
  { pattern: '[<name>(#ProperNoun|#Person)] (her|his|their|our|my|the) [<rel>#Relation+]' },
  { pattern: '[<rel>#Relation+]' },
];

const indexes = new WeakMap<TFamily, PhraseIndex<Relation>>();
export function relationIndex(family: TFamily): PhraseIndex<Relation> {
  let index = indexes.get(family);
  if (index === undefined) {
    index = new PhraseIndex(family.relations, (r) => r.match.flatMap(spellings));
    indexes.set(family, index);
  }
  return index;
}

function pronounOf(doc: Doc, name: string, relation: Relation): Member['pronoun'] {
  if (relation.pronoun !== 'they' || relation.plural) return relation.pronoun;
  const term = doc.match(name);
  if (term.has('#FemaleName')) return 'she';
  if (term.has('#MaleName')) return 'he';
  return 'they';
}

/**
 * Several people said as one ("mum and dad", "nana and grandad", "her two mums", "parents"): a pair
 * of titles in the parent's own words, not "Mom and Dad"; otherwise the names the relation gives,
 * with the parent's spelling of mother ("two mums": Mum and Mama). Never "Parents" or "Dads".
 */
function pairName(relation: Relation, word: string, child: string): string {
  if (/ and /.test(word) && TITLE_GROUPS.has(relation.group))
    return word
      .split(' ')
      .map((w) => (w === 'and' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' ');
  const called = relation.called.replaceAll('{Name}', child);
  return /\bmum(?:s|my|mies)?\b/i.test(word) ? called.replace(/\bMom\b/g, 'Mum') : called;
}

/** The relation whose own word this is, said exactly ("dads" is two dads, not the index's "dad"). */
const exactRelation = (pack: Pack, word: string): Relation | undefined =>
  pack.family.relations.find((x) => x.match.includes(word.toLowerCase()));

/** A member's relation in the table. */
export const relationOf = (pack: Pack, m: Member): Relation | undefined =>
  pack.family.relations.find((x) => x.id === m.relation);

/** Relations whose word is what the child calls them, even in two words. */
const TITLE_GROUPS = new Set(['grandparent', 'parent', 'aunt-uncle']);

export function memberOf(
  relation: Relation,
  said: string,
  name: string | undefined,
  child: string,
  doc: Doc,
): Member {
  const base = {
    relation: relation.id,
    group: relation.group,
    plural: relation.plural && name === undefined,
    stayHome: relation.stay_home,
    far: false,
  };
  if (name === undefined) {
    // "Nana", "Abuela", "Oma", "her nana": a relation word that is a title is what the child calls
    // them; "her friend" is told as "Mia's friend".
    // A title of two words ("Pop Pop", "Dada Ji") too, for the family members children call so.
    const word = said.trim();
    if (relation.plural === true)
      return { ...base, name: pairName(relation, word, child), pronoun: relation.pronoun };
    const titled = !word.includes(' ') || TITLE_GROUPS.has(relation.group);
    const calledAs =
      titled && (/^\p{Lu}/u.test(word) || !relation.called.includes('{Name}'))
        ? word.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase())
        : relation.called.replaceAll('{Name}', child);
    return { ...base, name: calledAs, pronoun: relation.pronoun };
  }
  if (relation.naming === 'called') {
    // "Daddy Ben" is Daddy, the parent's own title word, not the table's "Dad".
    const title = said.trim();
    const own = !title.includes(' ') && relation.match.includes(title.toLowerCase());
    const called = own
      ? title.charAt(0).toUpperCase() + title.slice(1)
      : relation.called.replaceAll('{Name}', child);
    return { ...base, name: called, pronoun: relation.pronoun };
  }
  if (relation.naming === 'intro') {
    const words = relation.intro ?? relation.called.toLowerCase();
    return { ...base, name, intro: `${child}'s ${words} ${name}`, pronoun: pronounOf(doc, name, relation) };
  }
  // "Granny Mo" stays Granny Mo, "his uncle Dev" is Uncle Dev: the parent's own word for them.
  const word = said.trim().toLowerCase();
  const title =
    !word.includes(' ') && relation.match.includes(word)
      ? word.charAt(0).toUpperCase() + word.slice(1)
      : relation.called;
  return { ...base, name: `${title} ${name}`, pronoun: pronounOf(doc, name, relation) };
}

/**
 * "her nana June", "Auntie May": compromise reads some names as other things (June is a month,
 * May a verb); a capitalised word straight after the relation word is the name all the same.
 */
function nameAfter(text: string, relSaid: string, index: PhraseIndex<Relation>): string | undefined {
  if (relSaid === '') return undefined;
  const next = new RegExp(`${wholeWordSource(relSaid)} (?:called |named )?(\\p{Lu}[\\p{L}'-]+)`, 'u').exec(
    text,
  )?.[1];
  if (next === undefined || !/^\p{Lu}/u.test(next) || NOT_NAMES.has(next) || index.find(next) !== undefined)
    return undefined;
  return isNameLike(next) ? asName(next) : undefined;
}
/** "her uncle Dev, Mom and Dad": the name ends at the comma (the tagger reads "Dev Mom" as one). */
function upToComma(name: string, said: string): string {
  const out: string[] = [];
  for (const word of name.split(' ')) {
    out.push(word);
    if (new RegExp(`${wholeWordSource(word)}\\s*[,;.]`, 'u').test(said)) break;
  }
  return out.join(' ');
}

const NOT_NAMES = new Set([
  'I',
  'And',
  'But',
  'She',
  'He',
  'They',
  'We',
  'The',
  'Is',
  'Was',
  'Who',
  'Just',
  'Has',
  'Will',
]);

/** A family field being read: the members found so far and the words (relations, names) they used. */
interface Reading {
  doc: Doc;
  pack: Pack;
  child: string;
  index: PhraseIndex<Relation>;
  members: Member[];
  used: Set<string>;
  /** Adds a member, unless there are three already, the key is used, or the name is unsafe or taken. */
  add(m: Member, key: string): void;
  isSafe: (t: string) => boolean;
}

/** A pattern's match: the relation as said (`rel`), and a name (`name`) or names (`names`). */
type Match = Record<string, string>;

export function readFamily(doc: Doc, pack: Pack, child: string, isSafe: (t: string) => boolean): Member[] {
  const members: Member[] = [];
  const used = new Set<string>();
  const add = (m: Member, key: string) => {
    if (members.length >= 3 || used.has(key) || !isSafe(m.name) || m.name === child) return;
    if (members.some((x) => x.name === m.name)) return;
    used.add(key);
    members.push(m);
  };
  const r: Reading = { doc, pack, child, index: relationIndex(pack.family), members, used, add, isSafe };
  const text = doc.text();
  addPairs(r, text);
  for (const { pattern, several } of PATTERNS)
    for (const m of matches(doc, pattern)) addMatch(r, m, several === true);
  addRelationsWrittenAsNames(r, text);
  namedLater(r, text);
  const each = withoutShortForms(members);
  markFar(text, each, pack, isSafe);
  naniAndNana(each);
  return withoutTheWholePair(each, pack);
}

/**
 * "two dads, Papa and Daddy. Dad is away": "Dad" is Daddy said short, not a third dad (panel 55
 * heard Daddy and Dad both away). A parent's bare word begun by another parent's name is them;
 * grandparents are left alone ("Nan and Nanny" are often two grandmothers).
 */
function withoutShortForms(members: Member[]): Member[] {
  return members.filter(
    (m) =>
      m.group !== 'parent' ||
      /\s/.test(m.name) ||
      !members.some(
        (o) =>
          o !== m &&
          o.group === m.group &&
          !/\s/.test(o.name) &&
          o.name.length > m.name.length &&
          o.name.toLowerCase().startsWith(m.name.toLowerCase()),
      ),
  );
}

/**
 * "Nani and Nana": named together, they are the mother's mother and the mother's father (the
 * words of South Asian families), never two grandmas; the twentieth panel heard Nana as "she".
 */
function naniAndNana(members: Member[]): void {
  const named = (word: string) =>
    members.find((m) => m.relation === 'grandma' && m.name.split(' ')[0]?.toLowerCase() === word);
  const nana = named('nana');
  if (named('nani') === undefined || nana === undefined) return;
  nana.relation = 'grandpa';
  nana.pronoun = 'he';
}

/**
 * "New baby brother arrived last week, his name is Jun", "Her new baby sister is called Mei": a
 * member met without a name, named in the words after them (that sentence or the next), takes it.
 */
function namedLater(r: Reading, text: string): void {
  for (const m of r.members) {
    const relation = relationOf(r.pack, m);
    if (
      relation === undefined ||
      relation.plural ||
      m.name !== memberOf(relation, relation.called, undefined, r.child, r.doc).name
    )
      continue;
    const word = relation.match.find((w) => new RegExp(wholeWordSource(w), 'iu').test(text));
    if (word === undefined) continue;
    const after = text.slice(text.toLowerCase().indexOf(word.toLowerCase()) + word.length);
    const [first = '', second = ''] = after.split(/(?<=[.!?])\s+/);
    // "his name is Jun" in that sentence or the next; "is called Mei" in that sentence only (the
    // next one's "Our cat is called Jun" is the cat's).
    const name =
      /\b(?:[Hh]is|[Hh]er|[Tt]heir) name is\s+(\p{Lu}[\p{L}'-]+)/u.exec(`${first} ${second}`)?.[1] ??
      /^[^,;]*?\b(?:is|was) (?:called|named)\s+(\p{Lu}[\p{L}'-]+)/u.exec(first)?.[1];
    if (name === undefined || !isNameLike(name) || r.members.some((x) => x.name === name)) continue;
    const named = memberOf(relation, word, asName(name), r.child, r.doc);
    if (r.isSafe(named.name))
      Object.assign(m, { name: named.name, intro: named.intro, pronoun: named.pronoun });
  }
}

/** "two dads, Papa Luis and Daddy Ben": once each dad is a member, "the two dads" is not a third. */
function withoutTheWholePair(members: Member[], pack: Pack): Member[] {
  return members.filter((m) => {
    if (relationOf(pack, m)?.one === undefined) return true;
    return !members.some((o) => o !== m && relationOf(pack, o)?.plural !== true && o.group === m.group);
  });
}

/**
 * Pairs said as one ("Mom and Dad", "Grandma and Grandpa") are one member who acts together;
 * the tagger takes a capitalised "Dad" for a name, so they are found as phrases first.
 */
function addPairs(r: Reading, text: string): void {
  const pairs = pairIndex(r.pack.family);
  for (const relation of pairs.findAll(text)) {
    const said =
      relation.match.find((m) => new RegExp(wholeWordSource(m), 'iu').test(text)) ?? relation.called;
    if (addNamedSecond(r, text, said) || addOneAway(r, text, said)) continue;
    r.add(memberOf(relation, said.toLowerCase(), undefined, r.child, r.doc), `rel:${said.toLowerCase()}`);
    for (const word of said.toLowerCase().split(' ')) r.used.add(`rel:${word}`);
  }
}

/**
 * "her nan and Grandad Ray": a pair's words with a name after them are two people, the name the
 * second one's (Nan, and Grandad Ray), never one "Grandma and Grandpa Ray" beside "Nan and Grandad".
 */
function addNamedSecond(r: Reading, text: string, said: string): boolean {
  const written = new RegExp(wholeWordSource(said), 'iu').exec(text)?.[0];
  const name = written === undefined ? undefined : nameAfter(text, written, r.index);
  return name !== undefined && addAsTwo(r, text, said, name);
}

/**
 * "Mum and Dad. Dad is away on a work trip": one of a pair is away, so the pair is two people, Mum
 * at home and Dad away (panel 55 heard Mum go away with him: the pair was one member).
 */
function addOneAway(r: Reading, text: string, said: string): boolean {
  const [first, second] = said.split(' and ');
  if (first === undefined || second === undefined) return false;
  const alone = farSubjects(text).some(
    ({ subject }) => saysWhole(subject, first) !== saysWhole(subject, second),
  );
  return alone && addAsTwo(r, text, said);
}

/** A pair's words as two members, as the parent wrote them; the second with its name when given. */
function addAsTwo(r: Reading, text: string, said: string, name?: string): boolean {
  const [first, second] = said.split(' and ');
  if (first === undefined || second === undefined) return false;
  const own = (word: string) => exactRelation(r.pack, word) ?? r.index.find(word)?.value;
  const [firstRelation, secondRelation] = [own(first), own(second)];
  if (firstRelation === undefined || secondRelation === undefined) return false;
  const written = new RegExp(wholeWordSource(said), 'iu').exec(text)?.[0] ?? said;
  const [firstWritten = first, secondWritten = second] = written.split(/ and /iu);
  r.add(memberOf(firstRelation, firstWritten, undefined, r.child, r.doc), `rel:${first}`);
  const key = name === undefined ? `rel:${second}` : `name:${name.toLowerCase()}`;
  r.add(memberOf(secondRelation, secondWritten, name, r.child, r.doc), key);
  for (const word of [...said.split(' '), said, ...(name === undefined ? [] : [name.toLowerCase()])])
    r.used.add(`rel:${word}`);
  return true;
}

/** The pairs' index, made once per family table (not once per story read). */
const pairIndexes = new WeakMap<TFamily, PhraseIndex<Relation>>();
function pairIndex(family: TFamily): PhraseIndex<Relation> {
  let index = pairIndexes.get(family);
  if (index === undefined) {
    index = new PhraseIndex(
      family.relations.filter((x) => x.match.some((m) => / and /.test(m))),
      (x) => x.match.filter((m) => / and /.test(m)),
    );
    pairIndexes.set(family, index);
  }
  return index;
}

/** One match of a pattern: a relation the table knows, with its name or names when given. */
function addMatch(r: Reading, m: Match, several: boolean): void {
  const parts = commaParts(m);
  if (parts !== undefined) {
    for (const part of parts) addMatch(r, part, several);
    return;
  }
  const relSaid = m.rel ?? '';
  // "nan and Grandad Ray": the pair's words with one name are two people, read by `addPairs`.
  if (/ and /iu.test(relSaid) && m.name !== undefined && r.used.has(`rel:${m.name.toLowerCase()}`)) return;
  // "Mum, Nan" ("Mum; Nan" is cleaned to "Mum Nan"): the tagger runs relation words on, and the
  // groups lose the comma. Words that are each a relation, and not one together ("Pop Pop"), are
  // each their own member, never one "Mum Nan".
  const listed = separateRelations(r, relSaid);
  if (m.name === undefined && m.names === undefined && listed !== undefined) {
    for (const rel of listed) addMatch(r, { rel, $: rel }, several);
    return;
  }
  // "dads" is the two-dads relation, said exactly, before the index's singular reading ("dad").
  const relation = exactRelation(r.pack, relSaid) ?? r.index.find(relSaid)?.value;
  if (relation === undefined) return;
  // "going to a new childminder next week": someone not met yet, not a member called Childminder
  // (the twenty-first panel heard "the counting rhyme from Childminder").
  if (m.name === undefined && m.names === undefined && saidAsSomeone(r.doc.text(), relSaid)) return;
  if (
    relSaid
      .toLowerCase()
      .split(' ')
      .some((w) => r.used.has(`rel:${w}`)) &&
    m.name === undefined &&
    m.names === undefined
  )
    return;
  if (several) addSeveral(r, m, relSaid, relation);
  else addNamed(r, m, relSaid, relation);
}

/** "Nonna and her Nainai", "nainai & nonna": two words for members said as a pair. */
function saidTogether(text: string, a: string, b: string): boolean {
  const joined = (x: string, y: string) =>
    `${wholeWordSource(x)}\\s+(?:and|&)\\s+(?:(?:her|his|their|our|my)\\s+)?${wholeWordSource(y)}`;
  return (
    a.toLowerCase() !== b.toLowerCase() && new RegExp(`${joined(a, b)}|${joined(b, a)}`, 'iu').test(text)
  );
}

/** "a new childminder", "another teacher": a relation word said of nobody in particular. */
function saidAsSomeone(text: string, relSaid: string): boolean {
  return new RegExp(
    `\\b(?:a|an|another|some)\\s+(?:new\\s+|different\\s+)?${wholeWordSource(relSaid)}`,
    'iu',
  ).test(text);
}

/**
 * "mum and dad, Grandma Rosa": the tagger runs relation words on over a comma ("mum and dad
 * Grandma"); each part between commas is its own match, the name only the part's that holds it.
 */
function commaParts(m: Match): Match[] | undefined {
  const whole = m.$ ?? '';
  const rel = m.rel ?? '';
  if (!whole.includes(',') || rel === '') return undefined;
  const parts = whole
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const inPart = (part: string) =>
    rel
      .split(' ')
      .filter((w) => new RegExp(wholeWordSource(w), 'iu').test(part))
      .join(' ');
  const split = parts.map(inPart).filter((x) => x !== '');
  if (split.length < 2) return undefined;
  const nameWord = (m.name ?? m.names)?.split(' ')[0];
  return parts
    .filter((part) => inPart(part) !== '')
    .map((part) => {
      const named = nameWord !== undefined && new RegExp(wholeWordSource(nameWord), 'u').test(part);
      const out: Match = { rel: inPart(part), $: part };
      if (named && m.name !== undefined) out.name = m.name;
      if (named && m.names !== undefined) out.names = m.names;
      return out;
    });
}

/** "Mum Nan" as ["Mum", "Nan"]: words each a relation of its own, unless the whole is one. */
function separateRelations(r: Reading, relSaid: string): string[] | undefined {
  const words = relSaid.split(' ').filter((w) => w !== '');
  if (words.length < 2) return undefined;
  const said = (phrase: string) => exactRelation(r.pack, phrase) !== undefined;
  if (said(relSaid) || !words.every(said)) return undefined;
  return words;
}

/** "two dads, Papa and Daddy", "Mom, Dad and Nana": a relation with several names after it. */
function addSeveral(r: Reading, m: Match, relSaid: string, relation: Relation): void {
  const { index, child, doc } = r;
  const singular = r.pack.family.relations.find((x) => x.id === relation.one) ?? relation;
  const names = (m.names ?? '').split(/\s+and\s+|\s+/).filter((n) => isNameLike(n) && /^\p{Lu}/u.test(n));
  // "Mom, Dad and Nana": a list of relations, not a mom called Dad and Nana (the later
  // patterns read each of them); "two dads, Papa and Daddy" are what the child calls them.
  // "two dads, Papa Luis and Daddy Ben": the titles are what the child calls them, not Luis.
  if (names.some((n) => index.find(n) !== undefined)) {
    // "Grandma Rosa and Dad": Rosa is Grandma's name, and Dad another member; the later patterns
    // read both (this one made an unnamed Grandma as well as Grandma Rosa).
    const first = names[0];
    if (relation.plural !== true && first !== undefined && index.find(first) === undefined) return;
    // The relation words said ("dads Papa" and the names after): each one a member, the plural
    // word itself ("dads") none, and it is read.
    const said = relation.plural === true ? [...relSaid.split(' '), ...names] : [relSaid, ...names];
    for (const word of said) {
      const own = exactRelation(r.pack, word) ?? index.find(word)?.value;
      if (own === undefined || own.plural === true) continue;
      r.add(memberOf(own, word, undefined, child, doc), `rel:${word.toLowerCase()}`);
      r.used.add(`rel:${word.toLowerCase()}`);
    }
    // "her two mums, Mama and Mor": a name said on its own in the list is what the child calls
    // the other one (Mor, Ima, Ammi), not a word to drop (panel 50 met Mama alone).
    if (relation.plural === true) addOwnNames(r, m, relSaid, relation, singular);
    for (const word of relSaid.toLowerCase().split(' ')) r.used.add(`rel:${word}`);
    return;
  }
  // "two dads, Papa and Daddy": the names are what the child calls them.
  for (const n of names)
    r.add(
      { ...memberOf(singular, relSaid, asName(n), child, doc), name: asName(n), intro: undefined },
      `name:${n.toLowerCase()}`,
    );
  if (names.length > 0) for (const n of names) r.used.add(`rel:${n.toLowerCase()}`);
  if (names.length > 0) r.used.add(`rel:${relSaid.toLowerCase()}`);
}

const relationSaid = (r: Reading, word: string): Relation | undefined =>
  exactRelation(r.pack, word) ?? r.index.find(word)?.value;

/**
 * "her two mums, Mama and Mor", "her grandparents, Nana and Bill": a name said on its own in the
 * list (never "Luis" in "Papa Luis") is the one the relation words leave: another mum, or the
 * grandpa beside Nana. Panel 50 met Mama alone.
 */
function addOwnNames(r: Reading, m: Match, relSaid: string, plural: Relation, singular: Relation): void {
  const items = (m.names ?? '').split(/\s*,\s*|\s+and\s+/).map((n) => n.trim());
  const own = items.filter(
    (n) => !/\s/.test(n) && isNameLike(n) && /^\p{Lu}/u.test(n) && r.index.find(n) === undefined,
  );
  const kinds = plural.called.split(' and ').map((w) => relationSaid(r, w));
  const oneKind = kinds.every((k) => k?.pronoun === singular.pronoun);
  const said = new Set(items.map((n) => relationSaid(r, n)?.id));
  const left = kinds.filter((k): k is Relation => k !== undefined && !said.has(k.id));
  const kind = oneKind ? singular : own.length === 1 && left.length === 1 ? left[0] : undefined;
  if (kind === undefined) return;
  for (const item of own)
    r.add(
      { ...memberOf(kind, relSaid, asName(item), r.child, r.doc), name: asName(item), intro: undefined },
      `name:${item.toLowerCase()}`,
    );
}

/** A relation with one name ("Grandma Rosa", "Sam is her little brother") or none ("Grandpa"). */
function addNamed(r: Reading, m: Match, relSaid: string, relation: Relation): void {
  const { index, doc } = r;
  const name =
    m.name !== undefined && isNameLike(m.name.split(' ')[0] ?? '')
      ? asName(upToComma(m.name, m.$ ?? ''))
      : nameAfter(doc.text(), relSaid, index);
  if (name !== undefined && index.find(name) !== undefined && !aNameAfterAFriend(relation, name)) return;
  if (name === undefined && r.used.has(`rel:${relSaid.toLowerCase()}`)) return;
  // "Morfar Lars ... grandpa is in hospital": the bare word is the member already named; but
  // "her nonna and her nainai", said together, are two grandmas (panel 41 lost the second).
  if (
    name === undefined &&
    r.members.some((x) => x.relation === relation.id && !saidTogether(doc.text(), x.name, relSaid))
  )
    return;
  r.add(
    memberOf(relation, relSaid, name, r.child, doc),
    name === undefined ? `rel:${relSaid.toLowerCase()}` : `name:${name.toLowerCase()}`,
  );
  r.used.add(`rel:${relSaid.toLowerCase()}`);
}

/**
 * "her best friend Lola", "her teacher Nana": after a friend or a grown-up who is not family, a
 * capitalised word is their name even when it is a family word too (Lola is a Filipino grandma's
 * word; panel 38 heard "her best friend Lola" as a grandma buttoning Priya's coat). "Grandma Nana"
 * and "Mum Nan" stay family words.
 */
function aNameAfterAFriend(relation: Relation, name: string): boolean {
  return !TITLE_GROUPS.has(relation.group) && relation.group !== 'parent' && /^\p{Lu}\p{Ll}/u.test(name);
}

/**
 * A relation word written as a name and read as one by the tagger ("our Grandma and Grandad"):
 * still someone the parent named, unless a member already carries that word.
 */
function addRelationsWrittenAsNames(r: Reading, text: string): void {
  for (const [word] of text.matchAll(/\p{Lu}[\p{L}'-]+/gu)) {
    const relation = r.index.find(word)?.value;
    if (relation === undefined || relation.plural === true || r.used.has(`rel:${word.toLowerCase()}`))
      continue;
    // "Pops and Dada": two words for a parent are two dads; another grandma word is the same one,
    // unless the two are said together ("Nani and Nana": two grandmas, the fourteenth panel).
    const joined = (a: string, b: string) => `${wholeWordSource(a)}\\s+(?:and|&)\\s+${wholeWordSource(b)}`;
    const together = (m: Member) =>
      new RegExp(`${joined(m.name, word)}|${joined(word, m.name)}`, 'iu').test(text);
    const sameOne = (m: Member) => m.relation === relation.id && relation.group !== 'parent' && !together(m);
    if (r.members.some((m) => m.name.split(/\s+/).includes(word) || sameOne(m))) continue;
    r.add(memberOf(relation, word, undefined, r.child, r.doc), `rel:${word.toLowerCase()}`);
    r.used.add(`rel:${word.toLowerCase()}`);
  }
}
