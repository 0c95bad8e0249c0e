import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, blind panel 63 (15 new requests read in full): "Tariq sat down close to the sun" on a
 * night in space; an octopus sipping "a cup of cool water" under the sea.
 */
const pack = loadPack();

const request = (over: Partial<StoryWriterInput>, i: number): StoryWriterInput => ({
  childName: 'Tariq',
  age: 5 + (i % 5),
  readingLevel: i % 2 === 0 ? 'intermediate' : 'advanced',
  interests: ['chess'],
  fears: [],
  theme: 'space',
  storyLength: 'medium',
  seed: 630 + i,
  pronouns: 'he/him',
  ...over,
});

describe('panel 63', () => {
  it('the sun is helped from afar, even in space: nobody sits close beside it or hugs it', () => {
    let cured = 0;
    for (let i = 0; i < 30; i++) {
      const t = tell(request({ randomTwist: 'the sun is sad' }, i), pack);
      for (const l of t.paragraphs.flatMap((p) => p.lines).filter((x) => x.role.startsWith('twist.'))) {
        if (l.role === 'twist.solve') cured++;
        expect(l.text, t.story.content).not.toMatch(/close to the sun|hug|beside the sun|sat by the sun/i);
      }
    }
    expect(cured).toBeGreaterThan(15);
  });

  it('hiccups are eased without a cup of water: under the sea there is none to hold up', () => {
    for (let i = 0; i < 24; i++) {
      const t = tell(request({ randomTwist: 'the octopus has the hiccups', theme: 'ocean' }, i), pack);
      expect(t.story.content).not.toMatch(/cup of (?:cool )?water|sips?\b/);
    }
  });

  it("one template is told once a story: never Papa's old sweater at home and his old scarf at bedtime", () => {
    // The request as the read-aloud had it (its key order makes the story).
    const felipe: StoryWriterInput = {
      fears: [],
      interests: ['pirates'],
      storyLength: 'medium',
      readingLevel: 'intermediate',
      theme: 'ocean',
      childName: 'Felipe',
      age: 6,
      customPrompt: 'Papa is working on a fishing boat this week',
      randomTwist: 'the parrot has the hiccups',
      pronouns: 'he/him',
      seed: 0,
    };
    for (let seed = 7690; seed < 7730; seed++) {
      const text = tell({ ...felipe, seed }, pack).story.content;
      expect(text.match(/old (?:scarf|sweater|cardigan) close/g)?.length ?? 0, text).toBeLessThan(2);
    }
  });

  it("into a dream by falling asleep: nobody announces the child's departure or waves them off", () => {
    const dreams = { ...pack, plans: pack.plans.filter((p) => p.worlds.includes('dream')) };
    for (let i = 0; i < 60; i++) {
      const over = {
        familyFriends: 'her aunt Kemi',
        theme: 'magic',
        pronouns: 'she/her' as const,
        childName: 'Amara',
      };
      const text = tell(request(over, i), dreams).story.content;
      expect(text).not.toMatch(/departure|waved Amara off|Bon voyage|[Oo]ff you go/);
    }
  });
});
