import { v } from './build.js';
import type { SolutionCatalogue } from './types.js';

/**
 * How the child's own interest solves the problem: {solution} of a plan's 'solve' beat.
 * Kinds faded, missing, stuck, broken, quiet, scattered and puzzle may name {object.the};
 * for sleepless, sad and cold the one who needs help is {companion.the}. 'any' fits every kind
 * (so it names neither the object nor who is sad).
 */
export const SOLUTIONS_A: Pick<
  SolutionCatalogue,
  'art' | 'music' | 'dance' | 'building' | 'science' | 'nature' | 'animals'
> = {
  art: {
    any: v(
      ['{Name} drew a plan with [bright|shining] crayons.', '{Name} drew a picture of the answer.'],
      [
        '{Name} drew a plan in [bright|bold] colors, and they followed it [step by step|bit by bit].',
        'With a stick in the soft ground, {Name} drew the idea so [everyone|everybody] could see it.',
      ],
      [
        'An artist notices things, and {Name} sketched the [whole|entire] problem out until the answer stood there in plain lines.',
        '{Name} sketched three ideas, crossed out two, and the third one worked beautifully.',
      ],
    ),
    faded: v(
      ['{Name} painted the color back on.', '{Name} painted {object.the} [bright|shining] again.'],
      [
        '{Name} dipped a brush in [sunny yellow|warm gold|bright blue] and painted {object.the} [bright|shining] [again|once more].',
        'Stroke by careful stroke, {Name} painted the lost color back onto {object.the}.',
      ],
      [
        '{Name} mixed a color from memory, the exact shade {object.the} used to be, and brushed it on with slow, patient strokes until {object.it} [glowed|shone].',
        'Because {they} loved {interest}, {Name} knew colors by heart, and {they} painted {object.the} back to life one shimmering stroke at a time.',
      ],
    ),
    missing: v(
      ['{Name} drew a picture of {object.the}.', '{Name} drew a map of every step.'],
      [
        '{Name} drew {object.the} so [everyone|everybody] knew what to look for, and [soon|before long] someone spotted {object.it}.',
        '{Name} drew a map of everywhere they had been, and the map showed where {object.the} had to be.',
      ],
      [
        '{Name} sketched a map of the [whole|entire] day, every turn and every stop, and there on the paper was the one place no one had looked.',
        'With a careful drawing of {object.the}, {Name} showed [everyone|everybody] [exactly|just] what to search for, and the search was over in minutes.',
      ],
    ),
    broken: v(
      ['{Name} painted over the crack.', '{Name} made a patch with paper.'],
      [
        '{Name} painted a [pretty|lovely] pattern over the crack, and {object.the} looked better than new.',
        '{Name} cut a paper patch, colored it in, and fixed {object.the} with it.',
      ],
      [
        '{Name} turned the crack into part of a painting, a golden line that made {object.the} more [beautiful|[lovely|beautiful]] than before.',
        'Careful as a real artist, {Name} mended {object.the} with a colorful patch that made [everyone|everybody] smile.',
      ],
    ),
    sad: v(
      ['{Name} drew a funny picture.', '{Name} painted a smiling sun.'],
      [
        '{Name} drew a funny picture of {companion.the}, and {companion.the} [laughed|giggled] out loud.',
        '{Name} painted a [big|great big] smiling sun just for {companion.the}, and the sad feeling melted away.',
      ],
      [
        '{Name} drew a portrait of {companion.the} looking brave and [happy|[glad|happy]], and seeing it made {companion.the} feel that way too.',
        'Quietly, {Name} painted a picture of all their best moments together, and {companion.the} [smiled|grinned|beamed] for the first time that day.',
      ],
    ),
    sleepless: v(
      ['{Name} drew a [sleepy|drowsy] moon.', '{Name} painted [soft|[gentle|soft]], [sleepy|drowsy] clouds.'],
      [
        '{Name} drew a [sleepy|drowsy] moon in [soft|[gentle|soft]] blues, and {companion.the} yawned just looking at it.',
        '{Name} painted [soft|[gentle|soft]] gray clouds, and {companion.the} [began|started] to feel heavy and [calm|peaceful].',
      ],
      [
        '{Name} painted a picture in the quietest colors {they} knew, and {companion.the} gazed at it until {companion.its} eyes drifted shut.',
        'With slow, [soft|[gentle|soft]] strokes, {Name} painted a night so [peaceful|calm] that {companion.the} yawned halfway through.',
      ],
    ),
    puzzle: v(
      ['{Name} drew the pattern out.', '{Name} spotted the colors in order.'],
      [
        '{Name} copied the pattern on {object.the} into a drawing, and the answer jumped out.',
        '{Name} [noticed|spotted] the colors on {object.the} made a pattern, and touched them in order.',
      ],
      [
        'An artist sees patterns others miss: {Name} traced the shapes on {object.the} and found the picture hidden in them.',
        '{Name} sketched the puzzle from three sides until the hidden shape appeared, and {object.the} clicked open.',
      ],
    ),
  },
  music: {
    any: v(
      ['{Name} sang a [little|small] song.', '{Name} hummed a happy tune.'],
      [
        '{Name} sang a [little|small] song, and somehow the song showed the way.',
        '{Name} hummed a tune, and [everyone|everybody] joined in until the trouble was over.',
      ],
      [
        'Music had always helped {Name} think, so {they} hummed, and halfway through the melody the answer arrived.',
        '{Name} [began|started] a song, and by the last verse the problem had [quietly|softly] solved itself.',
      ],
    ),
    quiet: v(
      ['{Name} sang to {object.the}.', '{Name} hummed the lost tune.'],
      [
        '{Name} sang the first notes, and {object.the} found its voice and sang along.',
        '{Name} hummed the tune {object.the} used to play, and the sound came back.',
      ],
      [
        '{Name} sang [softly|gently], note by note, until {object.the} remembered its own song and answered in a clear, [bright|shining] voice.',
        'Because {they} loved {interest}, {Name} could hear the missing note, and {they} sang it, and {object.the} rang out [again|once more].',
      ],
    ),
    faded: v(
      ['{Name} sang a [bright|shining] song.', 'The song made {object.the} glow.'],
      [
        '{Name} sang a [bright|shining], happy song, and {object.the} [glowed|shone] a little more with every note.',
        'As {Name} sang, the light came back into {object.the}, note by note.',
      ],
      [
        '{Name} sang the brightest song {they} knew, and with each rising note the glow crept back into {object.the}.',
        'Light, it turned out, loved music: {Name} sang, and {object.the} shone brighter with every verse.',
      ],
    ),
    missing: v(
      ['{Name} whistled and listened.', '{Name} sang, and something sang back.'],
      [
        '{Name} whistled a tune, and from somewhere close, {object.the} jingled back.',
        '{Name} sang a call-and-answer song and followed the answer right to {object.the}.',
      ],
      [
        '{Name} hummed a note and [listened|listened closely] for the echo, and the echo led straight to where {object.the} was hiding.',
        'Music is also listening, and {Name} [listened|listened closely] so [carefully|gently] that {they} heard {object.the} tinkle behind a rock.',
      ],
    ),
    sleepless: v(
      ['{Name} sang a [soft|[gentle|soft]] lullaby.', '{Name} hummed low and slow.'],
      [
        '{Name} sang a [soft|[gentle|soft]] lullaby, and {companion.the} yawned a [big|great big], [sleepy|drowsy] yawn.',
        '{Name} hummed low and slow until {companion.the} closed {companion.its} eyes.',
      ],
      [
        '{Name} sang the gentlest lullaby {they} knew, slowing down with every line, until {companion.the} was breathing deep and even.',
        'Low and slow, {Name} hummed a tune that rose and fell like waves, and {companion.the} drifted toward sleep.',
      ],
    ),
    sad: v(
      ['{Name} sang a silly song.', '{Name} made up a happy song.'],
      [
        '{Name} made up a silly song about {companion.the}, and {companion.the} giggled.',
        '{Name} sang a happy song, and [soon|before long] {companion.the} was singing along.',
      ],
      [
        '{Name} invented a song about everything {companion.the} was good at, and by the chorus {companion.the} was smiling.',
        'Nobody can stay glum through a song like the one {Name} made up, and {companion.the} did not even try.',
      ],
    ),
  },
  dance: {
    any: v(
      ['{Name} did a happy dance.', '{Name} twirled, and it worked.'],
      [
        '{Name} danced a twirly dance, and the idea came right in the middle of a spin.',
        '{Name} danced the steps out, one, two, three, and found the way.',
      ],
      [
        'Dancers learn to feel their way, and {Name} stepped and turned until the answer was under {their} feet.',
        '{Name} spun once, twice, and on the third spin saw [exactly|just] what to do.',
      ],
    ),
    stuck: v(
      ['{Name} danced on tiptoe.', '{Name} stretched up like a dancer.'],
      [
        '{Name} stretched up on tiptoe, like a ballet dancer, and freed {object.the} with one hand.',
        'With a graceful twirl, {Name} slipped past and wiggled {object.the} loose.',
      ],
      [
        'Balanced on the tips of {their} toes like a dancer, {Name} reached higher than anyone else and eased {object.the} free.',
        '{Name} moved as lightly as in dance class, and {object.the} came loose with one [gentle|soft] twist.',
      ],
    ),
    sad: v(
      ['{Name} did a silly dance.', 'They danced until they [laughed|giggled].'],
      [
        '{Name} did the silliest dance, and {companion.the} could not help joining in.',
        '{Name} and {companion.the} danced in a circle until they both [laughed|giggled].',
      ],
      [
        '{Name} taught {companion.the} a dance with a wiggle, a hop and a bow, and by the bow the sadness had gone.',
        'It is hard to feel low while dancing, and {Name} made sure {companion.the} danced.',
      ],
    ),
    cold: v(
      ['{Name} danced to keep [warm|cozy].', 'They hopped and twirled together.'],
      [
        '{Name} started a hopping dance, and [soon|before long] {companion.the} was [warm|cozy] from ears to toes.',
        'They danced a quick [little|small] jig together until {companion.the} felt [cozy|snug] [again|once more].',
      ],
      [
        '{Name} led a lively dance, all stamps and spins, until {companion.the} was glowing [warm|cozy].',
        'One dance and then another, and {companion.the} forgot all about being cold.',
      ],
    ),
    scattered: v(
      ['{Name} danced and picked them up.', 'Step, spin, pick one up.'],
      [
        '{Name} made a dance of it: step, spin, pick one up, until {object.the} was all gathered in.',
        '{Name} twirled from one piece to the next, and [soon|before long] every piece of {object.the} was safe.',
      ],
      [
        '{Name} turned the gathering into a dance, a hop to each piece and a twirl back, and in no time {object.the} was [whole|entire] [again|once more].',
        'In a neat, twirling line, {Name} danced across the ground and gathered up every last piece of {object.the}.',
      ],
    ),
  },
  building: {
    any: v(
      ['{Name} built something [clever|smart].', '{Name} built a [little|small] ramp.'],
      [
        '{Name} built a [clever|smart] [little|small] machine from sticks and string, and it did the job.',
        '{Name} stacked what {they} could find into just the thing they needed.',
      ],
      [
        '{Name} looked at what was lying around the way a builder does, and in minutes had put together [exactly|just] the right tool.',
        'A builder sees parts everywhere: {Name} fitted a few together, and the problem was solved.',
      ],
    ),
    stuck: v(
      ['{Name} built a tall tower.', '{Name} stacked boxes up high.'],
      [
        '{Name} stacked blocks into a tall, steady tower and reached {object.the} from the top.',
        '{Name} built a [little|small] ramp, and {object.the} rolled right down it.',
      ],
      [
        '{Name} built a sturdy stack, widest at the bottom as builders do, then climbed one step and lifted {object.the} free.',
        'With a lever made from a stick and a stone, {Name} nudged {object.the} loose on the first try.',
      ],
    ),
    broken: v(
      ['{Name} fixed {object.the}.', '{Name} put the pieces back.'],
      [
        '{Name} fitted the pieces of {object.the} back together like building blocks.',
        '{Name} found the piece that was loose and clicked it back into place.',
      ],
      [
        '{Name} studied how {object.the} was put together, found the part that had slipped, and rebuilt it stronger.',
        'Like a real builder, {Name} laid out every piece of {object.the}, then put them back together one by one.',
      ],
    ),
    cold: v(
      ['{Name} built a [cozy|snug] den.', '{Name} built a [little|small] shelter.'],
      [
        '{Name} built a snug [little|small] den, and {companion.the} curled up [warm|cozy] inside it.',
        '{Name} made walls from whatever {they} could find, and {companion.the} was snug inside.',
      ],
      [
        '{Name} built a [small|[little|small]], snug shelter, walls first and then a roof, and {companion.the} settled inside, [warm|cozy] [at last|at long last].',
        'A good builder knows that walls keep warmth in, so {Name} built a den just [big|great big] enough for {companion.the}.',
      ],
    ),
    puzzle: v(
      ['{Name} fit the pieces together.', 'Click! The last piece fit.'],
      [
        '{Name} turned the pieces of {object.the} this way and that until they fit together.',
        '{Name} built the shape the lock wanted, and {object.the} opened with a click.',
      ],
      [
        'Builders understand how things fit, and {Name} saw which piece of {object.the} went where before anyone else.',
        '{Name} rebuilt the puzzle on {object.the} in the right order, and with the last piece it swung open.',
      ],
    ),
    scattered: v(
      ['{Name} built a box for them.', '{Name} made a [little|small] cart.'],
      [
        '{Name} built a [little|small] cart and rolled all of {object.the} back together.',
        '{Name} made a box from bark and twigs and filled it with every piece.',
      ],
      [
        '{Name} put together a [small|[little|small]] cart with four round wheels, and gathering {object.the} took no time at all.',
        'Instead of carrying one piece at a time, {Name} built a tray to hold them all.',
      ],
    ),
  },
  science: {
    any: v(
      ['{Name} tried a [little|small] test.', '{Name} asked how it worked.'],
      [
        '{Name} tried one [small|[little|small]] test, then another, and the second one worked.',
        '{Name} asked, "How does this work?" and then worked out the answer.',
      ],
      [
        'Like a real scientist, {Name} made a guess, tested it, and changed one thing until it worked.',
        '{Name} watched closely, [noticed|spotted] what [everyone|everybody] else had missed, and the answer followed.',
      ],
    ),
    faded: v(
      ['{Name} held {object.the} to the light.', '{Name} cleaned the dust away.'],
      [
        '{Name} held {object.the} up to the light, and it soaked up the glow like a sponge.',
        '{Name} found a layer of dust and wiped it off, and {object.the} shone [again|once more].',
      ],
      [
        '{Name} guessed {object.the} needed light to shine, so {they} held it where the light was brightest, and {object.it} [soon|before long] [glowed|shone].',
        'Some things glow after they soak up light, {Name} remembered, and {object.the} proved {them} right.',
      ],
    ),
    broken: v(
      ['{Name} found the loose part.', '{Name} tightened it with care.'],
      [
        '{Name} looked closely and found one [tiny|teeny] loose part, and tightened it.',
        '{Name} tested each part of {object.the} until {they} found the one that needed fixing.',
      ],
      [
        'Scientists test one thing at a time, so {Name} did, and the third test showed [exactly|just] what was wrong with {object.the}.',
        '{Name} worked out why {object.the} had stopped, fixed that one [small|[little|small]] thing, and it worked [again|once more].',
      ],
    ),
    stuck: v(
      ['{Name} used a slippery trick.', '{Name} made a lever.'],
      [
        '{Name} put a stick under {object.the} and pushed down, and up it came.',
        '{Name} made the edges slippery with a [little|small] water, and {object.the} slid out.',
      ],
      [
        '{Name} remembered how levers work, slid a stick underneath, and lifted {object.the} with one finger.',
        'A [little|small] water, a [gentle|soft] wiggle, and a bit of science: {object.the} slid free.',
      ],
    ),
    puzzle: v(
      ['{Name} looked for the pattern.', '{Name} tested every idea.'],
      [
        '{Name} tested one idea, then another, and the third one opened {object.the}.',
        '{Name} [noticed|spotted] a pattern on {object.the}, and the pattern was the answer.',
      ],
      [
        '{Name} treated the riddle like an experiment, ruling out one answer at a time until only the right one was left.',
        'Careful notes and a keen eye did it: {Name} cracked the code on {object.the}.',
      ],
    ),
    cold: v(
      ['{Name} made a [warm|cozy], snug nest.', 'They sat in the sunny spot.'],
      [
        '{Name} knew [warm|cozy] air rises, so {they} made a [cozy|snug] nest low down for {companion.the}.',
        '{Name} found the spot where the sun had warmed the ground, and {companion.the} curled up there.',
      ],
      [
        '{Name} remembered that fluffy things trap [warm|cozy] air, and wrapped {companion.the} in the fluffiest things {they} could find.',
        'Thinking like a scientist, {Name} found the warmest, most sheltered place and settled {companion.the} there.',
      ],
    ),
  },
  nature: {
    any: v(
      ['{Name} looked closely all around.', '{Name} listened to every [small|[little|small]] sound.'],
      [
        '{Name} [noticed|spotted] the [tiny|teeny] signs all around, and they showed the way.',
        '{Name} followed the [little|small] tracks on the ground, and they led to the answer.',
      ],
      [
        'People who love nature notice [small|[little|small]] things, and {Name} noticed the one [small|[little|small]] thing that mattered.',
        '{Name} read the signs around them like a book, and they told {them} [exactly|just] what to do.',
      ],
    ),
    missing: v(
      ['{Name} followed [tiny|teeny] tracks.', '{Name} looked in every hiding spot.'],
      [
        '{Name} spotted [tiny|teeny] tracks and followed them straight to {object.the}.',
        '{Name} knew where [little|small] things like to hide, and found {object.the} tucked in a snug nook.',
      ],
      [
        '{Name} read the trail the way a naturalist would, a scuff here and a [tiny|teeny] track there, and it led straight to {object.the}.',
        'Knowing how [small|[little|small]] creatures carry shiny things home, {Name} followed their [little|small] paths and found {object.the} at once.',
      ],
    ),
    cold: v(
      ['{Name} made a [soft|[gentle|soft]], [cozy|snug] nest.', '{Name} found a [warm|cozy], snug spot.'],
      [
        '{Name} made a [soft|[gentle|soft]], round nest, and {companion.the} snuggled in, [warm|cozy] [at last|at long last].',
        '{Name} found a [warm|cozy], sheltered spot, just the [kind|[gentle|soft]] animals choose.',
      ],
      [
        '{Name} made a nest the way [small|[little|small]] animals do, [soft|[gentle|soft]] and round, and tucked {companion.the} in warmly.',
        'Just like a hedgehog before a long sleep, {Name} made a snug nest for {companion.the}.',
      ],
    ),
    faded: v(
      ['{Name} brought the fireflies.', '{Name} gave it fresh sunshine.'],
      [
        '{Name} called the glowing bugs, and they lit {object.the} up with their [little|small] lights.',
        '{Name} set {object.the} where the sun could reach it, and its color came back.',
      ],
      [
        '{Name} knew that growing things need sun, so {they} found the brightest patch of light, and {object.the} [slowly|[carefully|gently]] bloomed with color [again|once more].',
        '{Name} [whispered|murmured] to the fireflies, and they gathered around {object.the} until it shone.',
      ],
    ),
    scattered: v(
      ['{Name} asked the [little|small] creatures to help.', '{Name} searched each nook.'],
      [
        '{Name} knew the [little|small] creatures nearby were good at finding things, and together they gathered every piece.',
        '{Name} looked in each nook and behind each stone until {object.the} was all found.',
      ],
      [
        '{Name} searched the way a careful collector would, patiently, and gathered every last piece of {object.the}.',
        'Knowing where [small|[little|small]] things roll and settle, {Name} checked each hollow and found every piece.',
      ],
    ),
    sleepless: v(
      ['{Name} listened to the night sounds.', 'They counted the quiet sounds.'],
      [
        '{Name} named the [soft|[gentle|soft]] night sounds one by one, and {companion.the} grew [sleepy|drowsy] listening.',
        '{Name} showed {companion.the} how every creature was curling up for the night, and {companion.the} closed {companion.its} eyes too.',
      ],
      [
        '{Name} pointed out how everything in nature was settling down for the night, and {companion.the} settled with them.',
        'Listening to the hush of the evening, {Name} and {companion.the} breathed slower and slower.',
      ],
    ),
  },
  animals: {
    any: v(
      ['{Name} asked the animals for help.', 'A friendly rabbit helped too.'],
      [
        '{Name} asked the animals nearby for help, and they were [glad|happy] to help.',
        '{Name} knew just what each animal was good at, and asked the right one.',
      ],
      [
        'Knowing animals as well as {they} did, {Name} asked the right creature for help, and it worked.',
        '{Name} watched the animals closely and copied their [clever|smart] trick.',
      ],
    ),
    stuck: v(
      ['A [small|[little|small]] friend came up to help.', '{Name} asked a nimble creature for help.'],
      [
        '{Name} asked a nimble [little|small] creature to climb up, and it nudged {object.the} free.',
        'A [small|[little|small]] friend came when {Name} called, and it tugged {object.the} loose.',
      ],
      [
        '{Name} knew the smallest creatures are the best climbers, and one scampered up and [gently|[softly|gently]] freed {object.the}.',
        'Remembering how woodpeckers tap, {Name} tapped [softly|gently] until {object.the} wobbled loose.',
      ],
    ),
    missing: v(
      ['{Name} asked a mouse to look.', 'A busy mouse found it.'],
      [
        '{Name} asked a [small|[little|small]] mouse to sniff around, and the mouse found {object.the}.',
        '{Name} asked the smallest creature nearby, who saw everything, and it pointed the way.',
      ],
      [
        'Mice have [wonderful|marvelous] noses, {Name} knew, and a helpful mouse followed the scent right to {object.the}.',
        '{Name} asked a [little|small] creature who had watched the [whole|entire] day from its hiding place, and it knew [exactly|just] where {object.the} was.',
      ],
    ),
    sad: v(
      ['{Name} did a bunny hop.', '{Name} made a funny animal face.'],
      [
        '{Name} did a bunny hop and a penguin waddle, and {companion.the} [laughed|giggled].',
        '{Name} told {companion.the} funny facts about animals, and that did the trick.',
      ],
      [
        '{Name} did impressions of every animal {they} knew, from a waddling duck to a yawning lion, and {companion.the} [laughed|giggled] until {companion.it} had to sit down.',
        'Animals comfort each other by staying close, {Name} knew, so {they} sat close to {companion.the} until the sadness passed.',
      ],
    ),
    cold: v(
      ['They snuggled like puppies.', 'They curled up like kittens.'],
      [
        '{Name} showed {companion.the} how penguins huddle, and they huddled close and [warm|cozy].',
        'They curled up together like kittens, and [soon|before long] {companion.the} was [warm|cozy].',
      ],
      [
        'Penguins stay [warm|cozy] by huddling, {Name} explained, and so they huddled until {companion.the} was toasty.',
        '{Name} copied the way animals curl up to keep their warmth in, and {companion.the} did the same.',
      ],
    ),
    sleepless: v(
      ['{Name} yawned like a lion.', 'They curled up like [sleepy|drowsy] cats.'],
      [
        '{Name} showed how bears curl up for a long sleep, and {companion.the} curled up too.',
        '{Name} yawned a great [big|great big] lion yawn, and {companion.the} yawned right back.',
      ],
      [
        '{Name} described how the animals were settling down, the owls blinking, the foxes curling nose to tail, and {companion.the} curled up too.',
        'Like a dormouse in a nest, {Name} [said|whispered], and {companion.the} tucked {companion.its} nose in and sighed.',
      ],
    ),
  },
};
