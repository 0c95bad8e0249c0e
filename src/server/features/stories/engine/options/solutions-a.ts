import { v } from './build.js';
import type { SolutionCatalogue } from './types.js';

/**
 * How the child's own interest solves the problem: {solution} of a plan's 'solve' beat.
 * Kinds faded, missing, stuck, broken, quiet, scattered and puzzle may name {object.the};
 * for sleepless, sad and cold the one who needs help is {companion.the}. 'any' fits every kind
 * (so it names neither the object nor who is sad). {critter} is a small creature of the story's
 * world ("squirrel", "crab"), for an animal helper a parent can picture: never "a little friend".
 */
export const SOLUTIONS_A: Pick<
  SolutionCatalogue,
  'art' | 'music' | 'dance' | 'building' | 'science' | 'nature' | 'animals'
> = {
  art: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] drew a plan with [bright|shining] crayons.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] drew a [picture|map|plan]. Then {they} {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] drew a plan in [bright|bold] colors, and they followed it [step by step|bit by bit|little by little].',
        '{Name} [drew|sketched] the plan [on a scrap of paper|in bright crayon] so [everyone|everybody] could see it, and then {they} {fix}.',
      ],
      [
        '[An|So an|Then an|Right away, an|Without a fuss, an|In no time, an] artist notices things, and {Name} sketched the [whole|entire] problem out in plain lines, saw which part mattered, and {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sketched three ideas, crossed out two, and the third one worked beautifully.',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] painted the color back on.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] painted {object.the} bright again.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] dipped a brush in [sunny yellow|warm gold|bright blue] and painted {object.the} bright [again|once more|one more time].',
        'Stroke by [careful|gentle] stroke, {Name} painted the [lost|missing|faded] color back onto {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] mixed a color from memory, the exact shade {object.the} used to be, and brushed it on with slow, [patient|steady|calm] strokes until {object.it} [glowed|shone|gleamed].',
        'Because {they} [loved|adored|was fond of] {interest}, {Name} knew colors by heart, and {they} painted {object.the} back to life one [shimmering|glimmering] stroke at a time.',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] drew a picture of {object.the}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] drew a map of every step.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] drew {object.the} so [everyone|everybody] knew what to look for, and [soon|before long|in no time] someone spotted {object.it}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] drew a map of everywhere they had been, and the map showed where {object.the} had to be.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sketched a map of the [whole|entire] day, every turn and every stop, and there on the paper was the one place no one had looked.',
        'With a [careful|gentle] drawing of {object.the}, {Name} showed [everyone|everybody] [exactly|just|precisely] what to search for, and the search was over in minutes.',
      ],
    ),
    broken: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] painted over the crack.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a patch with paper.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] painted a [pretty|lovely] pattern over the crack, and {object.the} looked better than new.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] cut a paper patch, colored it in, and fixed {object.the} with it.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] turned the crack into part of a painting, a golden line that made {object.the} more [beautiful|lovely|pretty] than before.',
        'Careful as a real artist, {Name} mended {object.the} with a [colorful|cheerful|bright] patch that made [everyone|everybody] smile.',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] drew a [funny|silly|goofy] picture.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] painted a smiling sun.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] drew a [funny|silly|goofy] picture of {companion.the}, and {companion.the} [laughed|giggled|chuckled] out loud.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] painted a [big|great big] smiling sun just for {companion.the}, and the sad feeling melted away.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] drew a portrait of {companion.the} looking brave and [happy|glad|content], and seeing it made {companion.the} feel that way too.',
        'Quietly, {Name} painted a picture of all their best moments [together|side by side], and {companion.the} [smiled|grinned|beamed|smiled wide] for the first time that day.',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] drew a sleepy moon.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] painted [soft|gentle], sleepy clouds.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] drew a sleepy moon in [soft|gentle] blues, and {companion.the} yawned just looking at it.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] painted [soft|gentle] gray clouds, and {companion.the} [began|started] to feel heavy and [calm|peaceful].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] painted a picture in the quietest colors {they} knew, and {companion.the} gazed at it until {companion.its} eyes drifted shut.',
        'With slow, [soft|gentle] strokes, {Name} painted a night so [peaceful|calm|still] that {companion.the} yawned [halfway through|before it was done].',
      ],
    ),
    puzzle: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] drew the pattern out.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] spotted the colors in order.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] copied the pattern on {object.the} into a drawing, spotted the shape that fit, and pressed it in place.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [noticed|spotted] that the colors on {object.the} made a pattern, and touched them in order.',
      ],
      [
        '[An|So an|Then an|Right away, an|Without a fuss, an|In no time, an] artist sees patterns others miss: {Name} traced the shapes on {object.the} and found the picture hidden in them.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sketched the puzzle from three sides until the hidden shape appeared, and {object.the} clicked open.',
      ],
    ),
  },
  music: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sang a [little|small] song.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [hummed|crooned|sang] a happy tune.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang a [little|small] song to keep everyone steady, and, humming the whole time, {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [hummed|crooned|sang] a tune, and [everyone|everybody] joined in until the trouble was over.',
      ],
      [
        'Music had always helped {Name} think, so {they} [hummed|crooned|sang] a slow [melody|tune], and before the last note faded {they} had {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [began|started] a song with a steady beat, and, working in time to it, {fix} by the last verse.',
      ],
    ),
    quiet: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sang to {object.the}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [hummed|crooned|sang] the lost tune.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang the first notes, and {object.the} found its voice and sang along.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [hummed|crooned|sang] the tune {object.the} used to play, and the sound [came back|returned|crept back].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang [softly|gently|quietly], note by note, until {object.the} remembered its own song and answered in a clear, [bright|shining] voice.',
        'Because {they} [loved|adored|was fond of] {interest}, {Name} could hear the missing note, and {they} sang it, and {object.the} rang out [again|once more|one more time].',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sang a [bright|shining] song.',
        '[The|So the|Then the|And so the] song made {object.the} glow.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang a bright, happy song, and {object.the} [glowed|shone|gleamed] a little more with every note.',
        'As {Name} [sang|sang softly], the light [came back|returned|crept back] into {object.the}, note by note.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang the brightest song {they} knew, and with each rising note the glow crept back into {object.the}.',
        'Light, it turned out, [loved|adored|was fond of] music: {Name} sang, and {object.the} shone brighter with every [verse|note].',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] whistled and listened.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sang, and something sang back.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] whistled a tune, and from somewhere close, {object.the} jingled back.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang a call-and-answer song and followed the answer right to {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [hummed|crooned|sang] a note and [listened|listened closely] for the echo, and the echo led straight to where {object.the} was hiding.',
        'Music is also listening, and {Name} [listened|listened closely] so [carefully|gently|with care] that {they} heard {object.the} tinkle behind a rock.',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sang a [soft|gentle] lullaby.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [hummed|crooned|sang] low and slow.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang a [soft|gentle] lullaby, and {companion.the} yawned a [big|great big], sleepy yawn.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [hummed|crooned|sang] low and slow until {companion.the} closed {companion.its} eyes.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang the gentlest lullaby {they} knew, slowing down with every line, until {companion.the} was breathing deep and even.',
        'Low and slow, {Name} [hummed|crooned|sang] a tune that rose and fell like waves, and {companion.the} drifted [toward sleep|off to sleep].',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sang a [silly|funny|goofy] song.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made up a happy song.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made up a [silly|funny|goofy] song about {companion.the}, and {companion.the} giggled.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sang a happy song, and [soon|before long|in no time] {companion.the} was singing along.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] invented a song about everything {companion.the} was good at, and by the chorus {companion.the} was smiling.',
        'Nobody can stay glum through a [song|tune] like the one {Name} made up, and {companion.the} did not even [try|want to|think of it].',
      ],
    ),
  },
  dance: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] did a happy dance.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [twirled|spun] on tiptoe. Then {they} {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] danced a twirly dance, light on {their} toes, and in the middle of a spin {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] danced the steps out, one, two, three, and on the third step {fix}.',
      ],
      [
        'Dancers [learn|know how] to move lightly, [and|so|and so] {Name} stepped and turned with great care until {they} had {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] spun once, twice, and on the third spin, light as a feather, {fix}.',
      ],
    ),
    stuck: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] danced on tiptoe.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] stretched up like a dancer.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] stretched up on tiptoe, like a ballet dancer, and freed {object.the} with one hand.',
        'With a [graceful|nimble] twirl, {Name} [slipped|slid] past and [wiggled|jiggled] {object.the} loose.',
      ],
      [
        '[Balanced|Poised] on the tips of {their} toes like a dancer, {Name} reached higher than anyone else and [eased|coaxed] {object.the} [free|loose].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] moved as lightly as in dance class, and {object.the} came loose with one [gentle|soft] twist.',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] did a [silly|funny|goofy] dance.',
        '[They|So they|Then they|And so they] danced until they [laughed|giggled|chuckled].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] did the silliest dance, and {companion.the} could not help joining in.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] and {companion.the} danced in a circle until they both [laughed|giggled|chuckled].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] taught {companion.the} a dance with a wiggle, a hop and a bow, and by the bow the sadness had gone.',
        'It is hard to feel [low|sad] while dancing, [and|so|and so] {Name} made sure {companion.the} [danced|joined in].',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] danced to keep [warm|cozy|toasty].',
        '[They|So they|Then they|And so they] [hopped|bounced|skipped] and [twirled|spun] together.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [started|began] a hopping dance, and [soon|before long|in no time] {companion.the} was [warm|cozy|toasty] from ears to toes.',
        '[They|So they|Then they|Right away, they|Without a fuss, they|In no time, they] danced a quick [little|small] jig [together|side by side] until {companion.the} felt [cozy|snug|toasty] [again|once more|one more time].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] led a lively dance, all stamps and spins, until {companion.the} was glowing warm.',
        'One dance and then another, and {companion.the} forgot all about being cold, [toasty|warm|snug] from [nose to toes|head to tail].',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] danced and picked them up.',
        '[Step|Hop], [spin|twirl], pick one up.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a dance of it: step, spin, pick one up, until {object.the} was all gathered in.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [twirled|spun] from one piece to the next, and [soon|before long|in no time] every piece of {object.the} was safe.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] turned the gathering into a dance, a hop to each piece and a twirl back, and in no time {object.the} was whole [again|once more|one more time].',
        'In a neat, twirling line, {Name} danced across the [ground|floor|path] and gathered up every [last|single] piece of {object.the}.',
      ],
    ),
  },
  building: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built something [clever|smart|handy].',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built a [little|small] ramp.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a [clever|smart|handy] [little|small] machine from sticks and string, and it did the job.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] stacked what {they} could find into just the thing they needed.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] looked at what was lying around the way a builder does, and in minutes had put together [exactly|just|precisely] the right tool.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] builder sees parts everywhere: {Name} fitted a few [together|side by side] into a handy tool, and with it {fix}.',
      ],
    ),
    stuck: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built a tall tower.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] stacked boxes up high.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] stacked blocks into a tall, steady tower and reached {object.the} from the top.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a [little|small] ramp, and {object.the} rolled right down it.',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a sturdy stack, widest at the bottom as builders do, then climbed one step and [lifted|plucked] {object.the} free.',
        'With a lever made from a [stick|branch] and a stone, {Name} nudged {object.the} [loose|free] on the [first|very first] try.',
      ],
    ),
    broken: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] fixed {object.the}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] put the pieces back.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] fitted the pieces of {object.the} back [together|side by side] like building blocks.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found the piece that was loose and clicked it back into place.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] studied how {object.the} was put together, found the part that had slipped, and rebuilt it stronger.',
        'Like a real builder, {Name} laid out every piece of {object.the}, then [put|fit] them back together [one by one|one at a time|piece by piece].',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built a [cozy|snug|toasty] den.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built a [little|small] shelter.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a snug [little|small] den, and {companion.the} curled up [warm|cozy|toasty] inside it.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made walls from whatever {they} could find, and {companion.the} was snug inside.',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a [small|little], snug shelter, walls first and then a roof, and {companion.the} settled inside, [warm|cozy|toasty] [at last|at long last].',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] good builder knows that walls keep warmth in, so {Name} built a den just [big|great big] enough for {companion.the}.',
      ],
    ),
    puzzle: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] fit the pieces together.',
        '[Click|Snap]! The last piece [fit|slid in].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] turned the pieces of {object.the} this way and that until they fit together.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built the shape the lock wanted, and {object.the} opened with a click.',
      ],
      [
        'Builders [understand|know] how things fit, [and|so|and so] {Name} saw which piece of {object.the} went where before anyone else [could|did].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] rebuilt the puzzle on {object.the} in the right order, and with the last piece it swung open.',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built a box for them.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a [little|small] cart.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a [little|small] cart and rolled all of {object.the} back [together|side by side].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a box from bark and twigs and filled it with every piece.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] put together a [small|little] cart with four round wheels, and gathering {object.the} took no time at all.',
        'Instead of carrying one piece at a time, {Name} [built|made] a [tray|little cart|basket] to hold them all.',
      ],
    ),
  },
  science: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] tried a [little|small] test.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] asked how it worked.',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] tried one [small|little] test, then another, and the second one worked.',
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked, "How does this work?" and then [worked out|figured out] the answer.',
      ],
      [
        '[Like a real scientist|As any good scientist would|The way scientists do], {Name} made a guess, [tested|tried] it, changed [one thing|one small thing|a single thing], and tried again, until {they} had {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] watched closely, [noticed|spotted] the one small thing [everyone|everybody] else had missed, and {fix}.',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] held {object.the} to the light.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] cleaned the dust away.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] held {object.the} up to the light, and it soaked up the glow like a sponge.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found a layer of dust and wiped it off, and {object.the} shone [again|once more|one more time].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] guessed {object.the} needed light to shine, so {they} held it where the light was brightest, and [soon|before long|in no time] {object.it} [glowed|shone|gleamed].',
        'Some things glow after they [soak up|drink in] light, {Name} [remembered|knew|had learned], and {object.the} proved {them} right [at once|in a moment].',
      ],
    ),
    broken: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] found the loose part.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] tightened it with care.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] looked closely and found one [tiny|teeny|itty-bitty] loose part, and tightened it.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [tested|tried] each part of {object.the} until {they} found the one that needed fixing.',
      ],
      [
        'Scientists test one thing at a time, so {Name} did [too|the same], and the third test showed [exactly|just|precisely] what was wrong with {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] worked out why {object.the} had stopped, fixed that one [small|little] thing, and {object.the} started up [again|once more|one more time].',
      ],
    ),
    stuck: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] used a slippery trick.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a lever.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] put a stick under {object.the} and pushed down, and up it came.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made the edges slippery with a little water, and {object.the} slid out.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] remembered how levers work, slid a stick underneath, and lifted {object.the} with one finger.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] little water, a [gentle|soft] wiggle, and [a bit|a little] of science: {object.the} slid free.',
      ],
    ),
    puzzle: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] looked for the pattern.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [tested|tried] every idea.',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [tested|tried] one idea, then another, and the third one opened {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [noticed|spotted] a pattern on {object.the}, followed it with one finger, and pressed the last piece in place.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] treated the riddle like an experiment, ruling out one answer at a time until only the right one was left.',
        '[Careful|Tidy] notes and a keen eye [did it|were enough]: {Name} [cracked|solved] the code on {object.the}.',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a [warm|cozy|toasty], snug nest.',
        '[They|So they|Then they|And so they] sat in the sunny spot.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew warm air rises, so {they} [made|built] a [cozy|snug|toasty] nest low down for {companion.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found the spot where the sun had warmed the ground, and {companion.the} curled up there.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] remembered that fluffy things trap warm air, and wrapped {companion.the} in the fluffiest things {they} could find.',
        'Thinking like a scientist, {Name} found the [warmest|snuggest], most sheltered [place|spot|corner] and settled {companion.the} there.',
      ],
    ),
  },
  nature: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] looked closely all around.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] listened to every [small|little] sound.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [noticed|spotted] the [tiny|teeny|itty-bitty] signs all around, followed them one by one, and {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] followed the [little|small] tracks, one after another, and {fix}.',
      ],
      [
        'People who love nature notice [small|little] things, and {Name} [noticed|spotted] the one [small|little] thing that mattered.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the signs around them like a book, a bent stem here and a scuff there, and {fix}.',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] followed [tiny|teeny|itty-bitty] tracks.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] looked in every hiding spot.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] spotted [tiny|teeny|itty-bitty] tracks and followed them straight to {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew where [little|small] things like to hide, and found {object.the} tucked in a snug nook.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the trail the way a naturalist would, a scuff here and a [tiny|teeny|itty-bitty] track there, and it led straight to {object.the}.',
        'Knowing how [small|little] creatures carry shiny things home, {Name} followed their [little|small] paths and found {object.the} [at once|right away].',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a [soft|gentle], [cozy|snug|toasty] nest.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] found a [warm|cozy|toasty], snug spot.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [soft|gentle], round nest, and {companion.the} snuggled in, [warm|cozy|toasty] [at last|at long last].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found a [warm|cozy|toasty], sheltered spot, just the kind animals choose.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [made|built] a nest the way [small|little] animals do, [soft|gentle] and round, and tucked {companion.the} in warmly.',
        'Just like a hedgehog before a long sleep, {Name} [made|built] a [snug|cozy|toasty] nest for {companion.the}.',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] brought the fireflies.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] gave it fresh sunshine.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] called the glowing bugs, and they lit {object.the} up with their [little|small] lights.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] set {object.the} where the sun could reach it, and its color [came back|returned|crept back].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew that growing things need sun, so {they} found the brightest patch of light, and {object.the} [slowly|carefully|gently] bloomed with color [again|once more|one more time].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [whispered|murmured] to the fireflies, and they gathered around {object.the} until it shone.',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] asked the [little|small] creatures to help.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] searched each nook.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew the [little|small] creatures nearby were good at finding things, and [together|side by side] they gathered every piece.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] looked in each nook and behind each stone until {object.the} was all found.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] searched the way a [careful|gentle] collector would, patiently, and gathered every last piece of {object.the}.',
        'Knowing where [small|little] things roll and settle, {Name} checked each [hollow|dip|nook] and found every piece.',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] listened to the night sounds.',
        '[They|So they|Then they|And so they] counted the quiet sounds.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] named the [soft|gentle] night sounds [one by one|one at a time|piece by piece], and {companion.the} grew sleepy listening.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] showed {companion.the} how every creature was curling up for the night, and {companion.the} closed {companion.its} eyes too.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] pointed out how everything in nature was settling down for the night, and {companion.the} settled with them.',
        'Listening to the [hush|quiet|stillness] of the evening, {Name} and {companion.the} breathed [slower and slower|more and more slowly].',
      ],
    ),
  },
  animals: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] asked the animals for help.',
        '[A|So a|Then a|And so a] friendly {critter} [came to help|helped out].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked the animals nearby for help, and they were [glad|happy|pleased] to help.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew just what each animal was good at, and asked the right one.',
      ],
      [
        '[Knowing animals as well as {they} did|Because {they} knew animals so well|Like a true animal expert], {Name} asked the right [creature|friend|animal] for help, and together they {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] watched the animals closely and copied their [clever|smart|handy] trick.',
      ],
    ),
    stuck: v(
      [
        '[A|So a|Then a] [small|little|quick] {critter} [came|ran] up to help.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] asked a nimble creature for help.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked a nimble [little|small] creature to climb up, and it nudged {object.the} free.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] [small|little] {critter} came when {Name} called, and it tugged {object.the} loose.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew the smallest creatures are the best climbers, and one scampered up and [gently|softly|tenderly] freed {object.the}.',
        'Remembering how woodpeckers tap, {Name} tapped [softly|gently|quietly] until {object.the} [wobbled|wiggled] loose.',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] asked a mouse to look.',
        '[A|So a|Then a|And so a] busy mouse found it.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked a [small|little] mouse to sniff around, and the mouse found {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked the smallest creature nearby, who saw everything, and followed its tiny directions until {they} {fix}.',
      ],
      [
        'Mice have [wonderful|marvelous|splendid] noses, {Name} [knew|remembered|had learned], and a helpful mouse followed the scent right to {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked a [little|small] creature who had watched the [whole|entire] day from its hiding place, and it knew [exactly|just|precisely] where {object.the} was.',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] did a bunny hop.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a [funny|silly|goofy] animal face.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] did a bunny hop and a penguin waddle, and {companion.the} [laughed|giggled|chuckled].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] told {companion.the} [funny|silly|goofy] facts about animals, like how otters hold hands when they sleep, until {companion.the} giggled.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] did impressions of every animal {they} knew, from a waddling duck to a yawning lion, and {companion.the} [laughed|giggled|chuckled] until {companion.it} had to sit down.',
        'Animals comfort each other by staying close, {Name} [knew|remembered|had learned], so {they} sat [close to|beside] {companion.the} until the sadness [passed|melted away].',
      ],
    ),
    cold: v(
      [
        '[They|So they|Then they|And so they] snuggled like puppies.',
        '[They|So they|Then they|And so they] curled up like kittens.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] showed {companion.the} how penguins huddle, and they huddled close and [warm|cozy|toasty].',
        '[They|So they|Then they|Right away, they|Without a fuss, they|In no time, they] curled up [together|side by side] like kittens, and [soon|before long|in no time] {companion.the} was [warm|cozy|toasty].',
      ],
      [
        'Penguins stay [warm|cozy|toasty] by huddling, {Name} [explained|said], and so they huddled until {companion.the} was [toasty|warm through].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] copied the way animals curl up to keep their warmth in, and {companion.the} did the same.',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] yawned like a lion.',
        '[They|So they|Then they|And so they] curled up like sleepy cats.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] showed how bears curl up for a long sleep, and {companion.the} curled up too.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] yawned a great [big|great big] lion yawn, and {companion.the} yawned right back.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [described|pictured] how the animals were settling down, the owls blinking, the foxes curling nose to tail, and {companion.the} curled up too.',
        'Like a dormouse in a nest, {Name} [said|whispered|murmured], and {companion.the} tucked {companion.its} nose in and [sighed|sighed happily].',
      ],
    ),
  },
};
