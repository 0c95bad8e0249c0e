import nlp from '../nlp.js';
import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { PetUse } from './types.js';
import { asName, isNameLike } from './words.js';

/**
 * A cuddly toy in the parent's words: "his teddy Mr Snuggles", "her toy rabbit Bun", "a stuffed
 * elephant named Ellie", "Flop, his stuffed bunny", "his favourite soft toy is a giraffe called
 * Raffi". A toy is the pack's `toy` entry (pets.yaml), never the animal it looks like: a stuffed
 * bunny does not eat hay. Read before the pets, whose reader then does not see its words.
 */

/** Words that make what follows a toy ("stuffed bunny"), or are a toy by themselves ("teddy"). */
const MARKER =
  /^(?:stuffed|cuddly|plush|plushie|plushy|stuffie|stuffy|knitted|crocheted|toy|teddy|teddies|blanket|blankie|blanky|comforter)$/i;
/** A comfort blanket: a toy only with a name ("her blanket Boo"); "her pink blanket" is bedding. */
const BLANKET = /^(?:blanket|blankie|blanky|comforter)$/i;
/** "soft" is a toy only as "soft toy"; "a soft dog" is a dog. */
const SOFT_TOY = /^soft$/i;
const OWNER = /^(?:his|her|their|my|our|a|an|the|its)$/i;
/** Before a toy ("his old teddy"): kept out of its word. */
const FOND =
  /^(?:old|little|favourite|favorite|beloved|special|big|tiny|fluffy|floppy|worn|precious|squishy|squashy|soft|best)$/i;
/** A toy car or a toy train is not cuddled into bed: only a creature's shape makes a cuddly toy. */
const NOT_CUDDLY =
  /^(?:car|cars|bus|train|trains|truck|tractor|digger|rocket|plane|boat|box|soldier|soldiers|gun|sword|shop|kitchen|story|stories|set|brick|bricks|blocks)$/i;
const STOP = /^(?:called|named|is|was|who|which|that|and|or|but|he|she|they|it|with|in|on|at|to|from|for)$/i;
const TITLE =
  /^(?:Mr|Mrs|Ms|Miss|Dr|Sir|Lady|Lord|Captain|Professor|Princess|Prince|King|Queen|Uncle|Aunt|Auntie)\.?$/;

interface Word {
  text: string;
  /** What follows it: "," or "." ends a name ("" for a space). */
  after: string;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/([\p{L}'’-]+)([^\p{L}'’-]*)/gu)].map((m) => ({
    text: (m[1] ?? '').replace(/['’]s$/u, (s) => (/^\p{Lu}/u.test(m[1] ?? '') ? s : '')),
    after: /[.;:!?]/.test(m[2] ?? '') ? '.' : /,/.test(m[2] ?? '') ? ',' : '',
  }));
}

/** "Mr Snuggles", "Bun": a capitalised name of up to three words, or any word after "called". */
function nameAt(
  words: readonly Word[],
  at: number,
  anyWord: boolean,
): { name: string; end: number } | undefined {
  const first = words[at];
  if (first === undefined || STOP.test(first.text) || !isNameLike(first.text)) return undefined;
  if (!anyWord && !/^\p{Lu}/u.test(first.text)) return undefined;
  const parts = [first.text];
  let end = at + 1;
  // "Mr Snuggles", "Captain Fluff Pants": more capitalised words, with nothing between.
  while (
    parts.length < 3 &&
    words[end - 1]?.after === '' &&
    /^\p{Lu}/u.test(words[end]?.text ?? '') &&
    isNameLike(words[end]?.text ?? '') &&
    !STOP.test(words[end]?.text ?? '')
  ) {
    parts.push(words[end]?.text ?? '');
    end++;
  }
  if (parts.length === 1 && TITLE.test(first.text)) return undefined;
  return { name: parts.map((p) => (/^\p{Lu}/u.test(p) ? p : asName(p))).join(' '), end };
}

/** What says the name after the toy: "called", "who is called", "whose name is". */
const CALLED: readonly string[][] = [
  ['called'],
  ['named'],
  ['is', 'called'],
  ['was', 'called'],
  ['is', 'named'],
  ['who', 'is', 'called'],
  ['which', 'is', 'called'],
  ['that', 'is', 'called'],
  ['whose', 'name', 'is'],
  ['name', 'is'],
  ['name', 'was'],
  // "a blue blanket she calls Blue" (panel 46 left Blue out).
  ['she', 'calls', 'it'],
  ['he', 'calls', 'it'],
  ['they', 'call', 'it'],
  ['we', 'call', 'it'],
  ['she', 'calls'],
  ['he', 'calls'],
  ['they', 'call'],
  ['we', 'call'],
];

function nameAfter(words: readonly Word[], at: number): { name: string; end: number } | undefined {
  const lower = words.slice(at, at + 3).map((w) => w.text.toLowerCase());
  for (const seq of CALLED)
    if (
      seq.every((s, k) => lower[k] === s) &&
      words.slice(at, at + seq.length - 1).every((w) => w.after === '')
    )
      return nameAt(words, at + seq.length, true);
  // "her teddy, Barnaby", "his teddy Mr Snuggles": a name straight after (not after a full stop).
  if (words[at - 1]?.after === '.') return undefined;
  return nameAt(words, at, false);
}

export interface ToyRead {
  toys: PetUse[];
  /** The text with each toy's words left out, for the pets' reading. */
  rest: string;
}

export function readToys(text: string, pack: Pack, isSafe: (t: string) => boolean): ToyRead {
  const entry = pack.pets.find((p) => p.id === 'toy');
  const comforter = pack.pets.find((p) => p.id === 'comforter');
  if (entry === undefined) return { toys: [], rest: text };
  const words = wordsOf(text);
  const creature = creatures(pack);
  const toys: PetUse[] = [];
  const spans: [number, number][] = [];
  const isMarker = (at: number) =>
    MARKER.test(words[at]?.text ?? '') ||
    (SOFT_TOY.test(words[at]?.text ?? '') && /^toys?$/i.test(words[at + 1]?.text ?? ''));
  for (let i = 0; i < words.length; i++) {
    if (!isMarker(i)) continue;
    let start = i;
    while (start > 0 && FOND.test(words[start - 1]?.text ?? '') && words[start - 1]?.after === '') start--;
    const owned = start > 0 && OWNER.test(words[start - 1]?.text ?? '') && words[start - 1]?.after === '';
    if (owned) start--;
    // The markers, then the kind: "cuddly toy dog", "teddy bear", "stuffed elephant".
    const markers: string[] = [];
    let j = i;
    while (j < words.length && isMarker(j)) {
      markers.push((words[j]?.text ?? '').toLowerCase());
      j++;
      if (words[j - 1]?.after !== '') break;
    }
    let kind: string | undefined;
    const next = words[j];
    if (
      words[j - 1]?.after === '' &&
      next !== undefined &&
      /^\p{Ll}/u.test(next.text) &&
      !STOP.test(next.text)
    ) {
      if (creature(next.text) || NOT_CUDDLY.test(next.text)) {
        kind = next.text.toLowerCase();
        j++;
      }
    } else if (
      words[j - 1]?.after === '' &&
      /^(?:is|was)$/i.test(next?.text ?? '') &&
      /^(?:a|an)$/i.test(words[j + 1]?.text ?? '') &&
      creature(words[j + 2]?.text ?? '')
    ) {
      // "his favourite soft toy is a giraffe called Raffi".
      kind = (words[j + 2]?.text ?? '').toLowerCase();
      j += 3;
    }
    if (kind !== undefined && NOT_CUDDLY.test(kind)) continue;
    // A marker that needs a kind ("stuffed", "cuddly") and has none is no toy ("stuffed peppers").
    const last = markers.at(-1) ?? '';
    const said = markers.join(' ');
    const blanket = BLANKET.test(last) && kind === undefined;
    const whole =
      blanket ||
      /^(?:teddy|teddies|plushie|plushy|stuffie|stuffy)$/.test(last) ||
      /(?:soft|cuddly|plush) toy$/.test(said);
    if (kind === undefined && !whole) continue;
    // The name: after ("called Flop", ", Barnaby", "Mr Snuggles") or before ("Flop, his bunny").
    let found = nameAfter(words, j);
    if (
      found === undefined &&
      start > 0 &&
      /^(?:the|his|her|their|my|our)$/i.test(words[start]?.text ?? '')
    ) {
      // "Flop, his stuffed bunny", "Ellie the stuffed elephant".
      for (let k = Math.max(0, start - 3); k < start && found === undefined; k++) {
        const n = nameAt(words, k, false);
        if (n !== undefined && n.end === start && words[k - 1]?.after !== ',') {
          found = { name: n.name, end: j };
          start = k;
        }
      }
    }
    if ((!owned || blanket) && found === undefined) continue;
    const name = found?.name;
    const end = Math.max(found?.end ?? j, j);
    const word =
      kind === undefined ? markers.slice(-2).join(' ') : `${last === 'teddy' ? 'teddy' : last} ${kind}`;
    if (!isSafe(word) || (name !== undefined && !isSafe(name))) continue;
    spans.push([start, end]);
    i = end - 1;
    toys.push({
      species: blanket ? (comforter ?? entry) : entry,
      word,
      name,
      adjectives: [],
      pronoun: blanket ? 'it' : pronounOf(name),
      plural: /(?:teddies|toys|plushies|stuffies)$/.test(word),
    });
  }
  return { toys, rest: spans.length === 0 ? text : blank(words, spans) };
}

/** The toy's words left out of the text ("stuffed bunny called Flop"), the rest as written. */
function blank(words: readonly Word[], spans: readonly [number, number][]): string {
  return words
    .map((w, i) =>
      spans.some(([a, b]) => i >= a && i < b) ? (w.after === '' ? '' : w.after) : `${w.text}${w.after}`,
    )
    .filter((w) => w !== '')
    .join(' ')
    .replace(/\s+([.,])/g, '$1');
}

/** A toy named like a person is he or she ("Mr Snuggles", "Barnaby"); others are "it". */
function pronounOf(name: string | undefined): 'she' | 'he' | 'it' {
  if (name === undefined) return 'it';
  if (/^(?:Mr|Sir|Lord|Captain|Prince|King|Uncle)\b/.test(name)) return 'he';
  if (/^(?:Mrs|Ms|Miss|Lady|Princess|Queen|Aunt|Auntie)\b/.test(name)) return 'she';
  const doc = nlp(name);
  if (doc.has('#FemaleName')) return 'she';
  if (doc.has('#MaleName')) return 'he';
  return 'it';
}

/** The shapes a cuddly toy comes in: the pack's animals and characters ("bunny", "elephant", "unicorn"). */
const creatureSets = new WeakMap<Pack, Set<string>>();
const EXTRA =
  'bear bunny rabbit elephant giraffe lion tiger monkey dog puppy cat kitten pig sheep lamb cow horse pony unicorn dragon dinosaur owl penguin duck frog fox hedgehog mouse panda koala sloth whale dolphin octopus turtle seal bird chicken hippo zebra snake shark crocodile squirrel deer reindeer moose llama alpaca otter raccoon bat beaver badger wolf bee ladybug butterfly caterpillar snail worm starfish narwhal doll';

function creatures(pack: Pack): (word: string) => boolean {
  let set = creatureSets.get(pack);
  if (set === undefined) {
    set = new Set(
      [
        ...EXTRA.split(' '),
        ...pack.pets.filter((p) => p.id !== 'toy').flatMap((p) => p.match),
        ...pack.characters.map((c) => c.companion.noun),
      ].map((w) => matchKey(w.split(' ').at(-1) ?? w)),
    );
    creatureSets.set(pack, set);
  }
  const known = set;
  return (word) => known.has(matchKey(word));
}
