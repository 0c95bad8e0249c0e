import { z } from 'zod';
import { packDir, readPackFile } from './engine/pack/load.js';
import { ZId, ZTag } from './engine/pack/schema-text.js';
import type { StoryTag } from './engine/pack/tags.js';
import { fearPhrases, normalizeTerm, TermMatcher, tokenize, type Tokens } from './safety/match.js';

/**
 * Fears by concept, one map shared by the story engine and the safety check. A parent types a
 * fear in their own words ("scared of the dark", "night time", "big dogs"); it maps to a
 * concept, and the concept rules out the plots and casts tagged with its tags and every word
 * form that carries it (dark: darkness, shadows, gloomy). A fear that matches no concept falls
 * back to its own words, so "broccoli" still keeps broccoli out.
 */
export interface FearConcept {
  id: string;
  label: string;
  /** Plan and cast tags (engine/plans/types.ts) this fear rules out. */
  tags: readonly StoryTag[];
  /** Words and short phrases (simple plurals are matched too) that must not appear. */
  terms: readonly string[];
}

interface ConceptDef extends FearConcept {
  /** Words or phrases in a parent's text that mean this fear. */
  triggers: readonly string[];
}

const ZWords = z.array(z.string().min(1));

/** content/stories/en/fears.yaml: shared word lists, then the concepts in order. */
const ZFearsFile = z
  .object({
    /** Word lists shared by several concepts, named with a YAML anchor (&name) and used as *name. */
    lists: z.record(ZId, ZWords).default({}),
    concepts: z.array(
      z
        .object({
          id: ZId,
          label: z.string().min(1),
          triggers: ZWords.min(1),
          tags: z.array(ZTag),
          // A shared list (*name) in the terms stands for its words, in its place.
          terms: z.array(z.union([z.string().min(1), ZWords])).transform((terms) => terms.flat()),
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.concepts.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({ code: 'custom', path: ['concepts', i, 'id'], message: `"${c.id}" twice` });
      seen.add(c.id);
    });
  });

/**
 * The concepts are data a writer edits: English words, so they live with the English pack
 * (content/stories/en/fears.yaml, found as the pack is). Read once, when this module is first
 * imported; a problem in the file stops the server (and the build's pack check) naming its line.
 */
const CONCEPTS: readonly ConceptDef[] = readPackFile(packDir('en'), 'fears.yaml', ZFearsFile).concepts;

/** Phrase triggers, longest first, so "deep water" wins over "water". */
const TRIGGERS = new Map<string, ConceptDef[]>();
for (const c of CONCEPTS)
  for (const t of c.triggers) {
    const key = normalizeTerm(t);
    TRIGGERS.set(key, [...(TRIGGERS.get(key) ?? []), c]);
  }
const TRIGGER_MATCHER = new TermMatcher([...TRIGGERS.keys()]);

/** Every concept a parent's fear list names; unknown fears become a concept of their own words. */
export function fearConcepts(fears: readonly string[]): FearConcept[] {
  const found = new Map<string, FearConcept>();
  for (const fear of fears) {
    const hits = TRIGGER_MATCHER.find(fear);
    let matched = false;
    for (const hit of hits) {
      // "deep water" also contains "water": keep the most specific concept for the phrase.
      if (hits.some((h) => h !== hit && h.includes(hit))) continue;
      for (const c of TRIGGERS.get(hit) ?? lookupPlural(hit)) {
        found.set(c.id, { id: c.id, label: c.label, tags: c.tags, terms: c.terms });
        matched = true;
      }
    }
    if (!matched) {
      const own = fearPhrases(fear);
      if (own.length > 0) {
        const id = `own:${own[own.length - 1]}`;
        found.set(id, { id, label: own[0] as string, tags: [], terms: ownTerms(own) });
      }
    }
  }
  return [...found.values()];
}

/** The matcher found "dog" for the trigger "dogs" (plural forms match): find its concepts. */
function lookupPlural(hit: string): ConceptDef[] {
  for (const [key, list] of TRIGGERS) if (new TermMatcher([key]).test(hit)) return list;
  return [];
}

/** A fear of its own words: the phrase and its content words with their near forms. */
function ownTerms(phrases: readonly string[]): string[] {
  const out = new Set<string>(phrases);
  for (const p of phrases)
    for (const w of p.split(' ')) {
      if (w.length < 3) continue;
      out.add(w);
      for (const suffix of ['y', 'ness', 'ing', 'ed']) out.add(w + suffix);
    }
  return [...out];
}

const matchers = new WeakMap<FearConcept, TermMatcher>();
function matcherOf(concept: FearConcept): TermMatcher {
  let m = matchers.get(concept);
  if (m === undefined) {
    m = new TermMatcher(concept.terms);
    matchers.set(concept, m);
  }
  return m;
}

/** The words in a text that any of the concepts rules out (lower-cased, each once). */
export function fearWordsIn(text: string, concepts: readonly FearConcept[]): string[] {
  if (concepts.length === 0) return [];
  return fearWordsInTokens(tokenize(text), concepts);
}

/** The same over text already split with tokenize() (the engine splits each rendering once). */
export function fearWordsInTokens(tokens: Tokens, concepts: readonly FearConcept[]): string[] {
  if (concepts.length === 0) return [];
  const out = new Set<string>();
  for (const c of concepts) for (const w of matcherOf(c).findInWords(tokens)) out.add(w);
  return [...out];
}

/** Tags the concepts rule out (for choosing plans and casts). */
export function ruledOutTags(concepts: readonly FearConcept[]): Set<StoryTag> {
  return new Set(concepts.flatMap((c) => c.tags));
}

/** The whole map, for tests and the LLM prompt (labels). */
export const FEAR_CONCEPT_IDS: readonly string[] = CONCEPTS.map((c) => c.id);

/** One fear as a parent might type it, per concept (its first trigger), for tests over every concept. */
export const FEAR_EXAMPLES: readonly string[] = CONCEPTS.map((c) => c.triggers[0] as string);
