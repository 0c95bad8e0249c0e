import { FAMILY, LEARNING, SOLVE, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans outdoors on land: meadows, orchards, farms, woods, towns and little railways. */
export const LAND_PLANS: readonly PlotPlan[] = [
  {
    id: 'land-faded-bluebells',
    worlds: ['land'],
    themes: ['nature', 'magic', 'friendship', 'seasons', 'spring'],
    tags: [],
    problem: 'faded',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['bluebells'] },
      place: { kind: 'place', ids: ['meadow', 'orchard', 'city-park'] },
    },
    titles: [
      '{Name} and the Pale {object.noun}',
      'Color for the {place.noun}',
      'The {object.noun} That Lost Their Blue',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} walked to {place.a}. The sun was warm.',
            'It was a spring morning. {Name} went to {place.a}.',
          ],
          [
            'On a bright spring morning, {Name} skipped down the path to {place.a}.',
            'The sun was warm on {their} face as {Name} wandered into {place.a}.',
          ],
          [
            'It was the first truly warm morning of spring, and {Name} set off for {place.a} with nowhere in particular to be.',
            'Sunlight lay across {place.a} like a warm blanket, and {Name} walked into it gladly.',
          ],
        ),
        details: v(
          ['The grass was soft. Bees hummed by.', 'A breeze made the grass sway.'],
          [
            'The grass was soft and new, and a gentle breeze made it [ripple|sway] like a green sea.',
            'Butterflies [drifted|tumbled] past, white and yellow, in no hurry at all.',
          ],
          [
            'New grass rippled in the breeze, and the air smelled of earth that had just woken up.',
            'White butterflies wandered past on errands of their own, never in a hurry.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'There was {companion.a}. {companion.It} looked worried.',
            '{companion.a} waved from the path. "Come and see!"',
          ],
          [
            'Under a tree sat {companion.a}, looking very worried indeed.',
            '"Oh, I am glad you came," said {companion.a}, hurrying up the path.',
          ],
          [
            'Waiting by the path was {companion.a}, wearing the expression of someone with a problem too big to solve alone.',
            '"You are just the person I hoped to see," said {companion.a}, hurrying over through the grass.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{companion.The} showed {them} {object.a}. They were gray, not blue.',
            'They looked at {object.a}. All the blue was gone.',
          ],
          [
            '{companion.The} led {them} to {object.a}, but the flowers had gone [pale and gray|as gray as ash].',
            '"Look at {object.a}," said {companion.the}. "Yesterday they were blue, and today they are gray."',
          ],
          [
            '{companion.The} led the way to {object.a}, which should have been the brightest blue in the whole place, and every flower had faded to gray.',
            '"Every spring, {object.a} turn the bluest blue," said {companion.the} quietly, "but this year the color never came."',
          ],
        ),
        details: v(
          ['The bees flew past them. They did not stop.', 'Even the leaves looked tired.'],
          [
            'The bees buzzed right past the gray flowers without stopping.',
            'Even the leaves drooped, as if the flowers felt sad about it.',
          ],
          [
            'The bees hummed straight past without a second glance, which is what bees do with flowers that have nothing to offer.',
            'The leaves drooped, as though the whole patch was a little embarrassed.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['{Name} gave them a drink. They stayed gray.', 'They waited in the sun. Nothing changed.'],
          [
            '{Name} gave the flowers a drink from a watering can, but they stayed gray.',
            'They waited for the sun to brighten them, but nothing changed.',
          ],
          [
            '{Name} watered them carefully, which is usually a good start, but the gray did not budge.',
            'They waited a while in case the sunshine would do the work, but the flowers stayed stubbornly colorless.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            'The flowers turned blue again! {companion.The} cheered.',
            'Blue, blue, blue! The whole patch was bright.',
          ],
          [
            'Slowly the blue crept back, flower by flower, until {object.the} were bright as the sky.',
            '{companion.The} cheered, and a bee came [bumbling|buzzing] down to say hello to the flowers.',
          ],
          [
            'Color crept back petal by petal until {object.the} glowed the deep, clear blue of a summer sky.',
            'A bee arrived almost at once, which {companion.the} said was the best possible review.',
          ],
        ),
        details: v(
          [
            'A bee came to visit. Then another came.',
            '{companion.The} smelled the flowers. They smelled sweet.',
          ],
          [
            'One bee came, then another, humming happily among the blue flowers.',
            '{companion.The} took a deep sniff. The flowers smelled sweet as honey.',
          ],
          [
            'One bee arrived, then three more, and soon the whole patch hummed with quiet work.',
            'The scent came back along with the color, sweet and faintly like honey.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['{Name} went home happy. {They} slept well.', 'The flowers closed up. So did {their} eyes.'],
          [
            'That evening the bluebells folded up for the night, and so did {Name}, snug in {bed}.',
            '{Name} fell asleep thinking of a field of blue, and the bees humming in it.',
          ],
          [
            'As the flowers closed for the evening far away, {Name} closed {their} eyes too, the color of them still bright in {their} mind.',
            'Sleep came gently, tinted the blue of a field in spring.',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-kite-in-the-tree',
    worlds: ['land'],
    themes: ['adventure', 'friendship', 'weather', 'nature'],
    tags: ['wind', 'heights'],
    problem: 'stuck',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['kite'] },
      place: { kind: 'place', ids: ['meadow', 'orchard', 'city-park'] },
    },
    titles: [
      '{Name} and the Stuck {object.noun}',
      'The {object.noun} in the Tree',
      'A Windy Day with {companion.name}',
    ],
    beats: [
      {
        kind: 'opening',
        variants: v(
          ['It was a windy day. {Name} wanted to fly a kite.', 'The wind was blowing. It was kite weather!'],
          [
            'The wind was blowing just right, the kind of day that is made for kites.',
            '{Name} looked out at the waving trees and grinned: perfect kite weather.',
          ],
          [
            'The wind had a playful mood about it, tugging at hats and washing lines, and {Name} knew exactly what that meant.',
            'Some days are for staying in, and some days are for kites; this was very clearly the second kind.',
          ],
        ),
      },
      {
        kind: 'journey',
        introduces: ['place'],
        variants: v(
          ['{Name} ran to {place.a}. The wind went whoosh.', 'Off {they} went to {place.a}.'],
          [
            '{Name} ran all the way to {place.a}, where the wind was even stronger.',
            'Off {they} went to {place.a}, where there was plenty of room to run.',
          ],
          [
            '{Name} headed for {place.a}, where the wind had room to stretch out and really blow.',
            'At {place.a} the wind came rolling across the open ground in long, friendly gusts.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} was there too. They played together.',
            '{companion.a} came to help. "Can I hold the string?"',
          ],
          [
            '{companion.a} was there too, and together they got ready to fly.',
            '"Can I help?" asked {companion.a}, who had never flown a kite before.',
          ],
          [
            '{companion.a} was already there and agreed at once to be the official kite assistant.',
            '{companion.a} came over to watch, having never seen a kite flown up close.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'Up went {object.a}. Then it got stuck in a tree.',
            '{object.a} flew high. A gust pushed it into a tree.',
          ],
          [
            'Up went {object.a}, higher and higher, until a gust blew it into the branches of a tall tree.',
            '{object.a} danced in the sky, but then the wind swung it into a tree, and it stuck fast.',
          ],
          [
            '{object.a} climbed beautifully at first, until a sudden gust swung it sideways into the upper branches of a tree, where it caught and held.',
            'For one glorious minute {object.a} soared, and then the wind changed its mind and tangled it in the branches of a tall tree.',
          ],
        ),
        details: v(
          ['Its tail waved in the branches. It could not get free.', 'The string was caught too.'],
          [
            'Its long tail fluttered in the leaves like it was waving for help.',
            'The string was wound around a branch, twice.',
          ],
          [
            'Its tail fluttered among the leaves, as if signaling for rescue.',
            'The string had looped twice around a branch, and every tug only tightened it.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '{Name} tugged the string. The kite stayed stuck.',
            '{companion.The} jumped high. {companion.It} could not reach.',
          ],
          [
            '{Name} tugged the string gently, but the kite only rustled and stayed put.',
            '{companion.The} jumped as high as {companion.it} could, but the kite was far out of reach.',
          ],
          [
            '{Name} tried a gentle tug, then a different angle, but the branches held on.',
            '{companion.The} jumped repeatedly with great determination and no success whatsoever.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['Down came the kite. It was not hurt at all.', 'The kite was free! It flew again.'],
          [
            'The kite came free and floated gently down into {their} arms, not torn at all.',
            'Soon {object.the} was back up in the sky, dancing higher than before.',
          ],
          [
            'With a rustle the kite slipped free and drifted down, completely unharmed.',
            'In minutes {object.the} was flying again, higher and steadier than before, as if it had learned a lesson about trees.',
          ],
        ),
        details: v(
          ['They took turns with the string. {companion.The} laughed.', 'The kite tail swished and swirled.'],
          [
            'They took turns holding the string, and {companion.the} laughed every time it swooped.',
            'The kite tail [swished|swirled] like a ribbon in a dance.',
          ],
          [
            'They took turns at the string, and {companion.the} turned out to have a natural talent for it.',
            'Its tail drew loops and curls across the sky, like handwriting nobody could read.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            '{Name} was tired from running. {They} slept well.',
            'The kite rested by the door. {Name} rested in {bed}.',
          ],
          [
            'That evening the kite leaned by the door, and {Name}, tired from running, fell fast asleep.',
            'The wind calmed down at last, and so did {Name}, snug in {bed}.',
          ],
          [
            'By evening the wind had blown itself out, and {Name}, pleasantly worn from a day of running, slept soundly.',
            'The kite rested by the door, and its pilot rested too.',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-orchard-apples',
    worlds: ['land'],
    themes: ['farm', 'seasons', 'nature', 'autumn', 'friendship'],
    tags: ['food'],
    problem: 'scattered',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['apple-basket'] },
      place: { kind: 'place', ids: ['orchard'] },
    },
    titles: ['{Name} and the Runaway Apples', 'Apple Day in the {place.noun}', 'The Great Apple Roundup'],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            'It was apple picking day. {Name} went to {place.a}.',
            'The leaves were orange. {Name} went to {place.a}.',
          ],
          [
            'It was apple picking day, and {Name} went up to {place.a} with a [big smile|song].',
            'The autumn leaves were turning gold as {Name} walked up to {place.a}.',
          ],
          [
            'Autumn had painted the trees gold and red, and {Name} made the walk up to {place.a} for the best day of the season: apple picking.',
            'The air had the crisp, cidery smell of early autumn as {Name} arrived at {place.a}.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} was there to help. They picked and picked.',
            '{companion.a} came too. {companion.It} loved apples.',
          ],
          [
            '{companion.a} came to help, and they picked apples until their arms were tired.',
            '{companion.a} was waiting under the trees, ready to pick.',
          ],
          [
            '{companion.a} had volunteered to help, and between them they picked until the branches were noticeably lighter.',
            '{companion.a} turned out to be an expert at spotting the ripest apples.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            'Bump! {object.a} tipped over. Apples rolled down the hill.',
            'Soon {object.a} was full. Then it fell over!',
          ],
          [
            'Just as {object.a} was full, it tipped over, and the apples went rolling down the hill.',
            'Bump! {object.a} toppled, and red apples went bouncing away in every direction.',
          ],
          [
            'They had just filled {object.a} to the brim when it tipped on a root, and every apple went tumbling down the slope.',
            '{object.a} wobbled, leaned and fell, and a red river of apples went rolling away down the hill.',
          ],
        ),
        details: v(
          ['Some hid in the grass. Some rolled far away.', '{companion.The} said, "Oh no!"'],
          [
            'Some hid in the long grass, and some rolled all the way to the bottom.',
            '"Oh dear," said {companion.the}, watching them go.',
          ],
          [
            'Some hid in the long grass, some gathered in a hollow, and a few bold ones reached the very bottom.',
            '{companion.The} watched the last apple disappear and sighed.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['They ran after them. The apples rolled faster.', 'They picked up two. Many more were hiding.'],
          [
            'They ran down the hill after them, but the apples rolled faster than they could run.',
            'They found two apples, but many more were hidden in the grass.',
          ],
          [
            'They tried to catch them mid-roll, which apples do not allow.',
            'Picking them up one at a time was slow, and half of them were hidden in the long grass.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            'Every apple was back. {object.The} was full again.',
            'They counted all the apples. Not one was missing.',
          ],
          [
            'Soon every apple was back in {object.the}, and not a single one was missing.',
            '{companion.The} counted them all twice, and every apple was there.',
          ],
          [
            'In the end every apple was back in {object.the}, counted twice and accounted for.',
            'Not one apple was missing, which {companion.the} said called for a celebration.',
          ],
        ),
        details: v(
          ['They each ate one apple. It was sweet and crunchy.', 'Then they made apple pie.'],
          [
            'They each ate one apple, sweet and crunchy, as a reward.',
            'Later the kitchen smelled of warm apple pie with cinnamon.',
          ],
          [
            'They each chose one apple as a reward, and it was the crunchiest, sweetest apple either of them had ever eaten.',
            'By evening the kitchen smelled of cinnamon and baking apples.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          ['{Name} was full of pie. {They} fell asleep.', 'Leaves fell softly. {Name} slept.'],
          [
            'Full of apple pie and tired from the hill, {Name} fell fast asleep.',
            'Outside, autumn leaves drifted down, and {Name} drifted into dreams.',
          ],
          [
            'Full of pie and pleasantly tired, {Name} fell asleep almost before the story was over.',
            'Outside, the leaves let go of the branches one by one, and {Name} let go of the day.',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-silent-wind-chimes',
    worlds: ['land'],
    themes: ['music', 'nature', 'friendship', 'city'],
    tags: [],
    problem: 'quiet',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['wind-chimes'] },
      place: { kind: 'place', ids: ['town-square', 'orchard', 'city-park'] },
    },
    titles: [
      '{Name} and the Silent {object.noun}',
      'A Song for the {place.noun}',
      'When the Chimes Stopped Singing',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} walked to {place.a}. It was a sunny day.',
            '{Name} liked {place.a}. It was always full of sounds.',
          ],
          [
            '{Name} loved going to {place.a}, where there was always something to hear.',
            'On a sunny afternoon, {Name} walked to {place.a}, listening to the sounds along the way.',
          ],
          [
            '{Name} had always thought of {place.a} as a place you listen to as much as look at.',
            'It was a sunny afternoon, and {Name} took the long way to {place.a}, listening as {they} went.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} sat on a bench. {companion.It} looked sad.',
            '{companion.a} waved at {them}. "Listen," {companion.it} said.',
          ],
          [
            'On a bench sat {companion.a}, listening hard with a puzzled look.',
            '"Listen," said {companion.a}, coming over. "Do you hear it? Nothing."',
          ],
          [
            '{companion.a} sat on a bench with {companion.its} head tilted, listening for something that was not there.',
            '"Listen," said {companion.a}, without even saying hello. "What do you hear?"',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          ['{object.a} hung there. But they made no sound.', 'The wind blew. But {object.a} were quiet.'],
          [
            '{object.a} hung from a branch, but even when the breeze blew, they did not ring.',
            '{object.a} always sang in the breeze, but today they were completely quiet.',
          ],
          [
            '{object.a} had hung there for as long as anyone remembered, chiming at every breeze, but today they hung silent even as the wind moved through them.',
            'The breeze stirred, as it always did, but {object.a} made no sound at all.',
          ],
        ),
        details: v(
          ['Everyone missed the song. The birds looked up.', 'It was too quiet.'],
          [
            'People stopped and looked up, missing the song they always heard.',
            'Without the chimes, the afternoon felt strangely empty.',
          ],
          [
            'People passing through glanced up, puzzled, missing a sound they had never noticed until it stopped.',
            'The silence where the chimes should have been was oddly loud.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['{Name} blew on them. Nothing.', '{companion.The} tapped one. It only went tok.'],
          [
            '{Name} blew on them as hard as {they} could, but they stayed silent.',
            '{companion.The} tapped one gently, but it only made a dull little tok.',
          ],
          [
            '{Name} tried blowing on them, but the chimes barely stirred.',
            'A gentle tap produced only a flat little tok, nothing like their usual song.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          ['Ting, ting! The chimes sang again.', 'The breeze came. The chimes rang out.'],
          [
            'The next breeze set them ringing, ting-a-ling, clear and sweet.',
            '{object.The} sang again, and everyone nearby stopped to smile.',
          ],
          [
            'With the next breeze {object.the} rang out again, clear and sweet, and people all around stopped to listen.',
            'The song returned, bright as water, and {companion.the} closed {companion.its} eyes to hear it properly.',
          ],
        ),
        details: v(
          ['People smiled. A bird sang along.', '{companion.The} danced to the sound.'],
          [
            'A bird on the branch sang along, as if it had been waiting.',
            '{companion.The} did a little dance to the tinkling tune.',
          ],
          [
            'A bird on a nearby branch joined in, apparently relieved.',
            '{companion.The} swayed in time, humming a harmony of {companion.its} own invention.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'At bedtime, {Name} heard a soft ting. {They} smiled and slept.',
            '{Name} hummed the chime song. Then {they} slept.',
          ],
          [
            'At bedtime {Name} could almost hear the chimes, soft and far away, and fell asleep smiling.',
            '{Name} hummed the chime song under {their} breath until sleep came.',
          ],
          [
            'At bedtime the memory of the chimes played on in {their} head, and {Name} drifted off to it.',
            'Humming the chime song under {their} breath, {Name} slipped softly into sleep.',
          ],
        ),
      },
    ],
  },
  {
    id: 'land-mend-the-birdhouse',
    worlds: ['land', 'home'],
    themes: ['animals', 'nature', 'kindness', 'building'],
    tags: ['birds', 'animals', 'wind'],
    problem: 'broken',
    cast: {
      companion: {
        kind: 'companion',
        ids: [
          'friend-leo',
          'friend-rosa',
          'teddy-barnaby',
          'doll-poppy',
          'robot-bolt',
          'puppy-noodle',
          'kitten-mittens',
          'toy-dino-rex',
          'fox-rusty',
          'hedgehog-bramble',
          'bunny-clover',
          'tractor-tug',
        ],
      },
      object: { kind: 'object', ids: ['birdhouse'] },
    },
    titles: ['{Name} Mends the {object.noun}', 'A Home for the Birds', 'After the Windy Night'],
    beats: [
      {
        kind: 'opening',
        variants: v(
          [
            'The wind blew hard last evening. Now it was calm.',
            '{Name} went outside. The morning was fresh.',
          ],
          [
            'The wind had blown hard all evening, but now the morning was calm and fresh.',
            '{Name} stepped outside into a morning that smelled of wet leaves.',
          ],
          [
            'A blustery evening had given way to a still, rinsed morning, and {Name} went out to see what the wind had left behind.',
            'The morning after a windy evening always has a tidied-up feeling, and {Name} stepped out into it.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            '{companion.a} called out. "Come quick, please!"',
            '{companion.a} was under a tree. {companion.It} pointed up.',
          ],
          [
            '{companion.a} came running. "Come and see what the wind did!"',
            'Under the big tree stood {companion.a}, pointing at the grass.',
          ],
          [
            '{companion.a} was already out, standing under the big tree and looking at something in the grass.',
            '"Come and look," called {companion.a}. "The wind made a mess."',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{object.a} lay in the grass. Its roof was off.',
            'The wind broke {object.a}. It fell from the tree.',
          ],
          [
            '{object.a} had fallen from its branch, and its little roof had come apart.',
            'In the grass lay {object.a}, its roof loose and one wall tipped over.',
          ],
          [
            '{object.a} had come down in the wind and lay in the grass, its roof loose and one wall leaning.',
            'The wind had knocked {object.a} from its branch, and it lay in pieces that still fit together, just barely.',
          ],
        ),
        details: v(
          ['Two little birds sat on a branch. They had no home.', 'The birds went tweet, tweet.'],
          [
            'Two little birds sat on a branch above, chirping sadly at their broken home.',
            'The birds hopped from twig to twig, waiting.',
          ],
          [
            'A pair of small birds watched from a branch above with the patient look of homeowners awaiting repairs.',
            'The birds chirped now and then, as if offering advice.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          ['{Name} put the roof on top. It slid off.', 'They pushed the wall back. It fell again.'],
          [
            '{Name} set the roof back on top, but it slid right off again.',
            'They pushed the wall straight, but it flopped over as soon as they let go.',
          ],
          [
            '{Name} balanced the roof back in place, and it slid off with a gentle clatter.',
            'They held the wall upright, but it leaned again the moment they let go.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      SOLVE,
      {
        kind: 'resolution',
        variants: v(
          [
            '{object.The} was whole again. It went back up in the tree.',
            'The birds flew in. They had a home again.',
          ],
          [
            '{object.The} was as good as new, and they hung it back on its branch.',
            'The two birds flew straight in and poked their heads out of the round door.',
          ],
          [
            'Mended and sturdy, {object.the} went back up on its branch, stronger than it had been before the wind.',
            'The birds flew in almost at once and peered out of the little round door, clearly approving.',
          ],
        ),
        details: v(
          ['The birds sang a thank you song.', '{companion.The} clapped and smiled.'],
          [
            'The birds sang a bright thank-you song from the doorway.',
            '{companion.The} clapped, and {Name} felt warm all over.',
          ],
          [
            'The birds sang from the doorway, which {Name} decided to take as thanks.',
            '{companion.The} pronounced it the finest birdhouse in the neighborhood.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'The birds slept in their house. {Name} slept in {bed}.',
            'Everyone was cozy. {Name} closed {their} eyes.',
          ],
          [
            'That evening the birds were snug in their house, and {Name} was snug in {bed}.',
            'Everyone had a home to sleep in, and {Name} drifted off feeling proud.',
          ],
          [
            'At dusk the birds tucked themselves into their mended house, and {Name}, equally snug, did the same.',
            'Everyone had a good place to sleep that evening, and {Name} had helped make it so.',
          ],
        ),
      },
    ],
  },
];
