import type { TSettingId } from '../../../../../shared/story-options.js';
import type { StoryTag, Variants, World } from '../plans/types.js';
import { v } from './build.js';
import type { SettingContent } from './types.js';

/**
 * How a story whose theme belongs to another world gets to the parent's setting; {setting} is
 * the setting's place ("the back garden"). Each bridge says how they got there in a way that fits
 * the setting's world: home settings bring the adventure indoors (pretend ships, stars through
 * the window), the sea is reached in a bubble, space by a gentle, twinkling journey.
 */
const BRIDGES: Readonly<Record<World, Variants>> = {
  home: v(
    ['The adventure came to {setting}.', 'It all [began|started] right in {setting}.'],
    [
      'Tonight the adventure did not need to go far at all: it came right to {setting}.',
      '{Name} built a pretend ship of cushions and boxes, and [|then ]the adventure [began|started] in {setting}.',
    ],
    [
      'Some adventures travel a long way; this one came to {setting}, where a blanket became a sail and a cushion an island.',
      'With a [little|small] imagination, {setting} became the [whole|entire] wide world, and [|then ]the adventure [began|started] there.',
    ],
  ),
  land: v(
    ['A path led them to {setting}.', 'Off they went to {setting}.'],
    [
      'A winding path appeared, and it led them, [step by step|bit by bit], to {setting}.',
      'They followed a trail of pebbles that [glowed|shone] [softly|gently], [all the way|the whole way] to {setting}.',
    ],
    [
      'A path none of them had [noticed|spotted] before unrolled before them, and [|then ]they followed it, curious, to {setting}.',
      'The adventure, it turned out, was waiting somewhere quite different: at the end of a long, winding path, in {setting}.',
    ],
  ),
  sky: v(
    ['A [soft|gentle] breeze carried them to {setting}.', 'Up, up they went to {setting}.'],
    [
      'A [warm|cozy], [gentle|soft] breeze lifted them up, slow and steady, [all the way|the whole way] to {setting}.',
      'They drifted up like dandelion seeds until they reached {setting}.',
    ],
    [
      'A [warm|cozy] breeze gathered them up as [gently|softly] as a hand and carried them, slow and steady, to {setting}.',
      'Like dandelion seeds on a summer wind, they floated higher and higher, until they arrived at {setting}.',
    ],
  ),
  space: v(
    ['A twinkle took them to {setting}.', 'Whoosh! They were at {setting}.'],
    [
      'With a whoosh and a twinkle, they zoomed past the clouds and the stars to {setting}.',
      'A ribbon of starlight carried them [gently|softly] up and away, [all the way|the whole way] to {setting}.',
    ],
    [
      'A ribbon of silver starlight curled around them and carried them, [gently|softly] and [silently|without a sound], beyond the clouds to {setting}.',
      'With a [soft|gentle] whoosh the sky opened up into stars, and [|then ]they glided between them to {setting}.',
    ],
  ),
  sea: v(
    ['A big bubble took them to {setting}.', 'Down, down they went to {setting}.'],
    [
      'A [big|great big] shiny bubble wrapped around them and sank, slow and [gentle|soft], down to {setting}.',
      'Inside a bubble as [big|great big] as a room, they floated down to {setting}.',
    ],
    [
      'A [shimmering|glimmering] bubble, large enough for them all, closed around them and drifted [gently|softly] down through blue water to {setting}.',
      'Safe inside a great glassy bubble, they sank [slowly|carefully] past curious fish until they reached {setting}.',
    ],
  ),
  dream: v(
    ['{Name} closed {their} eyes. Here was {setting}!', 'In a blink, they were in {setting}.'],
    [
      '{Name} closed {their} eyes [for a moment|for a while], and when {they} opened them, there was {setting}.',
      'Everything went [soft|gentle] and shimmery, and suddenly they were in {setting}.',
    ],
    [
      'The world blurred at the edges like a dream, and when it came clear [again|once more], {setting} lay before them.',
      '{Name} blinked once, [slowly|carefully], and [|then ]the ordinary world melted away into {setting}.',
    ],
  ),
};

function setting(
  match: RegExp,
  world: World,
  a: string,
  the: string,
  noun: string,
  tags: readonly StoryTag[],
  bridge: Variants = BRIDGES[world],
): SettingContent {
  return { match, world, place: { a, the, noun, tags }, bridge };
}

/** Ordered specific first (a mermaid lagoon before any lagoon, under the sea before the sea). */
export const SETTINGS: Readonly<Record<TSettingId, SettingContent>> = {
  'cozy-treehouse': setting(
    /tree ?house|tree ?fort/i,
    'home',
    'a cozy treehouse',
    'the treehouse',
    'treehouse',
    ['heights'],
  ),
  'back-garden': setting(
    /back ?(garden|yard)|\bgarden\b(?! of)|\byard\b|backyard/i,
    'home',
    'the back garden',
    'the back garden',
    'garden',
    [],
  ),
  bedroom: setting(
    /bed ?room|\bmy room\b|\bnursery\b|\bbunk ?bed/i,
    'home',
    'a cozy bedroom',
    'the bedroom',
    'bedroom',
    [],
  ),
  'grandmas-house': setting(
    /grand(ma|mother|pa|father|parents)'?s?'? (house|home|place|cottage)|nana'?s|granny'?s/i,
    'home',
    "Grandma's house",
    "Grandma's house",
    'house',
    [],
  ),
  kitchen: setting(/kitchen|bakery/i, 'home', 'a warm kitchen', 'the kitchen', 'kitchen', ['food']),
  'toy-shop': setting(/toy ?(shop|store)/i, 'home', 'a toy shop', 'the toy shop', 'toy shop', []),
  library: setting(/librar|book ?shop|bookstore/i, 'home', 'a quiet library', 'the library', 'library', []),
  museum: setting(/museum|gallery/i, 'home', 'a museum at night', 'the museum', 'museum', ['night']),
  'blanket-fort': setting(
    /blanket fort|pillow fort|cushion fort|\bden\b/i,
    'home',
    'a blanket fort',
    'the blanket fort',
    'blanket fort',
    ['small-spaces'],
  ),
  'toy-box': setting(
    /toy ?box|toy ?chest|toy ?cupboard/i,
    'dream',
    'a toy box',
    'the toy box',
    'toy box',
    ['small-spaces', 'magic'],
    v(
      ['Pop! {Name} shrank to fit inside {setting}.', 'They climbed into {setting}.'],
      [
        'With a [soft|gentle] pop, {Name} shrank [small|little] enough to climb inside {setting}, where the toys were waiting.',
        'The lid of the toy box creaked open, and [|then ]they were [small|little] enough to climb right in.',
      ],
      [
        'With a [gentle|soft] pop, they shrank to the size of a toy soldier, and [|then ]the lid of {setting} swung open like a welcoming door.',
        'Small enough, suddenly, to fit in a teacup, they slipped under the lid and into {setting}.',
      ],
    ),
  ),
  meadow: setting(
    /meadow|field of flowers|grassy field|\bfield\b/i,
    'land',
    'a sunny meadow',
    'the meadow',
    'meadow',
    [],
  ),
  farm: setting(/\bfarm|barn|ranch/i, 'land', 'a farm', 'the farm', 'farm', ['animals']),
  park: setting(/\bpark\b/i, 'land', 'the park', 'the park', 'park', []),
  playground: setting(
    /playground|play ?park|swings|slide/i,
    'land',
    'a playground',
    'the playground',
    'playground',
    [],
  ),
  pond: setting(/\bpond|lily ?pad/i, 'land', 'a lily pond', 'the lily pond', 'pond', ['water']),
  river: setting(/river|stream|creek|brook/i, 'land', 'a gentle river', 'the river', 'river', ['water']),
  lake: setting(/\blake/i, 'land', 'a still lake', 'the lake', 'lake', ['water', 'deep-water']),
  beach: setting(
    /beach|seaside|sand(y)? shore|\bshore\b|sandcastle|seashore/i,
    'land',
    'a sandy beach',
    'the beach',
    'beach',
    ['water'],
  ),
  lighthouse: setting(/lighthouse/i, 'land', 'a lighthouse', 'the lighthouse', 'lighthouse', [
    'water',
    'heights',
  ]),
  island: setting(/island|desert island|tropical/i, 'land', 'a tropical island', 'the island', 'island', [
    'water',
  ]),
  jungle: setting(/jungle/i, 'land', 'a jungle', 'the jungle', 'jungle', ['animals', 'woods']),
  rainforest: setting(/rain ?forest|amazon/i, 'land', 'a rainforest', 'the rainforest', 'rainforest', [
    'animals',
    'woods',
    'rain',
  ]),
  savanna: setting(/savann?ah?|safari|grassland|africa/i, 'land', 'the savanna', 'the savanna', 'savanna', [
    'animals',
  ]),
  desert: setting(/desert|oasis|sand dunes?/i, 'land', 'a desert oasis', 'the oasis', 'oasis', ['water']),
  'snowy-mountains': setting(
    /snowy mountain|mountain top|mountains?\b|\bhills?\b|\bpeak/i,
    'land',
    'the snowy mountains',
    'the snowy mountains',
    'mountains',
    ['snow', 'heights'],
  ),
  'mountain-village': setting(
    /mountain village|alpine|chalet|\bvillage\b(?! of)/i,
    'land',
    'a mountain village',
    'the mountain village',
    'village',
    ['snow'],
  ),
  arctic: setting(
    /arctic|north pole|polar|antarctic|igloo|south pole|icy|iceland/i,
    'land',
    'the Arctic',
    'the Arctic',
    'Arctic',
    ['snow'],
  ),
  campsite: setting(/camp(site|ing|fire)?|\btent\b/i, 'land', 'a campsite', 'the campsite', 'campsite', [
    'woods',
    'night',
  ]),
  orchard: setting(/orchard|apple tree/i, 'land', 'an apple orchard', 'the orchard', 'orchard', []),
  'flower-garden': setting(
    /flower garden|rose garden|secret garden|garden of flowers/i,
    'land',
    'a flower garden',
    'the flower garden',
    'flower garden',
    [],
  ),
  castle: setting(/castle|palace|tower|kingdom(?! in)/i, 'land', 'a castle', 'the castle', 'castle', []),
  'fairy-village': setting(
    /fairy (village|garden|glen|land|ring|kingdom)|pixie|elf|elves|gnome/i,
    'dream',
    'a fairy village',
    'the fairy village',
    'fairy village',
    ['magic'],
  ),
  'train-journey': setting(
    /train|railway|carriage|sleeper/i,
    'land',
    'a sleepy train',
    'the sleepy train',
    'train',
    ['trains', 'machines'],
  ),
  'enchanted-forest': setting(
    /forest|woods?\b|woodland|enchanted/i,
    'land',
    'an enchanted forest',
    'the enchanted forest',
    'forest',
    ['woods', 'magic'],
  ),
  'cloud-kingdom': setting(
    /cloud (kingdom|castle|city|land)|kingdom in the clouds|in the clouds|cloud/i,
    'sky',
    'a kingdom in the clouds',
    'the cloud kingdom',
    'cloud kingdom',
    ['heights', 'flying'],
  ),
  'hot-air-balloon': setting(
    /hot[- ]?air balloon|balloon/i,
    'sky',
    'a hot-air balloon',
    'the hot-air balloon',
    'balloon',
    ['heights', 'flying'],
  ),
  'rainbow-bridge': setting(/rainbow/i, 'sky', 'a rainbow bridge', 'the rainbow bridge', 'rainbow bridge', [
    'heights',
    'magic',
  ]),
  'night-sky': setting(
    /night sky|the sky|among the stars|starry|\bstars\b/i,
    'sky',
    'the night sky',
    'the night sky',
    'night sky',
    ['night', 'flying', 'heights'],
  ),
  moon: setting(/\bmoon\b|lunar/i, 'space', 'the moon', 'the moon', 'moon', ['space', 'night']),
  'space-station': setting(
    /space ?(station|ship|craft)|rocket|spaceship/i,
    'space',
    'a space station',
    'the space station',
    'space station',
    ['space', 'machines'],
  ),
  'far-planet': setting(
    /planet|mars|jupiter|saturn|galaxy|outer space|\bspace\b/i,
    'space',
    'a faraway planet',
    'the faraway planet',
    'planet',
    ['space'],
  ),
  'mermaid-lagoon': setting(/mermaid|lagoon/i, 'sea', 'a mermaid lagoon', 'the mermaid lagoon', 'lagoon', [
    'water',
    'swimming',
    'magic',
  ]),
  'coral-reef': setting(/coral|reef/i, 'sea', 'a coral reef', 'the coral reef', 'reef', [
    'water',
    'swimming',
    'fish',
  ]),
  'under-the-sea': setting(
    /under ?(the )?(sea|ocean|water)|undersea|underwater|bottom of the (sea|ocean)|\bocean\b|\bsea\b/i,
    'sea',
    'a place under the sea',
    'the bottom of the sea',
    'sea',
    ['water', 'deep-water', 'swimming', 'fish'],
  ),
  'candy-land': setting(
    /sweet|candy|chocolate|gingerbread|lollipop|cake/i,
    'dream',
    'a land of sweets',
    'the land of sweets',
    'land of sweets',
    ['food', 'magic'],
  ),
  dreamland: setting(
    /dream ?land|land of (dreams|nod)|\bdreams?\b|make[- ]believe/i,
    'dream',
    'Dreamland',
    'Dreamland',
    'Dreamland',
    ['magic'],
  ),
};
