import type { Variants, World } from '../plans/types.js';

/**
 * The engine's own optional material, used only when a plan alone does not reach the chosen
 * length: each is a real moment of the story (getting to know the companion, what the world
 * looks like on the way, a small celebration, the slow wind-down before sleep), never filler.
 * All of it comes after the companion is introduced, so {companion.the} is always known.
 */

/** After the call: getting to know the companion. */
export const MEET: Variants = {
  beginner: [
    '{Name} said hello. {companion.The} said hello back.',
    '{companion.The} told {them} a little joke. {Name} giggled.',
    '{Name} held out a hand. {companion.The} took it.',
    '{companion.The} gave a shy little wave.',
  ],
  intermediate: [
    '{companion.The} explained that {companion.it} had been hoping for a visitor all week.',
    '{Name} asked {companion.the} a dozen questions, and {companion.the} answered every one with a smile.',
    '{Name} and {companion.the} sat side by side for a moment, getting used to each other.',
    'They shook hands very seriously, and then both of them burst out laughing.',
  ],
  advanced: [
    '{companion.The} admitted, a little shyly, that {companion.it} had been hoping for a friend all week.',
    'They fell into easy conversation, the kind that makes a new friend feel like an old one.',
    '{companion.The} seemed to relax a little, the way anyone does in the company of a good listener.',
    'There was a brief, solemn handshake, which dissolved almost at once into laughter.',
  ],
};

/** On the way, per world: what there is to see. */
export const WONDER: Record<World, Variants> = {
  home: {
    beginner: [
      'The light was soft and gold.',
      'Everything was calm and cozy.',
      'It was quiet. A clock ticked.',
      'The air smelled of warm toast.',
    ],
    intermediate: [
      'The evening light made everything look soft and golden.',
      'Somewhere a clock was ticking, slow and steady, as if keeping them company.',
      'The air still smelled faintly of warm toast from supper.',
      'Everything looked a little different in the evening, softer and more secret.',
    ],
    advanced: [
      'The evening light had turned everything amber and soft at the edges.',
      'A clock somewhere kept up its patient ticking, like a heartbeat for the house.',
      'The smell of supper still lingered pleasantly in the air.',
      'Familiar things looked faintly mysterious in the low, golden light.',
    ],
  },
  land: {
    beginner: [
      'The grass was soft. A bird sang.',
      'They walked past big green trees.',
      'The path went up a little hill.',
      'Flowers nodded in the breeze.',
    ],
    intermediate: [
      'The path wound past tall green trees and a meadow full of nodding flowers.',
      'Somewhere nearby a bird was singing the same cheerful tune over and over.',
      'They crossed a little wooden bridge over a chattering brook.',
      'The air smelled of warm grass and clover.',
    ],
    advanced: [
      'The path meandered past ancient trees and a meadow bright with clover and buttercups.',
      'A lone bird repeated its cheerful phrase from somewhere high in the branches.',
      'They crossed a little wooden bridge, the brook beneath it chattering over smooth stones.',
      'The late light turned every blade of grass to gold.',
    ],
  },
  sky: {
    beginner: [
      'The clouds were soft and white.',
      'They went up, up, past a cloud.',
      'The sky was pink and gold.',
      'A cloud looked like a sheep.',
    ],
    intermediate: [
      'The clouds drifted past like enormous pillows, soft and white.',
      'One cloud looked just like a sheep, and another like a teapot.',
      'The whole sky was turning pink and gold around them.',
      'Far below, the fields looked like a patchwork quilt.',
    ],
    advanced: [
      'They drifted among clouds piled like enormous pillows, sunlit at the edges.',
      'The fields below had become a patchwork quilt of greens and golds.',
      'One cloud resembled a sleepy sheep; another, unmistakably, a teapot.',
      'The sky around them was slowly blushing from blue to rose.',
    ],
  },
  space: {
    beginner: [
      'They saw a red planet. It was small.',
      'The moon was big and round.',
      'Stars twinkled all around.',
      'A planet had pretty rings.',
    ],
    intermediate: [
      'They passed a small red planet and a big one with bright rings around it.',
      'The moon looked enormous up close, with round craters like thumbprints.',
      'Stars twinkled in every direction, more than anyone could count.',
      'A comet drew a silver line across the sky.',
    ],
    advanced: [
      'They passed a small rust-red planet and a giant one wearing rings like a hat brim.',
      'Up close the moon was vast and silver, its craters like thumbprints in clay.',
      'In every direction the stars were scattered thicker than frost.',
      'A comet slid silently past, trailing its long silver tail.',
    ],
  },
  sea: {
    beginner: [
      'Little fish swam by.',
      'The sand was soft and white.',
      'A crab waved hello.',
      'Green weed swayed slowly.',
    ],
    intermediate: [
      'A cloud of little silver fish swirled past and was gone.',
      'A crab sidled across the sand and seemed to wave a claw.',
      'Tall green seaweed swayed gently, back and forth.',
      'The light came down in soft, wavering ribbons.',
    ],
    advanced: [
      'A shoal of tiny silver fish swirled past in perfect formation and vanished.',
      'A crab sidled across the sand, raising one claw as if in greeting.',
      'Ribbons of seaweed swayed slowly in the current.',
      'The light filtered down in shifting green-gold ribbons.',
    ],
  },
  dream: {
    beginner: [
      'The trees had silver leaves.',
      'Bubbles floated up and went pop.',
      'The flowers could hum.',
      'Everything sparkled a little.',
    ],
    intermediate: [
      'The trees here had silver leaves that chimed softly when the breeze blew.',
      'Bubbles floated up from the ground and popped into tiny rainbows.',
      'The flowers hummed a sleepy little tune as they passed.',
      'Everything sparkled, as if someone had sprinkled it with sugar.',
    ],
    advanced: [
      'The trees bore silver leaves that chimed faintly whenever the breeze stirred them.',
      'Bubbles drifted up from the mossy ground and burst into miniature rainbows.',
      'The flowers were humming, very quietly, a tune that sounded almost familiar.',
      'Everything shimmered faintly, as though dusted with sugar.',
    ],
  },
};

/** After the resolution: a small celebration with the companion. */
export const CELEBRATE: Variants = {
  beginner: [
    '{companion.The} did a happy dance. {They} did one too.',
    'They gave each other a big hug.',
    '"We did it!" said {Name}.',
    '{companion.The} smiled and smiled.',
  ],
  intermediate: [
    '{companion.The} did a little happy dance, and {they} joined in.',
    '"We did it!" {they} said, and {companion.the} agreed that they certainly had.',
    'They shared a big, warm hug, the kind that says thank you without any words.',
    '{companion.The} said it was the best help {companion.it} had ever had.',
  ],
  advanced: [
    '{companion.The} performed a small, undignified victory dance, and {they} joined in without hesitation.',
    '"We did it," {they} said, and the words felt good to say out loud.',
    'They shared a long hug, the kind that says thank you more clearly than words.',
    '{companion.The} declared it the finest piece of help in living memory.',
  ],
};

/** Before sleep, wherever the story was: the slow wind-down. */
export const WIND_DOWN: Variants = {
  beginner: [
    'Pajamas on. Teeth brushed. All done.',
    '{Name} had a drink of milk.',
    'The lamp was low and soft.',
    '{companion.The} waved goodnight.',
    'It had been a big day.',
    '{Name} thought of the day and smiled.',
  ],
  intermediate: [
    'Pajamas went on, teeth were brushed, and the lamp was turned down low.',
    '{Name} sipped a cup of warm milk and felt the day settle.',
    '{companion.The} gave a sleepy wave and promised to visit again soon.',
    'It had been a big day, full of good things, and now it was time to rest.',
    'The blanket was soft and the pillow was just right.',
    '{Name} thought about the whole adventure, one piece at a time.',
  ],
  advanced: [
    'Teeth brushed, pajamas on, lamp turned low: the ordinary rituals felt especially comforting tonight.',
    '{companion.The} offered a sleepy farewell and a promise to return before long.',
    'It had been a full day, the kind that leaves a pleasant tiredness behind it.',
    '{Name} replayed the day slowly, lingering over the best parts.',
    'The pillow was cool, the blanket heavy and warm, and the room very still.',
    'Somewhere outside a breeze moved through the trees, softly, like someone turning pages.',
  ],
};

/** In the opening: the child's interest, set up early so the solution pays it off. */
export const INTEREST_SETUP: Variants = {
  beginner: [
    '{Name} loved {interest}.',
    '{Name} was very good at {interest}.',
    '{Name} liked {interest} best of all.',
  ],
  intermediate: [
    '{Name} loved {interest} more than almost anything.',
    '{Name} was good at {interest}, and everyone knew it.',
    'Given half a chance, {they} would choose {interest} every time.',
  ],
  advanced: [
    '{Name} had a real talent for {interest}, though {they} would never have said so.',
    '{Name} loved {interest} best of all the things in the world.',
    '{Name} could lose whole afternoons to {interest}.',
  ],
};
