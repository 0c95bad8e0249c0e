import { DREAM_PLANS } from './dream.js';
import { HOME_PLANS } from './home.js';
import { LAND_PLANS } from './land.js';
import { SEA_PLANS } from './sea.js';
import { SKY_PLANS } from './sky.js';
import { SPACE_PLANS } from './space.js';
import type { PlotPlan } from './types.js';

/** Every hand-authored plot plan the local engine can tell, across all worlds. */
export const PLANS: readonly PlotPlan[] = [
  ...HOME_PLANS,
  ...LAND_PLANS,
  ...SKY_PLANS,
  ...SPACE_PLANS,
  ...SEA_PLANS,
  ...DREAM_PLANS,
];
