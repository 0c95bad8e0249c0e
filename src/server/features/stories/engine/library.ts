import { CAST } from './cast/index.js';
import type { StoryLibrary } from './core/library.js';
import { TEST_LIBRARY } from './core/test-library.js';
import { PLANS } from './plans/index.js';

/**
 * The library the app's engine writes from: the hand-authored plans and cast, and the option
 * catalogues. INTERIM: the option catalogues are written on their own branch (story-options);
 * until it is merged, the engine uses the small catalogues of its test library. Wiring them in
 * is this one value: { ...options: INTERESTS, SOLUTIONS, CHARACTER_TYPES, ... }.
 */
export const DEFAULT_LIBRARY: StoryLibrary = { ...TEST_LIBRARY, plans: PLANS, cast: CAST };
