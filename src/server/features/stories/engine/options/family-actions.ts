import type { TFamilyId } from '../../../../../shared/story-options.js';
import { v } from './build.js';
import type { FamilyActions } from './types.js';

/**
 * Who a member is to the child decides what they can believably do: grown-ups at home tuck in
 * and make cocoa; brothers, sisters and friends play and whisper; a baby gurgles and stays home;
 * a teacher or a pen pal lives elsewhere, so they are remembered and told about.
 */
export const FAMILY_ROLES = ['household', 'child', 'baby', 'distant'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

const ROLE_OF: Readonly<Record<TFamilyId, FamilyRole>> = {
  mom: 'household',
  dad: 'household',
  'mom-and-dad': 'household',
  parents: 'household',
  grandma: 'household',
  grandpa: 'household',
  grandparents: 'household',
  nana: 'household',
  granny: 'household',
  papa: 'household',
  'great-grandma': 'household',
  'great-grandpa': 'household',
  abuela: 'household',
  abuelo: 'household',
  nonna: 'household',
  nonno: 'household',
  oma: 'household',
  opa: 'household',
  stepmom: 'household',
  stepdad: 'household',
  aunt: 'household',
  uncle: 'household',
  'two-moms': 'household',
  'two-dads': 'household',
  'whole-family': 'household',
  babysitter: 'household',
  nanny: 'household',
  guardian: 'household',
  'foster-parent': 'household',
  'big-sister': 'child',
  'little-sister': 'child',
  'big-brother': 'child',
  'little-brother': 'child',
  'twin-sister': 'child',
  'twin-brother': 'child',
  sister: 'child',
  brother: 'child',
  siblings: 'child',
  stepsister: 'child',
  stepbrother: 'child',
  cousin: 'child',
  cousins: 'child',
  'best-friend': 'child',
  friends: 'child',
  'new-friend': 'child',
  'neighbor-kids': 'child',
  classmates: 'child',
  'imaginary-friend': 'child',
  teddy: 'child',
  'baby-sister': 'baby',
  'baby-brother': 'baby',
  'new-baby': 'baby',
  godmother: 'distant',
  godfather: 'distant',
  neighbor: 'distant',
  teacher: 'distant',
  librarian: 'distant',
  coach: 'distant',
  'pen-pal': 'distant',
  'family-friend': 'distant',
};

/** The role of a catalogue member; a name the parent typed that matched nothing is a friend. */
export function familyRole(id: string | undefined): FamilyRole {
  return id !== undefined && id in ROLE_OF ? ROLE_OF[id as TFamilyId] : 'child';
}

/**
 * What a family member or friend does, per beat: {member} the name, {member.it} she/he/they,
 * {member.its} her/his/their, {member.obj} her/him/them. Simple past tense only, so "they"
 * reads as well as "she". The opening comes before the companion, so it never names it; the
 * family beat happens on the adventure and fits every world (words said, hands held, a scarf).
 */
const HOUSEHOLD_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} read {Name} a [short|funny|sleepy] [story|book].',
      '{member} knitted a [soft|warm] [blue|red] scarf.',
      '{member} made [warm cocoa|hot milk] in the [kitchen|big pot].',
      '{member} gave {Name} a [big|warm] [hug|squeeze].',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] knitted a [soft|gentle] blue scarf by the window and [hummed|crooned|sang] while {member.it} worked.',
      'In the kitchen, {member} [stirred|warmed] a pot of cocoa and saved the [first|biggest|best] cup for {Name}.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] helped {Name} find {their} slippers, one under the bed and one behind the door.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] told {Name} a [funny|silly|goofy] joke about a sleepy sock, and they both [laughed|giggled|chuckled].',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] sat knitting by the window, needles clicking in a steady rhythm, a long blue scarf growing in {member.its} lap.',
      '[Down in the kitchen|Downstairs], {member} was warming milk for cocoa, and the smell of it [drifted|floated] through the [whole|entire] house.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had spent the afternoon mending the old kite with {Name}, and it now hung proudly on the wall.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] looked up from {member.its} book and asked {Name} what the best part of the day had been.',
    ],
  ),
  family: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] held {companion.the} steady.',
      '[{member}|Now {member}|Then {member}|Soon {member}] [said|whispered|murmured], "Take a deep breath."',
      '[{member}|Now {member}|Then {member}|Soon {member}] held {nameS} hand tight.',
      '[{member}|Now {member}|Then {member}|Soon {member}] had a good idea too.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] wrapped a [warm|cozy|toasty] scarf around {companion.the}, and it fit just right.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] remembered what {member} always [said|whispered|murmured]: "Slow and steady does it." And it helped.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] held {nameS} hand and [said|whispered|murmured], "You can do this," and {Name} believed it.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] pointed and [said|whispered|murmured], "Look over there!" and that was [exactly|just|precisely] the right place.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] knelt down and tucked a [soft|gentle] scarf from {member.its} pocket around {companion.the}, and {companion.the} stopped shivering [at once|right away].',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] could almost hear {member}: "Slow and steady, one step at a time." So that is how {they} did it.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] steadied {companion.the} with one hand and pointed the way with the other, calm as ever.',
      'It was {member} who [noticed|spotted] the [small|little] detail [everyone|everybody] else had missed, and {member.it} pointed it out with a quiet smile.',
    ],
  ),
  home: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] was waiting with open arms.',
      '[{member}|Now {member}|Then {member}|Soon {member}] had cocoa ready for them.',
      '[{member}|Now {member}|Then {member}|Soon {member}] waved from the door.',
      '[{member}|Now {member}|Then {member}|Soon {member}] gave {Name} a warm hug.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] was waiting at the door with open arms and a [big|great big], warm smile.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had two cups of cocoa ready, one for {Name} and one for {companion.the}.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] wanted to hear everything, and [listened|listened closely] to the [whole|entire] adventure.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] wrapped {Name} in a blanket and [said|whispered|murmured], "I am so [proud|pleased|delighted] of you."',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] was waiting, as {member.it} always was, with cocoa warming on the stove and a blanket ready.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] [listened|listened closely] to the [whole|entire] adventure without interrupting once, nodding at the best parts.',
      'When they [came in|stepped inside], {member} simply opened {member.its} arms [wide|wide open], and that said [everything|all that needed saying].',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] [laughed|giggled|chuckled] at the [funny|silly|goofy] parts, gasped at the [clever|smart|handy] ones, and [hugged|cuddled|squeezed] {Name} at the end.',
    ],
  ),
  sleep: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] tucked {Name} in.',
      '[{member}|Now {member}|Then {member}|Soon {member}] kissed {Name} good night.',
      '[{member}|Now {member}|Then {member}|Soon {member}] sang a [soft|gentle] song.',
      '[{member}|Now {member}|Then {member}|Soon {member}] turned the light down low.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] tucked the blanket around {Name} and [whispered|murmured], "Sweet dreams."',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] sang a [soft|gentle], slow song, the one {Name} liked best.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] kissed {nameS} forehead and dimmed the light to a warm glow.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] sat on the edge of the bed until {nameS} eyes grew heavy.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] smoothed the blanket, kissed {Name} good night, and left the door open just a crack.',
      'Softly, {member} [hummed|crooned|sang] the old tune {member.it} always [hummed|crooned|sang], and the room filled with quiet.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] [whispered|murmured] good night and turned the lamp down to the smallest glow.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] sat a while longer, listening to {nameS} breathing grow slow and even.',
    ],
  ),
};

const CHILD_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} [built|made] a [pillow|blanket] fort with {Name}.',
      '{member} and {Name} [played|made up] a [clapping|word] game.',
      '{member} [shared|split] the last [cookie|grape] with {Name}.',
      '{member} [raced|beat] {Name} to the [stairs|door].',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] and {Name} built a wobbly pillow fort and giggled when the roof fell in.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] taught {Name} a new clapping game, faster and faster until they both [laughed|giggled|chuckled].',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] broke the last cookie in two and gave {Name} the bigger half.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] and {Name} [whispered|murmured] secrets under the blanket with a flashlight.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] and {Name} had spent the [whole|entire] afternoon building a fort of cushions, and it had only collapsed twice.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had invented a new game that afternoon, with rules that changed every five minutes, and {Name} had [loved|adored] every one.',
      '[Earlier|After dinner], {member} had shared the last [cookie|cracker] [exactly|just|precisely] in half, which is harder than it sounds.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] and {Name} had been trading jokes all evening, each one sillier than the last.',
    ],
  ),
  family: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] held {companion.the} steady.',
      '[{member}|Now {member}|Then {member}|Soon {member}] cheered, "You can do it!"',
      '[{member}|Now {member}|Then {member}|Soon {member}] held {nameS} hand.',
      '[{member}|Now {member}|Then {member}|Soon {member}] spotted it first.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] held {companion.the} steady with both hands while {Name} got ready.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] cheered, "You can do it!" so loudly that {Name} had to grin.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had a [clever|smart|handy] idea of {member.its} own and [whispered|murmured] it to {Name}.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] remembered how {member} always tried one more time, and so {they} did too.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] steadied {companion.the} without being asked, the way a good teammate does.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] leaned over and [whispered|murmured] an idea, and [together|side by side] theirs was better than either alone.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] thought of {member}, who never gave up on anything, and felt braver [at once|right away].',
      'It was {member} who [spotted|noticed|saw] the clue first, and {member.it} could hardly keep still with [excitement|delight].',
    ],
  ),
  home: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] wanted to hear it all.',
      '[{member}|Now {member}|Then {member}|Soon {member}] gave {Name} a high five.',
      '[{member}|Now {member}|Then {member}|Soon {member}] saved {Name} a cookie.',
      '[{member}|Now {member}|Then {member}|Soon {member}] listened with wide eyes.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] wanted to hear every part of the adventure, twice.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] gave {Name} a high five and [said|whispered|murmured], "Next time, take me too!"',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had saved {Name} a cookie and the best spot on the sofa.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] [listened|listened closely] with wide eyes and asked a hundred questions.',
    ],
    [
      '[{member}|Soon {member}|After that, {member}|Next, {member}] demanded the [whole|entire] story from the beginning, and then asked to hear the best part [again|once more|one more time].',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] was impressed, though {member.it} tried hard not to show it.',
      'Waiting at home was {member}, full of [questions|smiles] and holding a [cookie|warm muffin] saved [especially|just] for {Name}.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] declared it the best adventure ever and insisted on coming next time.',
    ],
  ),
  sleep: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] [whispered|murmured], "Good night."',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] thought of {member} and [smiled|grinned|beamed|smiled wide].',
      '[{member}|Now {member}|Then {member}|Soon {member}] yawned a big, sleepy yawn.',
      '[{member}|Now {member}|Then {member}|Soon {member}] was already fast asleep.',
    ],
    [
      'From the [next room|hallway], {member} [whispered|murmured], "Good night, [sleep tight|sweet dreams]."',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] thought of {member} and [smiled|grinned|beamed|smiled wide], already planning tomorrow.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] yawned a huge yawn, and that made {Name} yawn too.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] was already fast asleep, snoring the tiniest snore.',
    ],
    [
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] [smiled|grinned|beamed|smiled wide] at the thought of telling {member} the rest tomorrow.',
      '[A|Then a|Soon a|After that, a|Just then, a|Meanwhile, a] [whispered|murmured] "good night" came from {member}, and {Name} [whispered|murmured] one back.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had fallen asleep mid-sentence, and {Name} decided that the story could wait until morning.',
      '[Somewhere nearby|Just down the hall], {member} was already dreaming, and [soon|before long|in no time] {Name} would be [too|as well].',
    ],
  ),
};

const BABY_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} [giggled|smiled|laughed|grinned] at {Name}.',
      '{member} [waved|flapped] a [tiny|teeny|small] hand.',
      '{member} [held on to|squeezed] {nameS} [finger|thumb].',
      '{member} [gurgled|cooed] a happy [gurgle|coo].',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] giggled every time {Name} played peekaboo.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] held on to {nameS} finger with a [tiny|teeny|itty-bitty], strong hand.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] kicked happy feet when {Name} came into the room.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] gurgled and cooed, which meant "hello."',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] [laughed|giggled|chuckled] the loudest laugh at {nameS} game of peekaboo, a laugh far too [big|great big] for someone so [small|little].',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had wrapped a [whole|entire] [tiny|teeny|itty-bitty] hand around {nameS} finger and would not let go.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] watched {Name} with enormous eyes, as if {Name} were the most interesting person in the world.',
      'Every time {Name} made a [funny|silly|goofy] face, {member} [squealed|gurgled] with [delight|joy].',
    ],
  ),
  family: v(
    [
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] thought of {member} at home.',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] wanted to tell {member} all about it.',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] pictured {member} asleep at home.',
      '[{member}|Now {member}|Then {member}|Soon {member}] would love this, {Name} thought.',
    ],
    [
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] thought of {member}, asleep at home, and wanted to be a good [big|great big] helper.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] remembered how {member} held on so tight, and held on tight too.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] pictured {member} laughing, and it made {them} brave.',
      'This would be a [story|tale] to tell {member} [one day|some day], {Name} [decided|thought].',
    ],
    [
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] thought of {member} back home and resolved to be the kind of [big|great big] sibling worth looking up to.',
      'Holding on as [tightly|firmly] as {member} [held|gripped] a finger, {Name} did not let go [for a moment|once].',
      '[One day|Some day], {Name} [thought|decided], {member} would be old enough to hear this [story|whole story].',
      '[The|Then the|Soon the|After that, the|Just then, the|Meanwhile, the] thought of {member} at home, safe and sleeping, made {Name} feel strong.',
    ],
  ),
  home: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] was asleep in the crib.',
      '[{member}|Now {member}|Then {member}|Soon {member}] gurgled hello.',
      '[{member}|Now {member}|Then {member}|Soon {member}] [smiled|grinned|beamed|smiled wide] a sleepy smile.',
      '[{member}|Now {member}|Then {member}|Soon {member}] yawned a [tiny|teeny|itty-bitty] yawn.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] was asleep in the crib, with one [tiny|teeny|itty-bitty] fist curled up.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] gurgled hello, as if {member.it} had missed {Name}.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] gave {Name} a sleepy, gummy smile.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] yawned the tiniest yawn in the world.',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] was asleep, one [tiny|teeny|itty-bitty] fist curled by {member.its} cheek.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] stirred, opened one eye, [smiled|grinned|beamed|smiled wide] at {Name}, and went back to sleep.',
      'Even {member} seemed to know something [wonderful|marvelous|splendid] had happened, and [cooed|gurgled] about it [happily|for a while].',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] yawned a yawn so small and so perfect that [everyone|everybody] [smiled|grinned|beamed|smiled wide].',
    ],
  ),
  sleep: v(
    [
      '[{member}|Now {member}|Then {member}|Soon {member}] was fast asleep too.',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] [whispered|murmured] good night to {member}.',
      '[{member}|Now {member}|Then {member}|Soon {member}] sighed a [tiny|teeny|itty-bitty] sigh.',
      '[{member}|Now {member}|Then {member}|Soon {member}] slept, snug and [warm|cozy|toasty].',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] was already asleep, and {Name} [whispered|murmured], "Good night, little one."',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] made a [tiny|teeny|itty-bitty] sleepy sigh, and the house grew quiet.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] blew a kiss toward {member}, who was snug and fast asleep.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] slept soundly nearby, breathing slow and [soft|gentle].',
    ],
    [
      'In the next room, {member} [slept|dozed], and the [whole|entire] house seemed to [breathe|rest] in time.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] [whispered|murmured] good night to {member}, [softly|gently|quietly], so as not to wake {member.obj}.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] sighed in {member.its} sleep, the smallest sound in the world.',
      'With {member} [asleep|fast asleep] and the house [quiet|hushed], it was time for {Name} to sleep [too|as well].',
    ],
  ),
};

const DISTANT_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} had given {Name} a [little|small] [star|shell].',
      '{Name} [had|kept] a [drawing|card] from {member}.',
      '[That day|Earlier], {member} had [said|whispered|murmured], "Well done!"',
      '{member} had [waved|smiled] at {Name} that [day|morning].',
    ],
    [
      '[That afternoon|Earlier], {member} had given {Name} a [little|small] paper star and [said|whispered|murmured], "For later."',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] had a drawing from {member} pinned above the bed.',
      '[Earlier that day|That morning], {member} had [said|whispered|murmured], "I cannot wait to hear what you do next."',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had taught {Name} something new that day, and {Name} was still thinking about it.',
    ],
    [
      '[That afternoon|Earlier that day], {member} had pressed a [small|little] paper star into {nameS} hand and [said|whispered|murmured], with a wink, "You will know when you need it."',
      '[Pinned|Tucked] above the bed was a note from {member}, and {Name} had read it [twice|three times] [already|that day].',
      '[Earlier that day|That morning], {member} had told {Name} something that had [stayed|lingered] with {them} [ever since|all day].',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had spent the afternoon showing {Name} how to do something new, and {Name} was [proud|pleased|delighted] of it.',
    ],
  ),
  family: v(
    [
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] remembered what {member} [said|whispered|murmured].',
      '[{member}|Now {member}|Then {member}|Soon {member}] always [said|whispered|murmured], "Try once more."',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] did it the way {member} showed.',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] thought of {member} and [smiled|grinned|beamed|smiled wide].',
    ],
    [
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] remembered what {member} always [said|whispered|murmured]: "Slow and steady does it." And it helped.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] did it just the way {member} had shown {them}, [step by step|bit by bit|little by little].',
      '[Thinking of|Remembering] {member}, {Name} stood a little taller and tried [again|once more|one more time].',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] could almost hear {member} say, "You have got this."',
    ],
    [
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] had once [said|whispered|murmured] that every problem has a [small|little] first step, and {Name} took it.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] did it [exactly|just|precisely] the way {member} had taught {them}, and it worked just as {member.it} had promised.',
      '[Remembering|Thinking of] {member}, who [always believed|had always believed] in {them}, {Name} found {their} [courage|bravery].',
      'Some advice [stays with you|sticks]; {nameS} came from {member}, and it was [the right advice|just what was needed] [tonight|this time].',
    ],
  ),
  home: v(
    [
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] would tell {member} tomorrow.',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] drew a picture for {member}.',
      '[{member}|Now {member}|Then {member}|Soon {member}] would be so [proud|pleased|delighted].',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] saved a story for {member}.',
    ],
    [
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] could not wait to tell {member} all about it tomorrow.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] drew a picture of the adventure to give to {member}.',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] would be so [proud|pleased|delighted], {Name} thought, and [smiled|grinned|beamed|smiled wide].',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] put the [little|small] paper star from {member} by the bed.',
    ],
    [
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] was already planning how to tell {member} the [whole|entire] story, the best parts first.',
      '[Before anything else|First of all], {Name} [drew|sketched] a picture of the adventure to [give|show] {member} [tomorrow|in the morning].',
      '[{member}|Then {member}|Soon {member}|After that, {member}|Just then, {member}|Meanwhile, {member}] would want to hear every detail, {Name} knew, and would ask all the right questions.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] set the note from {member} beside the bed, where it belonged.',
    ],
  ),
  sleep: v(
    [
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] thought of {member} and [smiled|grinned|beamed|smiled wide].',
      '[Tomorrow|Soon] {Name} would [see|visit] {member}.',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] dreamed of telling {member}.',
      '[{Name}|Then {Name}|Soon {Name}|Next, {Name}] [whispered|murmured] a thank-you to {member}.',
    ],
    [
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] fell asleep thinking about what {member} would say tomorrow.',
      '[Tomorrow|In the morning] {Name} would see {member} [again|once more|one more time], and that was a [nice|lovely] thought to sleep on.',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] [whispered|murmured] a thank-you to {member}, far away, and closed {their} eyes.',
      '[The|Then the|Soon the|After that, the|Just then, the|Meanwhile, the] last thing {Name} thought of was {member}, smiling.',
    ],
    [
      '[Tomorrow|In the morning] there would be {member} to tell, but for now there was only the pillow, [soft|gentle] and [cool|smooth].',
      '[{Name}|Then {Name}|Soon {Name}|After that, {Name}|Just then, {Name}|Meanwhile, {Name}] drifted off imagining {member} hearing the story, and smiling at the best part.',
      '[A|Then a|Soon a|After that, a|Just then, a|Meanwhile, a] quiet thank-you to {member}, a long, slow breath, and {Name} was nearly asleep.',
      'Somewhere across [town|the city], {member} was asleep [too|already], and [soon|before long|in no time] {Name} would be.',
    ],
  ),
};

/** The default: grown-ups at home. */
export const FAMILY_ACTIONS: FamilyActions = HOUSEHOLD_ACTIONS;

export const FAMILY_ACTIONS_BY_ROLE: Readonly<Record<FamilyRole, FamilyActions>> = {
  household: HOUSEHOLD_ACTIONS,
  child: CHILD_ACTIONS,
  baby: BABY_ACTIONS,
  distant: DISTANT_ACTIONS,
};

/** What a member (by catalogue id; undefined for a typed name that matched nothing) can do. */
export function familyActionsFor(id: string | undefined): FamilyActions {
  return FAMILY_ACTIONS_BY_ROLE[familyRole(id)];
}
