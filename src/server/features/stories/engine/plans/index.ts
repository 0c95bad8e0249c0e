import { HOME_PLANS } from './home.js';
import type { PlotPlan } from './types.js';

/** Every hand-authored plot plan the local engine can tell, across all worlds. */
export const PLANS: readonly PlotPlan[] = [...HOME_PLANS];
