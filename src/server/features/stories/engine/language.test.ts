import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { storyRequests } from '../../../../../tests/support/story-requests.js';
import { grammarFindings, sentencesOf, verblessSentences } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * Language a parent reads aloud: 5,000 stories checked for the patterns a reader stumbles on,
 * the beginner register checked for picture-book text, and a sample read for sentences without
 * a verb. Each finding is reported with its story's request.
 */
const pack = loadPack();
const stories = storyRequests(5000, 20_001).map((input) => ({ input, t: tell(input, pack) }));

describe('over 5,000 stories', () => {
  it('no doubled word, wrong article, "like X like Y", "as X than", dangling "and that", lower-case start or hollow fix', () => {
    const found: string[] = [];
    for (const { input, t } of stories)
      for (const f of grammarFindings(`${t.story.title}. ${t.story.content}`))
        if (found.length < 20) found.push(`${f.rule}: "${f.text}" (seed ${input.seed}, ${t.plan.id})`);
    expect(found).toEqual([]);
  });

  it('never the formula "<Name> knew all about <interest>"', () => {
    for (const { t } of stories) expect(t.story.content).not.toMatch(/\bknew (?:all|a lot|so much) about\b/);
  });

  it('a beginner story is picture-book text: short statements are joined, not listed', () => {
    let short = 0;
    let beginners = 0;
    for (const { t } of stories) {
      if (t.brief.child.level !== 'beginner') continue;
      beginners++;
      // Statements under five words, not dialogue, sounds or exclamations: "The grass was green."
      const tiny = sentencesOf(t.story.content).filter(
        (s) => !/^["“]/.test(s) && !/[!?]["”]?$/.test(s) && !s.includes(',') && s.split(/\s+/).length < 5,
      );
      short += tiny.length;
      expect(tiny.length / t.story.wordCount, t.story.content).toBeLessThanOrEqual(0.05);
    }
    expect(short / beginners).toBeLessThanOrEqual(8);
  });
});

describe('a sample read closely', () => {
  it('every sentence outside dialogue, lists and exclamations has a verb', () => {
    const seen = new Set<string>();
    const without: string[] = [];
    for (const { t } of stories.slice(0, 400))
      for (const s of verblessSentences(t.story.content, (plain) => nlp(plain).has('#Verb')))
        if (!seen.has(s)) {
          seen.add(s);
          without.push(s);
        }
    expect(without).toEqual([]);
  });
});
