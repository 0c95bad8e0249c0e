import { FAMILY, LEARNING, TWIST, v } from './text.js';
import type { PlotPlan } from './types.js';

/** Plans at home: toys, pets, rooms and the back garden. Most need no dark, water, heights or animals. */
export const HOME_PLANS: readonly PlotPlan[] = [
  {
    id: 'home-music-box-song',
    worlds: ['home'],
    themes: ['bedtime', 'music', 'magic', 'friendship'],
    tags: [],
    problem: 'quiet',
    cast: {
      companion: { kind: 'companion' },
      object: { kind: 'object', ids: ['music-box'] },
      place: { kind: 'place', ids: ['living-room', 'playroom', 'sunny-attic'] },
    },
    titles: [
      '{Name} and the Quiet {object.noun}',
      'The Song in the {object.noun}',
      'A Tune for {companion.name}',
    ],
    beats: [
      {
        kind: 'opening',
        introduces: ['place'],
        variants: v(
          [
            '{Name} sat in {place.a}. [Supper was done.|The dishes were put away.]',
            '[It was almost bedtime|Bath time was over] in {place.a}. {Name} was [humming|yawning].',
          ],
          [
            'After supper, {Name} [curled up|sat cross-legged] in {place.a}, [humming a little tune|watching the lamp glow].',
            'The evening was [slow and golden|soft and still], and {Name} was playing in {place.a}.',
          ],
          [
            'The evening had settled into its [slowest|softest] hour, and {Name} was [sprawled|curled] in {place.a} with nothing [urgent|pressing] left to do.',
            'Supper was over, the lamps were [lit|glowing], and {Name} had {place.a} [all to {themself}|to {themself} for a while].',
          ],
        ),
        details: v(
          ['The lamp made a warm glow. The rug was soft.', 'A clock went tick, tock. Everything felt calm.'],
          [
            'The lamp [painted|threw] a circle of [honey-colored|warm yellow] light across the rug.',
            'Somewhere in the house a clock was ticking, [slow and steady|patient as ever].',
          ],
          [
            'A single lamp poured [honey-colored|amber] light over the rug, and the rest of the room [faded into|softened to] comfortable gray.',
            'The only sound was the clock in the hall, [counting out the minutes|ticking] as if it had all the time in the world.',
          ],
        ),
      },
      {
        kind: 'call',
        introduces: ['companion'],
        variants: v(
          [
            'Then {companion.a} came over. {companion.It} looked [worried|sad].',
            '{companion.a} [tugged|tapped] on {their} sleeve. "Can you help me?"',
          ],
          [
            '[Just then|A moment later], {companion.a} [shuffled|hurried] over, looking [worried|puzzled].',
            '{companion.a} came [close|right up to {them}] and whispered, "[I need your help|Something is wrong]."',
          ],
          [
            'It was then that {companion.a} appeared at {their} elbow, [wearing the kind of frown|looking as though] that means a small worry has grown too big to carry alone.',
            '{companion.a} [edged|padded] closer with the careful look of someone who has been working up the courage to ask for help.',
          ],
        ),
      },
      {
        kind: 'problem',
        introduces: ['object'],
        variants: v(
          [
            '{companion.The} held {object.a}. It did not play at all.',
            '{companion.The} showed {them} {object.a}. "It lost its song," {companion.it} said.',
          ],
          [
            '{companion.The} was holding {object.a}, but when {companion.it} lifted the lid, [not a single note came out|it stayed completely silent].',
            '"Every evening {object.a} plays me to sleep," said {companion.the}, "but tonight it [has gone quiet|will not play]."',
          ],
          [
            '{companion.The} cradled {object.a}, the one that had played the same [lilting|gentle] tune every evening for years, and lifted its lid to show that it had fallen [utterly|completely] silent.',
            '"{object.a} has always played me to sleep," {companion.the} explained, "and tonight, for no reason I can find, it will not make a sound."',
          ],
        ),
        details: v(
          [
            'The little dancer inside stood still. She did not spin.',
            'The lid had tiny painted flowers. They were a bit faded.',
          ],
          [
            'Inside, a tiny painted dancer stood [perfectly still|frozen mid-twirl], waiting for the music to start.',
            'The lid was painted with [small blue flowers|curling vines], worn [pale|soft] where many hands had opened it.',
          ],
          [
            'Inside, a tiny painted dancer waited on one toe, as patient as if she had been waiting for a hundred years.',
            'Its lid was worn smooth at the edges, the painted flowers softened by every hand that had ever lifted it.',
          ],
        ),
      },
      TWIST,
      {
        kind: 'attempt',
        variants: v(
          [
            '{Name} turned the little key. Nothing happened.',
            '{They} gave it a gentle shake. It stayed quiet.',
          ],
          [
            '{Name} turned the little key [three times|round and round], but the music box only [clicked|gave a tiny creak].',
            'They tried [opening and closing the lid|tapping the side gently], but the music stayed [hidden|asleep].',
          ],
          [
            '{Name} wound the key with great care, [counting the turns|listening closely], but the box answered with nothing more than a small, [tired|hollow] click.',
            'They tried everything they could think of, from closing the lid and opening it slowly to tapping the side as softly as a knock on a sleeping door, and still nothing.',
          ],
        ),
      },
      FAMILY,
      LEARNING,
      {
        kind: 'solve',
        variants: v(
          ['{Name} had an idea. {solution}', '[Then|Suddenly] {they} smiled. {solution}'],
          [
            '[Then|All at once] {Name} had [an idea|a thought] that made {them} sit up straight. {solution}',
            '"Wait, I know what to try," said {Name}. {solution}',
          ],
          [
            'Then an idea arrived, the way the best ideas do, quietly and all at once. {solution}',
            '{Name} looked at the silent box for a long moment and realized what it might need. {solution}',
          ],
        ),
      },
      {
        kind: 'resolution',
        variants: v(
          [
            'Plink, plink! {object.The} began to play. {companion.The} clapped.',
            'The music came back. The little dancer spun round and round.',
          ],
          [
            'With a soft plink, then another, {object.the} began to play [its old tune|the sweetest tune], and {companion.the} [clapped|twirled] with joy.',
            'The tune came back, [note by note|slow and silvery], and the little dancer [spun|turned] round and round.',
          ],
          [
            'One note rang out, then another, until the old tune was [spilling|flowing] from the box as though it had never stopped, and {companion.the} laughed with relief.',
            'The melody returned, [silvery and slow|note by careful note], and the tiny dancer turned once more on her single toe.',
          ],
        ),
        details: v(
          ['{companion.The} gave {them} a hug. "Thank you!"', 'They listened to the tune twice more.'],
          [
            '"You found its song," said {companion.the}, [giving {them} a big hug|beaming from ear to ear].',
            'They listened to the whole tune [twice|two more times], just to be sure it was really back.',
          ],
          [
            '"You gave it back its voice," said {companion.the}, and the gratitude in those words was warmer than any blanket.',
            'They let the tune play through twice more, partly to be sure, and partly because it was simply lovely to hear.',
          ],
        ),
      },
      {
        kind: 'sleep',
        variants: v(
          [
            'The music box played softly. {Name} closed {their} eyes.',
            '{companion.The} yawned. {Name} yawned too. Then they slept.',
          ],
          [
            '{object.The} played its gentle tune, and {Name} [drifted|floated] off to sleep with {companion.the} close by.',
            'The last notes [faded|drifted] away, and {Name} [snuggled|nestled] into {bed}, sleepy and warm.',
          ],
          [
            'The music box played its tune one last time, slower and slower, and by the final note {Name} was already halfway into a dream.',
            'With the melody winding down beside {them}, {Name} let the evening go and settled into a deep, untroubled sleep.',
          ],
        ),
      },
    ],
  },
];
