import type { PackProblem, Places } from './load.js';
import { plain, tellings, templatesIn } from './lint-night.js';
import type { RawPack } from './types.js';

/**
 * Lines that do not hang together on their own, whichever story tells them (issue 24, a blind
 * panel reading aloud): an owning-up to a mistake the story never made.
 */

/**
 * Owning up, told as done: "It was me", "I did it," (not the "I did it!" of a jump that worked),
 * "owned up", "told the truth". Saying what owning up is ("you own up and help fix it") is not.
 */
const OWNING_UP = /\b(?:it was me|owned up|told the truth|I ate it|I moved them)\b|"I did(?: it)?,/i;
/** The mistake owned up to: knocked over, bumped, spilled, broke, dropped, stepped on, ate... */
const MISTAKE =
  /\b(?:knock\w*|bump\w*|spill\w*|broke|break\w*|broken|trip\w*|stumbl\w*|nudg\w*|dropp\w*|stepp\w* on|squash\w*|nibbl\w*|grabb\w*|ate|moved|tipp\w* over|crash|fell|lost|took)\b/i;

/** The telling owns up to something it has not told happening first. */
export function owningUpWithoutMistake(template: string): string | undefined {
  if (!OWNING_UP.test(plain(template))) return undefined;
  for (const telling of tellings(template)) {
    const words = plain(telling);
    const at = words.search(OWNING_UP);
    // Told by the narration: a question ("Who ate the last cookie?") asks, it does not tell.
    const told = words.slice(0, at).replace(/"[^"]*"/g, ' ');
    if (at >= 0 && !MISTAKE.test(told)) return telling;
  }
  return undefined;
}

/** Every template of the pack that `problem` finds fault with, at its file and line. */
function templateProblems(
  pack: Partial<RawPack>,
  places: Places,
  problem: (template: string) => string | undefined,
): PackProblem[] {
  return Object.entries(pack).flatMap(([section, value]) =>
    templatesIn(value).flatMap((template) => {
      const message = problem(template);
      if (message === undefined) return [];
      return [{ ...(places.get(template) ?? { file: section, line: 0 }), message }];
    }),
  );
}

/**
 * An owning-up line says the mistake before it, in the same line: no line of the story before
 * it sets one up ("Who ate the last cookie?" "It was me," when nobody ate anything).
 */
export function owningUpProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  return templateProblems(pack, places, (template) => {
    const telling = owningUpWithoutMistake(template);
    return telling === undefined
      ? undefined
      : `owning up to a mistake the story never made: "${plain(telling).trim().slice(0, 90)}": tell the mistake first in the same line (knocked over, spilled, broke), or do not own up`;
  });
}

/**
 * "showed he how to peep into a rock pool": `{X.it}` is the one helped as a subject ("she"); after
 * a verb or a preposition that takes an object it must be `{X.obj}` ("her"). "for {X.it} had" and
 * "by the third, {X.it} was" are subjects and are left alone.
 */
const SUBJECT_AS_OBJECT =
  /\b(?:showed|told|gave|handed|lent|helped|lifted|tucked|hugged|made|let|watched|on|round|around|onto|to|with|at|give|show|tell|help|make) \{(\w+)\.it\}/;

export function subjectAsObjectProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  return templateProblems(pack, places, (template) => {
    const found = SUBJECT_AS_OBJECT.exec(template);
    return found === null
      ? undefined
      : `"${found[0]}" says the ${found[1]} as a subject ("showed she how"): write {${found[1]}.obj}`;
  });
}

/** Strings of a pack value that are told, not heard: a `match` list hears both ways. */
function toldStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(toldStrings);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (HEARD_KEYS.has(key) ? [] : toldStrings(v)));
  return [];
}
// The twists' word lists (`people`, `creatures`...) hear what the parent typed, too.
const HEARD_KEYS = new Set([
  'match',
  'kinds',
  'words',
  'tags',
  'id',
  'label',
  'places',
  'fears',
  'people',
  'creatures',
  // twists.yaml `takers`: what a parent's "someone stole the colours" says.
  'takes',
]);

/**
 * The pack is written in American English, and words.yaml turns a British family's story the
 * British way (tell/family-words.ts): a line already spelled the British way ("a favourite
 * corner") would read wrong to an American family and be missed by the turn.
 */
export function britishSpellingProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  const words = pack.words;
  if (words === undefined) return [];
  const whole = words.words.map(([, b]) => `${b}s?(?![\\p{L}])`);
  const starts = words.spelling.map(([, b]) => b);
  const found = new RegExp(`(?<![\\p{L}])(?:${[...whole, ...starts].join('|')})`, 'iu');
  return Object.entries(pack)
    .filter(([section]) => section !== 'words')
    .flatMap(([section, value]) =>
      toldStrings(value).flatMap((template) => {
        // A worry's pattern says "(mum|mom)": it hears the parent.
        if (/[(#]/.test(template)) return [];
        const hit = found.exec(plain(template));
        if (hit === null || words.ambiguous.includes(hit[0].toLowerCase().replace(/s$/u, ''))) return [];
        return [
          {
            ...(places.get(template) ?? { file: section, line: 0 }),
            message: `"${hit[0]}" is British: the pack is American English (words.yaml turns it for a British family)`,
          },
        ];
      }),
    );
}

/** Words after which a sentence must go on: "warmed it so much that" ends nowhere. */
const GOES_ON = new Set(
  'that and so to the a an of with but because was were is as for by in on at into then which who when while until like than or'.split(
    ' ',
  ),
);

/**
 * A choice whose one alternative is all optional (`[the shivers stopped|<it forgot the cold>]`),
 * straight after a word the sentence cannot end on: a short telling drops the optional part and
 * leaves "shared so much of what he loved about origami that." (panel 55).
 */
export function optionalChoiceAfter(template: string): string | undefined {
  for (const m of template.matchAll(/([\p{L}']+)\s*\[((?:[^[\]]|\[[^[\]]*\])*)\]/gu)) {
    const word = (m[1] ?? '').toLowerCase();
    const choices = (m[2] ?? '').split('|');
    if (GOES_ON.has(word) && choices.some((c) => /^\s*<[^<>]*>\s*$/.test(c))) return m[0];
  }
  return undefined;
}

export function optionalChoiceProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  return templateProblems(pack, places, (template) => {
    const found = optionalChoiceAfter(template);
    return found === undefined
      ? undefined
      : `"${found.slice(0, 80)}": an optional choice after "${found.split(/\s|\[/)[0]}" leaves the sentence unfinished when a short telling drops it: make it a plain choice`;
  });
}
