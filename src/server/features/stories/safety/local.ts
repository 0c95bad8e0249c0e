import { scaryProbability, severeProbability } from './classifier.js';
import { features } from './features.js';
import { scaryContent, withoutInnocentPhrases } from './scary.js';

/**
 * The local layer of the safety check: always on, no network. It reads each sentence (and each
 * pair of neighbouring sentences, since "The shadow moved. It reached for Mia's foot." is
 * frightening only together) for what it means, with the classifier trained in this repository
 * (its features are who does what to whom: harm verbs, people, animals, play and food cues, a
 * sword put away). Known innocent phrases ("killer whale") are blanked first. What passes
 * depends on the age: a moment lost in a maze is fine at nine, not at three.
 */
export const SAFETY_CATEGORIES = [
  'harm',
  'threat',
  'lost-alone',
  'loss',
  'illness',
  'disaster',
  'body-horror',
  'weapons',
  'cruelty',
  'peril',
  'supernatural-menace',
  'unsafe-words',
] as const;
export type TSafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export interface SafetyFinding {
  category: TSafetyCategory;
  sentence: string;
  /** The classifier's probability, when it decided. */
  score?: number;
}

/** The classifier's bar by age: the younger the child, the less it takes to refuse. */
export function thresholdFor(age: number): number {
  if (age <= 4) return 0.6;
  if (age <= 7) return 0.7;
  return 0.8;
}

/**
 * From seven, a brief fright resolved at once (lost for a moment in a maze, then found) passes
 * when the severity model finds it mild enough for the age; below seven it never does.
 */
export function severityBarFor(age: number): number | undefined {
  return age < 7 ? undefined : 0.5;
}

const MIN_WORDS_ALONE = 9;
const PAIR_BAR = 0.98;

/** A pattern of scary.ts lowers the classifier's bar to this (see localFindings). */
const PATTERN_BAR = 0.1;

/** What kind of fright a refused sentence is, from the kinds of word in it. */
function categoryOf(sentence: string): TSafetyCategory {
  const f = new Set(features(sentence));
  const has = (k: string) => f.has(k);
  if (has('K:weapon')) return 'weapons';
  if (has('K:disaster')) return 'disaster';
  if (has('K:super')) return 'supernatural-menace';
  if (has('harm>K:person') || has('harm>K:animal') || has('harm>K:body')) return 'harm';
  if (/\b(?:lost|alone|nobody came|no one came)\b/i.test(sentence)) return 'lost-alone';
  if (/\b(?:died|dead|never came (?:home|back)|gone forever|funeral|grave)\b/i.test(sentence)) return 'loss';
  if (/\b(?:hospital|ambulance|sick|ill|fever|cough)/i.test(sentence)) return 'illness';
  if (/\b(?:water|waves|ice|cliff|edge|fell|falling|sink|drown|breathe|lift|elevator)\b/i.test(sentence))
    return 'peril';
  if (/\b(?:laughed at|mean|bully|bullied|teased|mocked|nobody liked)\b/i.test(sentence)) return 'cruelty';
  if (/\b(?:eyes|teeth|skin|crawl|rotten|rotting)\b/i.test(sentence)) return 'body-horror';
  return 'threat';
}

const INNOCENT_KINDS = ['K:play', 'K:food', 'K:costume', 'harm>K:food', 'harm>K:thing'];
/** Figures of speech a harm word lives in without harming anyone. */
const IDIOM =
  /\b(?:dying (?:to|for)|to die for|kill(?:ing|ed)? time|(?:is|are|was) killing (?:me|us|her|him)|killing me|knock(?:ed)? (?:them|'em|us) dead|dead (?:tired|easy|end|leaves|quiet|still)|scared stiff|in hot water|break a leg|starving|bursting|cracked up|laughing (?:her|his|their) head off|frightened (?:the life|the wits))\b/i;

/** Play, food, a costume or an idiom: what makes a harm word innocent. */
function innocentSense(sentence: string): boolean {
  if (IDIOM.test(sentence)) return true;
  const f = new Set(features(sentence));
  return INNOCENT_KINDS.some((k) => f.has(k));
}

/**
 * The sentences of a story as a reader hears them: a line (a title, a paragraph) always ends
 * one, and so does . ! or ? with its closing quote when the next begins with a capital or an
 * opening quote ("...the gate. 'Tonight I'm coming,' he said." is two).
 */
export function sentencesIn(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?]['"\u2019\u201d)]?)\s+(?=['"\u2018\u201c(]?[\p{Lu}\d])/u))
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Every frightening sentence of a text for a child of this age (empty: it passes). */
export function localFindings(text: string, age: number): SafetyFinding[] {
  const found: SafetyFinding[] = [];
  const ageBar = thresholdFor(age);
  const sentences = sentencesIn(text);
  const pairs = new Set(sentences.slice(1).map((s, i) => `${sentences[i] as string} ${s}`));
  const windows = [...sentences, ...pairs];
  const flagged = new Set<string>();
  for (const s of windows) {
    // Two sentences together only refuse what is clearly frightening in the pair ("The shadow
    // moved. It reached for Mia's foot."): two calm ones side by side add up to noise.
    const bar = pairs.has(s) ? Math.max(ageBar, PAIR_BAR) : ageBar;
    const plain = withoutInnocentPhrases(s);
    const score = scaryProbability(plain);
    // A pattern of scary.ts (who does what to whom) refuses, unless the sentence carries an
    // innocent sense (play, food, a costume, an idiom): then the classifier decides, on a low bar.
    const named = scaryContent(plain).length > 0;
    // A short sentence alone says too little for the classifier ("The hamster woke up!"): it is
    // read with its neighbour (the pair windows), and alone only for the patterns.
    const short = plain.split(/\s+/).length < MIN_WORDS_ALONE;
    const needed = !named ? (short ? 2 : bar) : innocentSense(plain) ? Math.min(bar, PATTERN_BAR) : 0;
    const sevBar = severityBarFor(age);
    const mildEnough = sevBar !== undefined && score >= needed && severeProbability(plain, age) < sevBar;
    if (score >= needed && !mildEnough && !flagged.has(s)) {
      flagged.add(s);
      found.push({ category: categoryOf(s), sentence: s, score: Math.round(score * 100) / 100 });
    }
  }
  return found;
}
