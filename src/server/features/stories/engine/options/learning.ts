import type { TLearningId } from '../../../../../shared/story-options.js';
import type { StoryTag, World } from '../plans/types.js';
import { LEARNING_A } from './learning-a.js';
import { LEARNING_B } from './learning-b.js';
import type { LearningContent } from './types.js';

/** Where there is weather and growing things: not in space, not under the sea. */
const UNDER_THE_SKY: readonly World[] = ['home', 'land', 'sky', 'dream'];

/** Scenes about rain, plants and nests happen only where those exist. */
const WORLDS_OF: Partial<Record<TLearningId, readonly World[]>> = {
  'water-cycle': UNDER_THE_SKY,
  'plant-growth': UNDER_THE_SKY,
  weather: UNDER_THE_SKY,
  'animal-homes': UNDER_THE_SKY,
  'caring-for-earth': UNDER_THE_SKY,
  // A rainbow needs a sky (a song about one is fine in space).
  'rainbow-colors': ['home', 'land', 'sky', 'space', 'dream'],
};

/**
 * What a scene is about, so a parent's fear can rule it out: a child afraid of baths gets no
 * bath scene, a child afraid of school no first day at school, one who fears the dark no talk of
 * night-lights and the night side of the earth.
 */
const TAGS_OF: Partial<Record<TLearningId, readonly StoryTag[]>> = {
  'bath-time': ['bath', 'water'],
  'washing-hands': ['water'],
  'float-and-sink': ['water'],
  'water-cycle': ['water', 'rain'],
  'drinking-water': ['water'],
  'brushing-teeth': ['dentist'],
  'body-parts': ['doctor'],
  'healthy-food': ['food'],
  'new-foods': ['food'],
  vegetables: ['food'],
  'table-manners': ['food'],
  'own-bed': ['sleep-alone', 'alone', 'night'],
  'bedtime-routine': ['night', 'dark'],
  'day-and-night': ['night', 'dark'],
  'moon-phases': ['night', 'space'],
  planets: ['space'],
  'first-day-school': ['school', 'separation', 'new-places'],
  'sight-words': ['school'],
  'making-friends': ['new-places'],
  'moving-home': ['change', 'new-places', 'separation'],
  'new-sibling': ['change'],
  'trying-new-things': ['new-places'],
  'road-safety': ['cars'],
  'animal-sounds': ['animals', 'dogs', 'cats'],
  'baby-animals': ['animals'],
  'animal-homes': ['animals', 'insects'],
  'gentle-with-animals': ['animals', 'dogs', 'cats'],
  'sea-creatures': ['fish', 'deep-water', 'water'],
  oceans: ['deep-water', 'water'],
  'butterfly-life-cycle': ['insects'],
  'frog-life-cycle': ['water', 'animals'],
  'dinosaur-names': ['monsters'],
  weather: ['rain', 'wind'],
  mistakes: ['mistakes'],
  'trying-again': ['mistakes'],
  'saying-sorry': ['mistakes'],
  'tidying-up': ['mess'],
};

/** Every learning focus of the list; the tests check that none is missing. */
export const LEARNING = Object.fromEntries(
  Object.entries({ ...LEARNING_A, ...LEARNING_B }).map(([id, content]) => {
    const worlds = WORLDS_OF[id as TLearningId];
    const tags = TAGS_OF[id as TLearningId];
    return [
      id,
      { ...content, ...(worlds === undefined ? {} : { worlds }), ...(tags === undefined ? {} : { tags }) },
    ];
  }),
) as Readonly<Record<TLearningId, LearningContent>>;
