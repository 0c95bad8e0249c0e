import { readFileSync } from 'node:fs';
import { features } from './features.js';

/**
 * A small logistic-regression classifier trained in this repository (scripts/safety/train.ts)
 * on sentences written for it: the probability that a sentence would frighten a child at
 * bedtime. Its weights are a committed JSON file; nothing is downloaded.
 */
export interface Model {
  /** Which training data and settings made it (for the decision note and the log). */
  trainedOn: string;
  weights: Record<string, number>;
  /**
   * By age from 7 to 10 (older children use 10's): among frightening sentences, 0 for a brief
   * fright resolved at once that a child of that age takes in their stride (lost for a moment,
   * then found), 1 for the rest.
   */
  severity: Record<string, Record<string, number>>;
}

let model: Model | undefined;

function loaded(): Model {
  model ??= JSON.parse(readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as Model;
  return model;
}

export function scoreFeatures(feats: readonly string[], weights: Readonly<Record<string, number>>): number {
  let z = 0;
  for (const f of feats) z += weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** The probability (0-1) that the sentence is frightening for a young child. */
export function scaryProbability(sentence: string): number {
  return scoreFeatures(features(sentence), loaded().weights);
}

export const SEVERITY_AGES = [7, 8, 9, 10] as const;

/** For a frightening sentence, the probability (0-1) that it is too much at this age (7 and up). */
export function severeProbability(sentence: string, age: number): number {
  const at = String(Math.min(Math.max(age, 7), 10));
  return scoreFeatures(features(sentence), loaded().severity[at] ?? {});
}
