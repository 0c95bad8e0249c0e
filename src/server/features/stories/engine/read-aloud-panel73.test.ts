import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { joinShortSentences } from './grammar/join.js';
import { loadPack } from './pack/index.js';
import { readLearning } from './read/learning.js';
import { wordForms } from './pack/check.js';
import { notDoneTo } from './tell/matter.js';
import { ADA, tellPlot } from '../../../../../tests/support/story-plot.js';

/**
 * Issue 24, blind panel 73: what fifteen new requests (the far lands among them) showed when read
 * aloud.
 */
const pack = loadPack();

const { many } = panelTeller(
  {
    childName: 'Zain',
    age: 7,
    readingLevel: 'intermediate',
    interests: ['camels', 'stars'],
    fears: [],
    theme: 'adventure',
    storyLength: 'medium',
    seed: 7300,
    pronouns: 'he/him',
  },
  pack,
);

describe('a learning goal asked as "what a thing is"', () => {
  it('"what a constellation is" is answered by a fact that says constellations, at every level', () => {
    expect(readLearning('what a constellation is', pack, new Set(), 7)?.known?.id).toBe('stars');
    for (const t of many({ learningGoals: 'what a constellation is' }, 15)) {
      const fact = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'learning.fact');
      expect(fact.length, t.plan.id).toBe(1);
      expect(fact[0]?.text).toMatch(/constellation/i);
    }
  });

  it('a "what is" question no fact of the table answers is left for the family, with its notice', () => {
    // Black holes have had their own interest entry (and facts) since session 13: a quasar has none.
    const learning = readLearning('what a quasar is', pack, new Set(), 7);
    expect(learning?.known).toBeUndefined();
  });
});

describe('a doing called out is said on its own', () => {
  it.each([
    ['Nell gave the hare a big bear hug. Squeeze! The hare smiled.', 'Squeeze! The hare smiled.'],
    ['Mabel tried to fit into her old toy box. Squeeze! She giggled.', 'Squeeze! She giggled.'],
  ])('%s', (text, kept) => {
    expect(joinShortSentences(text)).toContain(kept);
  });

  it('a sound still joins the sentence it belongs to', () => {
    expect(joinShortSentences('Swish! A star went by.')).toBe('Swish, a star went by.');
  });
});

describe('lines a parent stumbled on', () => {
  it('every molehill looks the same, and a pair of grown-ups never puts "their head" round the door', () => {
    const mole = pack.plans.find((p) => p.id === 'land-mole-way-home');
    expect(JSON.stringify(mole?.problem)).not.toMatch(/Every molehill here\] look\b/);
    expect(JSON.stringify(mole?.problem)).toMatch(/Every molehill here looks/);
    expect(JSON.stringify(pack.family)).not.toMatch(/\{member\.its\} head round the door/);
  });
});

describe('a child whose name holds a word no fix may say ("Ruby" and "rub")', () => {
  it('gets the same sensible help as any child: nothing polished, rubbed or rinsed', () => {
    const plan = pack.plans.find((p) => p.id === 'land-peacock-tail');
    const object = plan?.cast.object?.[0];
    const entity = [...pack.worlds.flatMap((w) => w.cast), ...(plan?.new_cast ?? [])].find(
      (c) => c.id === object,
    );
    if (plan === undefined || entity === undefined) throw new Error('no peacock');
    const words = wordForms(notDoneTo(pack.frame, entity, 'faded'));
    let told = 0;
    for (const e of pack.interests.filter((i) => i.id !== 'generic').slice(0, 60)) {
      const said = e.match[0] ?? e.label;
      const t = tellPlot(plan, { ...ADA, childName: 'Ruby', interests: [said], age: 7, seed: 5 }, pack);
      const help = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'interest.help');
      if (help === undefined) continue;
      told++;
      expect(help.text.split(said).join(' ').split('Ruby').join(' '), `${e.id}: ${help.text}`).not.toMatch(
        words,
      );
    }
    expect(told).toBeGreaterThan(40);
  });
});
