import { v } from './build.js';
import type { SolutionCatalogue } from './types.js';

/** Solutions for the other skills (see solutions-a.ts for the rules). */
export const SOLUTIONS_B: Omit<
  SolutionCatalogue,
  'art' | 'music' | 'dance' | 'building' | 'science' | 'nature' | 'animals' | 'dinosaurs'
> = {
  reading: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] remembered a story.',
        '[{Name}|So {Name}|Then {Name}] read a book about it. Then {they} {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] remembered a story where the same thing happened, and did what the hero did.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the [little|small] sign nearby out loud, did what it said, step by step, and {fix}.',
      ],
      [
        '{Name} remembered how the hero of one [story|book|old tale] had handled this very thing, did it the same way, and {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the faded words [carefully|gently|with care], and they explained everything.',
      ],
    ),
    puzzle: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] read the riddle aloud.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sounded out the magic word.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the words on {object.the} out loud, and the riddle answered itself.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sounded out the word written on {object.the}, and it opened.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the inscription on {object.the} [slowly|carefully|gently], letter by letter, and found the answer hidden inside the words.',
        '[The|So the|Then the|Right away, the|Without a fuss, the|In no time, the] riddle was a play on words, and {Name}, who [loved|adored|was fond of] {interest}, spotted it [at once|right away].',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] read the clues.',
        '[The|So the|Then the|And so the] note [said|whispered|murmured] where to look.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the [little|small] note left behind, and it told them where {object.the} was.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read the signs along the path, and they led to {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read every clue like a detective in a favorite book, and the last clue led straight to {object.the}.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] reader notices [small|little] words, and {Name} [noticed|spotted] the one that [said|whispered|murmured] where {object.the} had gone.',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] told a sleepy story.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] read a quiet book.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] told {companion.the} a quiet story, and {companion.the} fell asleep before the end.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] read in a [soft|gentle] voice, slower and slower, until {companion.the} [yawned|gave a big yawn].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] told the calmest story {they} knew, with a sleepy turtle in it, and {companion.the} was asleep before the turtle got home.',
        'Reading aloud in a [low|soft|gentle], even voice, {Name} watched {companion.the} drift off [page by page|a little more with every page].',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] told a [funny|silly|goofy] story.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] read a happy poem.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] told {companion.the} the funniest story {they} knew, and {companion.the} giggled.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made up a story where {companion.the} was the hero, and {companion.the} [smiled|grinned|beamed|smiled wide].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] told a story in which {companion.the} saved the day, and by the happy ending {companion.the} felt like a hero.',
        'Stories can change how a day feels, [and|so|and so] {Name} chose the [happiest|funniest] one {they} knew.',
      ],
    ),
  },
  counting: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted [very|really|quite] [carefully|gently|with care].',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted, and it added up.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted [carefully|gently|with care], one, two, three, and on three {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted the steps out loud, one at a time, and at the last step {fix}.',
      ],
      [
        '[Numbers never fib|Numbers do not lie|Counting never lets you down]: {Name} counted everything [twice|two times over|once and then again], found the one that was [out of place|in the wrong spot|not where it belonged], and {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted twice to be sure, and on the second count {they} {fix}.',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted them all home.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted every last one.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted each piece of {object.the} as {they} picked it up, until none were missing.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted out loud, and every piece [came back|returned|crept back], [one by one|one at a time|piece by piece].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted every piece of {object.the} into a neat row and knew [exactly|just|precisely] how many were still out there, so not one was left behind.',
        'Counting as {they} went, {Name} [gathered|collected] {object.the} until the numbers [matched|came out right|added up].',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted the steps back.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted, and there it was.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted the steps back, [one by one|one at a time|piece by piece], and found {object.the} at step ten.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted the stones on the path, and {object.the} was behind the seventh one.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted back their steps [exactly|just|precisely], and at the very spot where the count ended lay {object.the}.',
        'Because {they} had counted the [turns|steps] on the way, {Name} could [retrace|follow] them all [back|right back] to {object.the}.',
      ],
    ),
    puzzle: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted the dots.',
        '[The|So the|Then the|And so the] answer was a number.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted the dots on {object.the}, and the number opened it.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] added the numbers on {object.the}, and the lock clicked open.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] saw that the marks on {object.the} went up by twos, worked out the next number, and the lock sprang open.',
        '[The|So the|Then the|Right away, the|Without a fuss, the|In no time, the] code was a sum, and {Name} added it up in {their} head before anyone else.',
      ],
    ),
    sleepless: v(
      [
        '[They|So they|Then they|And so they] counted slow, sleepy sheep.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] counted slow breaths.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted sleepy sheep with {companion.the}, slower and slower.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted slow breaths with {companion.the}, and by ten {companion.the} was yawning.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] counted [slowly|carefully|gently], one breath for each number, and long before the end {companion.the} was fast asleep.',
        'Together they counted the stars, and {companion.the} lost count somewhere around [twelve|ten|nine], [fast|sound] asleep.',
      ],
    ),
  },
  sport: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] ran and jumped.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] threw it just right.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] ran fast, jumped high, and got there just in time.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] took [careful|gentle] aim, the way {they} did in practice, and {fix}.',
      ],
      [
        'All that practice [paid off|was worth it]: {Name} judged the distance, took one [quick|light] step and [did it|made it].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] kept {their} eye on the goal, just like at practice, and never missed.',
      ],
    ),
    stuck: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] tossed a ball up.',
        'One [good|gentle] throw [did it|was enough].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] threw a ball, [gentle|soft] and straight, and knocked {object.the} free.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] jumped as high as {they} could and tapped {object.the} loose.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] judged the throw like a pitcher, and one [soft|gentle], perfect toss sent {object.the} tumbling down.',
        'With a running jump that would have impressed any coach, {Name} [tapped|nudged] {object.the} [free|loose|down].',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] ran to look.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] raced around the field.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] ran in wide circles, like at practice, and spotted {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] raced from place to place and found {object.the} on the third try.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] searched in a widening circle, the way a good player covers a field, and found {object.the} [quickly|swiftly|briskly].',
        'Quick feet and keen eyes [did it|were enough]: {Name} [spotted|found] {object.the} in [no time|a wink].',
      ],
    ),
    cold: v(
      [
        '[They|So they|Then they|And so they] did star jumps together.',
        '[They|So they|Then they|And so they] ran to get [warm|cozy|toasty].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] led ten star jumps, and {companion.the} was [warm|cozy|toasty] by the last one.',
        '[They|So they|Then they|Right away, they|Without a fuss, they|In no time, they] jogged in place and clapped, and [soon|before long|in no time] {companion.the} was [cozy|snug|toasty].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] led a quick [warm|cozy|toasty]-up, stretches and jumps, and {companion.the} warmed right through.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] few laps and some jumping jacks were all it took.',
      ],
    ),
    sad: v(
      [
        '[They|So they|Then they|And so they] played a happy game.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] passed the ball.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [started|began] a game of catch, and {companion.the} was [soon|before long|in no time] laughing.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] cheered {companion.the} on like a coach, and {companion.the} stood taller.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] cheered {companion.the} on the way a good teammate does, and the cheering worked.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] game of catch, a [silly|funny|goofy] goal and a high five turned the day right around.',
      ],
    ),
  },
  cooking: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] mixed a [little|small] plan like a recipe. Then {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] mixed it all together.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] mixed a little of this and a little of that, and it was just right.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] followed {their} plan like a recipe, one step at a time, and {fix}.',
      ],
      [
        'Cooking had taught {Name} to measure and be [patient|steady|calm], and that was [exactly|just|precisely] what this [needed|called for].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] treated the problem like a recipe: gather, measure, stir, and wait.',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made warm cocoa.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made warm soup.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] stirred up a cup of warm cocoa, and {companion.the} sipped it [happily|gladly|merrily].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a warm bowl of soup, and {companion.the} warmed up spoon by spoon.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] warmed some milk with a pinch of cinnamon, and {companion.the} held the warm cup close until {companion.it} [glowed|shone|gleamed] with warmth.',
        'There is nothing a warm bowl of [soup|stew] cannot help, and {Name} [made|stirred up] the [coziest|warmest] one.',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] baked a [little|small] cake.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a happy snack.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a snack with a smiling face on it, and {companion.the} [smiled|grinned|beamed|smiled wide] back.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] shared [warm|cozy|toasty] cookies with {companion.the}, and everything felt better.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] baked something small and sweet, and by the time it came out [warm|cozy|toasty], {companion.the} was smiling.',
        'Making something together is the [best|surest|sweetest] cure, so {Name} and {companion.the} [baked|stirred and baked] side by side.',
      ],
    ),
    broken: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a sticky paste.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] mixed flour and water.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] mixed flour and water into a sticky paste and mended {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] used a sticky, doughy mix to hold {object.the} [together|side by side].',
      ],
      [
        'Flour and water make a [fine|good] paste, {Name} [knew|remembered|had learned], and {they} mended {object.the} with it, smooth and [strong|sturdy].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] stirred up a paste the way {they} would stir batter and pressed {object.the} back [together|side by side].',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] used a mixing bowl.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] scooped them up.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] scooped up every piece of {object.the} with a [big|great big] mixing bowl.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] gathered the pieces like ingredients, one at a time, into a bowl.',
      ],
      [
        'Like measuring out ingredients, {Name} [gathered|scooped] every piece of {object.the} [carefully|gently|with care] into a bowl.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] set out a tray as if for baking and placed every piece of {object.the} on it.',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made warm milk.',
        '[A|So a|Then a|And so a] warm drink helped.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] warmed some milk with honey, and {companion.the} got sleepy sipping it.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [warm|cozy|toasty], sleepy drink, and {companion.the} yawned after every sip.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] warmed a [little|small] milk with honey, the way it is done at home, and halfway through the cup {companion.the} was nodding.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] warm drink, made [slowly|carefully|gently] and served with care, was all {companion.the} needed.',
      ],
    ),
  },
  imagination: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] imagined a way. [Then|And then|So] {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [played pretend|made up a game|made a plan]. {They} {fix}.',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] closed {their} eyes, pictured exactly how it should look, then opened them and {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] pretended a spoon was a magic wand, waved it three times for luck, and then, carefully, {fix}.',
      ],
      [
        'Imagination finds doors where others see [walls|only walls], [and|so|and so] {Name} imagined [one|a door], stepped through it in {their} mind, and {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] imagined it from the other side, saw the one small thing to do, and {fix}.',
      ],
    ),
    puzzle: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] pretended to be a detective. Then {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] pretended to be the lock.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] imagined being {object.the}, and guessed what {object.it} wanted.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made up a story about {object.the}, and in the story the key was the smallest word, so {they} said it out loud.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] pictured the riddle as a [little|small] play, acted out each line, and at the last line spoke the word that opened {object.the}.',
        '[Thinking the way only {Name} could|With a little imagination|Picturing the whole thing], {they} imagined what the riddle had not said, spoke that word [aloud|out loud|softly], and {object.the} opened [at once|like magic].',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made up a [silly|funny|goofy] game.',
        '[They|So they|Then they|And so they] played pretend together.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made up a game of pretend, and {companion.the} [soon|before long|in no time] forgot about feeling sad.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] turned a rock into a pretend castle, and {companion.the} [laughed|giggled|chuckled].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] invented a [whole|entire] pretend kingdom with {companion.the} as its ruler, and the sadness did not stand a chance.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] pretend voyage across a pretend sea was [exactly|just|precisely] what {companion.the} needed.',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] told {companion.the} about a sleepy cloud. That {fix}.',
        '[They|So they|Then they|And so they] imagined a quiet, rocking boat. It {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] told {companion.the} to imagine floating on a [soft|gentle] cloud, and {companion.the} did.',
        '[They|So they|Then they|Right away, they|Without a fuss, they|In no time, they] imagined a slow boat on a calm lake, and {companion.the} grew sleepy.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] painted a picture with words: a [soft|gentle] cushion, a slow lullaby, a drifting moon, and {companion.the} drifted with it.',
        'Imagining a [quiet|peaceful], faraway place, {companion.the} breathed [slower and slower|more and more slowly] [until sleep came|and drifted off].',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] pretended to be {object.the}.',
        '"Where would [it|a lost thing] [hide|go]?" {Name} [thought|asked]. Then {they} {fix}.',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] pretended to be {object.the} and asked, "Where would I go?" Then {they} [knew|knew at once].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] imagined the [whole|entire] day again and saw where {object.the} had slipped away.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] imagined being {object.the}, rolling and tumbling, and followed that imaginary path to the real thing.',
        'Replaying the day in {their} mind like a [story|film], {Name} [spotted|found] the [moment|very moment] {object.the} went missing.',
      ],
    ),
  },
  kindness: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] asked kindly for help. Together they {fix}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] went [gently|softly|slowly], and {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked kindly, [everyone|everybody] was [happy|glad|content] to help, and together they {fix}.',
        'Because {Name} was so [gentle|patient|kind], {they} took it one small step at a time, and {fix}.',
      ],
      [
        'Kindness is a kind of strength, and {Name} used it: a [gentle|soft|patient] word, a helping hand, and, [without any hurry|one careful step at a time|with no fuss at all], {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [listened|listened closely] first, asked one gentle question, and then {fix}.',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] gave a warm hug.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sat close and listened.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] gave {companion.the} a warm hug and [said|whispered|murmured], "I am right here."',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sat close and [listened|listened closely], and {companion.the} felt better.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] simply [listened|listened closely], without hurrying, and that was what {companion.the} had needed all along.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] [kind|gentle] word and a long, warm hug from {Name} did what nothing else could.',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] shared {their} scarf.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] gave {their} [warm|cozy|toasty] hat.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] wrapped {their} own scarf around {companion.the}, and {companion.the} [smiled|grinned|beamed|smiled wide].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] shared {their} [warm|cozy|toasty] blanket, and they both stayed [cozy|snug|toasty].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] unwound {their} scarf without a second thought and tucked it around {companion.the}.',
        'Sharing warmth is the [simplest|gentlest|oldest] kindness, and {Name} shared it [gladly|with a smile].',
      ],
    ),
    sleepless: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] tucked {companion.the} in.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [whispered|murmured], "Good night."',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] tucked {companion.the} in and [whispered|murmured] [kind|gentle] words until {companion.its} eyes closed.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] stayed close and held {companion.the} [gently|softly|tenderly] until sleep came.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sat beside {companion.the}, speaking [softly|gently|quietly] about the good parts of the day, until sleep came.',
        'Sometimes all a sleepless friend needs is company, and {Name} [gave|offered] it [patiently|gladly|all night].',
      ],
    ),
    stuck: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] eased it free [gently|softly|tenderly].',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] helped with [soft|gentle] hands.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] did not pull hard, but wiggled {object.the} [gently|softly|tenderly], and it came free.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] asked [everyone|everybody] to help [softly|gently|quietly], and [together|side by side] they freed {object.the}.',
      ],
      [
        'Where others had tugged, {Name} was [patient|steady|calm] and [gentle|soft], and {object.the} came free without a scratch.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] spoke kindly to [everyone|everybody], and [soon|before long|in no time] many [gentle|soft] hands had freed {object.the}.',
      ],
    ),
  },
  stars: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] looked up at the stars.',
        '[The|So the|Then the|And so the] stars made a pointing shape. {Name} followed it and {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] looked up, found the brightest star, and followed it.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew the shapes of the stars, followed the one shaped like an arrow, and {fix}.',
      ],
      [
        'Sailors once steered by the stars, and {Name}, who [loved|adored|was fond of] {interest}, did [the same|just that].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] traced a star pattern with one finger, followed where it pointed, and {fix}.',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] caught some starlight.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] asked the stars to help.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] caught a little starlight in {their} hands and sprinkled it on {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] held {object.the} up to the stars, and it drank in their light.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] held {object.the} up toward the brightest stars, and little by [little|small] it filled with their silver light.',
        'Starlight is old and patient, {Name} [knew|remembered|had learned], and it filled {object.the} with a [soft|gentle], steady glow.',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] followed the [bright|shining] star.',
        '[The|So the|Then the|And so the] stars made an arrow. {Name} followed it to {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] followed the brightest star, and under it lay {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found a star shape that pointed down, right to {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] used the stars like a map, finding north and then the right path, and there [was|sat] {object.the}.',
        '[The|So the|Then the|Right away, the|Without a fuss, the|In no time, the] star pattern {Name} knew best pointed like an arrow, straight to {object.the}.',
      ],
    ),
    sleepless: v(
      [
        '[They|So they|Then they|And so they] named the stars [softly|gently|quietly].',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] showed the sleepy stars.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] named the stars [one by one|one at a time|piece by piece], and {companion.the} fell asleep counting them.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] pointed out a star shaped like a bed, and {companion.the} [yawned|gave a big yawn].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] named the stars in a slow, [soft|gentle] voice, and somewhere between the third and the fourth, {companion.the} fell asleep.',
        'Breathing [slowly|carefully|gently] along with {Name}, {companion.the} grew [calm|still] and closed {companion.its} eyes.',
      ],
    ),
    puzzle: v(
      [
        '[The|So the|Then the|And so the] answer was a star shape.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] knew the star pattern.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] saw that the dots on {object.the} were a star pattern, and pressed them in order.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew the star shape on {object.the}, and it opened.',
      ],
      [
        '[The|So the|Then the|Right away, the|Without a fuss, the|In no time, the] marks on {object.the} were a constellation, and {Name} recognized it [at once|right away].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] traced the star pattern on {object.the}, star by star, and it clicked open.',
      ],
    ),
  },
  machines: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built a helping machine.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] fixed it with a gadget.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [little|small] machine from wheels and string, and it did the job.',
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] worked out how it all fit together, then made it [work|run].',
      ],
      [
        '[{Name}|So {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] thought like an engineer: what moves, what turns, what is stuck, and then {they} made it [work|work again].',
        'With a [clever|smart|handy] gadget put together on the spot from a spring and a spoon, {Name} {fix} [neatly|in a jiffy].',
      ],
    ),
    broken: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] fixed the gears.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] tightened the loose bolt.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] looked at how the parts fit together, the way an engineer would, and clicked the loose one back in place.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] tightened one loose part, and {object.the} was as good as new.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [listened|listened closely] to {object.the} the way a mechanic does, heard the part that rattled, and fixed it.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] gave {object.the} a twist here and a click there, and it [hummed|crooned|sang] [happily|gladly|merrily] [again|once more|one more time].',
      ],
    ),
    stuck: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a crane.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] used a pulley.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [little|small] crane with a hook and lifted {object.the} free.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] rigged a rope over a branch like a pulley, and up came {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a simple pulley, the kind real engineers use, and {object.the} rose [gently|softly|tenderly] free.',
        'With a lever and a little cleverness, {Name} [freed|loosened|eased out] {object.the} [at last|in one go].',
      ],
    ),
    quiet: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] fixed the [little|small] spring.',
        // An action, not "Click! The sound came back." (nobody did anything); a tap suits a bell or chimes too.
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [tapped|gave] it [just right|a careful tap]. [Ping|Tink|Plink|Ting]! The sound [came back|returned|was back].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found the [tiny|teeny|itty-bitty] spring inside {object.the} and set it right, and the sound [came back|returned|crept back].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] oiled the part that stuck, and {object.the} [began|started] to sing [again|once more|one more time].',
      ],
      [
        'Inside {object.the}, {Name} found a [spring|tiny spring] that had come loose, and once it was [back in place|fixed] the music [returned|came back].',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] drop of oil and a [careful|gentle] twist were all {object.the} needed to find its voice [again|once more|one more time].',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] built a sorting machine.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a [little|small] cart.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [made|built] a cart with wheels and rolled every piece of {object.the} back.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] built a sorting ramp, and every piece slid into place.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] designed a little sorting ramp, and every piece of {object.the} rolled into its place.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] homemade cart with four wheels carried every piece of {object.the} home.',
      ],
    ),
  },
  magic: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a wish. Then {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [said|whispered|murmured] a magic word. Then {they} {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [whispered|murmured] a magic word, and with a swirl of sparkles {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [kind|gentle] wish, and with a little help from it {they} {fix}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] believed, which is the first rule of magic, and with the magic answering {they} {fix}.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] [little|small] magic, a lot of kindness, and a [clever|smart|handy] idea: that was all it took.',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] sprinkled magic sparkles.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] waved a magic wand.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sprinkled a pinch of sparkles, and {object.the} [glowed|shone|gleamed] brightly [again|once more|one more time].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] waved a wand made from a twig, and the color [came back|returned|crept back] to {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [whispered|murmured] a spell for brightness, and light poured back into {object.the} like honey.',
        'With a flick of the wrist and a word only {they} knew, {Name} filled {object.the} with [light|soft light] [again|once more|one more time].',
      ],
    ),
    broken: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [said|whispered|murmured] a mending spell.',
        '[Sparkles|Sparkly magic] [mended|fixed] {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [said|whispered|murmured] a mending spell, and the pieces of {object.the} [hopped|bounced|skipped] back [together|side by side].',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] swirl of sparkles wrapped around {object.the}, and it was whole [again|once more|one more time].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] spoke a [gentle|soft] mending spell, and the crack in {object.the} closed up like a zipper.',
        'Magic works best when it is [kind|gentle], [and|so|and so] {Name} mended {object.the} with the kindest spell of all.',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] cast a finding spell.',
        '[A|So a|Then a|And so a] sparkle flew off. {Name} followed it to {object.the}.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [said|whispered|murmured] a finding spell, and a trail of sparkles led to {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a wish, and a [little|small] light floated right to {object.the}.',
      ],
      [
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] finding spell is simple if you know what you are looking for, and {Name} did: sparkles led straight to {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [whispered|murmured] the name of {object.the}, and it [glowed|shone|gleamed] from its hiding place.',
      ],
    ),
    quiet: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] [whispered|murmured] a magic word.',
        '[The|So the|Then the|And so the] song [came back|returned|crept back].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [whispered|murmured] a magic word, and {object.the} sang out once more.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sent [a little|a small|one tiny] sparkle of magic [over|across|around] {object.the}, and the sound [came back|returned|crept back].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] spoke a spell for singing, and {object.the} filled the air with music [again|once more|one more time].',
        'With one [soft|gentle] magic word, {Name} woke the [song|music] [sleeping|hiding] inside {object.the}.',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a warm glow.',
        '[Magic|A warm spell] made {companion.the} [warm|cozy|toasty].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [soft|gentle], warm glow, and {companion.the} warmed right up.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] magic blanket of light wrapped around {companion.the}, [cozy|snug|toasty] and [warm|cozy|toasty].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] conjured a [small|little], [gentle|soft] glow, [warm|cozy|toasty] as a fireside, and {companion.the} basked in it.',
        '[The|So the|Then the|Right away, the|Without a fuss, the|In no time, the] warmest magic, {Name} knew, was a [little|small] light shared, so {they} shared it.',
      ],
    ),
  },
  puzzles: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] tried each piece like a puzzle. Then {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] found the missing piece.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] looked at it like a puzzle and found the piece that did not fit.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] thought hard, tried one way, then another, and {fix}.',
      ],
      [
        'Every problem is a puzzle if you look at it [right|the right way], and {Name} [did|looked at it just so|did just that].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] worked through the clues [one by one|one at a time|piece by piece], crossed out every wrong one, and {fix}.',
      ],
    ),
    puzzle: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] said the answer to the riddle. {object.The} opened.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] read [each|every] clue. Then {they} [knew|said] the answer!',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] thought about the riddle on {object.the}, [smiled|grinned|beamed|smiled wide], and [said|whispered|murmured] the answer.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] turned the pieces of {object.the} until they all fit, and it opened.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] looked at the riddle from every side, ruled out the tricks, and gave the answer; {object.the} opened [at once|right away].',
        // No "in no time" here: a lead-in may have said the plan came slowly.
        'Puzzles were {nameS} [favorite|best-loved] thing, and the riddle on {object.the} [was no match for {them}|came undone for {them} like a loosened knot]: {they} [said|spoke] the answer [out loud|aloud].',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] followed the clues.',
        '[Clue by clue|Step by step], {Name} [found|tracked down|discovered] it.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] followed the clues like a detective and found {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] thought, "Where was it last?", went back there, and looked again, very carefully.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] pieced the clues [together|side by side] like a detective: a scuff, a footprint, a [tiny|teeny|itty-bitty] trail, and there was {object.the}.',
        'Working backward from the last place anyone [saw|had seen] it, {Name} found {object.the} in [minutes|no time|a trice].',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] fit the pieces together.',
        'Every piece went [back in place|home] [at last|again].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] fit the scattered bits [together|side by side] like a jigsaw puzzle, and {object.the} was whole again.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sorted the pieces by shape, and [soon|before long|in no time] {object.the} was whole [again|once more|one more time].',
      ],
      [
        'Like a jigsaw, edges first, {Name} [fit|slotted] every scattered bit back [where it belonged|in its place|just right].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] sorted the pieces by color and shape, and {object.the} came [together|side by side] piece by piece.',
      ],
    ),
    broken: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] matched the pieces.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] fit the parts back.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] matched the broken edges of {object.the} like puzzle pieces.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found where each piece of {object.the} belonged.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] treated {object.the} like a puzzle, matching edge to edge, until it was whole.',
        'Piece by [careful|gentle|patient] piece, {Name} [rebuilt|put back] {object.the} without a single gap.',
      ],
    ),
  },
  gardening: {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] planted a [tiny|teeny|itty-bitty] seed.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] watered it with care.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] planted a seed and watered it, and it grew into just what they needed.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew that growing things need care, and gave it.',
      ],
      [
        'Gardens teach patience, and {Name} was [patient|steady|calm]: slowly, gently, one careful step at a time, {they} {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] tended to the problem the way {they} tended growing things, [gently|softly|tenderly] and steadily.',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] gave it water and sun.',
        '[The|So the|Then the|And so the] color grew back.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] gave {object.the} a little water and a lot of sun, and the color grew back.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] moved {object.the} into the light, and it bloomed bright [again|once more|one more time].',
      ],
      [
        'Color comes back to a thirsty plant with water and light, {Name} [knew|remembered|had learned], and it [came back|returned|crept back] to {object.the} too.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] tended {object.the} like a thirsty seedling, and it opened into color [again|once more|one more time].',
      ],
    ),
    stuck: v(
      [
        '[A|So a|Then a|And so a] vine grew up to it.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] grew a beanstalk ladder.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] planted a bean, and it grew into a ladder up to {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] [gently|softly|tenderly] untangled the vines, and {object.the} came free.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] untangled the twisting vines one stem at a time, the way a gardener would, and {object.the} slipped free.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] magic bean from {nameS} pocket sprouted into a green ladder reaching right up to {object.the}.',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] grew a [tiny|teeny|itty-bitty] sprout.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] gave {companion.the} a seed.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] gave {companion.the} a seed to keep, and {companion.the} [smiled|grinned|beamed|smiled wide].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] planted a seed with {companion.the}, and they watched it sprout.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] gave {companion.the} a seed to plant, and watching the first green shoot appear made everything feel hopeful.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] [tiny|teeny|itty-bitty] green sprout, grown with care, lifted {companion.the} right up.',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] gathered them like seeds.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] used a gathering basket.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] gathered up every piece of {object.the} like seeds in a basket.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] checked row by row, like planting seeds, and found every piece.',
      ],
      [
        'Like collecting seeds at the end of summer, {Name} [gathered|picked up|collected] every piece of {object.the} with [patient|steady|calm] care.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] searched row by row, as [careful|gentle] as a gardener, and nothing was missed.',
      ],
    ),
  },
  'dressing-up': {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] put on a costume.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] dressed up for the job.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] put on the perfect costume for the job, and it helped.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] dressed up as a helper, and felt ready for anything.',
      ],
      [
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] costume is a way of becoming someone braver or cleverer, and {Name} chose [exactly|just|precisely] the right one.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] dressed for the job in a hat with a lamp on it, and by its light {fix}.',
      ],
    ),
    cold: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] shared a [warm|cozy|toasty] cape.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] found hats and scarves.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] opened the dress-up box and wrapped {companion.the} in a [warm|cozy|toasty], fluffy cape.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] found a woolly hat and a scarf for {companion.the}, and {companion.the} was [cozy|snug|toasty].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] dressed {companion.the} in the warmest things from the costume box: a velvet cape, a woolly hat, mittens, and a [very|really|quite] grand scarf.',
        'Layers, {Name} knew, were the secret, and {companion.the} was [soon|before long|in no time] [snug|cozy|toasty] in three of them.',
      ],
    ),
    sad: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] put on a [silly|funny|goofy] hat.',
        '[They|So they|Then they|And so they] dressed up as kings.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] put on the silliest hat, and {companion.the} burst out laughing.',
        '[They|So they|Then they|Right away, they|Without a fuss, they|In no time, they] dressed up as a king and queen, and {companion.the} felt grand and [happy|glad|content].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] dressed {companion.the} in a crown and cape, and it is [very|really|quite] hard to feel [small|little] in a crown.',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] pair of [funny|silly|goofy] glasses and a feather boa did more good than any speech.',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] dressed as a detective.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] wore a detective hat.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] put on a detective hat, looked [carefully|gently|with care], and found {object.the}.',
        'Dressed as an [explorer|adventurer], {Name} [searched|looked high and low] and [spotted|found] {object.the}.',
      ],
      [
        'In a detective hat and a [very|really|quite] serious coat, {Name} searched like the real thing and [found|tracked down|discovered] {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] dressed as an explorer, took it [very|really|quite] seriously, and found {object.the} behind a rock.',
      ],
    ),
  },
  'water-play': {
    any: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] used a splash of water.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] made a [little|small] stream.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [little|small] stream of water, followed where it ran, and {fix}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] knew how water flows, and let it do the work.',
      ],
      [
        'Water always finds a way, {Name} [knew|remembered|had learned], and so {they} let it find one [for them|this time].',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] [little|small] channel in the sand and some water did what no one else could.',
      ],
    ),
    stuck: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] floated it free.',
        '[{Name}|So {Name}|Then {Name}|And so {Name}] poured in some water.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] poured in some water, and {object.the} floated up and out.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] splashed a little water, and {object.the} slid free.',
      ],
      [
        'Things that float will rise, {Name} [knew|remembered|had learned], so {they} added water until {object.the} bobbed up [free|to the top].',
        '[A|So a|Then a|Right away, a|Without a fuss, a|In no time, a] [gentle|soft] splash loosened {object.the}, and it slipped out easily.',
      ],
    ),
    faded: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] washed {object.the} clean.',
        '[The|So the|Then the|And so the] water made it bright.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] washed {object.the} in clear water, and its colors shone [again|once more|one more time].',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] rinsed off the dust, and {object.the} [sparkled|twinkled|glittered].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] rinsed {object.the} in cool, clear water, and all its old colors [came back|returned|crept back] [shining|gleaming].',
        'Under the dust, {object.the} had been [bright|shining] all along, and a [gentle|soft] wash [showed it|brought it back].',
      ],
    ),
    missing: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] followed the [little|small] stream.',
        '[The|So the|Then the|And so the] water carried it there.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] followed the stream, knowing water carries things, and found {object.the}.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] guessed where the water would go, and there was {object.the}.',
      ],
      [
        'Water always runs downhill, {Name} [remembered|knew|had learned], and at the bottom, there was {object.the}, [waiting|safe and sound].',
        'Following the [current|ripples] the way only a water lover would, {Name} [found|came upon] {object.the} [at last|in no time].',
      ],
    ),
    scattered: v(
      [
        '[{Name}|So {Name}|Then {Name}|And so {Name}] scooped them with a bucket.',
        '[The|So the|Then the|And so the] water brought them back.',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] made a [little|small] stream that floated every piece of {object.the} to one spot.',
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] scooped up the pieces with a bucket, [one by one|one at a time|piece by piece].',
      ],
      [
        '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}] dug a [small|little] channel so the water would carry every piece of {object.the} into one pool.',
        'With a bucket and a [clever|smart|handy] splash, {Name} [gathered|rounded up] every piece of {object.the}.',
      ],
    ),
  },
};
