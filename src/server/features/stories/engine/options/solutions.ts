import { SOLUTIONS_A } from './solutions-a.js';
import { SOLUTIONS_B } from './solutions-b.js';
import type { SolutionCatalogue } from './types.js';

export const SOLUTIONS: SolutionCatalogue = { ...SOLUTIONS_A, ...SOLUTIONS_B };
