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
export const BRIDGES: Readonly<Record<World, Variants>> = {
  home: v(
    [
      '[The|Their] [adventure|big game] came [right|all the way] to {setting}.',
      'It all [began|started] [right|just] [in|inside] {setting}.',
      '[No need to go far|They did not go far]. [It was|The fun was] in {setting}.',
      '{Name} made a [pretend|make-believe] [ship|boat|rocket] in {setting}.',
    ],
    [
      '[Tonight|This time] the adventure did not need to go far at all: it came [right|straight] to {setting}, [just as it was|cozy as ever].',
      '{Name} built a pretend [ship|boat] of [cushions and boxes|pillows and blankets], and the [adventure|game] [began|started] [in|right in] {setting}.',
      '[With a blanket for a sail|With a box for a boat], {Name} set off, and {setting} [became|turned into] a whole [new|wide] world.',
      "The [best|coziest] adventures [start|begin] at home, {Name} [decided|thought], and [this one|tonight's] began in {setting}.",
    ],
    [
      'Some adventures travel a long way; this one came to {setting}, where a blanket became a [sail|tent] and a [cushion|pillow] [an island|a mountain].',
      'With a [little|small] imagination, {setting} became the [whole|entire] wide world, and the adventure [began|started] [there|right there].',
      '{Name} [arranged|lined up] [chairs|cushions] into a [ship|train] with [great|serious] care, and {setting} [turned out|proved] to be the [perfect|ideal] place to [set sail|begin].',
      '[It turned out|As it happened], the adventure had been waiting in {setting} all along, [tucked|hidden] among [familiar|everyday] things [made|turned] new.',
    ],
  ),
  land: v(
    [
      'A [path|trail] [led|took] them to {setting}.',
      '[Off|Away] they [went|walked] to {setting}.',
      '[Hand in hand|Side by side], they [went|ran] to {setting}.',
      'A [little|winding] [path|lane] went [all the way|right] to {setting}.',
    ],
    [
      'A [winding|narrow] path appeared, and it led them, [step by step|bit by bit|little by little], [all the way|right] to {setting}.',
      'They followed a trail of [pebbles|shells|leaves] that [glowed|shone|gleamed] [softly|gently|quietly], [all the way|the whole way] to {setting}.',
      '[Over a hill|Across a meadow] and [along a lane|past a gate], they [walked|strolled|wandered] until they [came to|reached] {setting}.',
      'A [friendly|wooden] signpost pointed the way, and [soon|before long|in no time] they [arrived at|came to] {setting}.',
    ],
    [
      'A path none of them had [noticed|spotted|seen] before unrolled [before|ahead of] them, and they followed it, [curious|wondering], to {setting}.',
      'The adventure, it turned out, was waiting somewhere [quite different|else entirely]: at the end of a [long|quiet], winding [path|lane], in {setting}.',
      '[Following|Trusting] a row of [stepping stones|painted posts], they [wandered|made their way] [over the hills|through the fields] until {setting} [came into view|opened up before them].',
      'The road [curved|bent] [gently|lazily] [one way|this way] and then [another|that], and [every turn|each bend] brought them closer to {setting}.',
    ],
  ),
  sky: v(
    [
      'A [soft|gentle] breeze [carried|lifted] them to {setting}.',
      '[Up, up|Higher and higher] they [went|floated] to {setting}.',
      'A [kind|friendly] cloud [took|carried] them to {setting}.',
      'They [floated|drifted] [up|high] to {setting}.',
    ],
    [
      'A [warm|mild], [gentle|soft] breeze lifted them up, slow and steady, [all the way|the whole way] to {setting}.',
      'They [drifted|floated] up like [dandelion seeds|feathers] until they [reached|came to] {setting}.',
      'A [fluffy|friendly] cloud [floated down|drifted down], [scooped them up|let them climb aboard], and carried them to {setting}.',
      '[Holding on tight|Side by side], they [rose|floated] past the treetops and [up|on] to {setting}.',
    ],
    [
      'A warm breeze gathered them up as [gently|softly|tenderly] as a hand and carried them, [slow and steady|unhurried], to {setting}.',
      'Like dandelion seeds on a summer [wind|breeze], they [floated|drifted] higher and higher, until they [arrived at|came to] {setting}.',
      'A [cloud|great white cloud] as [soft|plump] as a pillow [drifted|sailed] down to meet them and [carried|ferried] them, [unhurried|without a bump], to {setting}.',
      '[The rooftops|The treetops] grew [smaller|tiny] below them as they [rose|drifted] [on a warm breeze|on a kindly wind], and [soon|presently] {setting} [spread out|opened out] around them.',
    ],
  ),
  space: v(
    [
      'A [twinkle|sparkle] [took|carried] them to {setting}.',
      '[Whoosh|Zoom]! They were [at|in] {setting}.',
      'A [little|silver] rocket [flew|took] them to {setting}.',
      'Past the [moon|stars], they [zoomed|glided] to {setting}.',
    ],
    [
      'With a [whoosh|hum] and a [twinkle|sparkle], they zoomed past the [clouds|moon] and the stars to {setting}.',
      'A ribbon of [starlight|moonlight] carried them [gently|softly|tenderly] up and away, [all the way|the whole way] to {setting}.',
      'Their [little|silver] rocket [hummed|purred] [softly|quietly], and [soon|before long|in no time] {setting} [glowed|shone|gleamed] ahead of them.',
      '[Buckled in|Strapped in snugly], they [counted down|waited] and [lifted off|rose up], [gliding|floating] all the way to {setting}.',
    ],
    [
      'A ribbon of [silver|golden] starlight curled around them and carried them, [gently|softly|tenderly] and [silently|without a sound], beyond the clouds to {setting}.',
      'With a [soft|gentle] whoosh the sky opened up into stars, and they [glided|drifted] between them [to|all the way to] {setting}.',
      'Their rocket [climbed|rose] [steadily|smoothly] through the last wisps of sky, and [then|at last] the stars [opened|parted] like curtains onto {setting}.',
      '[Weightless|Floating free] and [perfectly calm|quite at ease], they [drifted|coasted] past [a sleepy moon|a ringed planet] until {setting} [came into view|glowed ahead].',
    ],
  ),
  sea: v(
    [
      'A [big|shiny] bubble [took|carried] them to {setting}.',
      '[Down, down|Deeper and deeper] they [went|drifted] to {setting}.',
      'A [friendly|kind] turtle [took|led] them to {setting}.',
      'They [floated|sank] [slowly|gently] to {setting}.',
    ],
    [
      'A [big|great big] [shiny|shimmering] bubble wrapped around them and sank, slow and [gentle|soft], down to {setting}.',
      'Inside a bubble as [big|great big] as a room, they [floated|drifted] [down|gently down] to {setting}.',
      'A [friendly|wise old] turtle [let them ride|gave them a ride] on its shell, [all the way|the whole way] down to {setting}.',
      '[Little|Tiny] fish [swam alongside|kept them company] as their bubble [bobbed|drifted] down to {setting}.',
    ],
    [
      'A [shimmering|glimmering] bubble, large enough for them all, closed around them and drifted [gently|softly|tenderly] down through [blue|clear] water to {setting}.',
      'Safe inside a great [glassy|shining] bubble, they sank [slowly|carefully|gently] past [curious|friendly] fish until they reached {setting}.',
      'A [patient|kindly] sea turtle [offered|lent] them its broad shell, and [paddled|swam] [steadily|unhurriedly] down through [green-blue|sunlit] water to {setting}.',
      'Their bubble [rocked|swayed] [gently|softly|tenderly] [like a cradle|with the current], and [schools of silver fish|a line of seahorses] [guided|escorted] it down to {setting}.',
    ],
  ),
  dream: v(
    [
      '{Name} [closed|shut] {their} eyes. [Here|There] was {setting}!',
      'In a [blink|wink], they were [in|at] {setting}.',
      'A [sleepy|dreamy] [yawn|sigh], and [there|here] was {setting}.',
      '[Everything|The room] [went|turned] [soft|shimmery]. It was {setting}!',
    ],
    [
      '{Name} closed {their} eyes [for a moment|for a while], and when {they} opened them, there [was|stood|lay] {setting}.',
      'Everything went [soft|gentle] and [shimmery|sparkly], and [suddenly|all at once] they were in {setting}.',
      'A [dream|daydream] [tiptoed|drifted] in like [mist|a cloud], and [when it cleared|as it lifted], they were in {setting}.',
      '{Name} [counted|whispered] to three, and [with a sparkle|in a shimmer] the room [became|turned into] {setting}.',
    ],
    [
      'The world blurred at the edges like a dream, and when it came clear [again|once more|one more time], {setting} [lay|spread out] [before|around] them.',
      '{Name} blinked once, [slowly|carefully|gently], and the [ordinary|everyday] world [melted|faded] away into {setting}.',
      'Like [a page turning|a curtain drawing back] [in a storybook|on a little stage], the everyday world [folded away|slipped aside] and {setting} [appeared|unfolded] in its place.',
      '[A hush|A gentle stillness] settled, the colors [swirled|ran together] like [watercolors|paint in water], and [when they settled|once they cleared], {setting} [was waiting|lay waiting].',
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
      [
        '[Pop|Poof]! {Name} [shrank|got tiny] to fit inside {setting}.',
        'They [climbed|tiptoed] [into|inside] {setting}.',
        'The [lid|top] [opened|lifted]. In [they went|they climbed]!',
        '[Tiny now|Small as toys], they [slipped|hopped] into {setting}.',
      ],
      [
        'With a [soft|gentle] pop, {Name} shrank [small|little] enough to climb inside {setting}, where the toys were [waiting|ready].',
        'The lid of the toy box [creaked|swung] open, and they were [small|little] enough to [climb|hop] right in.',
        '[A sprinkle of|A puff of] [sparkles|glitter] made them [toy-sized|tiny], and they [slid|tumbled softly] into {setting}.',
        '{Name} [tapped|knocked on] the lid [three times|twice], and [with a wink|with a giggle] it opened wide enough to [let them in|welcome them].',
      ],
      [
        'With a [gentle|soft] pop, they shrank to the size of a toy [soldier|mouse], and the lid of {setting} swung open like a [welcoming|friendly] door.',
        'Small enough, [suddenly|all at once], to fit in a [teacup|thimble], they [slipped|tiptoed] under the lid and into {setting}.',
        '[Shrinking|Growing smaller] [like a sigh|as easily as a yawn], they [found themselves|stood] [knee-high to|no taller than] a wooden block, at the [edge|doorway] of {setting}.',
        'The toy box [lid|latch] [lifted|clicked] [as if by magic|all by itself], and a [tin|painted] soldier [bowed|waved] them into {setting}.',
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
