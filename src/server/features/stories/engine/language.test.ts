import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { joinShortSentences } from './grammar/join.js';
import {
  garbledFindings,
  grammarFindings,
  phraseTwice,
  sentencesOf,
  verblessSentences,
} from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { Rng } from './prng.js';
import { renderLine } from './tell/render.js';
import type { RenderContext } from './tell/render-context.js';
import { toldCorpus } from '../../../../../tests/support/told-corpus.js';

/**
 * Language a parent reads aloud: 5,000 stories checked for the patterns a reader stumbles on,
 * the beginner register checked for picture-book text, and a sample read for sentences without
 * a verb. Each finding is reported with its story's request.
 */
const pack = loadPack();
const stories = toldCorpus(5000, pack);

describe('over 5,000 stories', () => {
  it('no doubled word, wrong article, "like X like Y", "as X than", dangling "and that", lower-case start or hollow fix', () => {
    const found: string[] = [];
    for (const { input, t } of stories)
      for (const f of grammarFindings(`${t.story.title}. ${t.story.content}`))
        if (found.length < 20) found.push(`${f.rule}: "${f.text}" (seed ${input.seed}, ${t.plan.id})`);
    expect(found).toEqual([]);
  });

  it('an opening never stacks "[Name] was [doing]" twice in a row above the beginner level', () => {
    // The twelfth panel heard three stacked "Alfie was studying... Alfie was perfecting..." as a list.
    const found: string[] = [];
    let varied = 0;
    for (const { input, t } of stories) {
      if (input.readingLevel === 'beginner' || t.brief.heroes.length > 1) continue;
      const was = new RegExp(`^${t.brief.child.name} was \\p{Ll}+ing\\b`, 'u');
      for (const p of t.paragraphs.filter((x) => x.kind === 'opening')) {
        p.lines.forEach((l, i) => {
          const before = p.lines[i - 1];
          if (before !== undefined && was.test(before.text) && was.test(l.text) && found.length < 5)
            found.push(`${before.text} ${l.text}`);
          if (/ had (?:been|spent) /.test(l.text)) varied++;
        });
      }
    }
    expect(found).toEqual([]);
    expect(varied).toBeGreaterThan(50);
  });

  it('a noun only ever plural takes "were": "The covers was tucked" is found, "Under the stairs was a lantern" is not', () => {
    const rules = (t: string) => grammarFindings(t).map((f) => f.rule);
    expect(rules('The covers was tucked around Hamish.')).toEqual(['plural noun with "was"']);
    expect(rules('Her pajamas was soft.')).toEqual(['plural noun with "was"']);
    expect(rules('The covers were tucked around Hamish. Under the stairs was a silver lantern.')).toEqual([]);
  });

  it('"But then there stood a telescope, but its tube had snapped" is found: one sentence, two buts', () => {
    const rules = (t: string) => grammarFindings(t).map((f) => f.rule);
    expect(rules('But then there stood a telescope, but its tube had snapped.')).toEqual([
      'two buts in one sentence',
    ]);
    expect(rules('And there stood a telescope, but its tube had snapped.')).toEqual([]);
    expect(rules('But the door was shut. "Knock, but gently," said Mo.')).toEqual([]);
  });

  it('no garbled slip: "said <adverb> a <noun>" inversions, "the just alike"', () => {
    expect(garbledFindings('"Shh," said softly a spotted pony.').map((f) => f.rule)).toEqual([
      'said <adverb> a <noun>',
    ]);
    expect(garbledFindings('All these molehills look the just alike!').map((f) => f.rule)).toEqual([
      'the just',
    ]);
    expect(garbledFindings('Ilse said softly good night to the heron.').map((f) => f.rule)).toEqual([
      'said <adverb> good night',
    ]);
    expect(
      garbledFindings('At last, the sleepy dragon slept at last, his tail still.').map((f) => f.rule),
    ).toEqual(['one time phrase twice in a sentence']);
    expect(garbledFindings('At last the dragon slept. He was home at last.')).toEqual([]);
    // Panel 30: a variable met its own words in the template; a pair the template says twice is meant.
    expect(phraseTwice('They drifted past the swaying kelp to a swaying kelp forest.')).toBe('swaying kelp');
    expect(
      phraseTwice('Flit looked left, and Flit looked right. Sparkle, sparkle, sparkle!'),
    ).toBeUndefined();
    const days = 'Two days before it and two days after.';
    expect(phraseTwice(days, days)).toBeUndefined();
    expect(garbledFindings('"Thanks," called softly the dinosaur.').map((f) => f.rule)).toEqual([
      'said <adverb> the <noun>',
    ]);
    expect(garbledFindings('"Will I see you again?" Noa asked sleepily softly.').map((f) => f.rule)).toEqual([
      'said <adverb> <adverb>',
    ]);
    expect(garbledFindings('It was light as air like honey.').map((f) => f.rule)).toEqual(['as X like Y']);
    expect(
      garbledFindings('"Thanks," the dinosaur called softly. Noa asked sleepily. It looked like honey.'),
    ).toEqual([]);
    expect(garbledFindings('"Shh," whispered a spotted pony. They looked just alike.')).toEqual([]);
    expect(garbledFindings('Ilse said a soft good night. "Good night," she said softly.')).toEqual([]);
    // The plans' own lines that can make them (plans/land/land-fern-valley-moth.yaml and others):
    // the rendering picks another alternative.
    const text = [
      '"Shh," [said softly|whispered] {companion.a}. "All these molehills look the [just alike|same]!"',
    ];
    for (let seed = 1; seed <= 40; seed++) {
      const ctx: RenderContext = {
        rng: new Rng(seed),
        level: 'intermediate',
        vars: { 'companion.a': 'a spotted pony' },
        members: [],
        isSafe: () => true,
        heard: new Set(),
        said: new Set(),
        told: new Set(),
        childName: 'Mia',
        objectIsCompanion: false,
        names: new Set(['Mia']),
      };
      const told = renderLine({ text, role: 'plan.call', priority: 0 }, ctx)?.text ?? '';
      expect(told).toBe('"Shh," whispered a spotted pony. "All these molehills look the same!"');
    }
    const found: string[] = [];
    for (const { input, t } of stories)
      for (const f of garbledFindings(`${t.story.title}. ${t.story.content}`))
        if (found.length < 20) found.push(`${f.rule}: "${f.text}" (seed ${input.seed}, ${t.plan.id})`);
    expect(found).toEqual([]);
  });

  it("joining sentences keeps the children's, pets' and family's names capitalised", () => {
    const names = new Set(['Mia', 'Tiny']);
    expect(joinShortSentences('Mia hugged the bear. Mia laughed and laughed.', names)).not.toMatch(/\bmia\b/);
    expect(joinShortSentences('Pop! Tiny wagged his tail.', names)).toContain('Tiny wagged');
    // A cry stays a cry: never "Sigh, and a scarecrow looked at the sparrows."
    expect(joinShortSentences('Sigh. A scarecrow looked at the sparrows.', names)).toBe(
      'Sigh. A scarecrow looked at the sparrows.',
    );
    expect(joinShortSentences('Oh dear. The tower was far too tall.', names)).not.toContain('dear, and');
    expect(joinShortSentences('Found them! The air smelled of cinnamon.', names)).toBe(
      'Found them! The air smelled of cinnamon.',
    );
    expect(joinShortSentences('Tap, tap! The door opened.', names)).toBe('Tap, tap, the door opened.');
    // The twelfth panel: "Hooray, Marnie raced to the gate." and "Score, Otis cheered." read as said to them.
    expect(joinShortSentences('Hooray! Mia raced to the gate.', names)).toBe(
      'Hooray! Mia raced to the gate.',
    );
    expect(joinShortSentences('Score! The ball flew in.', names)).toBe('Score! The ball flew in.');
    expect(joinShortSentences('Swish! A star went by.', names)).toBe('Swish, a star went by.');
    // Panel 35: the sound of the line before, never the next one's ("Rub, rub, shine, Felix climbed
    // up close"; "He rolled up on stage. Roll, roll, everyone clapped.").
    for (const apart of [
      'Grandad was polishing his shoes. Rub, rub, shine! Mia climbed up close with a yawn.',
      'Mia waddled like a duck. Waddle, waddle, quack! The sea cucumber laughed.',
      'He rolled up on stage. Roll, roll! Everyone clapped.',
      'One day she would be a vet. Night, night.',
    ])
      expect(joinShortSentences(apart, names)).toBe(apart);
    // The same child twice is said once.
    expect(joinShortSentences('Mia listened hard. Mia built a train from cushions.', names)).toBe(
      'Mia listened hard and built a train from cushions.',
    );
    // Told apart, each a sentence of its own: two sentences that say the same thing (panel 30: "The
    // whole garden looked gray, and the garden looked pale."), a two-word pair (panel 30: "settled
    // down on Ines's bed, and warm and snug."), a good night and colors called out (panel 34: "Good
    // night, and Lila was tucked in."; panel 33: "Gold, the old tapestry was bright again.") and
    // "All fixed." (panel 33: "dusted their hands on the grass, and all fixed.").
    for (const apart of [
      'The whole garden looked gray. The garden looked pale.',
      'Tiny lay down on the bed. Warm and snug.',
      'Soft and slow. The lamp glowed.',
      'Good night. Mia was tucked in.',
      'Pink! Blue! Gold! The old tapestry was bright again.',
      'Mia dusted her hands on the grass. All fixed.',
    ])
      expect(joinShortSentences(apart, names)).toBe(apart);
    // Panel 33: "Elsie yawned, and Elsie sent one quiet thank-you out of the window."
    expect(joinShortSentences('Mia yawned. Mia sent a thank-you to the moon.', names)).toBe(
      'Mia yawned and sent a thank-you to the moon.',
    );
    const found: string[] = [];
    for (const { input, t } of stories) {
      const own = [
        ...(t.brief.heroes.length > 1 ? t.brief.heroes.map((h) => h.child.name) : [t.brief.child.name]),
        ...t.brief.pets.flatMap((p) => (p.name === undefined ? [] : [p.name])),
      ];
      for (const name of own) {
        const lowered = new RegExp(`(?:^|[:,;] )${name.toLowerCase()}(?![\\p{L}])`, 'mu').exec(
          t.story.content,
        );
        if (lowered !== null && found.length < 10) found.push(`${lowered[0]} (seed ${input.seed})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('never the formula "<Name> knew all about <interest>"', () => {
    for (const { t } of stories) expect(t.story.content).not.toMatch(/\bknew (?:all|a lot|so much) about\b/);
  });

  it('one contented sigh a story at most (the fourteenth panel heard three in a row)', () => {
    const SIGH =
      /\b(?:contented|happy|sleepy|long|little|big|deep|soft|gentle|dreamy|cozy|satisfied) sigh\b/gi;
    const twice = stories.filter(({ t }) => (t.story.content.match(SIGH) ?? []).length > 1);
    // Before: about 15 in 5,000; a line with no other telling left may still sigh a second time.
    expect(twice.length).toBeLessThanOrEqual(4);
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
