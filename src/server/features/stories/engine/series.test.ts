import { describe, expect, it } from 'vitest';
import { storyRequests } from '../../../../../tests/support/story-requests.js';
import { rememberStory } from '../memory.js';
import { checkStory } from '../safety/check.js';
import type { SeriesKeep, StoryMemory, StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell, type ToldStory } from './tell/story.js';

/**
 * A series (issue 27 part 4), as the service writes it: each chapter remembers the ones before
 * (the child's memory, the series' plots, chapter 1's companion and world, the last event). Over
 * many varied requests: the companion and world are kept in every chapter, chapters 2+ open with
 * "Last time, ..." naming the last chapter's event, the arc is set up in chapter 1, left for
 * tomorrow in the middle and resolved in the last chapter only, no plot is told twice, and every
 * chapter passes the safety check.
 */
const pack = loadPack();
const CHAPTERS = 5;

function writeSeries(base: StoryWriterInput, chapters: number): { input: StoryWriterInput; t: ToldStory }[] {
  let memory: StoryMemory = { planIds: [], titles: [], sentenceKeys: [] };
  let keep: SeriesKeep | undefined;
  let lastEvent: string | undefined;
  const planIds: string[] = [];
  const out: { input: StoryWriterInput; t: ToldStory }[] = [];
  for (let chapter = 1; chapter <= chapters; chapter++) {
    const input: StoryWriterInput = {
      ...base,
      seed: base.seed + chapter * 7919,
      memory,
      series: {
        chapter,
        chapters,
        ...(keep === undefined ? {} : { keep }),
        ...(lastEvent === undefined ? {} : { lastEvent }),
        planIds: [...planIds],
      },
    };
    const t = tell(input, pack);
    out.push({ input, t });
    memory = rememberStory(memory, t.story);
    keep ??= t.story.continuity?.keep;
    lastEvent = t.story.continuity?.event;
    if (t.story.planId !== undefined) planIds.push(t.story.planId);
  }
  return out;
}

const roles = (t: ToldStory) => t.paragraphs.flatMap((p) => p.roles);
// Every third series is for siblings (the first child and a brother or sister).
const series = storyRequests(48).map((base, i) =>
  writeSeries(
    i % 3 === 0
      ? { ...base, siblings: [{ childName: 'Otto', age: base.age + 2, interests: ['kites'] }] }
      : base,
    CHAPTERS,
  ),
);

describe('a series of chapters', () => {
  it('keeps chapter 1 companion and world in every chapter', () => {
    for (const chapters of series) {
      const first = chapters[0]?.t;
      for (const { t } of chapters) {
        expect(t.cast.companion?.id).toBe(first?.cast.companion?.id);
        expect(t.cast.companion?.name).toBe(first?.cast.companion?.name);
        expect(t.world.id).toBe(first?.world.id);
      }
    }
  });

  it('opens chapters 2 and later with a recap naming the last chapter event', () => {
    for (const chapters of series) {
      expect(roles(chapters[0]!.t)).not.toContain('series.recap');
      for (let i = 1; i < chapters.length; i++) {
        const { t } = chapters[i]!;
        const event = chapters[i - 1]!.t.story.continuity?.event ?? '';
        expect(event).not.toBe('');
        const opening = t.paragraphs[0]!;
        expect(opening.roles[0]).toBe('series.recap');
        // "Last time", "last night", "the night before", "the story so far": the recap is varied.
        expect(opening.text).toMatch(/last (?:time|night)|the night before|the story so far/i);
        expect(opening.text).toContain(event);
      }
    }
  });

  it('sets the arc up in chapter 1, leaves some for tomorrow in the middle, resolves it in the last only', () => {
    for (const chapters of series) {
      const arc = chapters[0]!.t.story.continuity?.keep.arc;
      chapters.forEach(({ t }, i) => {
        const r = roles(t);
        expect(t.story.continuity?.keep.arc).toBe(arc);
        expect(r.includes('series.setup')).toBe(i === 0);
        expect(r.includes('series.still')).toBe(i > 0 && i < chapters.length - 1);
        expect(r.includes('series.resolution')).toBe(i === chapters.length - 1);
        // The story still ends with sleep (or asleep on the way home): the "still to find" comes before it.
        const last = t.paragraphs.at(-1)?.roles.at(-1);
        expect(['frame.sleep', 'siblings.bedtime', 'shape.carried']).toContain(last);
      });
    }
  });

  it('never tells a plot twice in a series', () => {
    for (const chapters of series) {
      const plans = chapters.map(({ t }) => t.plan.id);
      expect(new Set(plans).size).toBe(plans.length);
    }
  });

  it('passes the safety check in every chapter', () => {
    for (const chapters of series)
      for (const { input, t } of chapters) {
        const check = checkStory(t.story, input, { engine: true });
        expect(check.ok ? [] : check.problems).toEqual([]);
      }
  });

  it('opens with the recap when the last event names the companion itself (the owl was the cold one)', () => {
    const owl = tell(
      { ...storyRequests(1)[0]!, favoriteCharacter: 'a kind owl', theme: 'space', storyLength: 'short' },
      pack,
    ).cast.companion;
    expect(owl?.noun).toBe('owl');
    for (let seed = 1; seed <= 24; seed++) {
      const t = tell(
        {
          ...storyRequests(1)[0]!,
          childName: 'Mia',
          favoriteCharacter: 'a kind owl',
          theme: 'space',
          storyLength: 'short',
          seed,
          series: {
            chapter: 2,
            chapters: 3,
            keep: { companion: owl!, world: 'space', arc: pack.series.arcs[0]!.id },
            lastEvent: `helped ${owl!.the} get warm`,
            planIds: ['space-chilly-comet'],
          },
        },
        pack,
      );
      const opening = t.paragraphs[0]!;
      expect(opening.roles[0]).toBe('series.recap');
      expect(opening.text).toContain(`Mia helped ${owl!.the} get warm`);
      expect(opening.text).not.toMatch(/and the kind owl helped the kind owl/i);
    }
  });
});
