import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORY_LENGTHS } from '../../../../shared/constants.js';
import { fearConcepts, fearWordsIn } from '../fears.js';
import { checkStory } from '../safety/check.js';
import type { StoryWriterInput } from '../writer/types.js';
import { splitSentences } from './core/memory.js';
import { writeDetailed, type DetailedStory } from './core/write.js';
import { DEFAULT_LIBRARY } from './library.js';
import { checkPlan } from './plans/check.js';
import type { CastEntity } from './plans/types.js';
import { requestArb, SLEEPY } from './test-fixtures.js';

const lib = DEFAULT_LIBRARY;
// Pinned samples: these are properties of the engine over a wide, fixed set of requests.
const requests = fc.sample(requestArb, { numRuns: 400, seed: 8 });
const written: [StoryWriterInput, DetailedStory][] = requests.map((r) => [r, writeDetailed(r, lib)]);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('plans', () => {
  it('every plan names each thing only after introducing it (checkPlan)', () => {
    expect(lib.plans.length).toBeGreaterThan(0);
    expect(lib.plans.flatMap(checkPlan)).toEqual([]);
  });
});

describe('the local engine over hundreds of requests', () => {
  it('never runs over its length range, and falls short only when the plan has nothing more to tell', () => {
    for (const [input, { story, exhausted }] of written) {
      const { minWords, maxWords } = STORY_LENGTHS[input.storyLength];
      if (!exhausted) expect(story.wordCount, story.planId).toBeGreaterThanOrEqual(minWords);
      expect(story.wordCount, story.planId).toBeLessThanOrEqual(maxWords);
    }
  });

  it('lands in range and passes the safety check whenever the plan has the material', () => {
    let landed = 0;
    for (const [input, { story }] of written) {
      const { minWords, maxWords } = STORY_LENGTHS[input.storyLength];
      if (story.wordCount < minWords || story.wordCount > maxWords) continue;
      landed++;
      expect(checkStory(story, input)).toEqual({ ok: true });
    }
    // Every short story, and every story of the older levels up to medium, has the material.
    const mustLand = written.filter(
      ([i, d]) => i.storyLength === 'short' || (i.storyLength === 'medium' && d.request.level !== 'beginner'),
    );
    expect(landed).toBeGreaterThanOrEqual(mustLand.length);
  });

  it('never names a cast member before the sentence that introduces it', () => {
    for (const [, { story, selection }] of written) {
      const text = story.content.toLowerCase();
      for (const e of Object.values(selection.cast) as CastEntity[]) {
        const byA = text.indexOf(e.a.toLowerCase());
        const byName = e.name === undefined ? -1 : story.content.indexOf(e.name);
        const intro = byA < 0 ? byName : byName < 0 ? byA : Math.min(byA, byName);
        expect(intro, `${story.planId}: ${e.a}`).toBeGreaterThanOrEqual(0);
        // A later mention is checked where it is this story's own ("the gold key"), not a
        // word the sky or the sea has anyway ("the moon").
        const later =
          e.the.split(' ').length < 3 ? null : new RegExp(`\\b${esc(e.the.toLowerCase())}\\b`).exec(text);
        if (later !== null) expect(later.index, `${story.planId}: ${e.the}`).toBeGreaterThan(intro);
        // Names are proper nouns: "Mittens" the kitten, not the mittens on a child's hands.
        if (e.name !== undefined && story.content.includes(e.name))
          expect(intro).toBeLessThanOrEqual(story.content.indexOf(e.name));
      }
    }
  });

  it('keeps to one world: the plan and every cast member belong to the chosen world', () => {
    for (const [, { selection }] of written) {
      expect(selection.plan.worlds).toContain(selection.world);
      for (const e of Object.values(selection.cast) as CastEntity[])
        expect(e.worlds).toContain(selection.world);
    }
  });

  it('never picks a plan, cast or word that a fear rules out', () => {
    for (const [input, { story, selection }] of written) {
      const concepts = fearConcepts(input.fears);
      const ruled = new Set(concepts.flatMap((c) => c.tags));
      expect(selection.plan.tags.filter((t) => ruled.has(t))).toEqual([]);
      for (const e of Object.values(selection.cast) as CastEntity[])
        expect(e.tags.filter((t) => ruled.has(t))).toEqual([]);
      expect(fearWordsIn(`${story.title}\n${story.content}`, concepts)).toEqual([]);
    }
  });

  it('the child solves the problem: the solution names the child (or their pronoun)', () => {
    for (const [, { paragraphs, request }] of written) {
      const solve = paragraphs.find((p) => p.marks.includes('solution'));
      expect(solve).toBeDefined();
      const who = new RegExp(`(?<!\\p{L})(?:${esc(request.name)}|she|he|they|her|his|their)(?!\\p{L})`, 'iu');
      expect(solve?.text).toMatch(who);
    }
  });

  it('the twist happens and a later paragraph refers back to it', () => {
    let twists = 0;
    for (const [, { paragraphs }] of written) {
      const at = paragraphs.findIndex((p) => p.marks.includes('twist'));
      if (at < 0) continue;
      twists++;
      expect(paragraphs.findIndex((p) => p.marks.includes('echo'))).toBeGreaterThan(at);
    }
    expect(twists).toBeGreaterThan(20);
  });

  it("a twist that cannot happen in the story's world is told as the closest twist that can, with its echo", () => {
    const base = requests.find((r) => r.storyLength === 'medium') as StoryWriterInput;
    // A whale only swims in the sea; a kitchen keeps the story at home.
    const input = { ...base, setting: 'a warm kitchen', randomTwist: 'a whale sang', fears: [] };
    expect(lib.matchTwist('a whale sang')?.worlds).not.toContain('home');
    const { paragraphs, selection } = writeDetailed(input, lib);
    expect(selection.world).toBe('home');
    const at = paragraphs.findIndex((p) => p.marks.includes('twist'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(paragraphs.findIndex((p) => p.marks.includes('echo'))).toBeGreaterThan(at);
  });

  it('every family member acts at least once', () => {
    for (const [, { story, request, paragraphs }] of written) {
      for (const p of request.family) {
        expect(paragraphs.some((para) => para.marks.includes(`family:${p.name}`))).toBe(true);
        expect(story.content).toContain(p.name.charAt(0).toUpperCase() + p.name.slice(1));
      }
    }
  });

  it('counting to ten gets its scene, counting from one to ten', () => {
    for (const [input, { story, paragraphs }] of written) {
      if (input.learningGoals !== 'counting to ten' || input.fears.length > 0) continue;
      const scene = lib.matchLearning('counting to ten');
      if (
        scene?.worlds !== undefined &&
        !scene.worlds.includes(written.find(([i]) => i === input)?.[1].selection.world ?? 'home')
      )
        continue;
      expect(paragraphs.some((p) => p.marks.includes('learning'))).toBe(true);
      const words = story.content
        .toLowerCase()
        .replace(/[^a-z ]+/g, ' ')
        .replace(/\s+/g, ' ');
      // Beginners may say a short run as "eight, nine and ten" or "eight, nine, then ten".
      expect(words).toMatch(
        /one (?:(?:and|then) )?two (?:(?:and|then) )?three (?:(?:and|then) )?four (?:(?:and|then) )?five (?:(?:and|then) )?six (?:(?:and|then) )?seven (?:(?:and|then) )?eight (?:(?:and|then) )?nine (?:(?:and|then) )?ten/,
      );
    }
  });

  it('a pet from the notes appears by name, and the name is never a thing', () => {
    for (const [input, { story }] of written) {
      if (
        input.customPrompt === 'We have a dog called Biscuit.' &&
        input.storyLength !== 'short' &&
        !fearConcepts(input.fears).some((c) => c.tags.includes('dogs'))
      ) {
        expect(story.content).toContain('Biscuit the dog');
        expect(story.content).not.toMatch(/\bbiscuit\b/);
      }
    }
  });

  it('a worry in the notes is met gently near the end', () => {
    for (const [input, { paragraphs }] of written) {
      if (
        !input.customPrompt?.includes('new school') ||
        fearConcepts(input.fears).some((c) => c.tags.includes('school'))
      )
        continue;
      expect(paragraphs.at(-1)?.marks).toContain('worry');
    }
  });

  it('ends calm and sleepy, with no seams and no template left', () => {
    for (const [, { story }] of written) {
      const paras = story.content.split('\n\n');
      expect(paras.at(-1)).toMatch(SLEEPY);
      // eslint-disable-next-line no-control-regex -- no child token may survive
      expect(story.content).not.toMatch(/[{}[\]<>\u0001\u0002]/);
      expect(story.content).not.toMatch(/\b(\w+) \1\b/i);
      expect(story.content).not.toMatch(/ {2}|\.\.|,\./);
    }
  });

  it('uses the name naturally: about once per 40 words when pronouns are given', () => {
    for (const [input, { story, request, selection }] of written) {
      const names = story.content.split(request.name).length - 1;
      // A companion with the child's own "he" or "she" (a puppy and a boy): where the subject
      // switches between them, the child is named (see shared-pronoun.ts), about once per 30 words.
      const shared = selection.cast.companion?.pronoun === request.pronouns?.they;
      // Without pronouns the name is the only word for the child (never "they", see names.test.ts),
      // so it comes more often: still never more than about once per 14 words.
      const limit =
        input.pronouns === undefined ? story.wordCount / 14 : story.wordCount / (shared ? 30 : 40);
      expect(names, story.content).toBeLessThanOrEqual(Math.ceil(limit) + 3);
      expect(names).toBeGreaterThan(0);
    }
  });

  it('uses the child pronouns when given', () => {
    const base = requests.find((r) => r.storyLength === 'long') as StoryWriterInput;
    const she = writeDetailed({ ...base, pronouns: 'she/her', fears: [] }, lib).story.content;
    const he = writeDetailed({ ...base, pronouns: 'he/him', fears: [] }, lib).story.content;
    expect(she).toMatch(/\b[Ss]he\b/);
    expect(he).toMatch(/\b[Hh]e\b/);
  });

  it('titles name only what the story contains: no cast member of another story', () => {
    for (const [, { story, selection }] of written) {
      const title = story.title.toLowerCase();
      const cast = Object.values(selection.cast) as CastEntity[];
      for (const e of lib.cast) {
        if (!new RegExp(`\\b${esc(e.noun.toLowerCase())}\\b`).test(title)) continue;
        const inStory =
          cast.some((c) => c.noun.includes(e.noun)) || story.content.toLowerCase().includes(e.noun);
        expect(inStory, `${story.title}: ${e.noun}`).toBe(true);
      }
    }
  });

  it('is deterministic for a seed and returns the plan id and sentence keys', () => {
    for (const [input, { story }] of written.slice(0, 30)) {
      expect(writeDetailed(input, lib).story).toEqual(story);
      expect(story.planId).toBeDefined();
      expect(story.sentenceKeys?.length).toBe(
        new Set(splitSentences(story.content).map((s) => s.toLowerCase())).size,
      );
    }
  });
});

describe('long stories for beginners', () => {
  // Found in the browser: a 5-year-old beginner's long space story came out near 300 words,
  // the check refused both attempts and the parent saw "Failed to generate story".
  const THEMES = ['space', 'adventure', 'nature', 'ocean', 'animals', 'bedtime'] as const;
  it.each(THEMES)('land in the long range and pass the check (%s)', (theme) => {
    for (let seed = 1; seed <= 12; seed++) {
      const input: StoryWriterInput = {
        childName: 'Mia',
        age: 5,
        readingLevel: 'beginner',
        interests: ['dinosaurs', 'space'],
        storyTone: 'magical',
        fears: ['thunder'],
        theme,
        storyLength: 'long',
        seed,
      };
      const { story } = writeDetailed(input, DEFAULT_LIBRARY);
      expect(story.wordCount, `${theme} seed ${seed}: ${story.wordCount} words`).toBeGreaterThanOrEqual(500);
      expect(checkStory(story, input)).toEqual({ ok: true });
    }
  });
});
