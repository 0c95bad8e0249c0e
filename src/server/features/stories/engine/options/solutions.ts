import type { ProblemKind } from '../plans/types.js';
import { SOLUTIONS_A } from './solutions-a.js';
import { SOLUTIONS_B } from './solutions-b.js';
import { SOLUTIONS_C } from './solutions-c.js';
import type { SolutionCatalogue, Skill } from './types.js';

export const SOLUTIONS: SolutionCatalogue = { ...SOLUTIONS_A, ...SOLUTIONS_B, ...SOLUTIONS_C };

/**
 * What a skill's general solutions (its `any` texts, "made a little stream of water ... and
 * {fix}") cannot do: each describes a way of working (water flows, a song soothes, a gadget
 * frees), and "made a stream of water and got the bunny warm" does not hold together. A skill
 * without its own text for a problem kind solves it only if the kind is not listed here; the
 * engine then looks to the child's other interests, the favourite character, or imagination.
 */
export const GENERAL_SOLUTION_CANNOT: Readonly<Record<Skill, readonly ProblemKind[]>> = {
  art: ['quiet', 'cold'],
  music: ['broken', 'puzzle', 'cold'],
  dance: ['faded', 'missing', 'broken', 'puzzle'],
  building: ['faded', 'quiet', 'sleepless', 'sad'],
  science: ['sleepless', 'sad'],
  nature: ['stuck', 'broken', 'quiet', 'sad'],
  animals: ['faded', 'broken', 'quiet', 'puzzle'],
  dinosaurs: ['faded', 'quiet'],
  reading: ['cold'],
  counting: ['faded', 'broken', 'quiet', 'sad', 'cold'],
  sport: ['faded', 'broken', 'quiet', 'sleepless', 'puzzle'],
  cooking: ['faded', 'missing', 'stuck', 'quiet'],
  imagination: [],
  kindness: ['faded', 'broken', 'puzzle'],
  stars: ['stuck', 'broken', 'quiet', 'sad', 'scattered', 'cold'],
  machines: ['faded', 'missing', 'sleepless', 'sad', 'cold'],
  magic: [],
  puzzles: ['faded', 'quiet', 'sleepless', 'sad', 'cold'],
  gardening: ['missing', 'broken', 'quiet', 'sleepless', 'puzzle', 'cold'],
  'dressing-up': ['broken', 'quiet', 'sleepless'],
  'water-play': ['broken', 'quiet', 'sleepless', 'sad', 'puzzle', 'cold'],
};
