import type { Pack } from '../pack/compile.js';
import type { TText, TWorry } from '../pack/schema.js';
import { matchKey, type PhraseIndex } from '../pack/compile.js';
import { memberOf, relationIndex, relationOf } from './family.js';
import type { Child, Member, WorryUse } from './types.js';
import { matches, read, type Doc } from './words.js';
import { saysWhole, textWithout, wholeWordSource } from '../pack/text.js';
import { inTouchBy, mentionsOf, placeSaid } from './family-said.js';

const saidIn = (word: string, text: string) => new RegExp(wholeWordSource(word), 'iu').test(text);

/**
 * A worry or a life event in the parent's notes (a new school, a new baby, moving house, a
 * grandparent far away, a parent travelling, a hospital visit, a lost tooth, a birthday), read by
 * the worries' own patterns. One about a family member ("her grandma just moved away") finds
 * that member, or makes them one, and marks them far away: they take part from afar.
 */
/** The sentence says this worry ("she starts a new school on Monday" says new-school). */
export function saysWorry(text: string, entry: TWorry, pack: Pack): boolean {
  const doc = read(text, pack);
  return entry.match.some((pattern) => matches(doc, pattern).length > 0);
}

export function readWorry(
  doc: Doc,
  pack: Pack,
  family: Member[],
  child: Child,
  isSafe: (t: string) => boolean,
): WorryUse | undefined {
  const relations = relationIndex(pack.family);
  for (const packed of pack.worries)
    for (const pattern of packed.match) {
      const m = matches(doc, pattern)[0];
      if (m === undefined) continue;
      const entry = toldAsSaid(packed, doc.text());
      if (entry.own && someoneElses(doc.text(), m.$ ?? '', relations)) continue;
      if (entry.about_phrase) {
        const about = aboutPhrase(m.about ?? '', child);
        if (about === undefined || !isSafe(about)) continue;
        return { entry, about };
      }
      if (!entry.about_member) return { entry };
      // "Lola is moving away" with "her best friend Lola": the member by the name they were given
      // (Lola is a grandma's word too; panel 38's Lola was no grandma).
      const named = family.find((f) => f.name !== '' && matchKey(f.name) === matchKey(m.who ?? ''));
      const relation = named === undefined ? relations.find(m.who ?? '')?.value : relationOf(pack, named);
      if (
        relation !== undefined &&
        entry.member_groups.length > 0 &&
        !entry.member_groups.includes(relation.group)
      )
        continue;
      // "Our family is moving to Norway": the child moves too (moving-house), nobody is left far off.
      if (relation === undefined || relation.household) continue;
      // "Granny and Grandad Joe live far away": the pair already read as two people is them, not a third.
      // "two dads, Papa and Daddy. Dad is away": the one the notes already put far away is him,
      // never a third dad (panel 55 heard Daddy and Dad both away, and the T-shirt twice).
      let member =
        named ??
        family.find((f) => f.far && mentionsOf(f, pack).some((w) => saysWhole(m.who ?? '', w))) ??
        family.find((f) => f.relation === relation.id) ??
        family.find((f) => f.group === relation.group && saidIn(f.name.split(' ')[0] ?? '', m.who ?? ''));
      if (member === undefined) {
        member = memberOf(relation, m.who ?? relation.called, undefined, child.name, doc);
        if (family.length < 3 && !entry.gone) family.push(member);
      }
      // Remembered only: out of the family that takes part tonight, so no line has them tuck the
      // child in; the worry's own lines name them.
      if (entry.gone) {
        const at = family.indexOf(member);
        if (at >= 0) family.splice(at, 1);
        member.far = false;
        return { entry, member };
      }
      // "Papa works nights", "grandpa is in hospital": close by, not far away (no trip, no parcels).
      // "Misses Mummy during the day": Mummy is home at bedtime.
      if (entry.at_home) member.far = false;
      else if (entry.nearby) {
        member.nearby = true;
        member.far = false;
      } else {
        member.far = true;
        const inTouch = inTouchBy(doc.text());
        if (inTouch !== undefined) member.inTouch = inTouch;
        const sentence = sentenceOf(doc, m.$ ?? '');
        const where = placeSaid(sentence, pack, isSafe);
        if (where !== undefined) member.where = where;
        const away = AWAY_ON.exec(sentence)?.[1];
        if (away !== undefined && isSafe(away)) member.away = away.toLowerCase();
        const back = backSaid(sentence);
        if (back !== undefined) member.back = back;
      }
      return { entry, member };
    }
  return undefined;
}

/** The sentence of the notes that says the worry (the whole notes when none does). */
function sentenceOf(doc: Doc, matched: string): string {
  return (
    doc
      .text()
      .split(/(?<=[.!?;])\s+/)
      .find((s) => matched !== '' && s.toLowerCase().includes(matched.toLowerCase())) ?? doc.text()
  );
}

/**
 * "Daddy is working on a ship for two weeks": where a parent is away, said after "away" in the
 * story ("away on a ship"). Panel 62 heard a pirate-loving boy's Daddy only "far away".
 */
const AWAY_ON =
  /\b(?:works?|working|is|are|away|serves?|serving)\s+((?:on|aboard)\s+(?:a|an|the)\s+(?:(?:big|fishing|cargo|cruise|oil|research|container|navy|huge|little)\s+)?(?:ship|boat|rig|trawler|submarine|ferry|tanker)|at sea|(?:in|with)\s+the\s+(?:army|navy|air\s+force|marines|military)|on\s+(?:a\s+)?(?:work|business)\s+trip|on\s+deployment)\b/i;

/**
 * "comes home on Saturday", "back next week": when one away comes home, in the story's words
 * ("home on Saturday"). Panel 66 heard a mum on an oil rig and never the day she comes home.
 */
const BACK_WHEN =
  /\b(?:comes?|coming|came|gets?|getting|will\s+be|'ll\s+be|is|be|flies|flying|sails?|sailing|and)\s+(?:back\s+)?(?:home|back)\s+((?:on|this|next)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|(?:at|on)\s+the\s+weekend|tomorrow|next\s+week|in\s+(?:a|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|sleeps?)|for\s+christmas|soon)\b/i;

function backSaid(sentence: string): string | undefined {
  const when = BACK_WHEN.exec(sentence)?.[1]?.replace(/\s+/g, ' ').toLowerCase();
  if (when === undefined) return undefined;
  // "on saturday" is "on Saturday", "for christmas" "for Christmas".
  return when.replace(
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas)\b/,
    (d) => d[0]!.toUpperCase() + d.slice(1),
  );
}

/**
 * "her little brother Kofi is starting school": the sentence names a family member before the
 * event, so the event is theirs, and the child's story does not say it is the child's.
 */
function someoneElses(
  text: string,
  matched: string,
  relations: PhraseIndex<Pack['family']['relations'][number]>,
): boolean {
  const at = text.toLowerCase().indexOf(matched.toLowerCase());
  if (at < 0 || matched === '') return false;
  const before =
    text
      .slice(0, at)
      .split(/[.!?;]/)
      .at(-1) ?? '';
  return relations.find(before) !== undefined;
}

/** Words that end the phrase: what follows is another thought ("and she cried", "because..."). */
const PHRASE_END = /[.,;:!?]|\s(?:and|but|because|so|since|which|who|as)\s/i;
const MAX_ABOUT_WORDS = 8;

/**
 * "my swimming lesson on Saturday" as the story says it: "her swimming lesson on Saturday" (the
 * parent may write as the child; "a spelling test" is hers too). Undefined when it is too long to say naturally or says nothing.
 */
/** "a big football match on" (before "Saturday", which the pattern took as its date): the day's little words. */
const DANGLING = /\s+(?:on|at|in|by|for|this|next|last|until|before|after|the|of)$/i;

export function aboutPhrase(raw: string, child: Child): string | undefined {
  let phrase = (raw.split(PHRASE_END)[0] ?? '').trim();
  // Panel 40 heard "thinking about his big football match on, and the wobbly feeling".
  while (DANGLING.test(phrase)) phrase = phrase.replace(DANGLING, '');
  const words = phrase.split(/\s+/).filter((w) => w !== '');
  if (words.length === 0 || words.length > MAX_ABOUT_WORDS) return undefined;
  // "nervous about it": the thing is said elsewhere ("has a big match tomorrow and is nervous about it").
  if (words.length === 1 && /^(?:it|that|this|them|things|everything|stuff)$/i.test(words[0] ?? ''))
    return undefined;
  const their = child.pronouns?.their ?? `${child.name}'s`;
  // "has a spelling test on Friday": hers, "her spelling test on Friday".
  return words
    .map((w, i) => (/^(?:my|our)$/i.test(w) || (i === 0 && /^an?$/i.test(w)) ? their : w))
    .join(' ');
}

/** The first worry a fear among the child's brings (its `fears`), told as the child's own. */
export function worryOfFears(fears: readonly { id: string }[], pack: Pack): WorryUse | undefined {
  const entry = pack.worries.find((w) => w.fears.some((f) => fears.some((c) => c.id === f)));
  return entry === undefined ? undefined : { entry, fromFears: true };
}

/** Each of the worry's texts, level by level, through `f`. */
function eachText(entry: TWorry, f: (text: TText) => TText): TWorry {
  return {
    ...entry,
    mention: f(entry.mention),
    ...(entry.felt === undefined ? {} : { felt: f(entry.felt) }),
    beat: f(entry.beat),
    closing: f(entry.closing),
  };
}

/**
 * The worry as the parent said it: a word told as theirs (`said_as`: "school" becomes "nursery"
 * when the notes say nursery, capitalised where it was), and without the lines `when_said` keeps
 * for words the parent did not say ("moved away", for a grandma who lives in Pakistan).
 */
function toldAsSaid(entry: TWorry, notes: string): TWorry {
  let told = entry;
  for (const [word, said] of Object.entries(entry.said_as)) {
    const own = said.find((w) => saidIn(w, notes));
    if (own === undefined) continue;
    const swap = (text: string) =>
      text.replace(new RegExp(`\\b${word}\\b`, 'giu'), (w) =>
        /^\p{Lu}/u.test(w) ? own.charAt(0).toUpperCase() + own.slice(1) : own,
      );
    told = eachText(told, (text) =>
      Array.isArray(text)
        ? text.map(swap)
        : (Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v?.map(swap)])) as TText),
    );
  }
  const unsaid = Object.entries(entry.when_said)
    .filter(([, words]) => !words.some((w) => saidIn(w, notes)))
    .map(([needle]) => needle);
  return unsaid.length === 0 ? told : eachText(told, (text) => textWithout(text, ...unsaid) ?? text);
}
