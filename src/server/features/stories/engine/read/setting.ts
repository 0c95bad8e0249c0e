import nlp from 'compromise';
import type { Pack } from '../pack/compile.js';
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
  /^(?:boat|houseboat|narrowboat|barge|ship|yacht|ferry|raft|island|farm|train|bus|plane|airplane|moon|planet|mountain|hill|beach|roof|rooftop|balcony|porch|cloud|star|comet|street)$/;
const AT =
  /^(?:seaside|zoo|campsite|station|airport|fair|funfair|circus|museum|aquarium|playground|lighthouse)$/;
/** A relation said as a name before a possessive ("grandpa's allotment" → "Grandpa's allotment"). */
const RELATION =
  /^(?:grandpa|grandad|granddad|grandma|granny|gran|nana|nanna|nan|grandpa|papa|mama|mum|mom|dad|daddy|mummy|mommy|auntie|aunty|aunt|uncle|abuela|abuelo|nonna|nonno|oma|opa)'s\s/i;
const DETERMINER = /^(?:a|an|the|my|our|his|her|their|your)\s/i;

function prepositionFor(head: string): string {
  const noun = head.toLowerCase();
  return ON.test(noun) ? 'on' : AT.test(noun) ? 'at' : 'in';
}

/** "a houseboat on the canal" → head "houseboat", first phrase "a houseboat". */
function headOf(text: string): { head: string; phrase: string } | undefined {
  const doc = nlp(text);
  const first = doc.nouns().eq(0);
  const phrase = first
    .text('normal')
    .replace(/[.,!?]+$/, '')
    .trim();
  const words = phrase.split(/\s+/).filter((w) => w !== '');
  const head = words.at(-1);
  if (head === undefined || phrase === '') return undefined;
  return { head, phrase };
}

export function readSetting(text: string, pack: Pack): SettingUse | undefined {
  if (text === '') return undefined;
  const entry = pack.settingIndex.find(text)?.value;
  if (entry !== undefined) {
    const head = entry.place.noun.split(' ').at(-1) ?? entry.place.noun;
    const prep = prepositionFor(head);
    return {
      entry,
      in: `${prep} ${entry.place.a}`,
      the: entry.place.the,
      back: `${prep} ${entry.place.the}`,
    };
  }
  const said = text.replace(/^(?:in|on|at|inside|under|by)\s+/i, '').replace(/[.!?]+$/, '');
  const found = headOf(said);
  if (found === undefined) return undefined;
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
  const proper = /^\p{Lu}/u.test(said) && !DETERMINER.test(said);
  const plural = /s$/.test(found.head) && !/ss$/.test(found.head);
  // "houseboat on the canal" → "a houseboat on the canal"; "Paris" and "the woods" stay as they are.
  const withArticle =
    DETERMINER.test(said) || proper || plural ? said : `${/^[aeiou]/i.test(said) ? 'an' : 'a'} ${said}`;
  const the = proper
    ? found.phrase.replace(/^\w/, (c) => c.toUpperCase())
    : `the ${found.phrase.replace(DETERMINER, '')}`;
  const prep = prepositionFor(found.head);
  return { in: `${prep} ${withArticle}`, the: proper ? said : the, back: `${prep} ${proper ? said : the}` };
}
