import { describe, expect, it } from 'vitest';
import { byAgeLevelAndLength, panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { nightHasCome, noteNight } from './tell/line-checks.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, read aloud before blind panel 62: a grandad "far away in Glasgow" told only as "a
 * faraway place"; Grandma's village far away told as the child's own home; a fish cookie cutter in
 * the pocket and a star one in the fix; "Sun fell on the floor like butter" after night came.
 */
const pack = loadPack();

const { request, many } = panelTeller(
  {
    childName: 'Maya',
    age: 4,
    readingLevel: 'beginner',
    interests: ['horses'],
    fears: [],
    theme: 'adventure',
    storyLength: 'short',
    seed: 900,
  },
  pack,
  byAgeLevelAndLength,
);

describe('read aloud before panel 62', () => {
  it.each([
    ['her grandad lives far away in Glasgow and she misses him', 'Glasgow'],
    ['Grandma moved to Osaka last year and she misses her', 'Osaka'],
    ['his grandpa just moved to New Zealand', 'New Zealand'],
    ['his nana lives in Lebanon and Maya misses her', 'Lebanon'],
  ])('"%s": the place the parent named is said', (customPrompt, place) => {
    expect(readBrief(request({ customPrompt }, 0), pack).worry?.member?.where).toBe(place);
    const stories = many({ customPrompt }, 24);
    const saying = stories.filter((t) => t.story.content.includes(place));
    // The mention and the closing both prefer it; a cut story may keep neither.
    expect(saying.length, stories[0]?.story.content).toBeGreaterThan(18);
  });

  it.each([
    ['Daddy is working on a ship for two weeks', 'on a ship'],
    ['Mummy works on an oil rig and is away this week', 'on an oil rig'],
  ])('"%s": where the parent is away is said', (customPrompt, away) => {
    expect(readBrief(request({ customPrompt }, 0), pack).worry?.member?.away).toBe(away);
    const stories = many({ customPrompt, interests: ['pirates'] }, 24);
    const saying = stories.filter((t) => t.story.content.includes(away));
    expect(saying.length, stories[0]?.story.content).toBeGreaterThan(18);
  });

  it('a place is never made up: no place said, none told', () => {
    const brief = readBrief(request({ customPrompt: 'Grandma lives far away and she misses her' }, 0), pack);
    expect(brief.worry?.entry.id).toBe('grandparent-far');
    expect(brief.worry?.member?.where).toBeUndefined();
    for (const t of many({ customPrompt: 'Grandma lives far away and she misses her' }, 12))
      expect(t.story.content).not.toMatch(/\{member|Glasgow/);
  });

  it('"Grandma lives in a little village far away" is Grandma\'s home, far off, never the child\'s', () => {
    const customPrompt = 'Grandma lives in a little village far away and Maya misses her';
    const brief = readBrief(request({ customPrompt }, 0), pack);
    expect(brief.worry?.entry.id).toBe('grandparent-far');
    expect(brief.family.find((f) => f.name === 'Grandma')?.far).toBe(true);
    for (const t of many({ customPrompt }, 24))
      expect(t.story.content).not.toMatch(/Maya lived in a little village|At home in the little village/);
  });

  it.each(['kathak dance', 'salsa dancing'])(
    '"%s" is the parent\'s own kind of dancing: never an Irish jig, tap shoes or a disco',
    (interest) => {
      const stories = many({ interests: [interest], theme: 'magic' }, 36);
      for (const t of stories)
        expect(t.story.content).not.toMatch(/\bIrish\b|\bjig\b|tap shoes|\bdisco\b|\bjazz/i);
      // Plain "dancing" names no kind: a jig is one of the ways it is told.
      const plain = many({ interests: ['dancing'], theme: 'magic' }, 60);
      expect(plain.some((t) => /\bjig\b|tap shoes|\bdisco\b/i.test(t.story.content))).toBe(true);
    },
  );

  it('once in pajamas, the evening never goes back to "a whole hour before supper"', () => {
    const peacock = { ...pack, plans: pack.plans.filter((p) => p.id === 'land-peacock-tail') };
    let dressed = 0;
    for (let i = 0; i < 120; i++) {
      const over = { interests: ['drumming'], theme: 'adventure', pronouns: 'he/him' as const };
      const text = tell(request(over, i), peacock).story.content;
      const at = text.search(/\bpajamas?\b|\bin bed\b/);
      if (at < 0) continue;
      dressed++;
      expect(text.slice(at), text).not.toMatch(/before supper/);
    }
    expect(dressed).toBeGreaterThan(10);
  });

  it('a clam who asks a riddle is answered by an interest the table does not know, by its word', () => {
    const clam = { ...pack, plans: pack.plans.filter((p) => p.id === 'sea-giant-clam-riddle') };
    for (let i = 0; i < 24; i++) {
      const t = tell(request({ interests: ['volleyball'], theme: 'ocean' }, i), clam);
      const fix = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
      expect(fix?.text, t.story.content).toMatch(/volleyball/i);
      expect(fix?.text, t.story.content).toMatch(/riddle|question/i);
      expect(t.story.content).not.toMatch(/turned the last part|pressed it|the marks/);
    }
  });

  it('waiting in the town square, nobody crosses a bridge: the world is seen where they are', () => {
    const square = { ...pack, plans: pack.plans.filter((p) => p.id === 'land-town-clock-stopped') };
    let seen = 0;
    for (let i = 0; i < 60; i++) {
      const t = tell(request({ interests: ['rock climbing'] }, i), square);
      for (const l of t.paragraphs.flatMap((p) => p.lines).filter((x) => x.role === 'world.arrive')) {
        seen++;
        expect(l.text).not.toMatch(/\b(?:crossed|walked|followed)\b/);
      }
      expect(t.story.content).not.toMatch(/stood waiting and waited/);
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('the cookie cutter in the pocket is the one that fits: one shape a story', () => {
    for (const t of many({ interests: ['baking cakes'] }, 60)) {
      const shapes = new Set(
        [...t.story.content.matchAll(/\b(star|moon|heart|fish)(?:-shaped)? cookie cutter/g)].map((m) => m[1]),
      );
      expect([...shapes].length, t.story.content).toBeLessThan(2);
    }
  });

  it('"Night came gently over the house" brings the night: no sun on the floor after it', () => {
    for (const said of ['Night came gently over the house.', 'Night had come, and the stars were out.']) {
      const ctx = { told: new Set<string>() };
      noteNight(said, ctx);
      expect(nightHasCome(ctx), said).toBe(true);
    }
    const day = { told: new Set<string>() };
    noteNight('The night-light glowed by the bed.', day);
    expect(nightHasCome(day)).toBe(false);
    // The home world's sights never say sun on the floor (a line told after night had come).
    const home = pack.worlds.find((w) => w.id === 'home');
    expect(home?.sights).toBeDefined();
    expect(JSON.stringify(home?.sights)).not.toMatch(/\[Sun\|/);
  });
});
