import type { TLearningId } from '../../../../../shared/story-options.js';
import type { World } from '../plans/types.js';
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

/** Every learning focus of the list; the tests check that none is missing. */
export const LEARNING = Object.fromEntries(
  Object.entries({ ...LEARNING_A, ...LEARNING_B }).map(([id, content]) => {
    const worlds = WORLDS_OF[id as TLearningId];
    return [id, worlds === undefined ? content : { ...content, worlds }];
  }),
) as Readonly<Record<TLearningId, LearningContent>>;
