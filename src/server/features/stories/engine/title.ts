import type { StoryContext } from './context.js';
import { expand } from './template.js';

/**
 * Titles are assembled from a pattern, an adjective and a noun (plus verbs and places), so
 * several thousand combinations exist per theme and titles rarely repeat.
 * {N} is the child's name; {A} an adjective; {T} a noun from the theme or a general one.
 */
const PATTERNS = [
  '{N} and the {A} {T}',
  'The Night {N} Found the {A} {T}',
  "{N}'s {A} [Journey|Adventure|Voyage|Night|Dream|Quest|Flight]",
  'How {N} [Saved|Found|Woke|Helped|Mended|Followed|Befriended] the {A} {T}',
  'The {A} {T} of {P}',
  '{N} Under the {A} [Moon|Stars|Sky|Clouds]',
  'A {A} {T} for {N}',
  'When the {A} {T} [Yawned|Sang|Winked|Whispered|Giggled|Glowed|Hummed]',
  '{N} and the {T} Who [Could Not Sleep|Loved to Sing|Lost Its Way|Told Jokes|Wanted a Friend|Counted Stars]',
  'Goodnight, {A} {T}',
  "{N}'s Night in {P}",
  '{N}, the {T} and the {A} [Lantern|Feather|Key|Bell|Secret]',
  '{N} Follows the {A} {T}',
  'Where the {A} {T} Sleeps',
  '{N} and the Secret of the {A} {T}',
  "The {T} Who Came to {N}'s Window",
  'A [Moonlit|Starry|Sleepy|Quiet] Night with the {A} {T}',
  '{N} and the [Lost|Missing|Wandering] {T}',
];

const ADJECTIVES = [
  'Whispering',
  'Sleepy',
  'Silver',
  'Golden',
  'Moonlit',
  'Twinkling',
  'Secret',
  'Little',
  'Wandering',
  'Glowing',
  'Velvet',
  'Dreamy',
  'Tiny',
  'Hidden',
  'Humming',
  'Midnight',
  'Starry',
  'Gentle',
  'Wishing',
  'Curious',
  'Snowy',
  'Lucky',
  'Cozy',
  'Faraway',
  'Rainbow',
  'Velvety',
  'Feathery',
  'Shy',
  'Friendly',
  'Kindly',
  'Smiling',
  'Yawning',
  'Twilight',
  'Shining',
];

const TONE_ADJECTIVES: Readonly<Record<string, readonly string[]>> = {
  funny: ['Giggling', 'Wobbly', 'Silly', 'Hiccuping', 'Upside-Down'],
  adventurous: ['Brave', 'Daring', 'Bold', 'Mighty', 'Far-Flung'],
  calming: ['Quiet', 'Hushed', 'Peaceful', 'Drowsy', 'Soft'],
  educational: ['Clever', 'Wise', 'Amazing', 'Puzzling', 'Marvellous'],
  magical: ['Enchanted', 'Sparkling', 'Magic', 'Shimmering', 'Spellbound'],
};

const GENERAL_NOUNS = [
  'Lantern',
  'Feather',
  'Key',
  'Shell',
  'Cloud',
  'Bell',
  'Moonbeam',
  'Pebble',
  'Kite',
  'Star',
  'Music Box',
  'Paper Boat',
  'Snow Globe',
  'Button',
  'Balloon',
  'Blanket',
  'Teacup',
  'Whistle',
];

const PLACES = [
  'Moonbeam Hill',
  'Starfall Lane',
  'Willow Hollow',
  'Cloud Harbour',
  'Pillow Mountain',
  'Lantern Bay',
  'Dandelion Dell',
  'Sleepy Hollow Wood',
  'Tumbledown Meadow',
  'Nightingale Valley',
  'Hush Harbour',
  'Bramble Bend',
];

export function makeTitle(ctx: StoryContext): string {
  const adjectives = [...ADJECTIVES, ...(TONE_ADJECTIVES[ctx.tone.id] ?? [])];
  const nouns = ctx.pack.titleNouns;
  const vars = {
    N: ctx.name,
    A: adjectives,
    T: [...nouns, ...nouns, ...GENERAL_NOUNS],
    P: PLACES,
  };
  for (let attempt = 0; attempt < 12; attempt++) {
    const title = expand(ctx.rng.pick(PATTERNS), { rng: ctx.rng, vars, rich: 0 });
    if (ctx.isSafe(title)) return title;
  }
  return `${ctx.name}'s Bedtime Story`;
}
