/**
 * Things a line of scenery shows in passing ("A fox cub peeked from a hedge", "A comet slid
 * past"). A story tells each kind once: a fox cub peeking out beside a fox companion reads as a
 * second fox, and a comet whizzing past after a comet has already flown by reads as two comets
 * where one was meant. Words of one kind are grouped ("bunny" and "rabbit" are one animal).
 */
const KINDS: readonly (readonly string[])[] = [
  ['fox', 'foxes', 'fox cub', 'fox cubs'],
  ['rabbit', 'rabbits', 'bunny', 'bunnies'],
  ['squirrel', 'squirrels'],
  ['hedgehog', 'hedgehogs'],
  ['deer', 'fawn', 'fawns'],
  ['mouse', 'mice'],
  ['owl', 'owls'],
  ['duck', 'ducks', 'duckling', 'ducklings'],
  ['frog', 'frogs'],
  ['butterfly', 'butterflies'],
  ['bird', 'birds', 'robin', 'robins', 'blackbird', 'thrush', 'wren', 'lark', 'sparrow'],
  ['goose', 'geese'],
  ['swallow', 'swallows'],
  ['crab', 'crabs'],
  ['turtle', 'turtles', 'sea turtle'],
  ['seal', 'seals'],
  ['dolphin', 'dolphins'],
  ['whale', 'whales'],
  ['octopus'],
  ['starfish'],
  ['seahorse', 'seahorses'],
  ['jellyfish'],
  ['fish', 'fishes'],
  ['comet', 'comets'],
  ['shooting star', 'shooting stars'],
  ['cat', 'cats', 'kitten', 'kittens'],
  ['dog', 'dogs', 'puppy', 'puppies'],
  ['horse', 'horses', 'pony', 'ponies'],
  ['sheep', 'lamb', 'lambs'],
  ['dragon', 'dragons'],
  ['unicorn', 'unicorns'],
  ['dinosaur', 'dinosaurs'],
  ['bee', 'bees'],
  ['snail', 'snails'],
  ['penguin', 'penguins'],
  ['otter', 'otters'],
  // Things of the world's scenery a plan may be about ("the wall" of a birdhouse).
  ['wall', 'walls'],
  ['fence', 'fences'],
  ['bridge', 'bridges'],
  ['gate', 'gates'],
  ['boat', 'boats'],
  ['kite', 'kites'],
  ['balloon', 'balloons'],
  ['lantern', 'lanterns'],
  ['bell', 'bells'],
  ['rainbow', 'rainbows'],
];
/** The first kind of THINGS (the kinds before it are creatures and sky visitors). */
const FIRST_THING = KINDS.findIndex((k) => k[0] === 'wall');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_KIND = new Map<string, number>(
  KINDS.flatMap((words, i) => words.map((w): [string, number] => [w, i])),
);
/** Longest words first, so "fox cub" is one word and "shooting star" is not a star. */
const KIND_WORDS = [...WORD_KIND.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');

/**
 * A new one of a kind coming into view: an article or number, up to two describing words, the
 * kind ("a small comet", "A fox cub", "two ducks"). Not a likeness ("like a comet", "as a fox",
 * "to be a hedgehog"), not part of a thing's name ("a silver comet bell"). Letters, not \b:
 * "Sofía gave" holds no article "a".
 */
const INTRODUCED = new RegExp(
  String.raw`(?<!\b(?:like|as|of|than|be) )(?<!\p{L})(?:an?|another|two|three|some)\s+(?:[\p{Ll}-]+\s+){0,2}?(${KIND_WORDS})(?!\p{L})(?! (?:bells?|tails?|dust|trails?|shaped|house|box|string|map)\b)`,
  'giu',
);

/** The kinds a line brings into view. */
export function sightingsIn(text: string): number[] {
  // Most lines name no creature or thing at all: a word lookup says so before the pattern runs.
  if (!namesAKind(text)) return [];
  const out: number[] = [];
  for (const m of text.matchAll(INTRODUCED)) {
    const kind = WORD_KIND.get((m[1] ?? '').toLowerCase());
    if (kind !== undefined) out.push(kind);
  }
  return out;
}

/** The last word of every kind word ("fox" of "fox cub", "star" of "shooting star" is not one). */
const LAST_WORDS = new Set([...WORD_KIND.keys()].map((w) => w.split(' ').pop() as string));
const LETTER_RUNS = /\p{L}+/gu;

/** Whether the text holds any kind word at all, as a whole word (cheap: no pattern per kind). */
function namesAKind(text: string): boolean {
  for (const m of text.toLowerCase().matchAll(LETTER_RUNS)) if (LAST_WORDS.has(m[0])) return true;
  return false;
}

/** The kind a cast member is ("star fox" is a fox, "baby comet" a comet), if it is one of these. */
export function kindOf(noun: string): number | undefined {
  const words = noun.toLowerCase().split(/\s+/);
  for (let i = words.length - 1; i >= 0; i--) {
    const two = i > 0 ? WORD_KIND.get(`${words[i - 1]} ${words[i]}`) : undefined;
    const kind = two ?? WORD_KIND.get(words[i] as string);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/**
 * The kinds a plan's own text (at one level) may bring in ("Just then, a comet swept by"): an
 * optional line told before it must not have shown one already. Read from the templates with
 * their choices opened out ("[Then a|A] comet" holds "A comet").
 */
export function kindsIntroducedIn(templates: readonly string[]): number[] {
  const out = new Set<number>();
  for (const t of templates)
    for (const k of sightingsIn(t.replace(/[[\]|<>]/g, ' ').replace(/\s+/g, ' '))) out.add(k);
  return [...out];
}

/**
 * The things a plan's own text is about ("the wall" of a birdhouse, "the kite"): a scenery line
 * that brings in another one ("A wooden wall ran along the hill") is confusing beside it.
 * (Creatures a plan names, "the birds" of a birdhouse, may still pass by.)
 */
export function kindsNamedIn(templates: readonly string[]): number[] {
  const out = new Set<number>();
  const THE = new RegExp(String.raw`\b(?:the|its|one)\s+(${KIND_WORDS})\b`, 'giu');
  for (const t of templates)
    for (const m of t.matchAll(THE)) {
      const kind = WORD_KIND.get((m[1] ?? '').toLowerCase());
      if (kind !== undefined && kind >= FIRST_THING) out.add(kind);
    }
  return [...out];
}

const THING_WORDS = new RegExp(
  String.raw`(?<!\p{L})(${[...WORD_KIND.entries()]
    .filter(([, k]) => k >= FIRST_THING)
    .map(([w]) => escape(w))
    .join('|')})(?!\p{L})`,
  'giu',
);

/**
 * The things a line names at all ("Wildflowers grew by the wall"): world scenery that names one
 * of the plan's own things reads as that thing ("which wall?"), so it is passed over.
 */
export function thingsMentionedIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(THING_WORDS)) {
    const kind = WORD_KIND.get((m[1] ?? '').toLowerCase());
    if (kind !== undefined) out.push(kind);
  }
  return out;
}
