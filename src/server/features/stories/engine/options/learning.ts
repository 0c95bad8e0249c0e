import type { TLearningId } from '../../../../../shared/story-options.js';
import { LEARNING_A } from './learning-a.js';
import { LEARNING_B } from './learning-b.js';
import type { LearningContent } from './types.js';

/** Every learning focus of the list; the tests check that none is missing. */
export const LEARNING = { ...LEARNING_A, ...LEARNING_B } as Readonly<Record<TLearningId, LearningContent>>;
