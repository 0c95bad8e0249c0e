import type { TTwistId } from '../../../../../shared/story-options.js';
import { v } from './build.js';
import type { TwistContent } from './types.js';

type Twists = Partial<Record<TTwistId, TwistContent>>;

/** Twists that come from creatures, friends and small surprises (see twists-a.ts). */
export const TWISTS_B: Twists = {
  hiccups: {
    match: /hiccup/i,
    worlds: ['home', 'land', 'sky', 'space', 'sea', 'dream'],
    tags: [],
    event: v(
      [
        '[Hic|Hic, hic|Hiccup]! {companion.The} [got|had] the hiccups.',
        '[Hic! Hic!|Hic, hic, hic!|Hiccup! Hic!] [Oh no|Oh dear|Uh-oh], [hiccups|the hiccups]!',
      ],
      [
        '[Suddenly|All at once] {companion.the} got the hiccups, and every [hic|hiccup] made a [tiny|teeny|itty-bitty] bubble pop out.',
        'Hic! Hic! {companion.The} had the hiccups, and they would not [stop|go away].',
      ],
      [
        'Without warning, {companion.the} [began|started] to hiccup, and with every hic a [small|little], [shining|gleaming] bubble floated up and popped.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] case of the hiccups took hold of {companion.the}, so loud and bouncy that nobody could keep a straight face.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] hiccups were all gone now.',
        '[No more|Not one more] hiccups. [Not one|Not a single hic|All gone]!',
      ],
      [
        '[{companion.The}|Later, {companion.the}|By then, {companion.the}|In the end, {companion.the}|Afterward, {companion.the}|As it turned out, {companion.the}] had not hiccupped once since, and [said|whispered|murmured] so proudly.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] hiccups were gone, and only one [small|little] bubble floated by to remember them.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] hiccups had vanished as suddenly as they came, and {companion.the} seemed almost sorry to see them go.',
        '[Not a single|Not one] hiccup [since|all evening], though {Name} kept [listening|waiting] for one.',
      ],
    ),
  },
  'shrinks-tiny': {
    match: /shr[iu]nk|tiny size|so small|small as|very small/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[Pop|Poof]! They shrank as [small|little] as buttons.',
        '[Everyone|Everybody|All at once, everybody] got [tiny|teeny|itty-bitty], [tiny|teeny|itty-bitty], tiny!',
      ],
      [
        'With a [soft|gentle] pop, {Name} and {companion.the} shrank until they were as [small|little] as [buttons|beads].',
        'Suddenly everything looked [huge|enormous]: they had shrunk to the size of ladybugs.',
      ],
      [
        'With a [soft|gentle] pop the world seemed to swell around them: they had shrunk to the size of buttons, and every blade of grass was a [tree|tall tree].',
        'All at once, {Name} and {companion.the} were [tiny|teeny|itty-bitty], [small|little] enough to ride on a leaf.',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] were their own size again.',
        '[Pop|Poof]! Back to [normal|their own] size.',
      ],
      [
        'With another pop they were their own size [again|once more|one more time], which felt rather [big|great big] after being so [small|little].',
        'Being their own size [again|once more|one more time], they [laughed|giggled|chuckled] at how [huge|enormous] the pebbles had seemed.',
      ],
      [
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] had grown back to their own size, but {Name} would never look at a blade of grass the same way [again|once more|one more time].',
        'Back at their [normal|usual] size, they remembered riding on a leaf and [grinned|smiled] at each other, [glad of the trip|still amazed].',
      ],
    ),
  },
  'grows-giant': {
    match: /giant|grow(s|ing)? (big|huge|tall)|huge|enormous/i,
    worlds: ['land', 'home', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[The|Then the|Just then, the|All at once, the] flowers grew as tall as trees.',
        'Everything grew [big|huge] and [tall|taller]!',
      ],
      [
        'All at once the daisies grew as tall as trees, and the ladybugs were as [big|great big] as [cushions|pillows].',
        'Everything around them [began|started] to grow, until a single leaf was [big|great big] enough to [sit|nap] on.',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] garden [began|started] to grow before their eyes, daisies towering like trees and dewdrops as [big|great big] as balloons.',
        'Everything swelled to giant size, so that a single acorn was as [big|great big] as a [cozy|snug|toasty] armchair.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] flowers were [small|little] again.',
        '[Everything|Each thing] was its [own|usual] size [now|again].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] flowers had shrunk back to their usual size, but {Name} still [smiled|grinned|beamed|smiled wide] at them.',
        'Everything was its normal size [again|once more|one more time], [so|and] the giant leaf was just a [leaf|little leaf] [now|again].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] giant daisies had shrunk back to ordinary daisies, though one still seemed to stand a little taller than the rest.',
        '[Because|Now that] everything had returned to its usual size, the world felt [cozy|snug|toasty] and [just right|exactly their size].',
      ],
    ),
  },
  'upside-down': {
    match: /upside[- ]?down|topsy[- ]?turvy|on the ceiling/i,
    worlds: ['home', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[Whoops|Oops]! Everything turned upside down.',
        '[They|Then they|Just then, they|All at once, they] [walked|strolled|wandered] on the ceiling!',
      ],
      [
        'Then everything flipped upside down, and they found themselves [walking|tiptoeing] on the ceiling.',
        'Whoops! The [whole|entire] room turned topsy-turvy, and the lamp hung up like a [flower|tulip].',
      ],
      [
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] world gave a [gentle|soft] tumble and turned upside down, so that they strolled across the ceiling while the rug hung overhead.',
        'Everything went topsy-turvy [at once|right away], and it took a [moment|minute] to decide which way was up.',
      ],
    ),
    echo: v(
      [
        '[Everything|All of it] was right side up [now|again].',
        '[The|Later, the|By then, the|In the end, the] floor was on the floor again.',
      ],
      [
        'Everything was the right way up [again|once more|one more time], and {Name} did a [little|small] hop just to check.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] ceiling was back on top, where ceilings belong.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] room had settled the right way up, though {Name} glanced at the ceiling once, just in case.',
        'Right side up [again|once more|one more time], the world felt [wonderfully|beautifully] steady under their feet.',
      ],
    ),
  },
  'colors-swap': {
    match: /colou?rs? (swap|change|mix|switch)|swap(ped)? colou?rs|wrong colou?r/i,
    worlds: ['home', 'land', 'sky', 'space', 'sea', 'dream'],
    tags: ['magic'],
    event: v(
      [
        'All the colors [swapped|traded] [places|spots]!',
        'Red went [blue|green], and [blue|green] went red.',
      ],
      [
        'Suddenly all the colors [swapped|traded] places: red turned blue, and yellow turned [green|pink].',
        'With a shimmer, every color traded places, and {companion.the} turned [bright|pale] [purple|orange].',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] shimmer passed over everything, and every color traded places, so that {companion.the} was suddenly a startling shade of violet.',
        'All at once the colors of the world got [mixed up|jumbled] like [paints|paint] in a [jar|jam jar].',
      ],
    ),
    // Someone puts the colors back: they never just drift home by themselves.
    echo: v(
      [
        '[{Name}|{companion.The}] [blinked|clapped] three times. [Every|Each] color [went|hopped] [home|back].',
        '{companion.The} gave a big sneeze. [Pop!|Whoosh!] The colors [jumped|went] back.',
        '{Name} [sang|hummed] a color song. [Each|Every] color [hopped|went] back.',
      ],
      [
        '[Once|After] {Name} had [called out|named] every color [one by one|in turn], each one [hurried|went] back to its place, and {companion.the} was no longer [purple|polka-dotted] [at all|one bit].',
        '{Name} [dabbed|painted] the last [odd|wrong] spot back to its own color, and after the great mix-up everything [looked right|was itself] [again|once more].',
      ],
      [
        '[Later,|By then,|In the end,] {Name} [coaxed|sorted] the colors back one at a time, each to its proper place, though {companion.the} [kept|asked to keep] one violet spot.',
        '[Because|Once] {Name} had [asked|persuaded] every color to go home, everything looked [familiar|like home] and [right|just as it should].',
      ],
    ),
  },
  'toys-alive': {
    match: /toys?.*(alive|life|talk|wake|move)|living toys/i,
    worlds: ['home', 'dream'],
    tags: ['magic'],
    event: v(
      [
        'Then the toys sat up and [waved|smiled].',
        '[The|Then the|Just then, the|All at once, the] toys [began|started] to talk!',
      ],
      [
        'All at once {nameS} toys sat up, stretched, and [said|whispered|murmured], "Can we [help|come too]?"',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] toys on the shelf woke up, [yawned|gave a big yawn], and climbed down to join them.',
      ],
      [
        'One by one the toys on the shelf stirred, stretched their stiff [little|small] arms, and climbed down, [eager|ready] to help.',
        'With a creak and a giggle, {nameS} toys came to life and lined up like a [small|little], [cheerful|eager] team.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] toys waved good night.',
        '[The|Later, the|By then, the|In the end, the] toys were back on the shelf.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] toys were back on the shelf, but one of them gave {Name} a wink.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] toys climbed back into their places and waved good night.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] toys had gone back to their shelf and their stillness, but {Name} knew what they could do now.',
        'On the shelf, the toys sat [very|really|quite] still, yet every one of them seemed to be [smiling|winking].',
      ],
    ),
  },
  'animals-talk': {
    match: /animals?.*(talk|speak)|talking animals?/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['animals', 'magic'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] duck [said|whispered|murmured], "Hello there!"',
        '[The|Then the|Just then, the|All at once, the] animals [began|started] to talk!',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [little|small] duck waddled up and [said|whispered|murmured], "Hello! Can I help?" in a [very|really|quite] clear voice.',
        'Suddenly every animal nearby [began|started] to talk, and a rabbit [asked|politely asked] their names.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] duck cleared its throat and remarked, quite politely, that it could help, and suddenly every animal nearby was chatting.',
        '[The|Just then, the|All at once, the|Then the|A moment later, the|Right then, the] animals, it turned out, could talk tonight, and they had a great deal to say.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] duck quacked good night.',
        '[The|Later, the|By then, the|In the end, the] animals [said|whispered|murmured] goodbye.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] duck called, "Good night!" as they passed, and this time it was just a quack.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] animals [waved|gave a wave] goodbye, chattering [happily|gladly|merrily].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] duck nodded as they passed, and its quack sounded a lot like "Good night."',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] animals had gone quiet [again|once more|one more time], but they all watched them pass with friendly eyes.',
      ],
    ),
  },
  'secret-door': {
    match: /door|secret (way|passage)|hidden (way|entrance)/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['magic'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] [tiny|teeny|itty-bitty] door appeared, with a light inside.',
        '[Look|Oh, look]! A [tiny|teeny|itty-bitty] door opened.',
      ],
      [
        'Right beside them a [tiny|teeny|itty-bitty] round door appeared, and warm light [glowed|shone|gleamed] through its keyhole.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [little|small] door, no bigger than a book, swung open all by itself.',
      ],
      [
        'Where there had been nothing a moment ago stood a [tiny|teeny|itty-bitty], round door, and through its keyhole came the glow of somewhere [warm|cozy|toasty].',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [small|little] carved door appeared with a [soft|gentle] click, and it opened onto a short, [bright|shining] path.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] [tiny|teeny|itty-bitty] door was closed now.',
        '[They|Later, they|By then, they|In the end, they] passed the [little|small] door.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [tiny|teeny|itty-bitty] door was closed [again|once more|one more time], but a light still [glowed|shone|gleamed] through its keyhole.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] passed the [little|small] door, and it gave a friendly click.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] door had closed behind them, but {Name} was sure it would open [again|once more|one more time] one day.',
        'Passing the [tiny|teeny|itty-bitty] door, {Name} touched it [softly|gently|quietly], a [thank-you|quiet thanks] for the [shortcut|quick way home].',
      ],
    ),
  },
  'egg-hatches': {
    match: /\beggs?\b|hatch|chick/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['birds', 'animals'],
    event: v(
      [
        '[Crack|Tap, tap]! An egg [hatched|cracked open] in a nest.',
        'Out popped a [fluffy|fuzzy] [little|small] chick.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] speckled egg in a nest wobbled, cracked, and out came a fluffy yellow chick.',
        'Tap, tap, crack! A [tiny|teeny|itty-bitty] chick hatched and [peeped|cheeped] at them.',
      ],
      [
        'In a nest close by, a speckled egg wobbled, tapped, and cracked open, and a damp [little|small] chick [blinked|peeped] up at them.',
        '[They|Just then, they|All at once, they|Then they|A moment later, they|Right then, they] watched in wonder as an egg hatched, and a [small|little] fluffy chick gave its first peep.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] chick peeped good night.',
        '[The|Later, the|By then, the|In the end, the] [little|small] chick was asleep.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] chick was fast asleep in its nest, and it peeped once as they passed.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] tiptoed past the nest so they would not wake the new chick.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] newly hatched chick was asleep now, a [small|little] round puff in the nest.',
        'Passing the nest, they heard one [sleepy|soft] peep from the [newest|tiniest] [little|small] bird.',
      ],
    ),
  },
  'new-friend': {
    match: /new friend|shy|joins? (in|them)|someone new/i,
    worlds: ['home', 'land', 'dream'],
    tags: ['animals'],
    event: v(
      [
        '[A|Then a|Just then, a|All at once, a] shy mouse came to play.',
        '[A|Then a|Just then, a|All at once, a] [little|small] mouse asked to come.',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] shy [little|small] mouse peeked out and asked, [very|really|quite] [quietly|softly|gently], if it could come along.',
        'From behind a flowerpot a [small|little] mouse [whispered|murmured], "May I [join you|come along]?"',
      ],
      [
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [small|little] mouse, shy as a whisper, crept out and asked whether there might be room for one more.',
        '[They|Just then, they|All at once, they|Then they|A moment later, they|Right then, they] were joined by a [very|really|quite] shy mouse who wanted, more than anything, to help.',
      ],
    ),
    echo: v(
      [
        '[The|Later, the|By then, the|In the end, the] mouse was not shy now.',
        '[The|Later, the|By then, the|In the end, the] mouse waved goodbye.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] [little|small] mouse was not shy at all now, and it waved a [tiny|teeny|itty-bitty] paw.',
        '[Their|The] new friend, the mouse, [skipped|scampered] along beside them, chattering [happily|gladly|merrily].',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] mouse who had been so shy was now the chattiest of them all.',
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] [said|whispered|murmured] goodbye to the mouse, who promised to visit [again|once more|one more time] [soon|before long|in no time].',
      ],
    ),
  },
  'surprise-party': {
    match: /party|celebrat|birthday/i,
    worlds: ['home', 'land', 'sky', 'sea', 'dream'],
    tags: ['food'],
    event: v(
      [
        'Surprise! A [little|small] party was [ready|waiting].',
        'There was [cake|a cake] and paper lanterns!',
      ],
      [
        '[Around|Just around] the corner they found a table with paper lanterns and a [cake|berry cake]: a surprise party for {companion.the}!',
        'Someone had set out a [tiny|teeny|itty-bitty] picnic party, with [berries|grapes], cake and a banner.',
      ],
      [
        'Around the next corner waited a surprise: a [small|little] party, with paper lanterns, a cake, and a banner that [said|whispered|murmured] HOORAY in [bright|shining] letters.',
        '[A|Just then, a|All at once, a|Then a|A moment later, a|Right then, a] [little|small] party had been prepared in secret, with lanterns strung in a row and a cake waiting.',
      ],
    ),
    echo: v(
      [
        '[They|Later, they|By then, they|In the end, they] still had cake crumbs.',
        '[The|Later, the|By then, the|In the end, the] party lanterns still [glowed|shone|gleamed].',
      ],
      [
        '[They|Later, they|By then, they|In the end, they|Afterward, they|As it turned out, they] still had crumbs of party cake on their fingers, and it made them smile.',
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] paper lanterns from the party were still glowing [softly|gently|quietly] as they passed.',
      ],
      [
        '[The|Later, the|By then, the|In the end, the|Afterward, the|As it turned out, the] party lanterns [glowed|shone|gleamed] behind them, and the taste of cake still lingered.',
        'It had been the best kind of party, the surprising kind, and they were still [smiling|grinning|beaming] about it [all the way home|long after].',
      ],
    ),
  },
};
