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
 * What a family member or friend does, per beat: {member} the name (introduced where first told,
 * see core/names.ts), {member.it} she/he/they, {member.its} her/his/their, {member.obj}
 * her/him/them. Every line is about the child as well: a grown-up reads to them, tucks them in;
 * on the adventure, where nobody from home is, the child remembers what the member said or
 * taught and it helps with the problem ({companion.the}). The opening comes before the
 * companion, so it never names it. No connective openers ("Just then"): a line is told wherever
 * the member acts, so it must read well on its own.
 */
const HOUSEHOLD_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} read {Name} a [short|funny|sleepy] [story|book].',
      '{member} made [warm cocoa|hot milk|sweet tea] for {Name}[ and smiled|].',
      '{member} gave {Name} a [big|warm|long] [hug|squeeze].',
      '{member} knitted {Name} a [soft|warm] [blue|red|green] scarf.',
    ],
    [
      '{member} knitted {Name} a [soft|warm] [blue|red|green] scarf by the window, humming while {member.it} worked.',
      'In the kitchen, {member} [stirred|warmed] a pot of cocoa and saved the [first|biggest|best] cup for {Name}.',
      '{member} helped {Name} find {their} slippers, one under the [bed|chair|sofa] and one behind the [door|curtain].',
      '{member} told {Name} a [funny|silly|goofy] joke about a [sleepy|grumpy] sock, and they both [laughed|giggled].',
    ],
    [
      '{member} sat knitting by the window, needles clicking [steadily|in a steady rhythm|like a clock], and a long [blue|green] scarf for {Name} grew in {member.its} lap.',
      '[Down in the kitchen|Downstairs], {member} was warming milk for {nameS} cocoa, and the smell of it [drifted|floated|wandered] through the [whole|entire] house.',
      '{member} had spent the afternoon mending the old kite with {Name}, and it now hung [proudly|happily|crookedly] on the [wall|door].',
      '{member} looked up from {member.its} book and asked {Name} what the [best|funniest|strangest] part of the day had been[, and listened to every word|].',
    ],
  ),
  family: v(
    [
      '{Name} [heard|remembered] {member}: "[Go slow|Be brave|Try again]!"',
      '{Name} thought of {member} and [tried again|held on tight|felt brave|stood tall].',
      '{Name} went [slowly|with care|step by step], [just like {member} says|the way {member} does].',
      '{Name} helped {companion.the}, [just like|the way] {member} [would|always did].',
    ],
    [
      '{Name} remembered what {member} always [said|told {them}]: "[Slow and steady does it|One small step at a time|Deep breath, then try]." So that is how {they} helped {companion.the}.',
      'Thinking of {member}, who never gave up on anything, {Name} [tried once more|stood a little taller|took a deep breath] and [kept going|went on|carried on].',
      '{Name} could almost hear {member} [saying|whispering], "[You can do this|You have got this|Nearly there]," and that made {them} [brave|braver|bold] enough to help {companion.the}.',
      '{member} had once shown {Name} how to [go slowly when things get tricky|try the small part first|take one deep breath before trying], and that [helped now|made the difference].',
    ],
    [
      '{Name} remembered {member} saying that every [problem|puzzle|knot] has a small first step, and {they} [took it|found it] [at once|without hurrying|carefully].',
      'In the middle of it all, {Name} thought of {member}, [calm as ever|patient as always|never in a hurry], and [felt steadier|found {their} courage|breathed more slowly].',
      '{member} had once taught {Name} to [take hard things one small step at a time|go slowly when hands are nervous|breathe out before trying again], and {they} did [exactly that|just that] now, [and it worked|and {companion.the} was glad of it].',
      'Some advice [stays with you|sticks]; {Name} had [learned|heard] this from {member}, and it was [exactly|just] what {companion.the} needed [tonight|just then|now].',
    ],
  ),
  home: v(
    [
      '{member} [was waiting|stood waiting] [with open arms|at the door|with a smile] for {Name}.',
      '{member} had [cocoa|warm milk|toast] ready for {Name}[ and {companion.the}|].',
      '{member} [gave|had] {Name} a [warm|big|long] hug.',
      '{member} [wanted|asked] to hear [all of it|every bit|the whole story] from {Name}.',
    ],
    [
      '{member} was waiting at the door with open arms and a [big|warm|wide] smile, and {Name} [ran straight into them|told {member.obj} everything|hugged {member.obj} tight].',
      '{member} had [two cups of cocoa|two warm muffins|two slices of toast] [ready|waiting], one for {Name} and one for {companion.the}.',
      '{member} wanted to hear everything, and [listened|listened closely|nodded] while {Name} told the [whole|entire] adventure.',
      '{member} wrapped {Name} in a blanket and [said|whispered|murmured], "I am so [proud|pleased] of you."',
    ],
    [
      '{member} was waiting, as {member.it} always was, with cocoa [warming|steaming] on the stove and [a blanket|a quilt|a shawl] ready for {Name}.',
      '{member} [listened|listened closely] to {nameS} [whole|entire] adventure without interrupting once, [nodding|smiling] at the best parts.',
      'When {Name} came in, {member} simply opened {member.its} arms [wide|wide open], and that said [everything|all that needed saying|more than words].',
      '{member} [laughed|chuckled] at the [funny|silly] parts of {nameS} story, gasped at the [clever|brave] ones, and [hugged|squeezed] {Name} at the end.',
    ],
  ),
  sleep: v(
    [
      '{member} [tucked|wrapped] {Name} in [tight|snug|gently].',
      '{member} [kissed {Name} good night[ on the head| once more|]|hugged {Name} good night[ once more|]].',
      '{member} [sang|hummed] {Name} a [soft|slow|gentle] song.',
      '{member} turned the [light|lamp] down [low|soft|dim] for {Name}.',
    ],
    [
      '{member} tucked the blanket around {Name} and [whispered|murmured], "Sweet dreams[, my love|, little one|]."',
      '{member} [sang|hummed] a [soft|gentle], slow song, the one {Name} [liked|loved] best.',
      '{member} [kissed|patted] {nameS} forehead and dimmed the light to a [warm|soft|golden] glow.',
      '{member} [sat|stayed] on the edge of the bed until {nameS} eyes grew [heavy|sleepy|slow].',
    ],
    [
      '{member} [smoothed|straightened] the blanket, kissed {Name} good night, and left the door open [just a crack|a little|a sliver].',
      'Softly, {member} [hummed|sang] the old tune {Name} [loved|knew by heart], and the room filled with [quiet|hush].',
      '{member} [whispered|murmured] good night to {Name} and turned the lamp down to the [smallest|softest|faintest] glow.',
      '{member} [sat|stayed] a while longer, listening to {nameS} breathing grow [slow and even|soft and slow|deep and steady].',
    ],
  ),
};

const CHILD_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} [built|made] a [pillow|blanket] fort with {Name}.',
      '{member} and {Name} [played|made up] a [clapping|word|silly] game.',
      '{member} [shared|split] the last [cookie|grape|cracker] with {Name}.',
      '{member} [raced|beat] {Name} to the [stairs|door|sofa].',
    ],
    [
      '{member} and {Name} built a [wobbly|lopsided|grand] pillow fort and [giggled|laughed] when the roof fell in.',
      '{member} taught {Name} a [new|secret] clapping game, faster and faster until they both [laughed|giggled|chuckled].',
      '{member} broke the last [cookie|cracker|muffin] in two and [gave|handed] {Name} the bigger half.',
      '{member} and {Name} [whispered|murmured] secrets under the blanket with a [flashlight|little lamp|glow stick].',
    ],
    [
      '{member} and {Name} had spent the [whole|entire] afternoon building a fort of cushions, and it had only collapsed [twice|once|three times].',
      '{member} had invented a new game that afternoon, with rules that changed every [five minutes|turn], and {Name} had [loved|adored|enjoyed] every one.',
      '[Earlier|After dinner], {member} had shared the last [cookie|cracker] with {Name}, [exactly|precisely] in half, which is harder than it sounds.',
      '{member} and {Name} had been trading jokes [all evening|since supper], each one [sillier|worse|funnier] than the last.',
    ],
  ),
  family: v(
    [
      '{Name} thought of {member} and [tried again|held on tight|felt brave|stood tall].',
      '{Name} [heard|remembered] {member}: "[You can do it|Keep going|Nearly there]!"',
      '{Name} [tried|used] a trick from {member}: [one deep breath, then try|slow hands, calm voice|count to three, then go].',
      '{Name} helped {companion.the}, [just like|the way] {member} [would|always did].',
    ],
    [
      '{Name} [remembered|thought of] how {member} always tried one more time, and so {they} [did too|tried again|kept going] for {companion.the}.',
      'Thinking of {member}, who never gave up on anything, {Name} [felt braver|stood a little taller|took a deep breath] [at once|right away].',
      '{Name} used a [clever|secret|handy] trick {member} had once taught {them}, [to count to three before trying|to hum while working|to start with the easy part], and it [worked|helped] [at once|straight away].',
      '{Name} could almost hear {member} cheering, "[You can do it|Keep going|Nearly there]!" and that [helped|made {them} grin].',
    ],
    [
      '{Name} thought of {member}, who never gave up on anything, and [felt braver|found {their} nerve|steadied] [at once|right away|almost at once].',
      '{Name} used a trick {member} had [invented|shown {them}] [long ago|last week|ages ago], [always start with the easiest part|breathe out before every try|work from the outside in], and [rather neatly|just as hoped|perfectly] it worked.',
      'It was the sort of [puzzle|problem|knot] {member} [loved|would have loved], and thinking how {member.it} would [tackle|solve] it, {Name} [found the answer|saw the way].',
      '{Name} could almost hear {member} [cheering|calling] from [home|far away], and it [carried {them} the last little way|made {them} grin|was enough].',
    ],
  ),
  home: v(
    [
      '{member} [wanted|begged] to hear [it all|everything] from {Name}.',
      '{member} [gave|saved] {Name} a [high five|big grin|hug].',
      '{member} [saved|kept] {Name} a [cookie|muffin|seat].',
      '{member} [listened to|looked at] {Name} with [wide|big|round] eyes.',
    ],
    [
      '{member} wanted to hear [every part|each bit] of {nameS} adventure, [twice|two times|again and again].',
      '{member} gave {Name} a [high five|fist bump] and [said|whispered|laughed], "Next time, take me too!"',
      '{member} had saved {Name} a [cookie|muffin] and the best spot on the [sofa|rug|couch].',
      '{member} [listened|listened closely] with wide eyes and asked {Name} a [hundred|thousand|dozen] questions.',
    ],
    [
      '{member} demanded {nameS} [whole|entire] story from the beginning, and then asked to hear the best part [again|once more|one more time].',
      '{member} was [impressed|amazed] by {nameS} adventure, though {member.it} tried [hard|very hard|rather hard] not to show it.',
      'Waiting at home was {member}, full of [questions|smiles] and holding a [cookie|warm muffin] saved [especially|just] for {Name}.',
      '{member} declared {nameS} adventure the best [ever|of the year|in history] and insisted on coming [next time|along next time].',
    ],
  ),
  sleep: v(
    [
      '{member} [whispered|called|said], "[Good night|Sleep tight], {Name}."',
      '{Name} thought of {member} and [smiled|grinned|beamed|smiled wide].',
      '{member} [yawned|gave a yawn], and {Name} yawned [too|as well].',
      '{Name} [whispered|said|called] good night to {member}[ softly|].',
    ],
    [
      'From the [next room|hallway], {member} [whispered|called] to {Name}, "Good night, [sleep tight|sweet dreams]."',
      '{Name} thought of {member} and [smiled|grinned|beamed], already planning [tomorrow|the next adventure].',
      '{member} [yawned a huge yawn|gave an enormous yawn|yawned the biggest yawn], and that made {Name} yawn [too|as well].',
      '{member} was already fast asleep, and {Name} [whispered|murmured] good night [anyway|softly|all the same].',
    ],
    [
      '{Name} [smiled|grinned] at the thought of telling {member} the rest [tomorrow|in the morning|at breakfast].',
      'A [whispered|murmured] "good night" came from {member}, and {Name} [whispered|sent] one back[ softly|].',
      '{member} had fallen asleep mid-sentence, and {Name} decided that the [story|rest] could wait until [morning|breakfast|tomorrow].',
      '[Somewhere nearby|Just down the hall|In the next room], {member} was already dreaming, and [soon|before long] {Name} would be [too|as well].',
    ],
  ),
};

const BABY_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} [giggled|smiled|laughed|grinned] at {Name}.',
      '{member} [waved|flapped] a [tiny|small] hand at {Name}.',
      '{member} [held on to|squeezed] {nameS} [finger|thumb].',
      '{member} [gurgled|cooed] at {Name}[ happily|].',
    ],
    [
      '{member} [giggled|squealed] every time {Name} played [peekaboo|pat-a-cake|this little piggy].',
      '{member} held on to {nameS} finger with a [tiny|teeny|small], strong hand[ and would not let go|].',
      '{member} [kicked happy feet|waved both arms] when {Name} came into the [room|kitchen|nursery].',
      '{member} [gurgled|cooed] at {Name}, which meant "[hello|I missed you|play with me]."',
    ],
    [
      '{member} laughed the loudest laugh at {nameS} game of [peekaboo|pat-a-cake], a laugh far too [big|loud] for someone so [small|little].',
      '{member} had wrapped a [whole|entire] [tiny|teeny] hand around {nameS} finger and [would not|refused to] let go.',
      '{member} watched {Name} with [enormous|round|wide] eyes, as if {Name} were the most [interesting|wonderful|important] person in the world.',
      'Every time {Name} made a [funny|silly|goofy] face, {member} [squealed|gurgled] with [delight|joy].',
    ],
  ),
  family: v(
    [
      '{Name} thought of {member} and [felt brave|held on|tried again|stood tall].',
      '{Name} [wanted|hoped] to tell {member} [about it|all of it].',
      '{Name} held on tight, [just like|the way] {member} [does|did].',
      '{Name} [gently|kindly] helped {companion.the}, [for|thinking of] {member}.',
    ],
    [
      '{Name} thought of {member}, asleep at home, and wanted to be a [good|kind|brave] big helper[ for {companion.the}|].',
      '{Name} [remembered|thought of] how {member} held on so tight, and [held on tight too|did the same|did not let go].',
      '{Name} pictured {member} [laughing|giggling|smiling], and it made {them} [brave|braver|bold].',
      'This would be a [story|tale] to tell {member} [one day|some day], {Name} [decided|thought], and {they} helped {companion.the} [with care|gently].',
    ],
    [
      '{Name} thought of {member} back home and [resolved|decided] to be the kind of big sibling worth looking up to, [especially now|right now|starting now].',
      'Holding on as [tightly|firmly] as {member} [held|gripped] a finger, {Name} did not let go [for a moment|once|at all].',
      '[One day|Some day], {Name} [thought|decided], {member} would be old enough to hear [this story|all about {companion.the}|how it went].',
      'The thought of {member} at home, [safe|snug] and [sleeping|dreaming], made {Name} feel [strong|steady|brave].',
    ],
  ),
  home: v(
    [
      '{member} was [asleep|dozing] when {Name} got [home|back|in].',
      '{member} [gurgled|cooed|smiled] hello to {Name}[ happily|].',
      '{member} [gave|flashed] {Name} a [sleepy|gummy|big] smile.',
      '{member} yawned a [tiny|teeny|small] yawn at {Name}[ and blinked|].',
    ],
    [
      '{member} was asleep in the crib, with one [tiny|teeny|small] fist curled up, and {Name} tiptoed [past|by|in].',
      '{member} [gurgled|cooed] hello, as if {member.it} had missed {Name} [all day|a lot|very much].',
      '{member} gave {Name} a [sleepy|gummy|lopsided], happy smile[ from the crib|].',
      '{member} yawned the tiniest yawn in the world, and {Name} [laughed|smiled|grinned] [softly|quietly].',
    ],
    [
      '{member} was asleep, one [tiny|teeny] fist curled by {member.its} cheek, and {Name} [paused|stopped] to [look|watch] for a moment.',
      '{member} [stirred|wriggled], opened one eye, [smiled|grinned|beamed] at {Name}, and went back to sleep.',
      'Even {member} seemed to know something [wonderful|marvelous|splendid] had happened to {Name}, and [cooed|gurgled] about it [happily|for a while].',
      '{member} yawned a yawn so small and so perfect that {Name} [smiled|grinned|laughed] [out loud|softly].',
    ],
  ),
  sleep: v(
    [
      '{Name} [whispered|said|blew a kiss and said] good night to {member}[ softly|].',
      '{member} sighed a [tiny|teeny|small] sigh, and {Name} [smiled|yawned].',
      '{Name} blew {member} a [kiss|good night kiss][ softly|].',
      '{member} [slept|dozed], snug and [warm|cozy], and soon {Name} would [too|as well].',
    ],
    [
      '{member} was already [asleep|fast asleep], and {Name} [whispered|murmured], "Good night, little one[, sleep tight|]."',
      '{member} made a [tiny|teeny|small] sleepy sigh, and {Name} [smiled|yawned] as the house grew quiet.',
      '{Name} [blew a kiss toward|waved good night to] {member}, who was [snug|warm] and fast asleep[ already|].',
      '{member} slept soundly nearby, breathing slow and [soft|gentle], and {Name} [listened|breathed along|smiled].',
    ],
    [
      'In the next room, {member} [slept|dozed], and {Name} [listened|lay listening] as the [whole|entire] house seemed to [breathe|rest] in time.',
      '{Name} [whispered|murmured] good night to {member}, [softly|gently|quietly], so as not to wake {member.obj}.',
      '{member} sighed in {member.its} sleep, the smallest sound in the world, and {Name} [smiled|listened] in the [quiet|hush|stillness].',
      'With {member} [asleep|fast asleep] and the house [quiet|hushed|still], it was time for {Name} to sleep [too|as well].',
    ],
  ),
};

const DISTANT_ACTIONS: FamilyActions = {
  opening: v(
    [
      '{member} had given {Name} a [little|small] [star|shell|card].',
      '{Name} [had|kept] a [drawing|card|note] from {member}.',
      '{member} had [said|told] {Name}, "[Well done|Good job|Try your best]!"',
      '{member} had [waved|smiled] at {Name} that [day|morning].',
    ],
    [
      '[That afternoon|Earlier], {member} had given {Name} a [little|small] paper star and [said|whispered], "For later."',
      '{Name} had a [drawing|card|note] from {member} pinned above the bed[, right in the middle|].',
      '[Earlier that day|That morning], {member} had [told|said to] {Name}, "I [cannot wait|would love] to hear what you do next."',
      '{member} had taught {Name} something [new|clever] [that day|that morning], and {Name} was still [thinking|smiling] about it.',
    ],
    [
      '[That afternoon|Earlier that day], {member} had pressed a [small|little] paper star into {nameS} hand and said, [with a wink|quietly], "You will know when you need it."',
      '[Pinned|Tucked] above the bed was a note from {member}, and {Name} had read it [twice|three times] [already|that day].',
      '[Earlier that day|That morning], {member} had told {Name} something that had [stayed|lingered] with {them} [ever since|all day].',
      '{member} had [spent the afternoon|taken the time] showing {Name} how to do something new, and {Name} was [proud|pleased|delighted] of it.',
    ],
  ),
  family: v(
    [
      '{Name} [remembered|heard] {member}: "[Try once more|Be brave|Go slow]!"',
      '{Name} went [slowly|gently|step by step], [just as {member} says|like {member} does].',
      '{Name} thought of {member} and [smiled|tried again|felt brave|stood tall].',
      '{Name} helped {companion.the}, [just as|the way] {member} [would|always does].',
    ],
    [
      '{Name} remembered what {member} always [said|whispered|told {them}]: "Slow and steady does it." [And it helped.|It helped {companion.the} too.|So {they} went slowly.]',
      '{member} had once shown {Name} how to do hard things [step by step|bit by bit|little by little], so {they} did it that way, [and it worked|until it was done].',
      '[Thinking of|Remembering] {member}, {Name} stood a little taller and tried [again|once more|one more time] to help {companion.the}.',
      '{Name} could almost hear {member} [say|whisper], "[You have got this|You can do it|Nearly there]," and [it helped|{they} believed it].',
    ],
    [
      '{member} had once [said|remarked] to {Name} that every [problem|puzzle] has a [small|little] first step, and {they} [took it|found it].',
      '{member} had once taught {Name} to [go slowly and gently|try the small part first|keep calm and keep trying], and it worked just as {member.it} had [promised|said it would].',
      '[Remembering|Thinking of] {member}, who had always believed in {them}, {Name} found {their} [courage|nerve] and [helped {companion.the}|tried again].',
      'Some advice [stays with you|sticks]; {Name} had [learned|heard] this from {member}, and it was [just|exactly] what {companion.the} needed [tonight|now].',
    ],
  ),
  home: v(
    [
      '{Name} [would|could] tell {member} [tomorrow|all about it|soon].',
      '{Name} [drew|made] a picture for {member}[ of the day| of it all|].',
      '{member} would be [so|very] [proud|pleased|happy] of {Name}.',
      '{Name} [saved|kept] [a story|the best part|a secret] for {member}.',
    ],
    [
      '{Name} could not wait to tell {member} [all about it|everything] [tomorrow|in the morning|first thing].',
      '{Name} drew a picture of the adventure to [give|show] {member}[ tomorrow| in the morning|].',
      '{member} would be so [proud|pleased|delighted], {Name} thought, and [smiled|grinned|beamed].',
      '{Name} [wrote|made] a [little|small] [note|card] for {member} and [put|set] it by the bed.',
    ],
    [
      '{Name} was already [planning|deciding] how to tell {member} the [whole|entire] story, the best parts [first|at the start].',
      '[Before anything else|First of all], {Name} [drew|sketched] a picture of the adventure to [give|show] {member} [tomorrow|in the morning].',
      '{member} would want to hear [every detail|every bit], {Name} knew, and would ask all the [right|best|cleverest] questions.',
      '{Name} wrote {member} a [short|little] note about the day and [set|left] it [beside the bed|on the shelf].',
    ],
  ),
  sleep: v(
    [
      '{Name} thought of {member} and [smiled|grinned|beamed|yawned].',
      '[Tomorrow|Soon] {Name} would [see|visit] {member}.',
      '{Name} [dreamed|thought] of telling {member}[ everything| all of it|].',
      '{Name} [whispered|said] a thank-you to {member}[ softly|].',
    ],
    [
      '{Name} [lay|snuggled] thinking about what {member} would say [tomorrow|in the morning|at breakfast].',
      '[Tomorrow|In the morning] {Name} would see {member} [again|once more], and that was a [nice|lovely] thought to sleep on.',
      '{Name} [whispered|murmured] a thank-you to {member}, [far away|across town], and [closed|rested] {their} eyes.',
      '[The last thing|The very last thing] {Name} thought of was {member}, [smiling|waving|laughing].',
    ],
    [
      '[Tomorrow|In the morning] there would be {member} to tell, but for now {Name} had only the pillow, [soft|gentle] and [cool|smooth].',
      '{Name} [drifted|floated] toward sleep imagining {member} hearing [the story|it all], and [smiling|laughing] at the best part.',
      '[A quiet|A whispered] thank-you to {member}, [a long, slow breath|a yawn], and {Name} was [nearly|almost] asleep.',
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
