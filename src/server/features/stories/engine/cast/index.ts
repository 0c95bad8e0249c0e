import type { CastEntity } from '../plans/types.js';
import { DREAM_CAST } from './dream.js';
import { HOME_CAST } from './home.js';
import { LAND_CAST } from './land.js';
import { SEA_CAST } from './sea.js';
import { SKY_CAST } from './sky.js';
import { SPACE_CAST } from './space.js';

/** Every companion, object, place and vehicle a plan may cast, each tagged with its worlds. */
export const CAST: readonly CastEntity[] = [
  ...HOME_CAST,
  ...LAND_CAST,
  ...SKY_CAST,
  ...SPACE_CAST,
  ...SEA_CAST,
  ...DREAM_CAST,
];
