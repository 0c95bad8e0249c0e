import { describe, expect, it } from 'vitest';
import { STORY_NOTICES } from '../../../../shared/messages.js';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell, type ToldStory } from './tell/story.js';
import { PLAIN_REQUEST } from '../../../../../tests/support/story-requests.js';

/**
 * Issue 24 (panels 33, 34): what the parent writes in the notes is the story, or the parent is
 * told it was left out. A panel found "she wants to be a beekeeper" and "we just visited Hadrian's
 * Wall" dropped without a word. Now what the child loves, wants to be and has just done are told,
 * bad dreams and a first lesson tomorrow are spoken to, and any sentence the story shows no sign
 * of is named in `notices`.
 */
const pack = loadPack();
const base: StoryWriterInput = PLAIN_REQUEST;
const variants = [
  { readingLevel: 'beginner', age: 4, theme: 'nature', pronouns: 'she/her' },
  { readingLevel: 'intermediate', age: 6, theme: 'space', pronouns: 'he/him' },
  { readingLevel: 'advanced', age: 9, theme: 'ocean', pronouns: 'they/them' },
  { readingLevel: 'intermediate', age: 7, theme: 'magic', interests: [] as string[] },
] as const;

function tellAll(customPrompt: string, extra: Partial<StoryWriterInput> = {}): ToldStory[] {
  const out: ToldStory[] = [];
  for (let seed = 1; seed <= 6; seed++)
    for (const v of variants) out.push(tell({ ...base, ...v, seed, customPrompt, ...extra }, pack));
  return out;
}

const leftOut = (t: ToldStory) =>
  t.story.notices.filter((n) => n.startsWith("We couldn't find a place in tonight's story"));
const count = (text: string, re: RegExp) => (text.match(new RegExp(re, 'giu')) ?? []).length;

describe('what the child wants to be', () => {
  const told = tellAll('She wants to be a beekeeper when she grows up.');
  it('is said at home and at bedtime, and the bees it means are in the story', () => {
    for (const t of told) {
      expect(count(t.story.content, /\ba beekeeper\b/), t.story.content).toBeGreaterThanOrEqual(2);
      expect(t.story.content).toMatch(/\b(?:bees?|honey|hive|buzz)/iu);
      expect(leftOut(t)).toEqual([]);
    }
  });
  it('names the job where the interest it means does the helping', () => {
    const own = tellAll('He wants to be an astronaut.', { interests: [] });
    expect(own.some((t) => /what an astronaut would/iu.test(t.story.content))).toBe(true);
  });
});

describe('where the family has just been', () => {
  it('is remembered at home and at bedtime, as the parent wrote it', () => {
    for (const t of tellAll("We just visited Hadrian's Wall")) {
      expect(count(t.story.content, /Hadrian's Wall/), t.story.content).toBeGreaterThanOrEqual(2);
      expect(leftOut(t)).toEqual([]);
    }
  });
  it('is the place, not what they did there', () => {
    for (const t of tellAll('We went to the farm and fed the lambs.')) {
      expect(t.story.content).toMatch(/\bthe farm\b/u);
      expect(t.story.content).not.toMatch(/farm and fed/u);
    }
  });
});

describe('what the child loves', () => {
  it('plays a part like a typed interest', () => {
    for (const t of tellAll('She loves unicorns at the moment!')) {
      expect(t.brief.interests.some((i) => i.said === 'unicorns')).toBe(true);
      expect(t.story.content).toMatch(/unicorn/iu);
    }
  });
  it('is never a person of the family', () => {
    for (const t of tellAll('She loves Grandpa Joe so much.'))
      expect(t.brief.interests.map((i) => i.said)).not.toContain('Grandpa Joe');
  });
});

describe('worries in the notes', () => {
  it('bad dreams are spoken to gently, never named as nightmares', () => {
    for (const t of tellAll("She's been having bad dreams")) {
      expect(t.brief.worry?.entry.id).toBe('bad-dreams');
      expect(t.paragraphs.flatMap((p) => p.roles)).toContain('worry.closing');
      expect(t.story.content).not.toMatch(/nightmare|scary|monster/iu);
      expect(leftOut(t)).toEqual([]);
    }
  });
  it('a first lesson tomorrow is the big day the story thinks about', () => {
    for (const t of tellAll('he has his first swimming lesson tomorrow', { pronouns: 'he/him' })) {
      expect(t.story.content).toMatch(/swimming lesson/u);
      expect(leftOut(t)).toEqual([]);
    }
  });
});

describe('a note the story cannot use is named to the parent', () => {
  it('quotes the sentence left out, and only that one', () => {
    for (const t of tellAll('Our cat is called Pepper. His favourite number is seven.')) {
      expect(t.story.content).toMatch(/Pepper/u);
      expect(leftOut(t)).toEqual([STORY_NOTICES.noteNotUsed('His favourite number is seven.')]);
    }
  });
  it('keeps out what touches a fear, and says so without quoting it', () => {
    for (const t of tellAll('she loves spiders', { fears: ['spiders'] })) {
      expect(t.story.content).not.toMatch(/spider/iu);
      expect(t.story.notices.filter((n) => /spiders/u.test(n))).toHaveLength(1);
      expect(leftOut(t)).toEqual([]);
    }
  });
  // Each of these is used by a reader of the notes; none may be reported as left out.
  const used = [
    'our cat is called Pepper',
    'her grandma just moved away',
    "it's her birthday tomorrow",
    'she lost her first tooth today',
    'our dog is called Pickle and he is always hungry',
    'her best friend Zoe is moving to Spain',
    'she starts a new school on Monday',
    'Granny June keeps hens',
    'he has a new baby brother called Alfie',
    'make it funny',
    'we went to the beach today',
    'Daddy is away with the army',
    'she sleeps with a teddy called Mr Snuggles',
    'her uncle Dev plays the guitar',
    'she broke her arm and has a cast',
    'Grandpa always tells knock knock jokes',
    'she is going to be a big sister soon',
    'he wants to be a firefighter',
    'She is scared of the hoover',
  ];
  it.each(used)('"%s" is used, so nothing is reported', (note) => {
    for (const t of tellAll(note)) expect(leftOut(t), t.story.content).toEqual([]);
  });
});

describe('every interest the parent typed', () => {
  // Panel 35 missed Kai's owls: a second interest the fitting had no room for was dropped unsaid.
  it('is in the story or named to the parent', () => {
    let leftOut = 0;
    for (let seed = 1; seed <= 40; seed++)
      for (const storyLength of ['short', 'medium'] as const) {
        const t = tell(
          { ...base, interests: ['coding', 'owls', 'volcanoes'], storyLength, seed, theme: 'space' },
          pack,
        );
        const roles = t.paragraphs.flatMap((p) => p.roles);
        t.brief.interests.forEach((interest, at) => {
          if (at === 0 || roles.some((r) => r.startsWith(`interest${at + 1}.`))) return;
          // Named anyway ("owls" of an owl met on the way): never said to be left out (panel 40).
          const named = new RegExp(`\\b${interest.said.replace(/s$/, '')}s?\\b`, 'i').test(t.story.content);
          const notice = STORY_NOTICES.interestNotUsed(interest.said);
          if (named) expect(t.story.notices).not.toContain(notice);
          else {
            leftOut++;
            expect(t.story.notices).toContain(notice);
          }
        });
      }
    expect(leftOut).toBeGreaterThan(0);
  });
});
