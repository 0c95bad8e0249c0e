import { v } from './build.js';
import type { SolutionCatalogue } from './types.js';

/**
 * A dinosaur lover's solutions (see solutions-a.ts for the rules): what the child knows about
 * dinosaurs is how the problem gets solved (stretch like a long neck, dig like a fossil hunter,
 * fit pieces as bones are fitted, warm like a nest of eggs), so the interest drives the plot
 * rather than being only mentioned. Kinds with no dinosaur way are in GENERAL_SOLUTION_CANNOT,
 * and the story picks a plot where the interest can help.
 */
const OPEN_B = '[{Name}|So {Name}|Then {Name}|And so {Name}]';
const OPEN = '[{Name}|So {Name}|Then {Name}|Right away, {Name}|Without a fuss, {Name}|In no time, {Name}]';

export const SOLUTIONS_C: Pick<SolutionCatalogue, 'dinosaurs'> = {
  dinosaurs: {
    any: v(
      [
        `${OPEN_B} thought like a dinosaur expert. Then {they} {fix}.`,
        `${OPEN_B} looked for clues, like a fossil hunter. Then {they} {fix}.`,
      ],
      [
        `${OPEN} thought like a [real|true] fossil hunter, looking for [small|tiny] clues, [one by one|bit by bit], and {fix}.`,
        'Dinosaur experts are [patient|careful], {Name} [knew|remembered], so {they} [worked|went] slowly and carefully, and {fix}.',
      ],
      [
        'Fossil hunters find whole dinosaurs from [a single tooth|one small bone], {Name} [knew|remembered], so {they} [followed|read] the smallest clues [patiently|carefully] and {fix}.',
        `${OPEN} worked the way a paleontologist does, [slowly|patiently] and [with great care|one careful step at a time], and {fix}.`,
      ],
    ),
    stuck: v(
      [
        `${OPEN_B} stretched up tall, like a long-necked dinosaur. {They} reached {object.the}!`,
        `${OPEN_B} stood on tiptoe like a tall dinosaur. Down came {object.the}!`,
      ],
      [
        `${OPEN} stretched up [as tall as|like] a long-necked dinosaur reaching for the highest branches, and [gently|carefully] freed {object.the}.`,
        'Long-necked dinosaurs reached the highest places, {Name} [knew|remembered], so {they} stretched up [tall|as tall as could be] on tiptoe and [wiggled|eased] {object.the} free.',
      ],
      [
        'Thinking of the long-necked dinosaurs that [grazed|fed] on the highest branches, {Name} [stretched|reached] up [as far as {they} possibly could|on the very tips of {their} toes] and [eased|coaxed] {object.the} loose.',
        `${OPEN} remembered how a brachiosaurus reached what no one else could, stretched [higher|taller] than {they} [thought|believed] {they} could, and [gently|carefully] freed {object.the}.`,
      ],
    ),
    missing: v(
      [
        `${OPEN_B} dug [gently|carefully], like a fossil hunter. There was {object.the}!`,
        `${OPEN_B} looked for tracks, like a dinosaur expert. They led to {object.the}!`,
      ],
      [
        `${OPEN} searched the way fossil hunters do, [gently|slowly] brushing and [looking|peering] [close|closely], until [there was|{they} found] {object.the}.`,
        `${OPEN} followed the [little|tiny] tracks the way dinosaur experts follow footprints, and they led straight to {object.the}.`,
      ],
      [
        'Fossil hunters search [inch by inch|a little at a time], {Name} [knew|remembered], so {they} [searched|looked] [slowly|patiently], brushing and peering, until {object.the} [turned up|appeared] [exactly where it should be|just where the clues said].',
        `${OPEN} read the [little|faint] tracks [as carefully as|the way] a paleontologist reads dinosaur footprints, and they led [straight|directly] to {object.the}.`,
      ],
    ),
    broken: v(
      [
        `${OPEN_B} fit the pieces like dinosaur bones. {object.The} was whole!`,
        `${OPEN_B} matched each piece, like a fossil puzzle. It fit!`,
      ],
      [
        `${OPEN} fit the pieces of {object.the} together the way scientists fit dinosaur bones, [one piece at a time|each piece in its place], until it was whole again.`,
        'Dinosaur bones are put back together piece by piece, {Name} [knew|remembered], so {they} [matched|fitted] every piece of {object.the} [carefully|gently], and it was whole.',
      ],
      [
        `${OPEN} treated {object.the} like a precious fossil, [laying out|sorting] every piece and fitting each one [patiently|carefully] back into place, until it was whole again.`,
        'Scientists rebuild whole dinosaurs from scattered bones, {Name} [knew|remembered], and mending {object.the} was the same kind of patient puzzle, [solved|finished] [one piece at a time|piece by careful piece].',
      ],
    ),
    scattered: v(
      [
        `${OPEN_B} sorted the pieces like dinosaur bones. All found!`,
        `${OPEN_B} dug and sorted, like a fossil hunter. [Every one|Each one] was back!`,
      ],
      [
        `${OPEN} gathered the pieces the way fossil hunters gather bones, [one by one|each in its place], until [every one|each one] was back.`,
        'Fossil hunters never leave a bone behind, {Name} [knew|remembered], so {they} searched [every corner|everywhere] until [every|each] piece was back.',
      ],
      [
        `${OPEN} searched like a paleontologist on a dig, marking where each piece lay and [gathering|collecting] them [patiently|carefully], until not one was missing.`,
        'Fossil hunters map every bone before they lift it, {Name} [knew|remembered], [and {they} did the same|so {they} did just that], [gathering|collecting] each piece in turn until all were back.',
      ],
    ),
    puzzle: v(
      [
        `${OPEN_B} read each clue like a dinosaur track. Then {they} {fix}.`,
        `${OPEN_B} sorted the clues like fossil bones. Then {they} {fix}.`,
      ],
      [
        `${OPEN} [studied|looked at] the clues the way a dinosaur expert studies [a footprint|an old bone], [one clue at a time|patiently], and {fix}.`,
        'Dinosaur experts solve [mysteries|puzzles] from [tiny|small] clues, {Name} [knew|remembered], so {they} [looked|thought] carefully about each one, and {fix}.',
      ],
      [
        'A paleontologist can tell a whole story from [a single footprint|one small bone], {Name} [knew|remembered], and {they} [read|studied] the clues the same way, [one by one|each in turn], and {fix}.',
        `${OPEN} [studied|examined] each clue as a scientist studies a fossil, [patiently|slowly], asking what it could tell, and [soon|before long] {fix}.`,
      ],
    ),
    sleepless: v(
      [
        `${OPEN_B} told {companion.the} about sleepy dinosaurs. {companion.It} yawned.`,
        `${OPEN_B} hummed a dinosaur lullaby. {companion.The} yawned.`,
      ],
      [
        `${OPEN} told {companion.the} how baby dinosaurs curled up in their nests, [snug and sleepy|warm and safe], and {companion.the} [curled up|snuggled down] too.`,
        `${OPEN} named the gentle, sleepy dinosaurs [one by one|slowly], in a [soft|quiet] voice, and {companion.the} was yawning before the end of the list.`,
      ],
      [
        `${OPEN} described how the [big|huge], gentle long-necks settled down [at dusk|each evening], [slowly|one by one], and {companion.the} [settled|curled up] just as slowly.`,
        'Even the [biggest|largest] dinosaurs needed their sleep, {Name} [said|whispered], and {they} named them softly, [one after another|one by one], until {companion.the} was asleep.',
      ],
    ),
    sad: v(
      [
        `${OPEN_B} did a [funny|silly|goofy] dinosaur walk. {companion.The} giggled.`,
        `${OPEN_B} made a [tiny|silly] dinosaur stomp. {companion.The} laughed.`,
      ],
      [
        `${OPEN} did a [funny|silly|goofy] dinosaur walk, stomp, stomp, wiggle, and {companion.the} [laughed|giggled|chuckled] until the sadness [was gone|went away].`,
        `${OPEN} told {companion.the} [funny|silly] dinosaur facts, like how some had [tiny arms|feathers|bumpy crests], until {companion.the} [giggled|smiled] again.`,
      ],
      [
        `${OPEN} [performed|did] a [solemn|very serious], very silly dinosaur parade, [stomping|lumbering] about with tiny arms, and {companion.the} laughed until the sadness [was gone|had quite gone].`,
        'Some dinosaurs lived in [friendly|caring] herds and looked after each other, {Name} [said|told {companion.the}], so {they} stayed close [beside|next to] {companion.the} until [the sadness passed|{companion.it} smiled again].',
      ],
    ),
    cold: v(
      [
        `${OPEN_B} made a warm nest, like a dinosaur mom. {companion.The} was snug.`,
        `${OPEN_B} built a cozy nest for {companion.the}. Just like dinosaurs!`,
      ],
      [
        `${OPEN} made a [cozy|snug] nest, the way dinosaur parents kept their eggs warm, and {companion.the} curled up in it until [warm|toasty].`,
        'Dinosaur parents kept their eggs warm in nests, {Name} [knew|remembered], so {they} [built|made] a [snug|cozy] nest for {companion.the}.',
      ],
      [
        'Some dinosaurs sat on their nests to keep their eggs warm, {Name} [knew|remembered], so {they} [built|made] a [snug|cozy] nest and {companion.the} [curled|nestled] into it until [warm through|quite toasty].',
        `${OPEN} remembered the dinosaur parents who kept their eggs warm, and made {companion.the} a nest [so snug|so cozy] that the cold [had no way in|could not find a way in].`,
      ],
    ),
  },
};
