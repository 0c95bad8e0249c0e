import type { TLearningId } from '../../../../../shared/story-options.js';
import { scene, sequence } from './learning-build.js';
import type { LearningContent } from './types.js';

const ONE_TO_TEN = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ELEVEN_TO_TWENTY = [
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
export const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];
export const RAINBOW = ['red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'violet'];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Numbers, letters, colors, shapes, time, and the world: scenes that really do the thing. */
export const LEARNING_A: Partial<Record<TLearningId, LearningContent>> = {
  'counting-to-five': sequence(
    /count(ing)?( up)? to (5|five)\b|numbers? (1|one) ?(to|-) ?(5|five)/i,
    ONE_TO_TEN.slice(0, 5),
    {
      b: [
        '[They|Then they|Next, they|After that, they] counted the hops out loud.',
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] held up a hand and counted.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] and {companion.the} counted five [big|great big] hops out loud: %LIST%!',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted the fingers on one hand, one at a time: %LIST%.',
      ],
      a: [
        'To be sure they had everything, {Name} counted [carefully|gently|with care], touching each one: %LIST%. Five, [exactly|just|precisely] right.',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted five slow steps, saying each number clearly: %LIST%.',
      ],
      end: '!',
    },
  ),
  'counting-to-ten': sequence(
    /count(ing)?( up)? to (10|ten)\b|numbers? (1|one) ?(to|-) ?(10|ten)\b|count(ing)? (10|ten)\b|^counting$|\bcounting\b(?! (back|by|to (5|five|20|twenty)))/i,
    ONE_TO_TEN,
    {
      b: [
        '[They|Then they|Next, they|After that, they] counted out loud together.',
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] clapped and counted.',
        '[{Name}|Then {Name}|Next, {Name}] counted [the hops|the steps|the jumps|the claps] [with|for] {companion.the}.',
        '"[Let us count|Count with me|We can count|I can count] to ten," said {Name}. [Here it goes.|Ready, go.|Here we go.|Off they went.]',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] and {companion.the} counted every hop out loud: %LIST%!',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted ten steps [slowly|carefully|gently], one for each number: %LIST%.',
      ],
      a: [
        'Counting kept them steady, so {Name} counted aloud, one number for every step: %LIST%.',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted ten [careful|gentle] claps, and {companion.the} joined in: %LIST%. Ten, [exactly|just|precisely].',
      ],
      end: '!',
    },
  ),
  'counting-to-twenty': sequence(
    /count(ing)?( up)? to (20|twenty)\b|numbers? (1|one) ?(to|-) ?(20|twenty)|teen numbers/i,
    [...ONE_TO_TEN, ...ELEVEN_TO_TWENTY],
    {
      b: [
        '[They|Then they|Next, they|After that, they] counted [all the way|the whole way] to twenty.',
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] counted every step.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted every single step, [all the way|the whole way] to twenty: %LIST%!',
        '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] counted the glowing dots [together|side by side], past ten and on to twenty: %LIST%.',
      ],
      a: [
        'There were more than ten this time, so {Name} kept going, voice steady: %LIST%. Twenty, every one counted.',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted twenty slow breaths with {companion.the}: %LIST%.',
      ],
      end: '!',
    },
  ),
  'counting-backwards': sequence(
    /count(ing)? ?(back|down)|backwards? (from )?(10|ten)|countdown/i,
    [...ONE_TO_TEN].reverse(),
    {
      b: [
        '[They|Then they|Next, they|After that, they] counted down [slowly|carefully|gently].',
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] counted backwards from ten.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted backwards, slower and slower: %LIST%. Ready!',
        '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] counted down [together|side by side], the way you do before something exciting: %LIST%!',
      ],
      a: [
        'Counting backwards calmed [everyone|everybody], so {Name} [began|started] at ten and went [all the way|the whole way] down: %LIST%.',
        '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] counted down from ten, one number per breath: %LIST%. And then they were ready.',
      ],
      end: '!',
    },
  ),
  'counting-by-twos': sequence(
    /count(ing)? (by|in) (2|two)s?|skip count|even numbers to/i,
    ['two', 'four', 'six', 'eight', 'ten', 'twelve', 'fourteen', 'sixteen', 'eighteen', 'twenty'],
    {
      b: [
        '[They|Then they|Next, they|After that, they] counted the pairs of shoes by twos.',
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] counted by twos.',
      ],
      i: [
        'Things came in pairs, so {Name} counted them by twos: %LIST%!',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [hopped|bounced|skipped] two steps at a time and counted by twos: %LIST%.',
      ],
      a: [
        'Counting pairs is quicker by twos, {Name} knew, and off {they} went: %LIST%.',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted the pairs of footprints by twos, [all the way|the whole way] up: %LIST%.',
      ],
    },
  ),
  'counting-by-fives': sequence(
    /count(ing)? (by|in) (5|five)s?/i,
    [
      'five',
      'ten',
      'fifteen',
      'twenty',
      'twenty-five',
      'thirty',
      'thirty-five',
      'forty',
      'forty-five',
      'fifty',
    ],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] counted by fives on {their} fingers.',
        'One hand is five. They counted on.',
      ],
      i: [
        'Each hand has five fingers, so {Name} counted hands by fives: %LIST%!',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted the bundles of five, one bundle at a time: %LIST%.',
      ],
      a: [
        '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] sticks lay in bundles of five, and {Name} counted the bundles [quickly|swiftly|briskly]: %LIST%.',
        'Counting by fives made it easy, and {Name} reached fifty in no time: %LIST%.',
      ],
    },
  ),
  'counting-by-tens': sequence(
    /count(ing)? (by|in) (10|ten)s?|to (a )?hundred|100\b/i,
    ['ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'one hundred'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] counted the rows by tens.',
        'Each row had ten. They counted on.',
      ],
      i: [
        'Each row had ten, so {Name} counted the rows by tens: %LIST%!',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted by tens [all the way|the whole way] to one hundred: %LIST%.',
      ],
      a: [
        'With ten in every row, counting by tens was quickest: %LIST%. One hundred altogether.',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] counted the rows by tens, and the numbers climbed: %LIST%.',
      ],
    },
  ),
  adding: scene(
    /\badd(ing|ition)?\b|plus|sums?\b|2 ?\+ ?2/i,
    [
      '[{Name}|Next, {Name}|After that, {Name}] had two. Then came two more. Two and two make four!',
      'Three and one more make four.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] had two shiny pebbles, and {companion.the} found two more. Two and two make four!',
      'There were three stars, then one more [twinkled|sparkled|glittered] on. Three and one make four.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] set down three pebbles, {companion.the} added two, and {Name} [worked it out|figured it out]: three and two make five.',
      'Four lanterns, and then two more: {Name} added them up in a blink. Four and two make six.',
    ],
  ),
  'taking-away': scene(
    /tak(e|ing) away|subtract|minus|how many (are )?left/i,
    [
      'There were five [berries|plums]. {Name} ate one. Now there were four!',
      'Three [cookies|muffins]. One was [eaten|shared]. Two were left.',
    ],
    [
      'There were five [berries|grapes|cherries], and {Name} ate one. Five take away one is four.',
      'Three [cookies|crackers] sat on the [plate|table] until {companion.the} ate one. Three take away one is two.',
    ],
    [
      'Of the six cookies, {Name} gave away two, and counted what was left: six take away two is four.',
      'Five lanterns [glowed|shone|gleamed] until two went to sleep; {Name} [worked it out|figured it out] [at once|right away]: five take away two is three.',
    ],
  ),
  'more-and-less': scene(
    /more (and|or) less|more than|less than|fewer|compar(e|ing) (numbers|amounts)/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] had three shells. {companion.The} had one. Three is more!',
      'One apple is less than two.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] had three shells and {companion.the} had one, so {Name} had more, and shared.',
      'Which pile had more? {Name} counted both: four is more than two.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] compared the two piles [carefully|gently|with care]: five on one side, two on the other. Five is more, so {they} moved some across to make it fair.',
      'Two baskets, one with more and one with less; {Name} counted, then evened them out.',
    ],
  ),
  'big-and-small': scene(
    /big(ger|gest)?,? (and|or) small|sizes?\b|big,? bigger|small,? smaller|tall(er|est)?|short(er|est)/i,
    [
      'A big [rock|shell], a bigger [rock|shell], the biggest [rock|shell]!',
      'Small, smaller, smallest! {Name} lined them [up|all up].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] lined up three stones: big, bigger, and the biggest one of all.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] put the shells in a row from the smallest to the biggest.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] arranged the pinecones by size, smallest on the left to biggest on the right, a neat [little|small] staircase.',
      'Big, bigger, biggest: {Name} sorted the stones until each stood beside its [next-larger|slightly bigger] neighbor.',
    ],
  ),
  halves: scene(
    /halves|\bhalf\b|equal(ly)?|fair share|fractions?/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] broke the cookie in half. One half each!',
      'Two halves. One for each friend.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] broke the cookie into two equal halves, one for {companion.the} and one for {them}.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] split the berries in half, so each friend had the same.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] broke the cookie [exactly|just|precisely] in half, two equal pieces, so that sharing was perfectly fair.',
      'Halves have to match, {Name} [explained|said], lining up the two pieces to check.',
    ],
  ),
  patterns: scene(
    /pattern|repeat(ing)?/i,
    [
      '[Red, blue, red, blue|Red, green, red, green]. What comes next? Red!',
      'Hop, clap, hop, clap. {Name} [found|spotted] the pattern.',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] stones went red, blue, red, blue, and {Name} guessed the next one: red!',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] found a pattern in the pebbles: big, small, big, small, big.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [noticed|spotted] the pattern in the tiles, circle, square, circle, square, and knew the next one would be a circle.',
      'Hop, clap, hop, clap: {Name} made a pattern, and {companion.the} joined in on the next hop.',
    ],
  ),
  measuring: scene(
    /measur|how long|how tall|ruler|length/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] measured with {their} feet. Five feet long!',
      '[The|Then the|Next, the|After that, the] stick was three hands long.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] measured the log with {their} feet, heel to toe: it was five feet long.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] used {their} hands to measure, and the stick was three hands long.',
    ],
    [
      'With no ruler in sight, {Name} measured heel to toe and announced that the log was [exactly|just|precisely] seven feet long.',
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] measured the gap with a piece of string, then checked that the plank would fit.',
    ],
  ),
  'telling-time': scene(
    /tell(ing)? (the )?time|o'?clock|clocks?\b/i,
    [
      "[The|Then the|Next, the|After that, the] clock [said|whispered|murmured] seven o'clock. Bedtime soon!",
      "Both hands pointed up. Twelve o'clock!",
    ],
    [
      "[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] [little|small] hand pointed at seven, and the [big|great big] hand pointed at twelve: seven o'clock.",
      "[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] read the clock: the [big|great big] hand was on twelve, so it was eight o'clock.",
    ],
    [
      "[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] read the clock face: the long hand at the twelve, the short hand at the eight, which made it [exactly|just|precisely] eight o'clock.",
      "When the [big|great big] hand is on the twelve, it is something o'clock, {Name} [explained|said], and the [little|small] hand says which.",
    ],
  ),
  'odd-and-even': scene(
    /odd (and|or) even|even (and|or) odd|odd numbers|even numbers/i,
    ['Two, four, six. Those are even[!| numbers!]', 'One, three, five. Those are odd[.| numbers.]'],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] paired up the pebbles: six made three pairs, so six is even.',
      'Five [shells|pebbles] would not pair up, one was left over, so five is odd.',
    ],
    [
      'Even numbers pair up perfectly, {Name} [explained|said], matching the eight stones into four neat pairs.',
      'Seven [shells|acorns] left one without a partner, and that, {Name} [said|whispered|murmured], is what makes seven odd.',
    ],
  ),
  alphabet: sequence(/alphabet|\babcs?\b|a to z|letters? of the alphabet/i, ALPHABET, {
    b: [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] sang the alphabet.',
      '[They|Then they|Next, they|After that, they] [said|whispered|murmured] the letters together.',
    ],
    i: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sang the alphabet song, every letter in order: %LIST%!',
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] [said|whispered|murmured] the [whole|entire] alphabet [together|side by side], from start to finish: %LIST%.',
    ],
    a: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] recited the alphabet, steady and clear, all twenty-six letters: %LIST%.',
      'To pass the time, they [said|whispered|murmured] the alphabet [together|side by side], letter by letter: %LIST%.',
    ],
    size: 7,
    end: '!',
  }),
  'letter-sounds': scene(
    /letter sounds?|phonics|sounds? of (the )?letters|sounding out/i,
    ['B says buh, like [bear|ball|bed].', 'S says sss, like [sun|sock] and [star|sand].'],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [said|whispered|murmured] the sound of each letter: B says buh, like bear, and S says sss, like sun.',
      'M says mmm, like moon, and {Name} [hummed|crooned|sang] it until {companion.the} [laughed|giggled|chuckled].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sounded out the letters [one by one|one at a time|piece by piece], buh for B, mmm for M, sss for S, until they made a word.',
      'Every letter has its own sound, and {Name} knew [plenty|lots]: the ruh of R, the tuh of T.',
    ],
  ),
  rhyming: scene(
    /rhym/i,
    ['[Cat, hat, bat|Dog, log, frog]. They all rhyme!', '[Moon and spoon|Star and car|Bed and red] rhyme!'],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] made up rhymes as they went: moon and spoon, star and car, night and light.',
      '"Bear, chair, hair," {Name} sang, and {companion.the} added, "Pear!"',
    ],
    [
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] played a rhyming game, each adding a word: light, bright, kite, night, until they ran out.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] found that "moon" rhymed with "spoon," "tune" and "[soon|before long|in no time]," and made a [little|small] poem of them.',
    ],
  ),
  'spelling-name': scene(
    /spell(ing)? (my|your|their|his|her|a|the)? ?name|write (my|your|their) name|name spelling/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] wrote {their} name in the sand.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] spelled {their} name out loud.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] wrote {their} name with a stick, saying each letter out loud.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] spelled {their} own name, letter by letter, and {companion.the} clapped.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] traced each letter of {their} name [carefully|gently|with care], saying it as {they} went.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] spelled {their} name in glowing letters, [proud|pleased|delighted] of every one.',
    ],
  ),
  'sight-words': scene(
    /sight words?|first words|reading words|learn(ing)? to read|simple words/i,
    [
      '[The|Then the|Next, the|After that, the] sign [said|whispered|murmured] GO. {Name} read it!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] read the word: UP.',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] [little|small] sign [said|whispered|murmured] "THIS WAY," and {Name} read it all by {themself}.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] read the words on the door: "COME IN." And in they went.',
    ],
    [
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] [small|little] painted sign read "THIS WAY," and {Name} read it aloud without help, pointing to each word.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] note [said|whispered|murmured], "You are [kind|gentle]," and {Name} read every word of it.',
    ],
  ),
  'new-words': scene(
    /new words?|vocabulary|big words|word of the day/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] learned a new word: glow.',
      '[A|Then a|Next, a|After that, a] new word: [cozy|snug|toasty]!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] learned a new word: "shimmer," which means to shine with a [soft|gentle], wavy light.',
      '[{companion.The}|Then {companion.the}|Along the way, {companion.the}|After that, {companion.the}|Later, {companion.the}|Soon, {companion.the}] taught {Name} a [big|great big] new word: "enormous," which means [very|really|quite], [very|really|quite] [big|great big].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] tried out a new word, "luminous," which means full of light, and found it fit perfectly.',
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] new word for the day, "serene," meaning calm and [peaceful|calm|still], [described|pictured] the moment [exactly|just|precisely].',
    ],
  ),
  opposites: scene(
    /opposites?/i,
    [
      'Up and down. [Big and small|Hot and cold]. Opposites!',
      '[Hot and cold|Wet and dry|Fast and slow] are opposites.',
    ],
    [
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] played the opposites game: up and down, big and [small|little], fast and slow.',
      '"Day!" [said|whispered|murmured] {Name}. "Night!" [said|whispered|murmured] {companion.the}. They were opposites.',
    ],
    [
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] traded opposites as they [walked|strolled|wandered]: light and dark, loud and quiet, near and far.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [noticed|spotted] opposites everywhere: a high branch, a low stone, a fast stream, a slow snail.',
    ],
  ),
  vowels: sequence(/vowels?/i, ['A', 'E', 'I', 'O', 'U'], {
    b: [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] [said|whispered|murmured] the vowels.',
      'Five special letters!',
    ],
    i: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sang the five vowels in order: %LIST%!',
      'There are five vowels, and {Name} knew them all: %LIST%.',
    ],
    a: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] listed the five vowels, the letters with open sounds: %LIST%.',
      'Every word needs a vowel, {Name} explained: %LIST%.',
    ],
    and: true,
    end: '!',
  }),
  'rainbow-colors': sequence(/rainbow|colou?rs? of the rainbow|roygbiv/i, RAINBOW, {
    b: [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] sang the rainbow song.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the rainbow colors.',
    ],
    i: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the colors of the rainbow, top to bottom: %LIST%.',
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] counted the rainbow colors in order: %LIST%.',
    ],
    a: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the rainbow from the outside in, each band in its place: %LIST%.',
      'Light, {Name} knew, splits into seven colors, always in the same order: %LIST%.',
    ],
    and: true,
    size: 4,
  }),
  'color-names': scene(
    /colou?r(s| names)?$|name (the )?colou?rs|learning colou?rs|colou?r names/i,
    [
      '[A|Then a|Next, a|After that, a] red hat. A blue cup. A yellow star.',
      'Green! Pink! Purple! So many colors!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named every color {they} saw: a red hat, a blue stone, a yellow star.',
      '"Green!" [said|whispered|murmured] {Name}, pointing. "Orange! Purple! Brown!"',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named colors along the way: the brown of a pinecone, the green of moss, the [soft|gentle] pink of a shell.',
      'Everywhere {Name} looked was a color to name: a red berry, a silver stone, a purple ribbon.',
    ],
  ),
  'mixing-colors': scene(
    /mix(ing)? colou?rs|colou?r mixing|blue and yellow|primary colou?rs/i,
    [
      '[Blue and yellow make green|Red and yellow make orange]!',
      '[Red and white make pink|Red and blue make purple]!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] mixed blue and yellow paint, and it turned green!',
      'Red and yellow swirled [together|side by side] and became orange, just like that.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] mixed two colors on a flat stone: yellow and blue swirled [together|side by side] into a bright, leafy green.',
      'Red and blue, stirred together [slowly|carefully|gently], made purple, and {Name} grinned at the magic of it.',
    ],
  ),
  shapes: scene(
    /\bshapes?\b(?! solid)|circle|square|triangle|rectangle/i,
    [
      '[The|Then the|Next, the|After that, the] moon was a circle. The window was a square.',
      '[A|Then a|Next, a|After that, a] triangle roof! A circle sun!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] spotted shapes everywhere: a circle moon, a square window, and a triangle roof.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] stones made shapes: a circle, a square, a triangle and a star.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] found shapes all around: the circle of the moon, the rectangle of a door, the triangle of a pointed roof.',
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] played a shape game: {Name} found a square and a circle, {companion.the} a triangle and a star.',
    ],
  ),
  'solid-shapes': scene(
    /solid shapes?|3d shapes?|cube|sphere|cone|cylinder|pyramid/i,
    [
      '[A|Then a|Next, a|After that, a] ball is a sphere. A box is a cube.',
      '[The|Then the|Next, the|After that, the] hat was a cone!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the solid shapes: a ball is a sphere, a box is a cube, a party hat is a cone.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] tower of blocks had cubes, a cylinder and a cone on the top.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] pointed out solid shapes: a sphere of a ball, a cube of a box, a cylinder of a tin, a cone of a party hat.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] tower {Name} built had a cube for a base, a cylinder in the middle and a cone for a roof.',
    ],
  ),
  'days-of-week': sequence(
    /days of the week|weekdays|monday|week days/i,
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] sang the days of the week.',
        'There are seven days.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sang the days of the week in order: %LIST%.',
        '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] named all seven days of the week: %LIST%.',
      ],
      a: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] recited the days of the week, all seven in order: %LIST%.',
        'Seven days make a week, {Name} [said|whispered|murmured]: %LIST%.',
      ],
      and: true,
      size: 4,
      // The week is sung in the same two runs every time (weekdays, then the weekend's start).
      oneCut: true,
    },
  ),
  months: sequence(
    /months?( of the year)?|january|calendar/i,
    [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the months.',
        'Twelve months in a year!',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the twelve months of the year in order: %LIST%.',
        '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] sang the months song [together|side by side]: %LIST%.',
      ],
      a: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] listed all twelve months of the year in order: %LIST%.',
        '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] year has twelve months, and {Name} named every one: %LIST%.',
      ],
      and: true,
      size: 4,
    },
  ),
  seasons: sequence(/seasons?|spring,? summer/i, ['spring', 'summer', 'fall', 'winter'], {
    b: ['[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the seasons.', 'There are four seasons.'],
    i: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the four seasons in order: %LIST%.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] [whole|entire] year turns through the seasons: %LIST%.',
    ],
    a: [
      '[The|Along the way, the|After that, the|Later, the|Soon, Along the way, the] year turns through four seasons, {Name} explained: %LIST%, and then spring [again|once more|one more time].',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the four seasons in turn: %LIST%.',
    ],
    and: true,
    size: 4,
  }),
  'parts-of-day': sequence(
    /parts? of the day|morning,? (noon|afternoon)|times? of day/i,
    ['morning', 'afternoon', 'evening', 'night'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the parts of the day.',
        '[The|Then the|Next, the|After that, the] day goes round.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the parts of the day in order: %LIST%.',
        'Every day goes the same way: %LIST%.',
      ],
      a: [
        'Every day moves through its parts, {Name} [said|whispered|murmured]: %LIST%, which is when [everyone|everybody] sleeps.',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the parts of the day in turn: %LIST%.',
      ],
      and: true,
      size: 4,
    },
  ),
  'first-next-last': scene(
    /first,? (then|next),? (last|finally)|sequenc|order of events|what comes (first|next)/i,
    ['First, [shoes|socks]. Next, coat. Last, [hat|mittens]!', 'First wash, then dry, last [brush|comb].'],
    [
      'First they found the path, next they crossed the [bridge|stream], and last they reached the [top|end].',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [said|whispered|murmured] the plan: "First we look, next we think, last we try."',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] laid out the plan in order: first, find the way; next, gather what they need; last, try it [together|side by side].',
      'First the egg, next the chick, last the hen: {Name} explained it as they went.',
    ],
  ),
  planets: sequence(/planets?( in order)?|solar system|mercury/i, PLANETS, {
    b: [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the planets in order.',
      '[They|Then they|Next, they|After that, they] counted the planets from the sun.',
      '[{Name}|Then {Name}|Next, {Name}] [pointed|waved] at [each|every] planet [in turn|one by one|from the sun out|in a row].',
      '"[Let us name|Can we name|I can name|We can name] the planets," said {Name}. [They went one by one.|They started at the sun.|Here they are.|They said them in order.]',
    ],
    i: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the planets in order from the sun: %LIST%.',
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] pointed to each planet in turn, starting nearest the sun: %LIST%.',
    ],
    a: [
      'Starting closest to the sun and working outward, {Name} named all eight planets in order: %LIST%.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] recited the planets in order from the sun, as steady as a countdown: %LIST%.',
    ],
    and: true,
    size: 4,
  }),
  'moon-phases': sequence(
    /moon phases?|phases of the moon|crescent|full moon|half moon/i,
    ['new moon', 'crescent moon', 'half moon', 'full moon'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the moon shapes.',
        '[The|Then the|Next, the|After that, the] moon changes shape.',
      ],
      i: [
        '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] moon changes shape through the month: %LIST%, and back [again|once more|one more time].',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] drew the moon shapes in order: %LIST%.',
      ],
      a: [
        'Over the month, {Name} [explained|said], the moon grows from %LIST%, then [slowly|carefully|gently] shrinks [again|once more|one more time].',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] traced the phases of the moon in the air: %LIST%.',
      ],
      and: true,
      size: 4,
    },
  ),
  'day-and-night': scene(
    /day and night|why (is it )?night|earth spins|sun (sets|goes down)/i,
    [
      '[The|Then the|Next, the|After that, the] earth turns. Now it is night.',
      '[The|Then the|Next, the|After that, the] sun shines on the other side now.',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] earth turns like a slow spinning top, {Name} [said|whispered|murmured], so now the sun shines on the other side.',
      'It is night here because our side of the earth has turned away from the sun.',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] earth spins once every day, {Name} [explained|said], so each place takes its turn in the sunshine and its turn in the night.',
      'Somewhere on the other side of the world, children were just waking up, because the earth had turned them toward the sun.',
    ],
  ),
  'water-cycle': scene(
    /water cycle|rain (comes|cycle)|evaporat|where rain comes from/i,
    [
      '[The|Next, the|After that, the] sun warms the water. It goes up. It makes clouds. Then it rains!',
      'Rain falls. Sun warms it. Up it goes again.',
    ],
    [
      '[The|Along the way, the|After that, the|Later, the|Soon, Along the way, the] sun warms the water, it rises up, it makes clouds, and then it falls as rain, over and over.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] explained the water cycle: rain falls, the sun warms it, it rises, and clouds form [again|once more|one more time].',
    ],
    [
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] water cycle goes round and round: the sun warms the sea, the water rises as invisible vapor, gathers into clouds, and falls [again|once more|one more time] as rain.',
      'Every raindrop has been a cloud before, {Name} [explained|said], and it will be one [again|once more|one more time].',
    ],
  ),
  'plant-growth': sequence(
    /plants? grow|how (plants|things|seeds) grow|seeds?|growing plants/i,
    ['seed', 'sprout', 'stem and leaves', 'bud', 'flower'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] told how a flower grows.',
        '[A|Then a|Next, a|After that, a] plant grows step by step.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] told {companion.the} how a flower grows: %LIST%.',
        '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] plant grows [step by step|bit by bit|little by little]: %LIST%, with water and sun.',
      ],
      a: [
        'With water, soil and sunlight, {Name} [explained|said], a plant grows through every stage: %LIST%.',
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] traced a flower from the very start: %LIST%.',
      ],
      and: true,
      size: 5,
    },
  ),
  'butterfly-life-cycle': sequence(
    /butterfl|caterpillar|chrysalis|cocoon/i,
    ['egg', 'caterpillar', 'chrysalis', 'butterfly'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] told how a butterfly grows.',
        '[A|Then a|Next, a|After that, a] butterfly starts [very|really|quite] [small|little].',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] explained how a butterfly grows: %LIST%.',
        'First an egg, and then the changes come: %LIST%.',
      ],
      a: [
        '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] butterfly, {Name} [explained|said], begins as something quite different: %LIST%.',
        '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] watched it happen in {nameS} mind, stage by stage: %LIST%.',
      ],
      and: true,
      size: 4,
    },
  ),
  'frog-life-cycle': sequence(/frogs?\b|tadpole|froglet/i, ['egg', 'tadpole', 'froglet', 'frog'], {
    b: [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] told how a frog grows.',
      '[A|Then a|Next, a|After that, a] frog starts as an egg.',
    ],
    i: [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] told how a frog grows: %LIST%.',
      'In the pond, things change: %LIST%.',
    ],
    a: [
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] frog begins life in the water, {Name} [explained|said], and grows through each stage: %LIST%.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [described|pictured] the journey from pond to lily pad: %LIST%.',
    ],
    and: true,
    size: 4,
  }),
  weather: scene(
    /weather|sunny|cloudy|windy|rainy|snowy/i,
    [
      'Sunny, cloudy, windy, rainy. So much weather!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the weather: windy!',
    ],
    [
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] named the weather as it changed: sunny, then cloudy, then a little windy.',
      '"It is windy," {Name} [said|whispered|murmured], watching the leaves dance. "Tomorrow might be sunny."',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] read the sky like a weather watcher: high wispy clouds, a cool breeze, and the smell of rain on the way.',
      'Sunny, cloudy, windy, rainy: {Name} named each kind of weather and what to wear for it.',
    ],
  ),
  'five-senses': scene(
    /five senses|\bsenses\b|see,? hear,? smell/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] saw, heard, smelled, tasted and touched.',
      'Eyes see. Ears hear. Noses smell.',
    ],
    [
      'With {their} five senses, {Name} saw the glow, heard the hush, smelled something sweet, tasted a berry and touched something [soft|gentle].',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] used all five senses: seeing, hearing, smelling, tasting and touching.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] paused to notice with every sense: the sight of the [soft|gentle] glow, the sound of a hush, a sweet scent, the taste of a berry, the feel of something velvety.',
      'Five senses, {Name} thought, and each one told {them} something different about this place.',
    ],
  ),
  'body-parts': scene(
    /body parts?|parts of the body|head,? shoulders|knees and toes/i,
    [
      'Head, shoulders, knees and toes!',
      '[{Name}|Next, {Name}|After that, {Name}] touched {their} nose, then {their} toes.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sang "head, shoulders, knees and toes," touching each one, and {companion.the} copied.',
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] wiggled {their} fingers, then {their} toes, then {their} nose.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] stretched from head to toe, naming each part: shoulders, elbows, knees and ankles.',
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] played a game of "touch your...": nose, elbow, knee, and finally a [very|really|quite] ticklish toe.',
    ],
  ),
  'animal-sounds': scene(
    /animal sounds?|what (does the|do) animals? say|moo|baa|quack/i,
    [
      '[The|Then the|Next, the|After that, the] cow says moo. The duck says quack.',
      'Baa [said|whispered|murmured] the sheep. Neigh [said|whispered|murmured] the horse.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] made the animal sounds: the cow says moo, the sheep says baa, and the duck says quack.',
      '"Oink!" [said|whispered|murmured] {Name}, and {companion.the} answered, "Neigh!" They [laughed|giggled|chuckled] at every sound.',
    ],
    [
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] went through the farm in sounds: the moo of a cow, the baa of a sheep, the cluck of a hen, the neigh of a horse.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] did each animal sound in turn, from a [small|little] squeak to a deep, rumbly moo.',
    ],
  ),
  'baby-animals': scene(
    /baby animals?|animal babies|calf|foal|kitten|puppy|lamb/i,
    [
      '[A|Then a|Next, a|After that, a] baby sheep is a lamb. A baby cow is a calf.',
      '[A|Then a|Next, a|After that, a] baby horse is a foal!',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the baby animals: a baby sheep is a lamb, a baby cow is a calf, and a baby horse is a foal.',
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] baby duck is a duckling, and a baby goat is a kid, {Name} [said|whispered|murmured].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] listed baby animals by their proper names: a lamb, a calf, a foal, a duckling and a [little|small] goat kid.',
      'Baby animals have special names, {Name} explained: a baby kangaroo is a joey, and a baby swan is a cygnet.',
    ],
  ),
  'animal-homes': scene(
    /animal homes|where animals live|habitats?|nests? and/i,
    [
      '[A|Then a|Next, a|After that, a] bird lives in a nest. A bee lives in a hive.',
      '[A|Then a|Next, a|After that, a] rabbit lives in a burrow.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named animal homes: a bird in a nest, a rabbit in a burrow, and a fish in a pond.',
      'Every animal has a home, {Name} [said|whispered|murmured]: a nest for a bird, a den for a fox.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the homes they passed: a nest high in a branch, a burrow under a root, a den behind a rock.',
      'Each creature has the home that suits it, {Name} explained: a hive for bees, a burrow for rabbits, a pond for frogs.',
    ],
  ),
  'sea-creatures': scene(
    /sea (creatures|animals|life)|ocean animals|starfish|seahorse|octopus/i,
    [
      '[A|Then a|Next, a|After that, a] starfish! A seahorse! An octopus!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the sea creatures.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the sea creatures: a starfish, a seahorse, an octopus and a sea turtle.',
      '[An|Then an|Along the way, an|After that, an|Later, an|Soon, an] octopus has eight arms, {Name} [said|whispered|murmured], and a starfish usually has five.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the sea creatures [one by one|one at a time|piece by piece]: a starfish, a seahorse, a sea turtle and a shy octopus with eight curling arms.',
      '[A|Then a|Along the way, a|After that, a|Later, a|Soon, a] seahorse dad carries the babies, {Name} [explained|said], and an octopus has three hearts.',
    ],
  ),
  'dinosaur-names': scene(
    /dinosaur names?|names of dinosaurs|triceratops|stegosaurus|\bdinos?\b/i,
    [
      'Triceratops! Stegosaurus! Diplodocus!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the dinosaurs.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the dinosaurs: Triceratops had three horns, and Stegosaurus had plates on its back.',
      'Diplodocus had a [very|really|quite] long neck, {Name} [said|whispered|murmured], and it ate only plants.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the dinosaurs with care: three-horned Triceratops, plated Stegosaurus, and long-necked Diplodocus, who munched plants all day.',
      'Brachiosaurus was taller than a house, {Name} [said|whispered|murmured], and it was a [gentle|soft] plant-eater.',
    ],
  ),
  continents: sequence(
    /continents?/i,
    ['Africa', 'Antarctica', 'Asia', 'Australia', 'Europe', 'North America', 'South America'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the seven continents.',
        'There are seven big lands.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the seven continents: %LIST%.',
        '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] world has seven continents, and {Name} knew them all: %LIST%.',
      ],
      a: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the seven continents in alphabetical order: %LIST%.',
        'Spinning an imaginary globe, {Name} named each continent: %LIST%.',
      ],
      and: true,
      size: 4,
    },
  ),
  oceans: sequence(
    /oceans?$|five oceans|pacific|atlantic/i,
    ['Pacific', 'Atlantic', 'Indian', 'Southern', 'Arctic'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] named the five oceans.',
        'There are five big oceans.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the five oceans, biggest first: %LIST%.',
        '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] world has five oceans: %LIST%.',
      ],
      a: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the oceans from largest to smallest: %LIST%.',
        'Five great oceans cover most of the earth, {Name} [said|whispered|murmured]: %LIST%.',
      ],
      and: true,
    },
  ),
  'float-and-sink': scene(
    /float(ing)? (and|or) sink|sink or float|floats?\b|sinks?\b/i,
    ['[The|Then the|Next, the|After that, the] leaf floated. The pebble sank.', 'Will it float? Yes!'],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [tested|tried] things in the water: the leaf floated, but the pebble sank.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] cork floated, the spoon sank, and {Name} guessed each one right.',
    ],
    [
      '[They|Then they|Along the way, they|After that, they|Later, they|Soon, they] [tested|tried] what would float: a leaf bobbed on top, a pebble sank [at once|right away], and a hollow shell floated like a boat.',
      '[{Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, Along the way, {Name}] guessed before each test, then watched: float, sink, float, and was right every time.',
    ],
    ['home', 'land', 'dream'],
  ),
  magnets: scene(
    /magnet/i,
    [
      '[The|Then the|Next, the|After that, the] magnet [picked up|lifted] the pin!',
      'Click! The magnet stuck.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] held a magnet near the pins, and they jumped right up to it.',
      '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] magnet stuck to the metal but not the wood, {Name} [noticed|spotted].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] discovered the magnet pulled at the nails but ignored the twigs, because magnets pull only on certain metals.',
      'With a magnet, {Name} gathered the scattered pins in a single sweep.',
    ],
  ),
  'music-notes': sequence(
    /music(al)? notes?|do,? re,? mi|scale/i,
    ['do', 're', 'mi', 'fa', 'so', 'la', 'ti', 'do'],
    {
      b: [
        '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] sang up the scale.',
        '[They|Then they|Next, they|After that, they] sang the notes.',
      ],
      i: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sang the notes up the scale: %LIST%!',
        'Step by step, they sang the scale: %LIST%.',
      ],
      a: [
        '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sang the scale, each note a step higher: %LIST%.',
        '[The|Then the|Along the way, the|After that, the|Later, the|Soon, the] notes climbed like stairs as {Name} sang: %LIST%.',
      ],
      size: 4,
    },
  ),
  'left-and-right': scene(
    /left and right|right and left|which way is left/i,
    [
      'Left foot, right foot. Left, right!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] waved {their} right hand.',
    ],
    [
      '"Turn left," {Name} [said|whispered|murmured], raising {their} left hand, "and then [right|turn right]."',
      'Left, right, left, right: they [marched|stepped] in step [together|side by side].',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] checked which hand made an L with thumb and finger, the left, and turned that way.',
      'Left at the [big|great big] stone, right at the glowing light: {Name} gave the directions perfectly.',
    ],
  ),
  recycling: scene(
    /recycl|reuse|rubbish|trash|litter/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] put the bottle in the recycling.',
      'Paper in one bin. Cans in another.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sorted the rubbish: paper in one bin, bottles and cans in another.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [picked up|lifted] a bottle and found the right bin for it.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] sorted everything [carefully|gently|with care], paper here, bottles there, so each could become something new.',
      '[An|Then an|Along the way, an|After that, an|Later, an|Soon, an] old jar became a lantern, and a cardboard box a boat: {Name} [loved|adored|was fond of] giving things a second life.',
    ],
  ),
  'caring-for-earth': scene(
    /care (for|of) (the )?(earth|planet)|caring for the earth|environment|nature care|earth day/i,
    [
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] planted a [little|small] tree.',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] turned the tap off.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] planted a [tiny|teeny|itty-bitty] tree and gave it a drink of water.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] [picked up|lifted] some litter so the birds would be safe.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] planted a [small|little] tree, patted the soil down, and promised to come back and see it grow.',
      'Looking after the earth starts [small|little], {Name} knew, so {they} [picked up|lifted] every bit of litter they passed.',
    ],
  ),
  'healthy-food': scene(
    /healthy (food|eating)|food groups|fruit and veg|nutrition/i,
    [
      '[An|Then an|Next, an|After that, an] apple, a carrot, some bread. Yum!',
      '[{Name}|Then {Name}|Next, {Name}|After that, {Name}] picked a crunchy apple.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] packed a healthy snack: an apple, some carrots and a [little|small] cheese.',
      'Fruit, vegetables and bread give us energy, {Name} [said|whispered|murmured], munching an apple.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] chose a snack with [a bit|a little] of everything: crunchy carrots, a sweet apple, cheese and bread.',
      'Good food is fuel, {Name} [explained|said], and an apple is one of the best.',
    ],
  ),
  trees: scene(
    /trees?( and leaves)?|leaves|\boak\b|acorn/i,
    [
      '[An|Then an|Next, an|After that, an] acorn grows into an oak tree.',
      '[The|Then the|Next, the|After that, the] leaves were green and red.',
    ],
    [
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] held up an acorn and [said|whispered|murmured] it could grow into a huge oak tree.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] named the trees: a tall pine, a wide oak and a white birch.',
    ],
    [
      '[An|Then an|Along the way, an|After that, an|Later, an|Soon, an] acorn is a [whole|entire] oak tree waiting, {Name} [said|whispered|murmured], turning it over in {their} fingers.',
      '[{Name}|Then {Name}|Along the way, {Name}|After that, {Name}|Later, {Name}|Soon, {Name}] could tell the trees by their leaves: the oak with wavy edges, the maple like a hand.',
    ],
    ['home', 'land', 'dream'],
  ),
};
