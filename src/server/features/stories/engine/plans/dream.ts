import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans in dreams and fairy tales: pillow castles, storybooks, gentle magic. */
export const DREAM_PLANS: readonly PlotPlan[] = [
  {
    id: 'dream-broken-wand',
    worlds: ['dream'],
    themes: ['magic', 'fantasy', 'fairy tales', 'friendship'],
    tags: ['magic'],
    problem: 'broken',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['fairy-fern', 'star-twinkle', 'unicorn-moonbeam', 'teddy-barnaby'],
      },
      place: { kind: 'place', ids: ['fairy-village', 'humming-garden', 'pillow-castle'] },
      object: { kind: 'object', ids: ['wand'] },
    },
    titles: ['{Name} Mends the {object.noun}', 'The Wand That Went Fizzle', 'Magic in the {place.noun}'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} fell asleep. Soon {they_were} in {place.a}.',
            '{Name} had a dream. It began in {place.a}.',
          ],
          [
            'As soon as {Name} fell asleep, {they} found {themself} in {place.a}.',
            'In {their} dream, {Name} was walking through {place.a}, where everything sparkled.',
          ],
          [
            'Sleep came quickly, and with it a dream: {Name} was standing in {place.a}, where the air itself seemed to shimmer.',
            'The dream began, as the best ones do, somewhere {Name} had never been: {place.a}.',
          ],
        ),
        details: v(
          ['The flowers sparkled. The path was gold.', 'Everything smelled like cake.'],
          [
            'The flowers sparkled like sugar, and the path glowed soft and gold.',
            'The air smelled of warm cake and honey.',
          ],
          [
            'Flowers glittered as if dusted with sugar, and the path underfoot glowed a gentle gold.',
            'The air smelled faintly of warm cake, which is a good sign in any dream.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} sat on a step. {companion.It} was sad.',
            'There was {companion.a}. {companion.It} needed help.',
          ],
          [
            'On a mossy step sat {companion.a}, looking very glum.',
            '{companion.a} came hurrying up. "Oh, please, can you help?"',
          ],
          [
            'On a mossy step sat {companion.a}, looking as glum as anyone can look in a place that sparkles.',
            '{companion.a} hurried over. "You have the face of someone who fixes things," {companion.it} said.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{companion.The} held {object.a}. It was snapped in two.',
            '{object.a} was broken. It only went fizzle.',
          ],
          [
            '{companion.The} held up {object.a}, which had snapped in two and only went fizzle.',
            '"{object.a} broke," said {companion.the}, "and now the magic will not work."',
          ],
          [
            '{companion.The} held out {object.a}, snapped neatly in two, its tip giving off only a sad little fizzle.',
            '"I dropped {object.a}," said {companion.the}, "and now all it does is fizzle."',
          ],
        ),
        details: v(
          ['It made one tiny spark. Then nothing.', 'The lamps in the village were dim.'],
          [
            'It gave off one tiny spark, then nothing at all.',
            'Without it, the lamps of the village could not be lit.',
          ],
          [
            'It managed a single hopeful spark and then gave up.',
            'Without the wand, none of the evening lamps could be lit.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['{Name} held the pieces together. They fell apart.', 'They said a spell. It went fizzle.'],
          [
            '{Name} held the two pieces together, but they fell apart again.',
            '{companion.The} tried a spell anyway, but it only went fizzle-pop.',
          ],
          [
            '{Name} pressed the two halves together, but magic wands, it turns out, do not stick by wishing.',
            'They tried a small spell, which produced a fizzle, a pop and a faint smell of toast.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['{object.The} was whole again. It sparkled!', 'Swish! The wand made stars.'],
          [
            '{object.The} was whole again, and with one swish it sent out a shower of stars.',
            'The magic came back, and all the lamps of {place.the} lit up at once.',
          ],
          [
            '{object.The} was whole again, and its first swish released a shower of tiny silver stars.',
            'All at once, every lamp in {place.the} glowed into life.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['The lamps glowed. {Name} slept deeply.', 'The dream grew soft. {Name} slept on.'],
          [
            'The lamps glowed softly, and {Name} sank into a deeper, cozier sleep.',
            'The dream grew soft and quiet, and {Name} slept on until morning.',
          ],
          [
            'The lamps glowed, the dream softened at its edges, and {Name} slid into the deep, dreamless part of the evening.',
            'With the magic mended, the dream settled around {Name} like a warm quilt.',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-dragon-cannot-sleep',
    worlds: ['dream'],
    themes: ['fantasy', 'dreams', 'bedtime', 'dragons', 'friendship'],
    tags: ['dragons', 'magic'],
    problem: 'sleepless',
    cast: {
      companion: { kind: 'companion', ids: ['dragon-ember'] },
      place: { kind: 'place', ids: ['marshmallow-hill', 'pillow-castle'] },
      object: { kind: 'object', ids: ['moon-quilt'] },
    },
    titles: [
      '{Name} and the Sleepy Dragon',
      'A Lullaby for {companion.name}',
      'The Dragon Who Could Not Sleep',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          ['{Name} was dreaming. {They} walked up {place.a}.', 'In {their} dream, {Name} was at {place.a}.'],
          [
            'In {their} dream, {Name} was climbing {place.a}, soft and springy underfoot.',
            '{Name} dreamed {they_were} walking to {place.a}, where everything was soft.',
          ],
          [
            'The dream took {Name} to {place.a}, where every step sank gently into softness.',
            '{Name} was dreaming, and the dream had brought {them} to {place.a}.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'At the top was {companion.a}. He yawned a big yawn.',
            'There sat {companion.a}. He was very tired.',
          ],
          [
            'At the top sat {companion.a}, yawning little puffs of warm air.',
            '{companion.a} was curled up there, but his eyes were wide open.',
          ],
          [
            'At the top, curled in a heap, was {companion.a}, yawning small warm puffs and very much awake.',
            'There was {companion.a}, tired right down to his tail, but with his eyes stubbornly open.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          ['"I cannot sleep," he said. He had {object.a}.', 'He tried {object.a}. He was still awake.'],
          [
            '"I have {object.a} and a soft bed," said {companion.the}, "but I cannot fall asleep."',
            'He had tucked {object.a} around himself twice, but sleep would not come.',
          ],
          [
            '"I have tried {object.a}, the softest pillow, everything," said {companion.the}, "but my eyes will not stay shut."',
            'He had wrapped {object.a} around himself, but sleep was not interested.',
          ],
        ),
        details: v(
          ['Each yawn made a warm puff. It smelled like toast.', 'His tail went swish, swish.'],
          [
            'Each yawn made a warm puff that smelled a little like toast.',
            'His tail swished back and forth, too restless to lie still.',
          ],
          [
            'Each yawn released a warm puff that smelled faintly of toast.',
            'His tail kept swishing, the way tails do when their owners cannot settle.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['{Name} fluffed his pillow. He was still awake.', 'They counted stars. He got to three.'],
          [
            '{Name} fluffed his pillow, but he only wriggled.',
            'They counted stars together, but he kept stopping to ask questions.',
          ],
          [
            '{Name} fluffed his pillow into a perfect shape, which he wriggled out of at once.',
            'They tried counting stars, but he kept pausing to wonder about each one.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['His eyes closed. He snored a warm snore.', '{companion.The} was asleep at last.'],
          [
            'His eyes grew heavy and closed, and he snored a small, toasty snore.',
            'At last {companion.the} was asleep, curled under {object.the}.',
          ],
          [
            'His eyelids drooped, and drooped, and stayed down, and soon a small warm snore drifted up.',
            '{companion.The} slept at last, curled under {object.the}, his tail finally still.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['{Name} lay down too. The dream went soft.', 'Two friends slept. Good night.'],
          [
            '{Name} lay down next to the warm dragon, and the dream grew soft and quiet.',
            'The little dragon slept, and {Name} slept too, deep and warm.',
          ],
          [
            '{Name} curled up beside the warm, snoring dragon, and the dream faded into deep, peaceful sleep.',
            'Beside a small dragon who was finally asleep, {Name} let the dream go quiet.',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-storybook-pages',
    worlds: ['dream'],
    themes: ['fairy tales', 'dreams', 'adventure', 'reading', 'friendship'],
    tags: [],
    problem: 'scattered',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['fairy-fern', 'star-twinkle', 'teddy-barnaby', 'cloud-sheep-fluff'],
      },
      place: { kind: 'place', ids: ['book-land', 'pillow-castle'] },
      object: { kind: 'object', ids: ['storybook'] },
    },
    titles: ['{Name} and the Scattered Story', 'The Pages That Blew Away', 'Putting the Story Back Together'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          ['{Name} fell asleep. {They} dreamed of {place.a}.', 'In the dream, {Name} was in {place.a}.'],
          [
            '{Name} fell asleep and dreamed of {place.a}.',
            'In {their} dream, {Name} was wandering through {place.a}.',
          ],
          [
            '{Name} drifted off and found {themself} in {place.a}, where everything smelled of paper and ink.',
            'The dream opened like a book, and {Name} stepped into {place.a}.',
          ],
        ),
        details: v(
          ['Books stood like houses. Letters floated by.', 'It was very quiet.'],
          [
            'Books stood tall as houses, and little letters floated past like butterflies.',
            'It was quiet, the cozy quiet of a library.',
          ],
          [
            'Books rose like buildings, and stray letters drifted by like butterflies.',
            'It had the hushed, cozy quiet of a library after everyone else has gone home.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} came running. "The story is broken!"',
            'There was {companion.a}. {companion.It} looked worried.',
          ],
          [
            '{companion.a} came running up, clutching an armful of loose paper.',
            '"Oh dear, oh dear," said {companion.a}, hurrying toward {them}.',
          ],
          [
            '{companion.a} came hurrying along, arms full of loose pages and face full of worry.',
            '"This is a disaster," said {companion.a}, "though a small one, and a fixable one, I hope."',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          ['{object.a} fell open. The pages flew everywhere.', 'The wind blew {object.a}. Pages flew away!'],
          [
            'A gust had blown open {object.a}, and its pages had flown all over.',
            '"{object.a} holds the bedtime story," said {companion.the}, "and the pages are everywhere."',
          ],
          [
            'A gust had caught {object.a}, and its pages had scattered across the whole place.',
            '"Everyone here needs the story in {object.a} to fall asleep," said {companion.the}, "and its pages are all out of order."',
          ],
        ),
        details: v(
          ['One page was on a roof. One was in a tree.', 'The story was all mixed up.'],
          [
            'One page was on a rooftop, and another was stuck in a hedge.',
            'Without the pages in order, the story made no sense.',
          ],
          [
            'Pages had landed on rooftops, in hedges and one on the nose of a statue.',
            'Out of order, the story went: "The end. Once upon a time. And then they had soup."',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            'They picked up some pages. The order was wrong.',
            '{companion.The} read one page. It made no sense.',
          ],
          [
            'They gathered a few pages, but put them in the wrong order.',
            '{companion.The} read them out, but the story went backward.',
          ],
          [
            'They collected a handful, but in the wrong order the story began with the ending.',
            "Read aloud, their first attempt made the princess eat the dragon's breakfast, which was not how it went.",
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['All the pages were back. The story was whole.', '{companion.The} read it. It was a good story.'],
          [
            'Every page was back in {object.the}, in the right order.',
            '{companion.The} read the story aloud, and it was just right from start to end.',
          ],
          [
            'Every page was back in {object.the}, numbered and in order.',
            '{companion.The} read it aloud from "Once upon a time" to "The end," and it was perfect.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['The story ended. {Name} slept deeper.', '"The end," said {companion.the}. {Name} was asleep.'],
          [
            'By the time the story ended, everyone was asleep, {Name} too.',
            '"The end," whispered {companion.the}, and {Name} slept deeper still.',
          ],
          [
            'By "The end," everyone in the dream had nodded off, {Name} included.',
            'The story closed softly, and so did the dream.',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-sheep-over-the-fence',
    worlds: ['dream'],
    themes: ['dreams', 'bedtime', 'animals', 'friendship', 'counting'],
    tags: ['animals'],
    problem: 'sad',
    cast: {
      companion: { kind: 'companion', ids: ['cloud-sheep-fluff'] },
      place: { kind: 'place', ids: ['marshmallow-hill', 'humming-garden'] },
    },
    titles: [
      '{Name} and the Littlest Sheep',
      'Over the Fence, {companion.name}!',
      'Counting Sheep with {Name}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} began to count sheep. Then {they} dreamed of {place.a}.',
            'One sheep, two sheep. {Name} was in {place.a}.',
          ],
          [
            '{Name} started counting sheep, and soon {they_were} dreaming of {place.a}.',
            'One sheep, two sheep, three: and then {Name} was standing in {place.a}.',
          ],
          [
            '{Name} began counting sheep, and somewhere around three the counting turned into a dream of {place.a}.',
            'The sheep {Name} was counting led {them} straight into a dream of {place.a}.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'By a little fence stood {companion.a}. She looked sad.',
            'There was {companion.a}. She was crying a little.',
          ],
          [
            'By a low fence stood {companion.a}, looking sad.',
            'All the sheep were jumping the fence, except {companion.a}.',
          ],
          [
            'All the dream sheep were hopping a low fence in turn, all except {companion.a}, who stood at the side looking miserable.',
            'Beside the fence stood {companion.a}, watching the others jump.',
          ],
        ),
      },
      {
        kind: 'problem',
        variants: v(
          ['"I cannot jump," she said. "My legs are too short."', 'She was too small to jump the fence.'],
          [
            '"I am the smallest," said {companion.the}, "and I cannot jump the fence."',
            'Every child counts the sheep jumping over, but {companion.the} could not jump.',
          ],
          [
            '"Every sheep here jumps the fence so children can count them," said {companion.the}, "but I am too small, and nobody ever counts me."',
            'She had tried every evening, and every evening her little legs had not been enough.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['She took a run. She bumped the fence.', '{Name} lifted her. She was too fluffy.'],
          [
            'She took a big run, but bumped into the fence with a soft flump.',
            '{Name} tried to lift her over, but she was too fluffy to hold.',
          ],
          [
            'She took a long run-up and bumped gently into the fence with a soft flump.',
            '{Name} tried lifting her over, but cloud sheep are surprisingly hard to hold on to.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['She went over the fence! She was so happy.', 'Hop! {companion.The} was over.'],
          [
            'Over the fence she went, light as a feather, and she laughed with joy.',
            '{companion.The} was over the fence at last, and all the sheep cheered.',
          ],
          [
            'Up and over she went, light as dandelion fluff, and landed laughing on the other side.',
            'The other sheep cheered, and {companion.the} did a small, proud hop.',
          ],
        ),
        details: v(
          ['{Name} counted her. "Number ten!"', 'She jumped again and again.'],
          [
            '"Number ten!" said {Name}, counting her for the very first time.',
            'She jumped again, and again, just for the joy of it.',
          ],
          [
            '"Ten," said {Name}, and {companion.the} glowed at being counted at last.',
            'She went over again and again, for no reason but joy.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['{Name} counted one more sheep. Then {they} slept.', 'Ten sheep. Sleepy, sleepy. Good night.'],
          [
            '{Name} counted one more sheep, and then, very softly, fell deeper asleep.',
            'With ten sheep counted, {Name} slept soundly.',
          ],
          [
            '{Name} counted the sheep one final time, and the last number slipped away into sleep.',
            'Ten sheep, one fence, and a sleep as soft as wool.',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-chilly-moon',
    worlds: ['dream'],
    themes: ['dreams', 'magic', 'kindness', 'bedtime'],
    tags: ['night', 'magic', 'flying', 'heights'],
    problem: 'cold',
    cast: {
      companion: { kind: 'companion' },
      vehicle: { kind: 'vehicle', ids: ['flying-carpet'] },
      object: { kind: 'object', ids: ['moon-quilt'] },
    },
    titles: ['{Name} Warms the Moon', 'A Quilt for the Moon', 'The Moon Was Chilly'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          ['{Name} was dreaming. The moon looked pale.', 'In the dream, the moon was shivering.'],
          [
            'In {their} dream, {Name} saw the moon, and it was shivering.',
            '{Name} was dreaming, and the moon in the dream looked pale and cold.',
          ],
          [
            'The dream opened on a wide evening sky, and in the middle of it the moon was shivering.',
            '{Name} dreamed of the moon, and the moon looked thin and chilly.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          ['{companion.a} came on {vehicle.a}. "Come with me!"', '{companion.a} waved from {vehicle.a}.'],
          [
            '{companion.a} floated up on {vehicle.a}. "The moon is cold. Will you help?"',
            'Down came {vehicle.a}, and on it sat {companion.a}.',
          ],
          [
            '{vehicle.a} drifted down beside {them}, and {companion.a} patted the seat. "The moon needs us."',
            '{companion.a} arrived on {vehicle.a}, looking up at the moon with concern.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'The moon said, "I am cold." {object.a} was too small.',
            'The moon had {object.a}. It did not cover her.',
          ],
          [
            '"I am so cold," said the moon, pulling at {object.a}, which was far too small.',
            'The moon had {object.a}, but it only covered a little sliver.',
          ],
          [
            '"It gets so cold up here," said the moon, tugging {object.a}, which covered barely a sliver.',
            'The moon had only {object.a} to keep warm, and it was much too small.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['{Name} gave the moon a hug. She was still cold.', 'They blew warm air. It was not enough.'],
          [
            '{Name} hugged the moon, but she was too big to hug all at once.',
            'They blew warm breath on her, but the chill stayed.',
          ],
          [
            '{Name} hugged the moon, which warmed exactly one crater.',
            'Warm breath helped for a moment, then the chill crept back.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['The moon was warm now. She glowed gold.', 'No more shivers. The moon smiled.'],
          [
            'The moon stopped shivering and glowed a warm, golden color.',
            'Warm at last, the moon smiled a wide, silvery smile.',
          ],
          [
            'The moon stopped shivering and her glow turned from pale silver to warm gold.',
            'Warm at last, the moon smiled, and the whole dream grew brighter.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['The moon glowed softly. {Name} slept deeply.', 'Warm moon, warm bed. Good night.'],
          [
            'The moon glowed warm and soft, and {Name} slept deeply in its light.',
            '{vehicle.The} floated {Name} gently back, and the dream grew quiet.',
          ],
          [
            'The warm moon glowed over the dream, and {Name} slept deeply beneath it.',
            '{vehicle.The} carried {Name} back down, and the dream settled softly into sleep.',
          ],
        ),
      },
    ],
  },
  {
    id: 'dream-golden-key-riddle',
    worlds: ['dream'],
    themes: ['fairy tales', 'magic', 'adventure', 'mystery', 'fantasy'],
    tags: ['magic'],
    problem: 'puzzle',
    cast: {
      companion: {
        kind: 'companion',
        ids: ['fairy-fern', 'star-twinkle', 'teddy-barnaby', 'unicorn-moonbeam'],
      },
      place: { kind: 'place', ids: ['pillow-castle', 'fairy-village'] },
      object: { kind: 'object', ids: ['golden-key'] },
      vehicle: { kind: 'vehicle', ids: ['pumpkin-coach'] },
    },
    titles: ['{Name} and the {object.noun}', 'The Door in the {place.noun}', 'The Riddle of the Golden Key'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          ['{Name} fell asleep. A dream began.', '{Name} closed {their} eyes. The dream was waiting.'],
          [
            '{Name} fell asleep, and a dream was waiting, like a door left open.',
            'As soon as {Name} closed {their} eyes, the dream began.',
          ],
          [
            'Sleep arrived, and with it a dream that seemed to have been waiting for {them}.',
            'The moment {Name} closed {their} eyes, a dream unfolded like a map.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion', 'vehicle'],
        variants: v(
          ['{companion.a} came in {vehicle.a}. "Hop in!"', 'Up rolled {vehicle.a}. In it was {companion.a}.'],
          [
            '{vehicle.a} rolled up, and {companion.a} leaned out. "We need your help!"',
            '{companion.a} waved from {vehicle.a}. "Come along!"',
          ],
          [
            '{vehicle.a} rolled to a stop, and {companion.a} leaned out of the window. "You are just in time," {companion.it} said.',
            '{companion.a} opened the door of {vehicle.a}. "There is a riddle, and we cannot solve it without you."',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          ['They rode to {place.a}. It was big and soft.', 'The coach took them to {place.a}.'],
          [
            '{vehicle.The} carried them to {place.a}, glowing in the moonlight.',
            'They rolled along to {place.a}, with its soft towers and round windows.',
          ],
          [
            '{vehicle.The} bumped gently along until {place.a} rose before them, soft-towered and glowing.',
            'They arrived at {place.a}, where every window glowed warm.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'The door was locked. They had {object.a}.',
            '{companion.The} held {object.a}. It would not turn.',
          ],
          [
            'The great door was locked, and {object.a} would only turn if someone solved its riddle.',
            '{companion.The} held up {object.a}. "It only works for the right answer," {companion.it} said.',
          ],
          [
            'The great door was locked, and {object.a} would turn only for someone who could answer the riddle engraved on its handle.',
            '{companion.The} held up {object.a}. "The key is easy," {companion.it} said. "The riddle is not."',
          ],
        ),
        details: v(
          ['The riddle said: "What gets bigger the more you share it?"', 'Everyone inside waited.'],
          [
            'The riddle said, "What grows bigger the more you give away?"',
            'Inside, everyone was waiting for the party to begin.',
          ],
          [
            'The riddle read: "The more of me you give away, the more of me there is. What am I?"',
            'Behind the door, a whole party was waiting for someone to let it begin.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['"Cake?" said {companion.the}. The key did not turn.', 'They tried "a balloon." Nope.'],
          [
            '"Cake?" guessed {companion.the}, but cake gets smaller when you share it.',
            'They tried "a balloon," but the key stayed still.',
          ],
          [
            '{companion.The} suggested cake, then remembered that shared cake gets smaller, not bigger.',
            '"A balloon?" tried {Name}, but the key did not budge.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['The key turned. The door opened!', 'Click! Inside was a party.'],
          [
            'The key turned with a click, and the great door swung open on a party.',
            'The door opened, and everyone inside cheered.',
          ],
          [
            'The key turned, the great door swung wide, and music and light spilled out.',
            'The door opened on a party that had been waiting just for them.',
          ],
        ),
        details: v(
          ['They danced. They had cake.', 'The answer was love. And kindness.'],
          [
            'They danced and ate tiny cakes, and {companion.the} laughed the whole time.',
            'The answer, everyone agreed, was kindness: the more you give, the more there is.',
          ],
          [
            'There was dancing and there were small cakes, and {companion.the} danced with everyone.',
            'The answer had been kindness all along, and the party was proof of it.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['The party was soft and slow. {Name} slept deeper.', 'The dream went quiet. Good night.'],
          [
            'The music slowed, the lights dimmed, and {Name} sank into a deep, cozy sleep.',
            'The dream grew soft and hushed, and {Name} slept on.',
          ],
          [
            'The music slowed to a waltz, then a lullaby, and {Name} slept deeper than ever.',
            'The dream folded itself gently away, and {Name} slept on, smiling.',
          ],
        ),
      },
    ],
  },
];
