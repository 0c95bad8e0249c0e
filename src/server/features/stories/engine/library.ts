import type { StoryLibrary } from './core/library.js';
import { TEST_LIBRARY } from './core/test-library.js';

/**
 * The library the app's engine writes from. INTERIM: the plans, cast and option catalogues
 * are written on their own branches (story-plans, story-options); until they are merged, the
 * engine runs on the small test library. Wiring them in is this one value:
 *   { plans: PLANS, cast: CAST, interests: INTERESTS, solutions: SOLUTIONS, ... }.
 */
export const DEFAULT_LIBRARY: StoryLibrary = TEST_LIBRARY;
