import { matchKey, type Pack } from '../pack/compile.js';
import type { TSetting } from '../pack/schema.js';

/**
 * The parent's setting: the pack's entry when one matches (its world and place), and always how
 * a sentence says it ("on a houseboat on the canal", "the houseboat"), so a setting the pack does
 * not know, or one the plot's places cannot take, is still where the evening begins and ends.
 */
export interface SettingUse {
  entry?: TSetting;
  /** With its preposition: "on a houseboat on the canal", "in a cozy treehouse". */
  in: string;
  /** A later mention: "the houseboat". */
  the: string;
  /** Coming back: "on the houseboat". */
  back: string;
}

/** Places one is on or at rather than in (the rest: in). */
const ON =
  /^(?:boat|houseboat|narrowboat|barge|ship|yacht|ferry|raft|island|farm|train|bus|plane|airplane|moon|planet|mountain|hill|beach|roof|rooftop|clifftop|cliff|hilltop|mountaintop|hillside|cliffside|riverbank|bank|shore|seashore|coast|lake|river|canal|pier|jetty|ranch|estate|glacier|iceberg|ice|balcony|porch|cloud|star|comet|street|mars|jupiter|saturn|venus|mercury|neptune|uranus|pluto)$/;
const AT =
  /^(?:seaside|zoo|campsite|station|airport|fair|funfair|circus|museum|aquarium|playground|lighthouse)$/;
/** A relation said as a name before a possessive ("grandpa's allotment" → "Grandpa's allotment"). */
const RELATION =
  /^(?:grandpa|grandad|granddad|grandma|granny|gran|nana|nanna|nan|grandpa|papa|mama|mum|mom|dad|daddy|mummy|mommy|auntie|aunty|aunt|uncle|abuela|abuelo|nonna|nonno|oma|opa)'s\s/i;
const DETERMINER = /^(?:a|an|the|my|our|his|her|their|your)\s/i;

/**
 * The one whose place the setting is ("grandma's farm", "at my nana's house"): the relation's
 * word, or undefined. A story at Grandma's farm has Grandma in it (panel 70 heard "Holding a
 * grown-up's hand, Oskar set off" across Grandma's farm, and no grandma).
 */
function settingOwner(text: string): string | undefined {
  const said = text
    .trim()
    .replace(/^(?:in|on|at|inside|under|by)\s+/i, '')
    .replace(DETERMINER, '');
  return RELATION.test(said) ? (said.split("'")[0] ?? '').toLowerCase() : undefined;
}

function prepositionFor(head: string): string {
  const noun = head.toLowerCase();
  return ON.test(noun) ? 'on' : AT.test(noun) ? 'at' : 'in';
}

/**
 * Words that end the place's own name: "a snowy forest in Norway" is a forest, "a jungle full of
 * parrots" a jungle and "a castle made of ice" a castle (panel 72 heard "a jungle full of
 * parrots" told as the child's home, with a sea plot between).
 */
const ENDS_PLACE =
  /^(?:in|on|at|by|with|behind|near|under|beside|next|across|over|from|for|where|that|which|who|full|filled|made|covered|built|carved|called|named|lit|lined|surrounded|overlooking|among|beneath|above|along|inside|outside|around|between|beyond)$/i;

/** "a houseboat on the canal" → head "houseboat", first phrase "a houseboat". */
function headOf(text: string): { head: string; phrase: string } | undefined {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const stop = words.findIndex((w, i) => i > 0 && ENDS_PLACE.test(w));
  const phrase = (stop < 0 ? words : words.slice(0, stop)).join(' ').replace(/[.,!?;:]+$/, '');
  const head = phrase.split(' ').at(-1);
  if (head === undefined || phrase === '' || (DETERMINER.test(`${phrase} `) && !phrase.includes(' ')))
    return undefined;
  return { head, phrase };
}

/**
 * The parent's possessives said as the child's: a parent writes "the allotment behind our flats"
 * (or "my", "her" ...), which in the narrator's voice would make the flats the narrator's. "our
 * grandma's farm" is Grandma's farm; any other is the child's ("behind Ada's flats").
 */
const POSSESSIVE = /\b(?:our|my|his|her|their)\s+([\p{L}-]+(?:['’]s)?)/giu;
export function ownedByChild(text: string, child: string): string {
  return text.replace(POSSESSIVE, (all, next: string) =>
    RELATION.test(`${next} `) ? next.charAt(0).toUpperCase() + next.slice(1) : `${child}'s ${next}`,
  );
}

/** `child`: whose the parent's "our", "my", "her" are (the story is told of the child). */
export function readSetting(text: string, pack: Pack, child?: string): SettingUse | undefined {
  if (text === '') return undefined;
  const typed = text.replace(/^(?:in|on|at|inside|under|by)\s+/i, '').replace(/[.!?]+$/, '');
  const typedHead = headOf(typed);
  const entry = entryFor(typed, typedHead?.head, pack);
  // The parent's words exactly as the pack says them ("the beach", "forest"): the pack's telling.
  if (
    entry !== undefined &&
    (typedHead === undefined || entry.match.some((m) => matchKey(m) === matchKey(typed)))
  ) {
    const head = entry.place.noun.split(' ').at(-1) ?? entry.place.noun;
    const prep = prepositionFor(head);
    return {
      entry,
      in: `${prep} ${entry.place.a}`,
      the: entry.place.the,
      back: `${prep} ${entry.place.the}`,
    };
  }
  const said = child === undefined ? typed : ownedByChild(typed, child);
  const found = headOf(said);
  if (found === undefined) return undefined;
  // "a snowy forest in Norway" is a forest (its world and places) told in the parent's words.
  return { ...(entry === undefined ? {} : { entry }), ...ownWords(said, found) };
}

/**
 * The pack's entry for what the setting is: the one naming its head word ("a treehouse in the
 * garden" is a treehouse, not the garden). A name ("the Eiffel Tower") is its own place.
 */
function entryFor(said: string, head: string | undefined, pack: Pack): TSetting | undefined {
  if (head === undefined) return pack.settingIndex.find(said)?.value;
  const words = said.split(/\s+/);
  const named =
    words.length >= 2 && words.filter((w) => !DETERMINER.test(`${w} `)).every((w) => /^\p{Lu}/u.test(w));
  // "the Amazon" is the pack's rainforest: a name the pack lists whole is that place.
  if (named) {
    const bare = matchKey(said.replace(DETERMINER, ''));
    return pack.settingIndex.spans(said).find((s) => s.value.match.some((m) => matchKey(m) === bare))?.value;
  }
  // The head's place among the normalised words (matchKey drops nothing but punctuation).
  const at = matchKey(said.slice(0, said.indexOf(head) + head.length)).split(' ').length - 1;
  const spans = pack.settingIndex.spans(said);
  const own = spans.find((s) => s.from <= at && at < s.to)?.value;
  // "a campsite in the desert": a place with no plots of its own is in the world the words after
  // it name (panel 72 heard a desert campsite told among cows and a babbling brook).
  const within = spans.find((s) => s.from > at && s.value.holds && s.value.world !== own?.world)?.value;
  if (own === undefined || within === undefined || own.places.length > 0) return own;
  return { ...own, world: within.world, also: within.also };
}

/** How a sentence says the parent's place: "in a houseboat on the canal", "the houseboat". */
function ownWords(said: string, found: { head: string; phrase: string }): Omit<SettingUse, 'entry'> {
  // "grandpa's allotment" is Grandpa's: a possessive takes no article, and a relation is a name.
  const possessive = /^[\p{L}-]+'s\s/u.test(said);
  if (possessive) {
    const owned = said.replace(/^(\p{L})/u, (c) => (RELATION.test(said) ? c.toUpperCase() : c));
    return {
      in: `${prepositionFor(found.head)} ${owned}`,
      the: owned,
      back: `${prepositionFor(found.head)} ${owned}`,
    };
  }
  const proper =
    /^\p{Lu}/u.test(said.replace(DETERMINER, '')) && !/^(?:a|an|my|our|his|her|their|your)\s/i.test(said);
  const plural = /s$/.test(found.head) && !/ss$/.test(found.head);
  // "houseboat on the canal" → "a houseboat on the canal"; "Paris" and "the woods" stay as they are.
  const withArticle =
    DETERMINER.test(said) || proper || plural ? said : `${/^[aeiou]/i.test(said) ? 'an' : 'a'} ${said}`;
  const the = proper ? found.phrase : `the ${found.phrase.replace(DETERMINER, '')}`;
  const prep = prepositionFor(found.head);
  return { in: `${prep} ${withArticle}`, the, back: `${prep} ${the}` };
}

/** Grandma, when the story is at "grandma's farm" and the parent named no grandma (read/setting.ts). */
export function withSettingOwner(familyText: string, settingText: string, notes: string): string {
  const owner = settingOwner(settingText);
  if (owner === undefined || new RegExp(`\\b${owner}\\b`, 'i').test(`${familyText} ${notes}`))
    return familyText;
  const named = owner.charAt(0).toUpperCase() + owner.slice(1);
  return familyText === '' ? named : `${familyText}, ${named}`;
}
