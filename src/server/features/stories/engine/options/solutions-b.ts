import { v } from './build.js';
import type { SolutionCatalogue } from './types.js';

/** Solutions for the other skills (see solutions-a.ts for the rules). */
export const SOLUTIONS_B: Omit<
  SolutionCatalogue,
  'art' | 'music' | 'dance' | 'building' | 'science' | 'nature' | 'animals'
> = {
  reading: {
    any: v(
      ['{Name} remembered a story.', 'A book had the answer.'],
      [
        '{Name} remembered a story where the same thing happened, and did what the hero did.',
        '{Name} read the [little|small] sign nearby, and it [said|whispered] [exactly|just] what to do.',
      ],
      [
        'Somewhere in all the books {Name} had read was the answer, and {they} found it: the hero of one story had solved this [very|really] thing.',
        '{Name} read the faded words [carefully|gently], and they explained everything.',
      ],
    ),
    puzzle: v(
      ['{Name} read the riddle aloud.', '{Name} sounded out the magic word.'],
      [
        '{Name} read the words on {object.the} out loud, and the riddle answered itself.',
        '{Name} sounded out the word written on {object.the}, and it opened.',
      ],
      [
        '{Name} read the inscription on {object.the} [slowly|[carefully|gently]], letter by letter, and found the answer hidden inside the words.',
        'The riddle was a play on words, and {Name}, who loved {interest}, spotted it at once.',
      ],
    ),
    missing: v(
      ['{Name} read the clues.', 'The note [said|whispered] where to look.'],
      [
        '{Name} read the [little|small] note left behind, and it told them where {object.the} was.',
        '{Name} read the signs along the path, and they led to {object.the}.',
      ],
      [
        '{Name} read every clue like a detective in a favorite book, and the last clue led straight to {object.the}.',
        'A reader notices [small|[little|small]] words, and {Name} [noticed|spotted] the one that [said|whispered] where {object.the} had gone.',
      ],
    ),
    sleepless: v(
      ['{Name} told a [sleepy|drowsy] story.', '{Name} read a quiet book.'],
      [
        '{Name} told {companion.the} a quiet story, and {companion.the} fell asleep before the end.',
        '{Name} read in a [soft|[gentle|soft]] voice, slower and slower, until {companion.the} [yawned|gave a [big|great big] yawn].',
      ],
      [
        '{Name} told the calmest story {they} knew, with a [sleepy|drowsy] turtle in it, and {companion.the} was asleep before the turtle got home.',
        'Reading aloud in a low, even voice, {Name} watched {companion.the} drift off page by page.',
      ],
    ),
    sad: v(
      ['{Name} told a funny story.', '{Name} read a happy poem.'],
      [
        '{Name} told {companion.the} the funniest story {they} knew, and {companion.the} giggled.',
        '{Name} made up a story where {companion.the} was the hero, and {companion.the} [smiled|grinned|beamed].',
      ],
      [
        '{Name} told a story in which {companion.the} saved the day, and by the happy ending {companion.the} felt like a hero.',
        'Stories can change how a day feels, and {Name} chose the happiest one {they} knew.',
      ],
    ),
  },
  counting: {
    any: v(
      ['{Name} counted [very|really] [carefully|gently].', '{Name} counted, and it added up.'],
      [
        '{Name} counted [carefully|gently], and the numbers showed [exactly|just] what to do.',
        '{Name} counted the steps out loud, and they led the way.',
      ],
      [
        'Numbers never fib, and when {Name} counted, the answer was right there in them.',
        '{Name} counted twice to be sure, and the second count showed the way.',
      ],
    ),
    scattered: v(
      ['{Name} counted them all home.', '{Name} counted every last one.'],
      [
        '{Name} counted each piece of {object.the} as {they} picked it up, until none were missing.',
        '{Name} counted out loud, and every piece came back, one by one.',
      ],
      [
        '{Name} counted every piece of {object.the} into a neat row and knew [exactly|just] how many were still out there, so not one was left behind.',
        'Counting as {they} went, {Name} gathered {object.the} until the numbers matched.',
      ],
    ),
    missing: v(
      ['{Name} counted the steps back.', '{Name} counted, and there it was.'],
      [
        '{Name} counted the steps back, one by one, and found {object.the} at step ten.',
        '{Name} counted the stones on the path, and {object.the} was behind the seventh one.',
      ],
      [
        '{Name} counted back their steps [exactly|just], and at the [very|really] spot where the count ended lay {object.the}.',
        'Because {they} had counted the turns on the way, {Name} could retrace them all to {object.the}.',
      ],
    ),
    puzzle: v(
      ['{Name} counted the dots.', 'The answer was a number.'],
      [
        '{Name} counted the dots on {object.the}, and the number opened it.',
        '{Name} added the numbers on {object.the}, and the lock clicked open.',
      ],
      [
        '{Name} saw that the marks on {object.the} went up by twos, worked out the next number, and the lock sprang open.',
        'The code was a sum, and {Name} added it up in {their} head before anyone else.',
      ],
    ),
    sleepless: v(
      ['They counted slow, [sleepy|drowsy] sheep.', '{Name} counted slow breaths.'],
      [
        '{Name} counted [sleepy|drowsy] sheep with {companion.the}, slower and slower.',
        '{Name} counted slow breaths with {companion.the}, and by ten {companion.the} was yawning.',
      ],
      [
        '{Name} counted [slowly|[carefully|gently]], one breath for each number, and long before the end {companion.the} was fast asleep.',
        'Together they counted the stars, and {companion.the} lost count somewhere around twelve, fast asleep.',
      ],
    ),
  },
  sport: {
    any: v(
      ['{Name} ran and jumped.', '{Name} threw it just right.'],
      [
        '{Name} ran fast, jumped high, and got there just in time.',
        '{Name} took careful aim, the way {they} did in practice, and it worked.',
      ],
      [
        'All that practice paid off: {Name} judged the distance, took one quick step and did it.',
        '{Name} kept {their} eye on the goal, just like at practice, and never missed.',
      ],
    ),
    stuck: v(
      ['{Name} tossed a ball up.', 'One good throw did it.'],
      [
        '{Name} threw a ball, [gentle|soft] and straight, and knocked {object.the} free.',
        '{Name} jumped as high as {they} could and tapped {object.the} loose.',
      ],
      [
        '{Name} judged the throw like a pitcher, and one [soft|[gentle|soft]], perfect toss sent {object.the} tumbling down.',
        'With a running jump that would have impressed any coach, {Name} tapped {object.the} free.',
      ],
    ),
    missing: v(
      ['{Name} ran to look.', '{Name} raced around the field.'],
      [
        '{Name} ran in wide circles, like at practice, and spotted {object.the}.',
        '{Name} raced from place to place and found {object.the} on the third try.',
      ],
      [
        '{Name} searched in a widening circle, the way a good player covers a field, and found {object.the} [quickly|swiftly].',
        'Quick feet and keen eyes did it: {Name} spotted {object.the} in no time.',
      ],
    ),
    cold: v(
      ['They did star jumps together.', 'They ran to get [warm|cozy].'],
      [
        '{Name} led ten star jumps, and {companion.the} was [warm|cozy] by the last one.',
        'They jogged in place and clapped, and [soon|before long] {companion.the} was [cozy|snug].',
      ],
      [
        '{Name} led a quick [warm|cozy]-up, stretches and jumps, and {companion.the} warmed right through.',
        'A few laps and some jumping jacks were all it took.',
      ],
    ),
    sad: v(
      ['They played a happy game.', '{Name} passed the ball.'],
      [
        '{Name} started a game of catch, and {companion.the} was [soon|before long] laughing.',
        '{Name} cheered {companion.the} on like a coach, and {companion.the} stood taller.',
      ],
      [
        '{Name} cheered {companion.the} on the way a good teammate does, and the cheering worked.',
        'A game of catch, a silly goal and a high five turned the day right around.',
      ],
    ),
  },
  cooking: {
    any: v(
      ['{Name} cooked up an idea.', '{Name} mixed it all together.'],
      [
        '{Name} mixed a [little|small] of this and a little of that, and it was just right.',
        '{Name} followed the idea like a recipe, one step at a time.',
      ],
      [
        'Cooking had taught {Name} to measure and be patient, and that was [exactly|just] what this needed.',
        '{Name} treated the problem like a recipe: gather, measure, stir, and wait.',
      ],
    ),
    cold: v(
      ['{Name} made warm cocoa.', '{Name} made warm soup.'],
      [
        '{Name} stirred up a cup of warm cocoa, and {companion.the} sipped it [happily|gladly].',
        '{Name} made a [warm|cozy] bowl of soup, and {companion.the} warmed up spoon by spoon.',
      ],
      [
        '{Name} warmed some milk with a pinch of cinnamon, and {companion.the} held the cup in both hands until {companion.it} [glowed|shone] with warmth.',
        'There is nothing a [warm|cozy] bowl of soup cannot help, and {Name} made the coziest one.',
      ],
    ),
    sad: v(
      ['{Name} baked a [little|small] cake.', '{Name} made a happy snack.'],
      [
        '{Name} made a snack with a smiling face on it, and {companion.the} [smiled|grinned|beamed] back.',
        '{Name} shared [warm|cozy] cookies with {companion.the}, and everything felt better.',
      ],
      [
        '{Name} baked something small and sweet, and by the time it came out [warm|cozy], {companion.the} was smiling.',
        'Making something together is the best cure, so {Name} and {companion.the} baked side by side.',
      ],
    ),
    broken: v(
      ['{Name} made a sticky paste.', '{Name} mixed flour and water.'],
      [
        '{Name} mixed flour and water into a sticky paste and mended {object.the}.',
        '{Name} used a sticky, doughy mix to hold {object.the} together.',
      ],
      [
        'Flour and water make a fine paste, {Name} knew, and {they} mended {object.the} with it, smooth and strong.',
        '{Name} stirred up a paste the way {they} would stir batter and pressed {object.the} back together.',
      ],
    ),
    scattered: v(
      ['{Name} used a mixing bowl.', '{Name} scooped them up.'],
      [
        '{Name} scooped up every piece of {object.the} with a [big|great big] mixing bowl.',
        '{Name} gathered the pieces like ingredients, one at a time, into a bowl.',
      ],
      [
        'Like measuring out ingredients, {Name} gathered every piece of {object.the} [carefully|gently] into a bowl.',
        '{Name} set out a tray as if for baking and placed every piece of {object.the} on it.',
      ],
    ),
    sleepless: v(
      ['{Name} made warm milk.', 'A [warm|cozy] drink helped.'],
      [
        '{Name} warmed some milk with honey, and {companion.the} got [sleepy|drowsy] sipping it.',
        '{Name} made a [warm|cozy], [sleepy|drowsy] drink, and {companion.the} yawned after every sip.',
      ],
      [
        '{Name} warmed a [little|small] milk with honey, the way it is done at home, and halfway through the cup {companion.the} was nodding.',
        'A [warm|cozy] drink, made [slowly|[carefully|gently]] and served with care, was all {companion.the} needed.',
      ],
    ),
  },
  imagination: {
    any: v(
      ['{Name} imagined a way.', '{Name} pretended, and it came true.'],
      [
        '{Name} closed {their} eyes and imagined the answer, and then it was there.',
        '{Name} pretended a stick was a magic wand, and it worked like one.',
      ],
      [
        'Imagination finds doors where others see walls, and {Name} imagined one into the problem.',
        '{Name} imagined it from the other side, and suddenly the solution was simple.',
      ],
    ),
    puzzle: v(
      ['{Name} imagined the answer.', '{Name} pretended to be the lock.'],
      [
        '{Name} imagined being {object.the}, and guessed what {object.it} wanted.',
        '{Name} made up a story about {object.the}, and the story held the answer.',
      ],
      [
        '{Name} pictured the riddle as a [little|small] play, and in the last scene the answer walked on stage.',
        'Thinking the way only {Name} could, {they} imagined what the riddle had not [said|whispered].',
      ],
    ),
    sad: v(
      ['{Name} made up a silly game.', 'They played pretend together.'],
      [
        '{Name} made up a game of pretend, and {companion.the} [soon|before long] forgot about feeling sad.',
        '{Name} turned a rock into a pretend castle, and {companion.the} [laughed|giggled].',
      ],
      [
        '{Name} invented a [whole|entire] pretend kingdom with {companion.the} as its ruler, and the sadness did not stand a chance.',
        'A pretend voyage across a pretend sea was [exactly|just] what {companion.the} needed.',
      ],
    ),
    sleepless: v(
      ['{Name} pictured a [sleepy|drowsy] cloud.', 'They imagined a quiet boat.'],
      [
        '{Name} told {companion.the} to imagine floating on a [soft|[gentle|soft]] cloud, and {companion.the} did.',
        'They imagined a slow boat on a calm lake, and {companion.the} grew [sleepy|drowsy].',
      ],
      [
        '{Name} painted a picture with words: a [soft|[gentle|soft]] cushion, a slow lullaby, a drifting moon, and {companion.the} drifted with it.',
        'Imagining a quiet, faraway place, {companion.the} breathed slower and slower.',
      ],
    ),
    missing: v(
      ['{Name} pretended to be {object.the}.', 'Where would it hide?'],
      [
        '{Name} pretended to be {object.the} and asked, "Where would I go?" Then {they} knew.',
        '{Name} imagined the [whole|entire] day again and saw where {object.the} had slipped away.',
      ],
      [
        '{Name} imagined being {object.the}, rolling and tumbling, and followed that imaginary path to the real thing.',
        'Replaying the day in {their} mind like a story, {Name} spotted the moment {object.the} went missing.',
      ],
    ),
  },
  kindness: {
    any: v(
      ['{Name} asked kindly for help.', '{Name} helped, [gently|[softly|gently]] and kindly.'],
      [
        '{Name} asked kindly, and [everyone|everybody] was [happy|[glad|happy]] to help.',
        'Because {Name} was so [gentle|soft], the problem softened too.',
      ],
      [
        'Kindness is a kind of strength, and {Name} used it: a [gentle|soft] word, a helping hand, and the problem melted.',
        '{Name} [listened|listened closely] first, and the listening showed what to do.',
      ],
    ),
    sad: v(
      ['{Name} gave a [warm|cozy] hug.', '{Name} sat close and listened.'],
      [
        '{Name} gave {companion.the} a [warm|cozy] hug and [said|whispered], "I am right here."',
        '{Name} sat close and [listened|listened closely], and {companion.the} felt better.',
      ],
      [
        '{Name} simply [listened|listened closely], without hurrying, and that was what {companion.the} had needed all along.',
        'A [kind|[gentle|soft]] word and a long, [warm|cozy] hug from {Name} did what nothing else could.',
      ],
    ),
    cold: v(
      ['{Name} shared {their} scarf.', '{Name} gave {their} [warm|cozy] hat.'],
      [
        '{Name} wrapped {their} own scarf around {companion.the}, and {companion.the} [smiled|grinned|beamed].',
        '{Name} shared {their} [warm|cozy] blanket, and they both stayed [cozy|snug].',
      ],
      [
        '{Name} unwound {their} scarf without a second thought and tucked it around {companion.the}.',
        'Sharing warmth is the simplest kindness, and {Name} shared it gladly.',
      ],
    ),
    sleepless: v(
      ['{Name} tucked {companion.the} in.', '{Name} [whispered|murmured], "Good night."'],
      [
        '{Name} tucked {companion.the} in and [whispered|murmured] [kind|[gentle|soft]] words until {companion.its} eyes closed.',
        '{Name} stayed close and held {companion.the} [gently|[softly|gently]] until sleep came.',
      ],
      [
        '{Name} sat beside {companion.the}, speaking [softly|gently] about the good parts of the day, until sleep came.',
        'Sometimes all a sleepless friend needs is company, and {Name} gave it patiently.',
      ],
    ),
    stuck: v(
      ['{Name} eased it free [gently|[softly|gently]].', '{Name} helped with [soft|[gentle|soft]] hands.'],
      [
        '{Name} did not pull hard, but wiggled {object.the} [gently|[softly|gently]], and it came free.',
        '{Name} asked [everyone|everybody] to help [softly|gently], and together they freed {object.the}.',
      ],
      [
        'Where others had tugged, {Name} was patient and [gentle|soft], and {object.the} came free without a scratch.',
        '{Name} spoke kindly to [everyone|everybody], and [soon|before long] many [gentle|soft] hands had freed {object.the}.',
      ],
    ),
  },
  stars: {
    any: v(
      ['{Name} looked up at the stars.', 'The stars showed the way.'],
      [
        '{Name} looked up, found the brightest star, and followed it.',
        '{Name} knew the shapes of the stars, and they pointed the way.',
      ],
      [
        'Sailors once steered by the stars, and {Name}, who loved {interest}, did the same.',
        '{Name} traced a star pattern with one finger, and it pointed to the answer.',
      ],
    ),
    faded: v(
      ['{Name} caught some starlight.', '{Name} asked the stars to help.'],
      [
        '{Name} caught a [little|small] starlight in {their} hands and sprinkled it on {object.the}.',
        '{Name} held {object.the} up to the stars, and it drank in their light.',
      ],
      [
        '{Name} held {object.the} up toward the brightest stars, and little by [little|small] it filled with their silver light.',
        'Starlight is old and patient, {Name} knew, and it filled {object.the} with a [soft|[gentle|soft]], steady glow.',
      ],
    ),
    missing: v(
      ['{Name} followed the [bright|shining] star.', 'The stars pointed the way.'],
      [
        '{Name} followed the brightest star, and under it lay {object.the}.',
        '{Name} found a star shape that pointed down, right to {object.the}.',
      ],
      [
        '{Name} used the stars like a map, finding north and then the right path, and there was {object.the}.',
        'The star pattern {Name} knew best pointed like an arrow, straight to {object.the}.',
      ],
    ),
    sleepless: v(
      ['They named the stars [softly|gently].', '{Name} showed the [sleepy|drowsy] stars.'],
      [
        '{Name} named the stars one by one, and {companion.the} fell asleep counting them.',
        '{Name} pointed out a star shaped like a bed, and {companion.the} [yawned|gave a [big|great big] yawn].',
      ],
      [
        '{Name} named the stars in a slow, [soft|[gentle|soft]] voice, and somewhere between the third and the fourth, {companion.the} fell asleep.',
        'Breathing [slowly|[carefully|gently]] along with {Name}, {companion.the} grew calm and closed {companion.its} eyes.',
      ],
    ),
    puzzle: v(
      ['The answer was a star shape.', '{Name} knew the star pattern.'],
      [
        '{Name} saw that the dots on {object.the} were a star pattern, and pressed them in order.',
        '{Name} knew the star shape on {object.the}, and it opened.',
      ],
      [
        'The marks on {object.the} were a constellation, and {Name} recognized it at once.',
        '{Name} traced the star pattern on {object.the}, star by star, and it clicked open.',
      ],
    ),
  },
  machines: {
    any: v(
      ['{Name} built a helping machine.', '{Name} fixed it with a gadget.'],
      [
        '{Name} made a [little|small] machine from wheels and string, and it did the job.',
        '{Name} worked out how it all fit together, then made it work.',
      ],
      [
        '{Name} thought like an engineer: what moves, what turns, what is stuck, and then {they} made it work.',
        'With a [clever|smart] gadget put together on the spot, {Name} solved it neatly.',
      ],
    ),
    broken: v(
      ['{Name} fixed the gears.', '{Name} tightened the loose bolt.'],
      [
        '{Name} found the gear that had slipped and clicked it back in place.',
        '{Name} tightened one loose part, and {object.the} whirred back to life.',
      ],
      [
        '{Name} [listened|listened closely] to {object.the} the way a mechanic does, heard the part that rattled, and fixed it.',
        'A twist here and a click there, and {object.the} hummed [happily|gladly] [again|once more].',
      ],
    ),
    stuck: v(
      ['{Name} made a crane.', '{Name} used a pulley.'],
      [
        '{Name} made a [little|small] crane with a hook and lifted {object.the} free.',
        '{Name} rigged a rope over a branch like a pulley, and up came {object.the}.',
      ],
      [
        '{Name} built a simple pulley, the [kind|[gentle|soft]] real engineers use, and {object.the} rose [gently|[softly|gently]] free.',
        'With a lever and a [little|small] cleverness, {Name} freed {object.the}.',
      ],
    ),
    quiet: v(
      ['{Name} fixed the [little|small] spring.', 'Click! The sound came back.'],
      [
        '{Name} found the [tiny|teeny] spring inside {object.the} and set it right, and the sound came back.',
        '{Name} oiled the part that stuck, and {object.the} [began|started] to sing [again|once more].',
      ],
      [
        'Inside {object.the}, {Name} found a spring that had come loose, and once it was back in place the music returned.',
        'A drop of oil and a careful twist were all {object.the} needed to find its voice [again|once more].',
      ],
    ),
    scattered: v(
      ['{Name} built a sorting machine.', '{Name} made a [little|small] cart.'],
      [
        '{Name} made a cart with wheels and rolled every piece of {object.the} back.',
        '{Name} built a sorting ramp, and every piece slid into place.',
      ],
      [
        '{Name} designed a [little|small] sorting ramp, and every piece of {object.the} rolled into its place.',
        'A homemade cart with four wheels carried every piece of {object.the} home.',
      ],
    ),
  },
  magic: {
    any: v(
      ['{Name} made a wish.', '{Name} [said|whispered] a magic word.'],
      [
        '{Name} [whispered|murmured] a magic word, and sparkles fixed everything.',
        '{Name} made a [kind|[gentle|soft]] wish, and the wish came true.',
      ],
      [
        '{Name} believed, which is the first rule of magic, and the magic answered.',
        'A [little|small] magic, a lot of kindness, and a [clever|smart] idea: that was all it took.',
      ],
    ),
    faded: v(
      ['{Name} sprinkled magic sparkles.', '{Name} waved a magic wand.'],
      [
        '{Name} sprinkled a pinch of sparkles, and {object.the} [glowed|shone] brightly [again|once more].',
        '{Name} waved a wand made from a twig, and the color came back to {object.the}.',
      ],
      [
        '{Name} [whispered|murmured] a spell for brightness, and light poured back into {object.the} like honey.',
        'With a flick of the wrist and a word only {they} knew, {Name} filled {object.the} with light [again|once more].',
      ],
    ),
    broken: v(
      ['{Name} [said|whispered] a mending spell.', 'Sparkles mended {object.the}.'],
      [
        '{Name} [said|whispered] a mending spell, and the pieces of {object.the} hopped back together.',
        'A swirl of sparkles wrapped around {object.the}, and it was [whole|entire] [again|once more].',
      ],
      [
        '{Name} spoke a [gentle|soft] mending spell, and the crack in {object.the} closed up like a zipper.',
        'Magic works best when it is [kind|[gentle|soft]], and {Name} mended {object.the} with the kindest spell of all.',
      ],
    ),
    missing: v(
      ['{Name} cast a finding spell.', 'A sparkle pointed the way.'],
      [
        '{Name} [said|whispered] a finding spell, and a trail of sparkles led to {object.the}.',
        '{Name} made a wish, and a [little|small] light floated right to {object.the}.',
      ],
      [
        'A finding spell is simple if you know what you are looking for, and {Name} did: sparkles led straight to {object.the}.',
        '{Name} [whispered|murmured] the name of {object.the}, and it [glowed|shone] from its hiding place.',
      ],
    ),
    quiet: v(
      ['{Name} [whispered|murmured] a magic word.', 'The song came back.'],
      [
        '{Name} [whispered|murmured] a magic word, and {object.the} sang out once more.',
        'A [little|small] sparkle from {Name}, and the sound came back to {object.the}.',
      ],
      [
        '{Name} spoke a spell for singing, and {object.the} filled the air with music [again|once more].',
        'With one [soft|[gentle|soft]] magic word, {Name} woke the song sleeping inside {object.the}.',
      ],
    ),
    cold: v(
      ['{Name} made a [warm|cozy] glow.', 'Magic made {companion.the} [warm|cozy].'],
      [
        '{Name} made a [soft|[gentle|soft]], [warm|cozy] glow, and {companion.the} warmed right up.',
        'A magic blanket of light wrapped around {companion.the}, [cozy|snug] and [warm|cozy].',
      ],
      [
        '{Name} conjured a [small|[little|small]], [gentle|soft] glow, [warm|cozy] as a fireside, and {companion.the} basked in it.',
        'The warmest magic, {Name} knew, was a [little|small] light shared, so {they} shared it.',
      ],
    ),
  },
  puzzles: {
    any: v(
      ['{Name} solved it like a puzzle.', '{Name} found the missing piece.'],
      [
        '{Name} looked at it like a puzzle and found the piece that did not fit.',
        '{Name} thought hard, tried one idea, and solved it.',
      ],
      [
        'Every problem is a puzzle if you look at it right, and {Name} looked at it right.',
        '{Name} worked through the clues one by one until only the answer was left.',
      ],
    ),
    puzzle: v(
      ['{Name} solved the riddle.', 'The answer was easy for {Name}.'],
      [
        '{Name} thought about the riddle on {object.the}, [smiled|grinned|beamed], and [said|whispered] the answer.',
        '{Name} turned the pieces of {object.the} until they all fit, and it opened.',
      ],
      [
        '{Name} looked at the riddle from every side, ruled out the tricks, and gave the answer; {object.the} opened at once.',
        'Puzzles were {nameS} favorite thing, and this one on {object.the} took {them} no time at all.',
      ],
    ),
    missing: v(
      ['{Name} followed the clues.', 'Clue by clue, {Name} found it.'],
      [
        '{Name} followed the clues like a detective and found {object.the}.',
        '{Name} thought, "Where was it last?" and worked it out.',
      ],
      [
        '{Name} pieced the clues together like a detective: a scuff, a footprint, a [tiny|teeny] trail, and there was {object.the}.',
        'Working backward from the last place anyone saw it, {Name} found {object.the} in minutes.',
      ],
    ),
    scattered: v(
      ['{Name} fit the pieces together.', 'Every piece went back in place.'],
      [
        '{Name} put the pieces of {object.the} together like a jigsaw puzzle.',
        '{Name} sorted the pieces by shape, and [soon|before long] {object.the} was [whole|entire] [again|once more].',
      ],
      [
        'Like a jigsaw, edges first, {Name} fit every piece of {object.the} back where it belonged.',
        '{Name} sorted the pieces by color and shape, and {object.the} came together piece by piece.',
      ],
    ),
    broken: v(
      ['{Name} matched the pieces.', '{Name} fit the parts back.'],
      [
        '{Name} matched the broken edges of {object.the} like puzzle pieces.',
        '{Name} found where each piece of {object.the} belonged.',
      ],
      [
        '{Name} treated {object.the} like a puzzle, matching edge to edge, until it was [whole|entire].',
        'Piece by careful piece, {Name} rebuilt {object.the} without a single gap.',
      ],
    ),
  },
  gardening: {
    any: v(
      ['{Name} planted a [tiny|teeny] seed.', '{Name} watered it with care.'],
      [
        '{Name} planted a seed and watered it, and it grew into just what they needed.',
        '{Name} knew that growing things need care, and gave it.',
      ],
      [
        'Gardens teach patience, and {Name} was patient: a [little|small] water, a little light, and the answer grew.',
        '{Name} tended to the problem the way {they} tended growing things, [gently|[softly|gently]] and steadily.',
      ],
    ),
    faded: v(
      ['{Name} gave it water and sun.', 'The color grew back.'],
      [
        '{Name} gave {object.the} a [little|small] water and a lot of sun, and the color grew back.',
        '{Name} moved {object.the} into the light, and it bloomed [bright|shining] [again|once more].',
      ],
      [
        'Color comes back to a thirsty plant with water and light, {Name} knew, and it came back to {object.the} too.',
        '{Name} tended {object.the} like a thirsty seedling, and it opened into color [again|once more].',
      ],
    ),
    stuck: v(
      ['A vine grew up to it.', '{Name} grew a beanstalk ladder.'],
      [
        '{Name} planted a bean, and it grew into a ladder up to {object.the}.',
        '{Name} [gently|[softly|gently]] untangled the vines, and {object.the} came free.',
      ],
      [
        '{Name} untangled the twisting vines one stem at a time, the way a gardener would, and {object.the} slipped free.',
        'A magic bean from {nameS} pocket sprouted into a green ladder reaching right up to {object.the}.',
      ],
    ),
    sad: v(
      ['{Name} grew a [tiny|teeny] sprout.', '{Name} gave {companion.the} a seed.'],
      [
        '{Name} gave {companion.the} a seed to keep, and {companion.the} [smiled|grinned|beamed].',
        '{Name} planted a seed with {companion.the}, and they watched it sprout.',
      ],
      [
        '{Name} gave {companion.the} a seed to plant, and watching the first green shoot appear made everything feel hopeful.',
        'A [tiny|teeny] green sprout, grown with care, lifted {companion.the} right up.',
      ],
    ),
    scattered: v(
      ['{Name} gathered them like seeds.', '{Name} used a gathering basket.'],
      [
        '{Name} gathered up every piece of {object.the} like seeds in a basket.',
        '{Name} checked row by row, like planting seeds, and found every piece.',
      ],
      [
        'Like collecting seeds at the end of summer, {Name} gathered every piece of {object.the} with patient care.',
        '{Name} searched row by row, as careful as a gardener, and nothing was missed.',
      ],
    ),
  },
  'dressing-up': {
    any: v(
      ['{Name} put on a costume.', '{Name} dressed up for the job.'],
      [
        '{Name} put on the perfect costume for the job, and it helped.',
        '{Name} dressed up as a helper, and felt ready for anything.',
      ],
      [
        'A costume is a way of becoming someone braver or cleverer, and {Name} chose [exactly|just] the right one.',
        '{Name} dressed for the job, and somehow the outfit made the answer obvious.',
      ],
    ),
    cold: v(
      ['{Name} shared a [warm|cozy] cape.', '{Name} found hats and scarves.'],
      [
        '{Name} opened the dress-up box and wrapped {companion.the} in a [warm|cozy], fluffy cape.',
        '{Name} found a woolly hat and a scarf for {companion.the}, and {companion.the} was [cozy|snug].',
      ],
      [
        '{Name} dressed {companion.the} in the warmest things from the costume box: a velvet cape, a woolly hat, mittens, and a [very|really] grand scarf.',
        'Layers, {Name} knew, were the secret, and {companion.the} was [soon|before long] snug in three of them.',
      ],
    ),
    sad: v(
      ['{Name} put on a silly hat.', 'They dressed up as kings.'],
      [
        '{Name} put on the silliest hat, and {companion.the} burst out laughing.',
        'They dressed up as a king and queen, and {companion.the} felt grand and [happy|[glad|happy]].',
      ],
      [
        '{Name} dressed {companion.the} in a crown and cape, and it is [very|really] hard to feel [small|[little|small]] in a crown.',
        'A pair of funny glasses and a feather boa did more good than any speech.',
      ],
    ),
    missing: v(
      ['{Name} dressed as a detective.', '{Name} wore a detective hat.'],
      [
        '{Name} put on a detective hat, looked [carefully|gently], and found {object.the}.',
        'Dressed as an explorer, {Name} searched and spotted {object.the}.',
      ],
      [
        'In a detective hat and a [very|really] serious coat, {Name} searched like the real thing and found {object.the}.',
        '{Name} dressed as an explorer, took it [very|really] seriously, and found {object.the} behind a rock.',
      ],
    ),
  },
  'water-play': {
    any: v(
      ['{Name} used a splash of water.', '{Name} made a [little|small] stream.'],
      [
        '{Name} made a [little|small] stream of water, and it carried the answer along.',
        '{Name} knew how water flows, and let it do the work.',
      ],
      [
        'Water always finds a way, {Name} knew, and so {they} let it find one.',
        'A [little|small] channel in the sand and some water did what no one else could.',
      ],
    ),
    stuck: v(
      ['{Name} floated it free.', '{Name} poured in some water.'],
      [
        '{Name} poured in some water, and {object.the} floated up and out.',
        '{Name} splashed a [little|small] water, and {object.the} slid free.',
      ],
      [
        'Things that float will rise, {Name} knew, so {they} added water until {object.the} bobbed up free.',
        'A [gentle|soft] splash loosened {object.the}, and it slipped out easily.',
      ],
    ),
    faded: v(
      ['{Name} washed {object.the} clean.', 'The water made it [bright|shining].'],
      [
        '{Name} washed {object.the} in clear water, and its colors shone [again|once more].',
        '{Name} rinsed off the dust, and {object.the} [sparkled|[twinkled|sparkled]].',
      ],
      [
        '{Name} rinsed {object.the} in cool, clear water, and all its old colors came back [shining|gleaming].',
        'Under the dust, {object.the} had been [bright|shining] all along, and a [gentle|soft] wash showed it.',
      ],
    ),
    missing: v(
      ['{Name} followed the [little|small] stream.', 'The water carried it there.'],
      [
        '{Name} followed the stream, knowing water carries things, and found {object.the}.',
        '{Name} guessed where the water would go, and there was {object.the}.',
      ],
      [
        'Water always runs downhill, {Name} remembered, and at the bottom, there was {object.the}.',
        'Following the current the way only a water lover would, {Name} found {object.the}.',
      ],
    ),
    scattered: v(
      ['{Name} scooped them with a bucket.', 'The water brought them back.'],
      [
        '{Name} made a [little|small] stream that floated every piece of {object.the} to one spot.',
        '{Name} scooped up the pieces with a bucket, one by one.',
      ],
      [
        '{Name} dug a [small|[little|small]] channel so the water would carry every piece of {object.the} into one pool.',
        'With a bucket and a [clever|smart] splash, {Name} gathered every piece of {object.the}.',
      ],
    ),
  },
};
