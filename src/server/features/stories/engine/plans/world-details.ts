import { v } from './text.js';
import type { Beat, PlotPlan, Variants, World } from './types.js';

/**
 * Sentences of atmosphere that fit anywhere in one world, for the engine to add when a story
 * must be long. They name no cast slot (so they can follow any beat) and no concept a plan's
 * tags would not already carry: no animals, no dark, no water outside the sea.
 */
export const WORLD_DETAILS: Readonly<Record<World, Variants>> = {
  home: v(
    [
      'The house smelled of warm toast. It felt like home.',
      'A clock ticked in the hall. Tick, tock, tick.',
      'Sun came in through the window. It made a warm square on the floor.',
      'The rug was soft under {their} feet. {Name} [wiggled|wriggled] {their} toes.',
      'Someone was humming in the next room. It was a happy tune.',
      'The curtains moved a little. A [soft|gentle] breeze came in.',
      '{Name} took a deep breath. Everything felt [calm|peaceful|still].',
      'The cushions were plump and soft. The blanket was [|so |very |ever so ]warm.',
    ],
    [
      'The house smelled of warm toast and clean laundry, the way it always did.',
      'Out in the hall, the old clock ticked on, [slow and steady|patient as ever].',
      'Sunlight came through the window and laid a warm square across the floor.',
      '{Name} [wiggled|wriggled] {their} toes in the soft rug and [smiled|felt cozy all over].',
      'From the next room came the sound of someone humming a [happy|cheerful] tune.',
      'The curtains stirred a [little|small|tiny] in a breeze that smelled of [cut grass|the garden].',
    ],
    [
      'The house had its usual smell of toast and clean laundry, which is perhaps the most comforting smell there is.',
      'Out in the hall the old clock went on ticking, unhurried, as if time were something to be enjoyed rather than spent.',
      'A square of sunlight had settled on the floor and was moving, [very|really|ever so] [slowly|gently|unhurriedly], toward the bookshelf.',
      'Somewhere in the house someone was humming, a [little|bit] off-key and entirely content.',
      'The curtains lifted and fell with the breeze, like the house breathing [slowly|gently|unhurriedly] in and out.',
      'It was the kind of ordinary moment that, years later, is remembered as happiness.',
    ],
  ),
  land: v(
    [
      'The grass was [|so |very |ever so ]soft and green. A breeze made it sway.',
      'The sky was [big|great big] and blue. White clouds [drifted|floated] by.',
      'Wildflowers grew by the path. Some were yellow, some were pink.',
      'The air smelled fresh. It smelled like leaves.',
      'The path went up a [little|small|tiny] hill. [Then|And then|After that] it went down [again|once more].',
      'The sky was wide. The clouds moved [slowly|gently|unhurriedly].',
      'A [little|small|tiny] breeze came by. The leaves went rustle, rustle.',
      '{Name} picked a daisy. {They} tucked it behind {their} ear.',
    ],
    [
      'A gentle breeze rippled across the grass, making it sway like a green sea.',
      'Fat white clouds [drifted|floated] across the [big|great big] blue sky, in no hurry at all.',
      'Wildflowers grew along the path, yellow and pink and the palest blue.',
      'The air smelled of fresh leaves and sunshine and [clover|warm earth].',
      'The path wound up a gentle hill and down the other side, curling like a ribbon.',
      '{Name} picked a daisy and tucked it behind {their} ear, for luck.',
    ],
    [
      'The breeze moved across the grass in long, silvery waves, like a hand smoothing a blanket.',
      'Clouds [drifted|floated] overhead, each one changing shape so [slowly|gently|unhurriedly] that you only noticed it afterward.',
      'The path was edged with wildflowers whose names {Name} half knew and half made up.',
      'The air had that green, clean smell that comes after a night of dew.',
      'The path curled over a low rise, and for [a moment|a little while] the whole countryside lay spread out below.',
      '{Name} tucked a daisy behind {their} ear, because some days simply call for it.',
    ],
  ),
  sky: v(
    [
      'The clouds were [|so |very |ever so ]soft and white. They looked like pillows.',
      'Far below, the fields looked [|so |very |ever so ]tiny. They looked like a quilt.',
      'The wind was [|so |very |ever so ]gentle. It went whoosh, whoosh.',
      'The sun was warm up here. Everything [glowed|shone|gleamed].',
      'A cloud looked like a rabbit. Another looked like a boat.',
      'The sky was so big. It went on and on.',
    ],
    [
      'The clouds were as soft and white as freshly fluffed pillows.',
      'Far below, the fields were stitched [together|side by side] like a patchwork quilt.',
      'A gentle wind hummed past, warm and steady.',
      'One cloud looked like a rabbit, and the one beside it looked like a teapot.',
      'Up here the sunlight was [|so |very |ever so ]golden and seemed to touch everything at once.',
      'The sky stretched away in every direction, bigger than {Name} had ever imagined.',
    ],
    [
      'Clouds rose around them in soft white hills, lit gold along their edges.',
      'Far below, the fields and roads made a patchwork quilt, neatly stitched with hedges.',
      'The wind up here was steady and warm, more a hum than a gust.',
      'Clouds [drifted|floated] past in shapes that were almost, but never quite, something: a rabbit, a teapot, a ship.',
      'The sky seemed to go on forever, and all of it was [calm|peaceful|still].',
    ],
  ),
  space: v(
    [
      'The stars [twinkled|sparkled|glimmered] all around. There were so many.',
      'Space was [very|really|ever so] quiet. It was a [peaceful|calm] quiet.',
      'A planet went by. It had a ring like a hoop.',
      'Far away, the Earth was blue. It looked like a marble.',
      'A shooting star zipped past. It left a [silver|silvery] line.',
      'Everything [floated|drifted]. It felt like a bubble bath.',
    ],
    [
      'Stars [twinkled|sparkled|glimmered] in every direction, more than anyone could ever count.',
      'Space was wonderfully quiet, the [peaceful|calm] kind of quiet.',
      'A planet rolled [slowly|gently|unhurriedly] past, wearing a golden ring like a hoop.',
      'Far away, the Earth [glowed|shone|gleamed] blue and white, like a marble on a rug.',
      'A shooting star zipped past and drew a [silver|silvery] line across the sky.',
      'Floating felt like being a bubble, light and slow and easy.',
    ],
    [
      'Stars crowded every part of the sky, far more than the sky at home ever showed.',
      'The silence of space was complete but not empty, like a held breath before a song.',
      'A ringed planet turned [slowly|gently|unhurriedly] in the distance, its rings catching the light like a golden hoop.',
      'The Earth hung far behind them, blue and white and impossibly small.',
      'A shooting star crossed their path, leaving a silver scratch that faded as they watched.',
    ],
  ),
  sea: v(
    [
      'Little fish [swam|glided] by. They were yellow and blue.',
      'Sunbeams [wiggled|wriggled] down. They made the sand sparkle.',
      'The seaweed swayed. It went left, then right.',
      'Bubbles [floated|drifted] up. They went pop at the top.',
      'A starfish lay on a rock. It was bright orange.',
      'Everything was blue and green. It was so [calm|peaceful|still].',
    ],
    [
      'A [little|small|tiny] school of yellow and blue fish flashed past, all turning at once.',
      'Sunbeams [wiggled|wriggled] down through the water and made the sand sparkle.',
      'Long ribbons of seaweed swayed [gently|softly|carefully] back and forth, like dancers.',
      'Silver bubbles [floated|drifted] upward and wobbled away toward the light.',
      'An orange starfish [rested|relaxed] on a rock, as if it were taking a nap.',
    ],
    [
      'A school of [small|little] fish swept past, turning all together like a single silver thought.',
      'Sunlight reached down in wavering ribbons and scattered bright coins across the sand.',
      'The seaweed swayed with the slow rhythm of the sea, unhurried and graceful.',
      'Strings of bubbles rose and wobbled toward the bright ceiling of the water.',
      'An orange starfish sprawled across a rock with the air of someone on holiday.',
    ],
  ),
  dream: v(
    [
      'Everything was soft here. Even the ground was [|so |very |ever so ]soft.',
      'The air smelled like cake. It smelled like cocoa too.',
      'Little lights [floated|drifted] by. They [glowed|shone|gleamed] pink and gold.',
      'The trees hummed a song. It was a [sleepy|drowsy] song.',
      'Nothing was in a hurry. Everything was [|so |very |ever so ]slow and kind.',
      'The path was made of ribbons. It curled and curled.',
    ],
    [
      'In the dream, everything was [|so |very |ever so ]soft, even the ground underfoot.',
      'The air smelled of warm cake and cocoa with marshmallows.',
      'Tiny lights [drifted|floated] past like [glowing|shining] dandelion seeds, pink and gold.',
      'The trees hummed a slow, [sleepy|drowsy] song to themselves.',
      'Nothing in the dream was in a hurry, and everything was [|so |very |ever so ]kind.',
    ],
    [
      'Dreams have their own rules, and in this one everything was [|so |very |ever so ]soft, even the ground.',
      'The air smelled of warm cake and cocoa, which is how the best dreams smell.',
      'Small lights [drifted|floated] past like dandelion seeds, [glowing|shining] pink and gold.',
      'The trees were humming something slow and old, a tune {Name} almost recognized.',
      'It was the kind of dream where nothing hurries and everything is [|so |very |ever so ]kind.',
    ],
  ),
};

/** Plans whose setting the world's general details would not fit (on the sea, not under it; in town, not the countryside). */
const NO_WORLD_DETAILS = new Set([
  'sea-stuck-anchor',
  'land-town-clock-stopped',
  'land-missing-train-whistle',
]);

/**
 * Adds the world's details to the plan's journey beat (or its problem beat when it has no
 * journey), after the plan's own, so the engine reaches long lengths with fitting sentences.
 */
export function withWorldDetails(plan: PlotPlan): PlotPlan {
  const world = plan.worlds[0];
  if (world === undefined || NO_WORLD_DETAILS.has(plan.id)) return plan;
  const extra = WORLD_DETAILS[world];
  const journey = plan.beats.findIndex((b) => b.kind === 'journey');
  const index = journey >= 0 ? journey : plan.beats.findIndex((b) => b.kind === 'problem');
  if (index < 0) return plan;
  const beats = plan.beats.map((b, i): Beat => {
    if (i !== index) return b;
    const own = b.details;
    return {
      ...b,
      details: {
        beginner: [...(own?.beginner ?? []), ...extra.beginner],
        intermediate: [...(own?.intermediate ?? []), ...extra.intermediate],
        advanced: [...(own?.advanced ?? []), ...extra.advanced],
      },
    };
  });
  return { ...plan, beats };
}
