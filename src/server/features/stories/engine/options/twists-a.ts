import type { TTwistId } from '../../../../../shared/story-options.js';
import { v } from './build.js';
import type { TwistContent } from './types.js';

type Twists = Partial<Record<TTwistId, TwistContent>>;

/**
 * Twists that come from weather, light and the way ahead. Each is an event at the 'twist' beat
 * and an echo a later beat uses to refer back to it, so the twist is part of the plot.
 * Worlds are honest: rain, wind and fog only where there is weather.
 */
export const TWISTS_A: Twists = {
  'wind-takes-map': {
    match: /\bmap\b.*(wind|blow|fl(y|ew)|away|lost)|(wind|breeze).*\bmap\b/i,
    worlds: ['land', 'sky', 'home'],
    tags: ['wind'],
    event: v(
      [
        '[{Name}|Then {Name}|Just then, {Name}|All at once, {Name}] [had|held|took out|opened] a [little|small|paper|folded] map. [Whoosh, the wind|Then a gust|Swish, a big gust|Up came the wind and it] [took it away|blew it off|lifted it up|sent it flying].',
        '[{Name}|Then {Name}|Just then, {Name}|All at once, {Name}] held up a [paper|little|folded|small] map. [A big|A sudden|A cheeky|A strong] gust [blew|swept|puffed|tugged] it [away|off|up and away|right out of {their} hand].',
        '[{Name}|Then {Name}|Just then, {Name}] [took out|unfolded|looked at] a [paper|little|folded] map. The wind [blew|puffed|tugged|swished] [hard|once|all at once], and [up went|off flew|away went|off went] the map!',
        '[{Name}|Then {Name}|Just then, {Name}] [held|had|opened] a [little|paper|folded] map. [Flap, flap|Swish, swoosh|Whoosh|Flutter, flap], it [flew|blew|zipped|sailed] [up and away|off in the wind|over the hill|out of reach]!',
      ],
      [
        '[{Name}|All at once, {Name}|A moment later, {Name}] unfolded a [little|small] paper map, and just then a gust of wind whisked it away over the treetops.',
        '[{Name}|Just then, {Name}|All at once, {Name}|Then {Name}|A moment later, {Name}|Right then, {Name}] took out a map to check the way, [but|and] [whoosh|swish|with a puff], the [wind|breeze|gust] [tugged|pulled|whisked] it free and it [fluttered|flapped|sailed|spun] off like a [little|small|paper] [kite|leaf].',
      ],
      [
        '[{Name}|Just then, {Name}|All at once, {Name}|Then {Name}|A moment later, {Name}|Right then, {Name}] had barely unfolded a [little|small] paper map when a playful gust caught it and sent it tumbling away across the sky, far out of reach.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] wind, quiet all day, chose the very moment {Name} took out a map to lift it clean away, and they watched it sail off, smaller and smaller.',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] did not [need|miss|want] the [map|old map|paper map] [now|anymore|after all].',
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}] knew the way [by heart|without it|with no map|just fine].',
        '[They needed no map|No map was needed|The map was not needed] [now|after all|today|tonight]. [{Name}|They] [knew|found|had] the way.',
        'The map was [still|far] [flying|up in the sky|out on the wind|off somewhere]. [That was fine|It did not matter|Nobody minded|That was okay].',
      ],
      [
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] never did get the map back, but {Name} had remembered the way without it.',
        'Somewhere the map was still [flying|sailing] with the wind, and that was fine: [losing it had taught them|they had learned] the way [by heart|for good].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] map was long gone on the wind, but it turned out {Name} had never really needed it.',
        '[Good thing|Lucky] the wind had taken the map: without it, {Name} had found [a better way|the way] home [anyway|after all].',
      ],
    ),
  },
  'gentle-rain': {
    match: /\brain|shower|drizzl|puddle|umbrella/i,
    worlds: ['land', 'home', 'sky'],
    tags: ['rain', 'water'],
    event: v(
      ['Pitter-patter! A [soft|gentle] rain [began|started].', 'Drip, drop. Down came the rain.'],
      [
        'Pitter-patter, pitter-patter: a [soft|gentle], warm rain [began|started] to fall, and they [hurried|scurried|rushed] under a [big|great big] leaf.',
        'All at once a [gentle|soft] shower came down, and {Name} and {companion.the} shared a [leaf|big leaf] for an umbrella.',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] clouds opened, not with a storm but with a [soft|gentle], warm shower that drummed on the leaves, and the two of them sheltered beneath a broad, dripping fern.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] sudden summer rain swept in, [warm|mild] and [gentle|soft], turning every path into a [shining|gleaming] ribbon of puddles.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] puddles shone in the light.',
        '[The|Later, the|By then, the|In the end, the] rain had washed everything clean.',
      ],
      [
        'After the rain everything [sparkled|twinkled|glittered], and they splashed through the [shining|gleaming] puddles on the way.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] rain had stopped, and the air smelled fresh and green.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] shower had washed the [whole|entire] world clean, and every puddle they passed held a [small|little] piece of sky.',
        '[Drops|A few drops] still fell from the leaves now and then, [little|small] reminders of the rain, as they [walked|strolled|wandered] on.',
      ],
    ),
  },
  'rainbow-appears': {
    match: /rainbow/i,
    worlds: ['land', 'sky', 'dream', 'home'],
    tags: [],
    event: v(
      [
        '[Look|Oh, look]! A rainbow [came out|appeared].',
        '[A|Then a|Just then, a|All at once, a] big rainbow curved across the sky.',
      ],
      [
        'Just then a rainbow arched across the sky, and one end seemed to touch the ground right [beside|next to] them.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [bright|shining] rainbow appeared, so close that {Name} could see every color.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] rainbow unfolded across the sky, so vivid and close that its end seemed to rest a few steps away, [shimmering|glimmering] like a doorway.',
        'Out of nowhere a rainbow bloomed overhead, and its colors spilled across the ground [in front of|ahead of] them.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] rainbow was still there.',
        '[They|Later, they|By then, they|In the end, they] waved goodbye to the rainbow.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] rainbow was still glowing faintly when they passed, as if it had waited for them.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] followed the last colors of the rainbow, which had shown them the way.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] rainbow had faded to a [soft|gentle] glow, but it had shown them the path, and they thanked it [silently|without a sound].',
        'Where the rainbow had touched down, a few colors still [lingered|glowed] on the ground, [marking the way|showing them the way] [home|back].',
      ],
    ),
  },
  'snow-falls': {
    match: /\bsnow|flurr|blizzard|winter|frost|ice\b|icy/i,
    worlds: ['land', 'home', 'sky', 'dream'],
    tags: ['snow'],
    event: v(
      [
        '[Soft|Light|Fine|Fat] snow [began|started] to [fall|drift down|come down|float down].',
        '[Look, look|Oh, look|Oh my|Look up], snowflakes came [floating|drifting|tumbling|twirling] down!',
        '[A|One|The first|A tiny] snowflake [landed|fell|sat] on {nameS} [nose|hand|hat|sleeve]. [Then came more!|More came down!|Then lots more!|It was snowing!]',
        'The sky went [white|soft|pale|still]. [Snow|Big flakes|Little flakes|Fluffy snow] [fell and fell|came down slowly|fell all around|drifted down].',
      ],
      [
        'Then, [softly|gently|quietly], snowflakes [began|started] to drift down, and [soon|before long|in no time] everything was [white and quiet|soft and white|frosted like a cake].',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] flurry of snowflakes came tumbling down, and {companion.the} tried to catch them.',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] air turned crisp, and the first snowflakes drifted down, [slow and silent|one by one|lazy as feathers], until the [whole|entire] world wore a [soft|gentle|thick] white [blanket|coat|quilt].',
        '[Snow|Fine snow|Heavy, feathery snow] [began|started] to fall, [gentle|soft|quiet] and thick, [hushing every sound|muffling every footstep|softening every edge] and [frosting|dusting|icing] every [branch|fence post|rooftop].',
      ],
    ),
    echo: v(
      [
        'Their [footprints|little tracks|boot prints|snowy tracks] [showed|led|marked] [the way|them|the path] [back|home].',
        '[The|Later, the|By then, the|In the end, the] snow [crunched|squeaked|crackled|scrunched] under their [feet|boots|toes|steps].',
        '[Snow|White snow|Soft snow|Fresh snow] [sat|lay|rested|piled] on [every|each] [branch|roof|hat|post]. [It looked like frosting.|It looked like sugar.|It looked like cream.|It looked like icing.]',
        'Snowflakes [twirled|drifted|danced|floated] past them [all the way back|the whole way home|like tiny stars].',
      ],
      [
        '[Lucky|Good thing|How handy] it had snowed: their [footprints|boot prints|little tracks] showed [exactly|just|precisely] [where they had been|the way back].',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] snow was still falling [softly|gently|quietly], and it crunched with every step.',
        '[Snowflakes|Soft flakes|Big, soft snowflakes] kept [drifting|floating|twirling] past them all the way back, [like tiny white stars|soft as feathers|each one a different shape].',
      ],
      [
        '[Thanks to the snow|Because of the snow|As luck would have it], their footprints made a [trail|neat track|clear line] they could simply follow [back|home], the [easiest|best|friendliest] map in the world.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] snow had settled [thick and quiet|deep and soft|in a smooth white layer], and it made the [whole|entire] [evening|world|walk home] feel like [a dream|a page from a storybook|a secret].',
        '[Snow|Fine snow|Feathery snow] was still [drifting|sifting|wandering] past them on the way back, [each flake catching the light|soft and unhurried|silent as thought], as if the sky had decided to come along.',
      ],
    ),
  },
  'fog-rolls-in': {
    match: /\bfog|\bmist|cloud(y|s) (came|rolled)/i,
    worlds: ['land', 'sea', 'sky'],
    tags: [],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] [soft|gentle] fog rolled in.',
        'Fog came in, [white|pale] and [soft|gentle].',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [soft|gentle] white fog rolled in, like a blanket, and they could only see a few steps ahead.',
        'Gentle fog floated in and wrapped everything in [soft|pale|quiet] [gray|silver].',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [soft|gentle] fog drifted in from nowhere, muffling every sound and turning the world into pale, [gentle|soft] shapes.',
        'Fog curled in like [cotton|wool], thick and [quiet|hushed], so that only the nearest things could be seen.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] fog was gone now.',
        '[The|Later, the|By then, the|In the end, the] fog had drifted away.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] fog had lifted now, and they could see [all the way|the whole way] home.',
        '[Without|Free of] the fog, everything looked clear and close [again|once more|one more time], [so the way home was easy|and the way home was plain to see].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] fog had lifted as [quietly|softly|gently] as it had come, and the way home lay clear before them.',
        '[Now that|Once] the fog had [melted|drifted] away, they could see how close they had been [all along|the whole time], [and they laughed|which made them smile].',
      ],
    ),
  },
  'moon-hides': {
    match: /\bmoon\b.*(hid|cloud|gone|missing|dark|behind)|(hid|cloud).*\bmoon\b/i,
    worlds: ['land', 'sky', 'sea', 'home'],
    tags: ['night'],
    event: v(
      [
        '[The|Then the|Just then, the|All at once, the] moon hid behind a cloud.',
        '[A|Then a|Just then, a|All at once, a] cloud covered the moon.',
      ],
      [
        'Then a [big|great big], fluffy cloud slid over the moon, and the silver light grew [soft|gentle] and [dim|faint].',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] moon tucked itself behind a cloud, as if it wanted a [little|small] rest.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] drifting cloud slid across the moon, and its silver light faded to a faint glow at the edges.',
        'For a while the moon [disappeared|slipped] behind a long, slow cloud, and they had to find their way by the [stars|starlight].',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] moon peeked out again.',
        '[Now|At last] the moon [shone|glowed] [bright|round and bright].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] moon peeked out from behind its cloud, just in time to light the way.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] cloud had moved on, and the moon was [shining|gleaming] [again|once more|one more time], round and bright.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] cloud had drifted on, and the moon came out [again|once more|one more time], as though it had only been resting.',
        'Moonlight [spilled|poured] back over everything, [so the path was easy to see|and the path shone silver], and the cloud that had hidden it was [far away|drifting far off] now.',
      ],
    ),
  },
  'shooting-star': {
    match: /shooting star|falling star|star (fell|falls|landed|lands)|wishing star/i,
    worlds: ['land', 'sky', 'space', 'dream'],
    tags: ['night'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] shooting star zoomed down.',
        '[Whoosh|Swish]! A star landed [nearby|close by].',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] shooting star streaked across the sky and landed [softly|gently|quietly] nearby, glowing like a lamp.',
        'With a twinkle and a whoosh, a [small|little] shooting star dropped down [close by|nearby].',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] shooting star arced across the sky, trailing silver, and came to rest a short way off, glowing [softly|gently|quietly] like a [warm|cozy|toasty] coal.',
        'Something [bright|shining] fell from the sky with a [soft|gentle] whoosh: a [tiny|teeny|itty-bitty] shooting star, humming [quietly|softly|gently] where it landed.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] [little|small] star flew home.',
        '[The|Later, the|By then, the|In the end, the] star winked goodbye.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] shooting star rose back into the sky and winked at them as it went.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] looked up and saw the [little|small] star back in its place, [shining|gleaming] just for them.',
      ],
      [
        '[Because they had helped|Thanks to their help], the [little|small] star had found its way back among the others, and it [twinkled|sparkled|glittered] once, as if to say thank you.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] shooting star had gone home too, and now it shone steadily overhead.',
      ],
    ),
  },
  'path-splits': {
    match: /path.*(split|fork|two)|fork in the (road|path)|two (ways|paths|roads)|crossroads/i,
    worlds: ['land', 'dream'],
    tags: ['water'],
    event: v(
      [
        '[The|Then the|Just then, the|All at once, the] path split into two.',
        'Which way now? [Left or right|This way or that]?',
      ],
      [
        'Then the path split in two: one way went up a [hill|grassy hill], the other went down by a stream.',
        '[They|Just then, they|All at once, they|Then they|A moment later, they|Right then, they] came to a fork in the path, and both ways looked just right.',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] path divided without warning into two, one climbing toward the hills, one winding down into the valley, and neither had a sign.',
        'At a fork in the path, they [stopped|paused]: two ways, both [inviting|friendly-looking], and only one was theirs.',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] took the same way back.',
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}] remembered the right path.',
      ],
      [
        'At the fork in the [path|road], {Name} remembered which way to turn [without even stopping|straight away], [thanks to|because of] the choice {they} had made before.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] passed the fork again and [laughed|giggled|chuckled], because now they knew the way.',
      ],
      [
        '[Because|Since] {they} had [chosen well|picked so carefully] before, when they reached the fork [again|once more|one more time] {Name} did not hesitate; the right way was [obvious|clear] now.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] fork in the path no longer looked confusing; it was just the place where they had chosen well.',
      ],
    ),
  },
  'bridge-washed': {
    match: /bridge/i,
    worlds: ['land', 'dream'],
    tags: ['water'],
    event: v(
      [
        '[The|Then the|Just then, the|All at once, the] [little|small] bridge had floated away! They [hopped|bounced|skipped] over on stepping stones.',
        '[Oh|Hmm]! There was no bridge. They crossed on [round|flat] stones.',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] [little|small] wooden bridge over the stream had floated away, so they crossed on a row of stepping stones, hop, hop, hop.',
        'Where the bridge should have been there was only a [babbling|chattering] stream, and they crossed it stone by stone.',
      ],
      [
        '[They|Just then, they|All at once, they|Then they|A moment later, they|Right then, they] reached the stream to find that the [little|small] bridge had drifted loose and floated away, so they picked their way across on flat stepping stones, arms out for balance.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] old bridge was gone, carried off downstream, and the only way over was a wobbly line of stepping stones, which they crossed one [careful|gentle] hop at a time.',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] [hopped|bounced|skipped] back over the stones.',
        '[Hop|Skip], [hop|skip]! [Over|Across] the stream [again|once more|one more time].',
      ],
      [
        '[Because the bridge was gone|With the bridge gone], they [hopped|bounced|skipped] across the stepping stones [again|once more|one more time], and this time it felt [easy|like a game].',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] crossed the stream on the same round stones, laughing at how wobbly they had seemed before.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] stepping stones that had seemed so wobbly earlier were easy now, and they crossed without a second thought.',
        '[Good thing|Lucky] the bridge had floated away: the stepping stones had turned out to be [more fun|the better way] [anyway|after all], and they [hopped|skipped] home across them.',
      ],
    ),
  },
};
