import type { TTwistId } from '../../../../../shared/story-options.js';
import { v } from './build.js';
import type { TwistContent } from './types.js';

type Twists = Partial<Record<TTwistId, TwistContent>>;

/** Twists of the sea, the sky and space, and small magic (see twists-a.ts). */
export const TWISTS_C: Twists = {
  'lost-hat': {
    match: /\bhat\b|\bcap\b|bonnet/i,
    worlds: ['land', 'home', 'sky'],
    tags: ['wind', 'birds'],
    event: v(
      ['[Whoosh|Swish]! The wind [took|lifted] {nameS} hat.', '{nameS} hat [blew|sailed] into a tree.'],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] breeze lifted {nameS} woolly hat and dropped it on a branch, where a [little|small] bird sat in it [at once|right away].',
        '[Whoosh|Swish]! Off flew {nameS} hat, landing in a tree, and a sparrow moved right in.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] sudden breeze plucked the woolly hat from {nameS} head and dropped it into the crook of a branch, where a [small|little] bird promptly settled into it like a nest.',
        '{nameS} hat sailed off on the wind and came to rest in a tree, and a sparrow [claimed|took] it before anyone could blink.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] bird kept the hat. That was fine.',
        '[The|Later, the|By then, the|In the end, the] bird was snug in the hat.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] bird was still snug in {nameS} hat, and {Name} decided it could keep it.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] passed the tree, and the bird peeped a thank-you from its new woolly nest.',
      ],
      [
        '[Because the wind had taken it|Since it had blown away], {nameS} hat had become the [coziest|snuggest] nest in the [whole|entire] tree, and {Name} did not mind one bit.',
        'High in the tree, the [sparrow|little sparrow] [dozed|snuggled] in the woolly hat, [so losing it had been a gift|which made losing it worth it], and {Name} waved to it.',
      ],
    ),
  },
  'bird-borrows': {
    match: /bird.*(borrow|took|take|stole|shiny)|magpie|crow/i,
    worlds: ['land', 'home'],
    tags: ['birds'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] magpie borrowed a shiny button.',
        '[A|Then a|Just then, a|All at once, a] bird took the shiny button!',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] curious magpie swooped down and borrowed the shiny button from {nameS} coat.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] magpie [hopped|bounced|skipped] close, tilted its head, and flew off with a shiny button.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] magpie, who [loved|adored|was fond of] anything that glittered, swooped down and politely borrowed the brass button from {nameS} coat.',
        'In a flash of black and white, a magpie carried off the [shiniest|brightest] button {Name} owned.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] magpie brought the button back.',
        '[The|Later, the|By then, the|In the end, the] button [came back|returned|crept back], shiny.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] magpie dropped the button back into {nameS} hand, as shiny as ever.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] magpie returned the button with a [proud|pleased|delighted] [little|small] hop.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] magpie had returned the button, polished brighter than before, as if to say thank you for the loan.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] button was back on {nameS} coat, and the magpie looked rather pleased with itself.',
      ],
    ),
  },
  'message-in-bottle': {
    match: /bottle|message|letter|note/i,
    worlds: ['sea', 'land'],
    tags: ['water'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] bottle bobbed up with a note.',
        '[Look|Oh, look]! A bottle with a [message|note]!',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] glass bottle bobbed up beside them with a rolled note inside: "Follow the shells."',
        '[They|Just then, they|All at once, they|Then they|A moment later, they|Right then, they] found a [little|small] bottle with a message curled up inside it.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] bottle drifted to them on the current, and inside was a curled note in [tiny|teeny|itty-bitty] handwriting: "Follow the shells, and you will find it."',
        'Out of the water bobbed a bottle, sealed with wax, holding a message [meant|written] for them.',
      ],
    ),
    echo: v(
      [
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}] kept the note.',
        '[The|Later, the|By then, the|In the end, the] note had been right.',
      ],
      [
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}|Afterward, {Name}|As it turned out, {Name}] kept the note from the bottle safe in {their} pocket. It had been right.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] message in the bottle had been true, and {Name} [smiled|grinned|beamed|smiled wide] at it [again|once more|one more time].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] note from the bottle had been [exactly|just|precisely] right, and {Name} tucked it away to keep forever.',
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}|Afterward, {Name}|As it turned out, {Name}] read the message from the bottle once more and wondered who had written it.',
      ],
    ),
  },
  'tide-goes-out': {
    match: /\btide|rock ?pools?|low water/i,
    worlds: ['land'],
    tags: ['water'],
    event: v(
      [
        '[The|Then the|Just then, the|All at once, the] tide went out. Little pools appeared.',
        '[The|Then the|Just then, the|All at once, the] sea went out far away.',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] tide slipped out, leaving [little|small] rock pools full of crabs and shells.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] sea pulled back, and a sandy path appeared where the water had been.',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] tide drew back, slow and silver, revealing a glistening path of sand and [small|little] pools full of hidden life.',
        'As the sea [retreated|slipped back], a hidden sandbar rose up, a path that only [appears|shows itself] at low tide.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] tide came in [softly|gently|quietly].',
        '[The|Later, the|By then, the|In the end, the] sea [came back|returned|crept back] to the sand.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] tide was coming back in now, [gently|softly|tenderly] covering their footprints.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] rock pools filled up [again|once more|one more time] as the sea came home.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] tide was creeping back in, smoothing away their footprints as if tidying up after them.',
        'Behind them the sandy path they had [walked|strolled|wandered] slipped [quietly|softly|gently] back under the [sea|waves], [its job done|as if it had waited just for them].',
      ],
    ),
  },
  'whale-song': {
    match: /whale/i,
    worlds: ['sea'],
    tags: ['animals', 'water'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] whale sang a long, low song.',
        'Far away, a whale [began|started] to [sing|hum].',
      ],
      [
        'From far away came a long, low song: a whale was singing, and the water [hummed|crooned|sang] [along|softly].',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] whale sang deep and slow, and the song seemed to point the way.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] deep, slow song rolled through the water, a whale singing somewhere far off, and every fish paused to listen.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] water [began|started] to hum with the song of a whale, long notes that seemed to tell them which way to go.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] whale was still singing.',
        '[The|Later, the|By then, the|In the end, the] whale sang them home.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] whale was still singing [softly|gently|quietly], and they followed its song home.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] could still hear the whale, humming them a lullaby.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] whale song still echoed faintly through the water, now slower and softer, like a lullaby.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] whale had sung them the way, and its last notes followed them home.',
      ],
    ),
  },
  'bubble-ride': {
    match: /bubble/i,
    worlds: ['home', 'land', 'sea', 'dream'],
    tags: [],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] giant bubble floated by.',
        '[Look|Oh, look]! A bubble as big as a [ball|beach ball].',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] giant, [shimmering|glimmering] bubble floated by, and inside it they could see the way ahead.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] bubble as [big|great big] as a beach ball drifted past, wobbling with [shimmering|glimmering] colors.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] bubble the size of a beach ball drifted past, and reflected in its [shimmering|glimmering] skin was the path they needed.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] great [shimmering|glimmering] bubble floated [slowly|carefully|gently] by, and in its curved surface a picture of the way ahead appeared.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] bubble popped. Pop!',
        '[They|Later, they|By then, they|In the end, they] remembered the big bubble.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [big|great big] bubble popped [at last|at long last] with a [soft|gentle] pop, as if to say, "You are home."',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] remembered the bubble that had shown them the way.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] great bubble finally popped in a sprinkle of [tiny|teeny|itty-bitty] [shining|gleaming] drops, its job done.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] way the bubble had shown them was [exactly|just|precisely] right.',
      ],
    ),
  },
  'comet-passes': {
    match: /comet/i,
    worlds: ['space', 'sky'],
    tags: ['space', 'night'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] comet zoomed by, bright and fast.',
        '[Look|Oh, look]! A comet with a [long|sparkly] tail!',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] comet swept past with a long, glittering tail, lighting everything silver.',
        'Whoosh! A [bright|shining] comet [flew|zoomed] by and left a trail of sparkles.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] comet swept by, trailing a tail of glittering dust that lit the sky silver for a long, breathless moment.',
        'Far above, a comet crossed the dark, its [shining|gleaming] tail stretched out like a [ribbon|silver ribbon].',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] comet sparkles were still there.',
        '[The|Later, the|By then, the|In the end, the] comet trail showed the way.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] comet was gone, but its sparkly trail still showed them the way.',
        '[Tiny|Little] comet sparkles still [drifted|twinkled] around them [as they went|all the way], lighting the path [like a trail|the comet had left them].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] comet had moved on, but its glittering trail lingered like a path of lights.',
        '[A|Later, a|By then, a|In the end, a|Afterward, a|As it turned out, a] few grains of comet dust still shimmered on their sleeves.',
      ],
    ),
  },
  'stars-spell': {
    match: /stars?.*(spell|word|letter|name|message)/i,
    worlds: ['sky', 'space', 'land'],
    tags: ['night'],
    event: v(
      [
        '[The|Then the|Just then, the|All at once, the] stars moved and spelled a word.',
        '[Look|Oh, look]! The stars [spelled|wrote] {nameS} name!',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] stars shifted and [twinkled|sparkled|glittered] until they spelled a word: {Name}!',
        'High above, the stars [slid|drifted] into letters and spelled out "HELLO."',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] stars [began|started] to drift, [slowly|carefully|gently], until they had arranged themselves into letters that spelled {nameS} name across the sky.',
        'Overhead, the stars [rearranged themselves|gathered] into [shining|gleaming] letters: "THIS WAY."',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] stars still spelled the word.',
        '[The|Later, the|By then, the|In the end, the] starry word winked.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] stars still spelled out their word, and one of them winked at {Name}.',
        '[Looking up|Glancing up], {Name} could still read the [starry|twinkling] letters, [and|so|and so] {they} [smiled|grinned].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] starry letters were fading back into ordinary stars, but {Name} would remember the word forever.',
        'Overhead, the stars still spelled their [message|words], a little [fainter|dimmer] now, [as if waving goodbye|as if to say good night].',
      ],
    ),
  },
  'tiny-moon-stop': {
    match: /tiny moon|small moon|little moon|rest stop|rest on a moon/i,
    worlds: ['space'],
    tags: ['space'],
    event: v(
      [
        '[They|Then they|Just then, they|All at once, they] stopped on a [tiny|teeny|itty-bitty] moon.',
        '[A|Then a|Just then, a|All at once, a] [tiny|teeny|itty-bitty] moon! They sat down to rest.',
      ],
      [
        '[They|Just then, they|All at once, they|Then they|A moment later, they|Right then, they] stopped to rest on a [tiny|teeny|itty-bitty] moon, no bigger than a bed, and it was [soft|gentle] as a pillow.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [tiny|teeny|itty-bitty] moon floated up to them, and they sat on it to catch their breath.',
      ],
      [
        'Halfway there, they paused on a [tiny|teeny|itty-bitty] moon, barely [big|great big] enough for two, its surface [soft|gentle] and silvery as a cushion.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [little|small] moon drifted alongside, and they stepped onto it for a rest among the stars.',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] waved to the [tiny|teeny|itty-bitty] moon.',
        '[The|Later, the|By then, the|In the end, the] [tiny|teeny|itty-bitty] moon waved goodbye.',
      ],
      [
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] waved to the [tiny|teeny|itty-bitty] moon as they passed it [again|once more|one more time], and it [glowed|shone|gleamed] a little brighter.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [tiny|teeny|itty-bitty] moon was still there, waiting for the next travelers to rest.',
      ],
      [
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] passed the [tiny|teeny|itty-bitty] moon on the way back, and it seemed to glow a little brighter for them.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] moon drifted behind them, a resting place they would not forget.',
      ],
    ),
  },
  'gravity-off': {
    match: /float|gravity|weightless/i,
    worlds: ['space', 'dream'],
    tags: ['flying'],
    event: v(
      [
        '[Whee|Wheee]! Everything [began|started] to float.',
        '[They|Then they|Just then, they|All at once, they] floated up like balloons.',
      ],
      [
        'Suddenly everything [began|started] to float: {Name}, {companion.the}, and even a [stray|runaway] sock.',
        'Whoops! They bobbed up off the ground and floated [gently|softly|tenderly] in the [air|soft air].',
      ],
      [
        'All at once, the pull of the ground let go, and everything [drifted|floated] upward: {Name}, {companion.the}, and a [surprised|very surprised] sock.',
        'Gravity seemed to take a [short|little] holiday, and they floated in slow, lazy [circles|loops].',
      ],
    ),
    echo: v(
      [
        'Their feet were [on|back on] the ground [again|at last].',
        'No more [floating|bobbing] [now|up there]. [Thump|Plop]!',
      ],
      [
        'Their feet were back on the ground [again|once more|one more time], though {Name} [bounced|hopped] once, just to [check|be sure].',
        'Everything had [settled|drifted] [down|back down], even the [floating|runaway] sock.',
      ],
      [
        'Gravity was back, [comfortable|cozy] and steady, and [even|luckily] the stray sock had landed [neatly|right] beside them.',
        '[Standing|Back on their feet] [firmly|safely] once more, they [laughed|giggled|chuckled] about floating [upside down|like balloons].',
      ],
    ),
  },
  'clock-backwards': {
    match: /clock|time.*(back|rewind)|backwards? in time/i,
    worlds: ['home', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[The|Then the|Just then, the|All at once, the] [little|small] clock ticked backwards.',
        'Tock-tick! The clock [went|ran] backwards.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [little|small] clock [began|started] ticking backwards, tock-tick, and everything went back one minute.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] clock hands spun the wrong way, and the last minute happened all over [again|once more|one more time].',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] old clock gave a cough and [began|started] ticking backwards, and the last minute rewound like a ribbon on a spool.',
        'Tock-tick went the clock, the wrong way round, giving them the same minute [again|once more|one more time], [and then another|like a gift].',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] clock ticked forward again.',
        '[Tick-tock|Tick, tock]. [All in order|Every hand right] [now|again].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] clock was ticking forward [again|once more|one more time] now, tick-tock, all in order.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] clock hands went the right way [again|once more|one more time], and it was nearly bedtime.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] clock had put itself right, ticking forward [again|once more|one more time] as if nothing had happened.',
        'Tick-tock, [said|went] the clock, properly this time, and it was [very|really|quite] nearly bedtime.',
      ],
    ),
  },
  'wish-granted': {
    match: /wish/i,
    worlds: ['home', 'land', 'sky', 'space', 'sea', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[{Name}|Then {Name}|Just then, {Name}|All at once, {Name}] wished for light. A glow came!',
        '[{Name}|Then {Name}|Just then, {Name}|All at once, {Name}] made a wish. It came true!',
      ],
      [
        '[{Name}|Just then, {Name}|All at once, {Name}|Then {Name}|A moment later, {Name}|Right then, {Name}] wished for a little more light, and a [soft|gentle] golden glow appeared around them.',
        '[{Name}|Just then, {Name}|All at once, {Name}|Then {Name}|A moment later, {Name}|Right then, {Name}] closed {their} eyes and wished, and a warm glow [began|started] to shine.',
      ],
      [
        'Half joking, {Name} wished for a little more light, and [at once|right away] a [soft|gentle] golden glow gathered around them like a [lamp|lantern].',
        '[{Name}|Just then, {Name}|All at once, {Name}|Then {Name}|A moment later, {Name}|Right then, {Name}] [whispered|murmured] a wish, and the air [began|started] to glow, warm and gold.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] wish glow was still there.',
        '[The|Later, the|By then, the|In the end, the] glow stayed with them.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] wish glow was still [shining|gleaming] [softly|gently|quietly] around them, lighting the way home.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] golden glow from {nameS} wish stayed close [all the way|the whole way] back.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] glow from {nameS} wish had not faded, and it lit the way back like a faithful lantern.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] wish still [glowed|shone|gleamed], as if it intended to see them safely home.',
      ],
    ),
  },
  'magic-sneeze': {
    match: /sneez/i,
    worlds: ['home', 'land', 'sky', 'space', 'sea', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[Achoo|Ah-choo]! Out [came|puffed] [sparkles|glitter].',
        '[{companion.The}|Then {companion.the}|Just then, {companion.the}|All at once, {companion.the}] sneezed glitter!',
      ],
      [
        '[Achoo|Ah-choo]! {companion.The} sneezed, and a cloud of [sparkles|glitter] puffed out [everywhere|all around].',
        '[{companion.The}|Just then, {companion.the}|All at once, {companion.the}|Then {companion.the}|A moment later, {companion.the}|Right then, {companion.the}] gave a [big|great big] sneeze, and glitter floated down like confetti.',
      ],
      [
        '[{companion.The}|Just then, {companion.the}|All at once, {companion.the}|Then {companion.the}|A moment later, {companion.the}|Right then, {companion.the}] sneezed a tremendous sneeze, and out burst a cloud of glitter that drifted down over everything.',
        'One sneeze from {companion.the}, and the air was full of [sparkles|glitter].',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] still had sparkles on them.',
        '[The|Later, the|By then, the|In the end, the] sneeze glitter still shone.',
      ],
      [
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] were still finding sparkles from that sneeze in their pockets.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] glitter from the sneeze [twinkled|sparkled|glittered] on their sleeves.',
      ],
      [
        'Glitter from the [famous|magical] sneeze still [clung to|sparkled on] their sleeves, [twinkling|glinting] [softly|like tiny stars].',
        'Every so often, a sparkle from the sneeze drifted past, and they [laughed|giggled|chuckled] all over [again|once more|one more time].',
      ],
    ),
  },
  'puddle-mirror': {
    match: /puddle|mirror|reflection/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['magic', 'water'],
    event: v(
      [
        'In a puddle, a [tiny|teeny|itty-bitty] world [waved|winked].',
        '[The|Then the|Just then, the|All at once, the] puddle showed a secret world.',
      ],
      [
        'In a puddle, {Name} saw a [tiny|teeny|itty-bitty] upside-down world, and someone in it [waved|gave a wave].',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] puddle shimmered and showed a [little|small] world, with a path they had never seen.',
      ],
      [
        'Looking into a still puddle, {Name} saw not a reflection but a [tiny|teeny|itty-bitty], upside-down world, where someone [very|really|quite] [small|little] waved hello.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] puddle rippled and cleared, showing a miniature world that seemed to point the way.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] puddle world waved goodbye.',
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}] waved at the puddle.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] puddle world [waved|gave a wave] goodbye as they passed it [again|once more|one more time].',
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}|Afterward, {Name}|As it turned out, {Name}] peeked into the puddle, and the [tiny|teeny|itty-bitty] world winked up at {them}.',
      ],
      [
        'As they passed the puddle, the [tiny|teeny|itty-bitty] world inside it [waved|gave a wave], and {Name} waved back.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] puddle looked ordinary now, but {Name} knew better.',
      ],
    ),
  },
  'fireflies-lead': {
    match: /firefl|glow ?worm|lightning bug/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['insects', 'night'],
    event: v(
      [
        'Fireflies [blinked|glowed] on, [one by one|one at a time].',
        '[Little|Tiny] lights [showed|lit] a path.',
      ],
      [
        'One by one, fireflies blinked on and made a glowing path through the [grass|long grass].',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] line of fireflies lit up and bobbed ahead, as if to say, "This way."',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] hundred fireflies blinked on [at once|right away], drawing a [soft|gentle], glowing line through the grass.',
        'Fireflies rose out of the grass, blinking in [patient|steady|calm] rows, showing the way [forward|ahead].',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] fireflies lit the way home.',
        '[The|Later, the|By then, the|In the end, the] fireflies blinked good night.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] fireflies blinked them [all the way|the whole way] home, one [little|small] light at a time.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] fireflies were still there, glowing [softly|gently|quietly] along the path.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] fireflies escorted them home, a drifting lantern of [tiny|teeny|itty-bitty] lights.',
        '[Thanks to|Because of] the fireflies they had found the way, and their [little|glowing] friends blinked [once more|a last goodbye] and [settled|nestled] into the grass.',
      ],
    ),
  },
  'balloon-lifts': {
    match: /balloon/i,
    worlds: ['home', 'land', 'sky', 'dream'],
    tags: ['food'],
    event: v(
      [
        '[Balloons|Bright balloons] [floated|drifted] down with a basket.',
        '[A|Then a|Just then, a|All at once, a] basket of berries came on balloons!',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] bunch of [bright|shining] balloons floated down, and tied to them was a [little|small] basket of berries.',
        'Red, blue and yellow balloons [drifted|floated] down with a basket of [snacks|treats].',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] cluster of [bright|shining] balloons drifted down from nowhere, carrying a [small|little] basket of berries, as if someone had known they would be hungry.',
        'Down floated a bunch of balloons, with a basket of [berries|apples] swinging [gently|softly|tenderly] beneath.',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] ate the last berries.',
        '[The|Later, the|By then, the|In the end, the] balloons floated away.',
      ],
      [
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] shared the last berries from the balloon basket, sweet and juicy.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] balloons floated off into the sky, now that their job was done.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] last berries from the balloon basket tasted like summer.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] balloons had drifted away, empty basket swinging, to wherever balloons go.',
      ],
    ),
  },
  'wrong-way-round': {
    match: /everything.*backwards?|back to front|wrong way round|walk(ed|ing|s)? backwards/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[Everyone|Everybody|All at once, everybody] [walked|strolled|wandered] backwards!',
        '[Everyone|Everybody|All at once, everybody] [said|whispered|murmured] goodbye for hello.',
      ],
      [
        'Everything went back to front: clocks ticked backwards, and [everyone|everybody] [said|whispered|murmured] goodbye instead of hello.',
        'Suddenly [everyone|everybody] [walked|strolled|wandered] backwards, and it was [very|really|quite] [silly|funny|goofy].',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] world turned back to front: rivers ran uphill, clocks ticked the wrong way, and [everyone|everybody] [said|whispered|murmured] "goodbye" when they met.',
        'Everything went the wrong way round, and even the stairs seemed to go [down|downhill] when they [went|stepped] up.',
      ],
    ),
    echo: v(
      [
        '[Everything|All of it] was the right way [now|again].',
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}] [said|whispered|murmured] hello the right way.',
      ],
      [
        'Everything was the right way round [again|once more|one more time], and {Name} [said|whispered|murmured] hello properly.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] clocks ticked forward now, and it sounded strange after all that.',
      ],
      [
        'Everything had turned the right way round [again|once more|one more time], though the clocks still looked a little [confused|puzzled].',
        'Walking forward [again|once more|one more time] felt [almost odd|a little funny] after so much walking [backward|the wrong way round].',
      ],
    ),
  },
  'lantern-dims': {
    match: /lantern|torch|flashlight|light (goes|went|runs) (out|low)/i,
    worlds: ['home', 'land', 'sea', 'dream'],
    tags: ['dark', 'night'],
    event: v(
      [
        '{nameS} [little|small] lantern [began|started] to fade.',
        '[The|Then the|Just then, the|All at once, the] lantern grew dim. Oh!',
      ],
      [
        '{nameS} [little|small] lantern flickered low, so {companion.the} [glowed|shone|gleamed] [softly|gently|quietly] to light the way.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] glow in {nameS} lantern grew dim, and they [walked|strolled|wandered] [slowly|carefully|gently], close [together|side by side].',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] [little|small] lantern {Name} had carried [began|started] to flicker and fade, so they [walked|strolled|wandered] more [slowly|carefully|gently], close [together|side by side], trusting the [soft|gentle] light of {companion.the}.',
        '{nameS} lantern grew [faint|dim], and they stepped [carefully|gently|with care], side by side.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] lantern shone bright again.',
        '[The|Later, the|By then, the|In the end, the] lantern [glowed|shone|gleamed] [warm|cozy|toasty].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] lantern had found its glow [again|once more|one more time], [warm|cozy|toasty] and bright.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] lantern [glowed|shone|gleamed] steadily now, as if it had only been resting.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] lantern had filled with light [again|once more|one more time], and its warm glow danced on the path.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] lantern burned bright and steady now, as if it had only needed a rest.',
      ],
    ),
  },
  'surprise-visitor': {
    match: /visitor|from home|someone from home|note from home/i,
    worlds: ['home', 'land', 'sky', 'dream'],
    tags: [],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] note from home floated down.',
        '[A|Then a|Just then, a|All at once, a] [little|small] note [said|whispered|murmured], "We love you."',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] paper note from home floated down and [said|whispered|murmured], "We love you. Cocoa is ready."',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [little|small] note fluttered down, written by someone at home: "Come back [soon|before long|in no time]."',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] folded note came fluttering down, in handwriting {Name} knew [at once|right away]: "We love you. Cocoa will be waiting."',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] message from home arrived, folded into a paper star: "We are so [proud|pleased|delighted] of you. Come home [soon|before long|in no time]."',
      ],
    ),
    echo: v(
      [
        '[Cocoa|Warm milk] was waiting, just [like|as] the note [said|promised].',
        '[The|Later, the|By then, the|In the end, the] note was right.',
      ],
      [
        '[Cocoa|Warm milk] was waiting, just as the note from home had [promised|said], [so|and] they [sipped|shared] it together.',
        '[{Name}|Later, {Name}|By then, {Name}|In the end, {Name}|Afterward, {Name}|As it turned out, {Name}] still had the note from home, folded small and safe.',
      ],
      [
        'Just as the note had promised, there was [cocoa|warm milk] waiting at home, [warm|cozy|toasty] in its [mug|cup].',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] note from home was tucked in {nameS} pocket, and it felt [warm|cozy|toasty] there.',
      ],
    ),
  },
  'mixed-up-song': {
    match:
      /(sound|noise|step)s?.*(music|song)|every(thing)? (sings|is music)|mixed[- ]?up song|musical world/i,
    worlds: ['home', 'land', 'sky', 'space', 'sea', 'dream'],
    tags: [],
    event: v(
      [
        'Every sound [turned|changed] into [music|a song]!',
        'Each [step|footstep] went [ting|ping], [ting|ping], [ting|ping]!',
      ],
      [
        'Suddenly every sound turned into music: each step went [ting|ping], and each word came out as a song.',
        'Everything they touched [began|started] to play a note, like a [big|great big], [soft|gentle] piano.',
      ],
      [
        'Every sound became music: footsteps chimed like bells, and even a sneeze came out as a [little|small] [tune|song].',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] world [began|started] to sing, every touch and every step ringing out a [soft|gentle], clear note.',
      ],
    ),
    echo: v(
      [
        '[A|Later, a|By then, a|In the end, a] footstep still went ting.',
        '[The|Later, the|By then, the|In the end, the] music was quiet now.',
      ],
      [
        'Now and then a footstep still went [ting|ping], and they [smiled|grinned|beamed|smiled wide].',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] music had gone quiet, but {Name} was still humming it.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] world had stopped singing, but {Name} kept humming the tune [all the way|the whole way] back.',
        'Only the [faintest|smallest] chime remained, ringing [softly|gently|quietly] under their [feet|toes].',
      ],
    ),
  },
};
