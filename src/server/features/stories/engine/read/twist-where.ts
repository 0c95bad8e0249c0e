import nlp, { keptReading } from '../nlp.js';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import { scaryContent } from '../../safety/scary.js';
import type { TwistShape, TwistUse } from './types.js';

/**
 * The shapes that say where something is: "it rains lemonade", "it snows marshmallows" (weather:
 * the sky's rain or snow is made of something), "there's a dragon under the bed", "a whale lives
 * in the bath" (lives-in: a creature somewhere). Their patterns are in twists.yaml; a part the
 * lines cannot tell well (a person, a thing that cannot wave hello, a long clause) is reported.
 */
type Thing = NonNullable<TwistUse['x']>;

export interface WhereParts {
  text: string;
  m: Record<string, string>;
  pack: Pack;
  isPerson: (x: Thing) => boolean;
  thingOf: (said: string) => Thing | undefined;
}

export const WHERE_SHAPES: ReadonlySet<TwistShape> = new Set<TwistShape>(['weather', 'lives-in']);

export function whereTwist(shape: TwistShape, p: WhereParts): TwistUse | undefined {
  const use = shape === 'weather' ? weather(p) : shape === 'lives-in' ? livesIn(p) : undefined;
  if (use === undefined) return undefined;
  const parts = [use.x?.the, use.y, use.place?.the].filter((s) => s !== undefined);
  return parts.some((s) => scaryContent(`It was ${s}.`).length > 0) ? undefined : use;
}

/** "rained", "is snowing", "hails": the sky's weather and the verb the lines conjugate. */
const WEATHER: [RegExp, string][] = [
  [/\bsnow/i, 'snow'],
  [/\bhail/i, 'hail'],
  [/\bdrizzl/i, 'drizzle'],
  [/\b(?:rain|pour)/i, 'rain'],
];
/** "all day", "every Tuesday", "at night": when it falls is not what falls. */
const WHEN =
  /\s+(?:all (?:day|night)|every \w+|each \w+|at night|at bedtime|on \w+|today|tonight|sometimes|instead|outside|here|now|again)$/;
const CLAUSE = /\b(?:that|which|who|when|whenever|if|because|but|so|until|while|from|on|in|at)\b/;

/** A part as said: lower case, at most `max` words, never a clause. */
function part(said: string | undefined, max: number): string | undefined {
  let words = (said ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  while (WHEN.test(words)) words = words.replace(WHEN, '');
  const n = words.split(' ').filter((w) => w !== '').length;
  return n === 0 || n > max || CLAUSE.test(words) ? undefined : words;
}

/** Ways of falling compromise may take for plurals ("sideways", "backwards"). */
const HOW = /^(?:\w+wards?|sideways|hard|heavily|lightly|softly|again|a lot|all over|everywhere)$/;

const lastTagsAfterTheyHad = keptReading(
  (said: string): string[] =>
    (nlp(`they had ${said}`).json() as { terms: { tags: string[] }[] }[])[0]?.terms.at(-1)?.tags ?? [],
);

/** "lemonade", "pink lemonade", "jelly beans": its last word a noun after "some", never a way of falling. */
function stuff(y: string): boolean {
  if (HOW.test(y)) return false;
  const last = lastTagsAfterTheyHad;
  if (last(`some ${y}`).includes('Noun')) return true;
  // "teddy bears": compromise reads "bears" as a verb there, but "a bear" is a thing.
  const word = y.split(' ').at(-1) ?? y;
  const one = pluralize.singular(word);
  return one !== word && last(`a ${one}`).includes('Noun');
}

/** "it rains lemonade": the rain (x), made of lemonade (y), raining (verb). */
function weather(p: WhereParts): TwistUse | undefined {
  const said = p.m.$ ?? p.text;
  const found = WEATHER.find(([re]) => re.test(said));
  const y = part(p.m.y, 3)?.replace(/^(?:a|an|the|some|lots of|loads of)\s+/, '');
  if (found === undefined || y === undefined || y === '') return undefined;
  // "it rains upwards", "it snows sideways": how it falls, not what falls (read as a thing after "some").
  if (!stuff(y)) return undefined;
  const verb = found[1];
  return {
    text: p.text,
    shape: 'weather',
    x: { the: `the ${verb}`, noun: verb, plural: false, own: false },
    y,
    verb,
  };
}

const PREPS = /^(?:in|inside|under|underneath|beneath|behind|on|at|up|down|by|near)$/;
const OWNER = /^(?:my|our|his|her|their|your)$/;

/** "under the bed", "in my slipper", "at the bottom of the garden": the place, told with "the". */
function placeOf(said: string | undefined): TwistUse['place'] {
  const words = (said ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const [prep, ...rest] = words;
  if (prep === undefined || !PREPS.test(prep) || rest.length === 0 || rest.length > 6) return undefined;
  if (CLAUSE.test(rest.join(' ').replace(/\b(?:in|on|at)\b/g, ''))) return undefined;
  const [det, ...thing] = rest;
  if (det === undefined || thing.length === 0 || !(det === 'the' || OWNER.test(det))) return undefined;
  const noun = thing.at(-1) ?? '';
  if (!/^\p{L}[\p{L}-]*$/u.test(noun)) return undefined;
  return { prep, the: `the ${thing.join(' ')}`, noun };
}

/** A creature the lines can tell waving hello: a favourite character, a pet, one of `creatures` or `feared`. */
export function isCreature(x: Thing, pack: Pack): boolean {
  const head = x.noun.split(' ').at(-1) ?? x.noun;
  const listed = [...pack.twists.creatures, ...pack.twists.feared];
  if (listed.some((c) => matchKey(c) === matchKey(head) || matchKey(c) === matchKey(x.noun))) return true;
  return (
    pack.characterIndex.find(head) !== undefined ||
    pack.characterIndex.find(pluralize.singular(head)) !== undefined ||
    pack.petIndex.find(head) !== undefined
  );
}

/** "there's a tiny elephant in the teapot": the elephant (x) and where it lives (place). */
function livesIn(p: WhereParts): TwistUse | undefined {
  // "there's a dragon living under the bed": the dragon, not "the dragon living".
  const said = p.m.x?.replace(/\s+(?:living|sleeping|staying|hiding)$/i, '');
  const found = said === undefined ? undefined : p.thingOf(said);
  // "a family of mice": one family, however many mice.
  const head = found?.noun.split(' ')[0] ?? '';
  const x =
    found !== undefined && found.noun.includes(' of ')
      ? { ...found, plural: pluralize.isPlural(head) && pluralize.singular(head) !== head }
      : found;
  const place = placeOf(p.m.where);
  if (x === undefined || place === undefined || x.own || p.isPerson(x)) return undefined;
  if (!isCreature(x, p.pack) || x.noun.split(' ').length > 4) return undefined;
  return { text: p.text, shape: 'lives-in', x, place };
}
