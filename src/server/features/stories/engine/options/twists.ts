import type { TTwistId } from '../../../../../shared/story-options.js';
import { TWISTS_A } from './twists-a.js';
import { TWISTS_B } from './twists-b.js';
import { TWISTS_C } from './twists-c.js';
import type { TwistContent } from './types.js';

/** Every twist of the list; the tests check that none is missing. */
export const TWISTS = { ...TWISTS_A, ...TWISTS_B, ...TWISTS_C } as Readonly<Record<TTwistId, TwistContent>>;
