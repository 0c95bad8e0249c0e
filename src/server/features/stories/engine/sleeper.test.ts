import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { sentencesOf } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import type { TPlan } from './pack/schema.js';
import { sleeperActs } from './tell/sleeper.js';
import type { ToldStory } from './tell/story.js';
import { ADA, tellPlot } from '../../../../../tests/support/story-plot.js';

/**
 * Issue 24, a blind panel: in a "can't sleep" plot the baby dragon fell asleep at the resolution,
 * and the next lines had it "dance in circles" with the child and wave goodbye. Once the story puts
 * someone to sleep, they stay asleep: snoring, smiling in their sleep, tucked in, never dancing,
 * talking or waving.
 */
const pack = loadPack();
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const INTERESTS = [['kites'], ['drums'], ['dinosaurs'], ['baking'], ['football'], ['space']];
const base: StoryWriterInput = ADA;

// The test's own reading, apart from the engine's: a name or noun, then something only the awake do.
const AWAKE =
  /(?<!\bto )\b(?:danced?|dancing|twirled|skipped|cheered|waved|hugged back|looked impressed|laughed|giggled|nodded(?! off)|said|cried|called|asked|replied|promised|bounced|jumped|ran|thought about it)\b/i;
const FALLS = /\b(?:asleep|snor(?:ed|ing)|eyes (?:grew heavy and )?closed)\b/i;

/** Sentences after the object or the companion is said asleep, in which it (or "they", the pair) acts awake. */
function awakeAfterAsleep(t: ToldStory): string[] {
  const from = t.paragraphs.findIndex((p) => p.kind === 'solve');
  const sentences = t.paragraphs.slice(from).flatMap((p) => sentencesOf(p.text));
  return [...new Set([t.cast.object, t.cast.companion])].flatMap((one) => {
    if (one === undefined) return [];
    const words = [one.name, one.noun.split(' ').at(-1)].filter(
      (w): w is string => w !== undefined && w.length > 2,
    );
    const pair = one === t.cast.companion;
    // Its name, then the sleep words in the same clause ("Pebble is asleep" is not the whale's).
    const falls = new RegExp(`\\b(?:${words.join('|')})\\b(?! who)[^,;:.!?]{0,50}${FALLS.source}`, 'i');
    const asleep = sentences.findIndex((s) => falls.test(s) && !/\b(?:not|never|cannot)\b/i.test(s));
    if (asleep < 0) return [];
    const ref = new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');
    const spoken = new RegExp(
      // "said good night to Bingo" is the child speaking to the sleeper, which a sleeper allows.
      `\\b(?:said|cried|called|asked)\\s+(?!good ?night to\\b)(?:the\\s+)?(?:\\w+\\s+){0,3}(?:${words.join('|')})\\b`,
      'i',
    );
    const they =
      /\b(?:they|both of them|the two of them)\s+(?:\w+\s+){0,3}?(?:danced?|cheered|waved|said goodbye|laughed|grin)\b/i;
    // Named outside a quotation, then an awake act before the child is named again.
    const acts = (s: string) => {
      const bare = s.replace(/"[^"]*"/g, '""');
      const found = ref.exec(bare);
      if (found === null) return false;
      // "blew a kiss to Clicky and called": the child does the calling.
      const rest = bare.slice(found.index + found[0].length);
      return !/^\s+and\b/.test(rest) && AWAKE.test(rest.split(t.brief.child.name)[0] ?? '');
    };
    return sentences
      .slice(asleep + 1)
      .filter((s) => !/\bin (?:his|her|its|their) sleep\b/.test(s))
      .filter((s) => acts(s) || spoken.test(s) || (pair && they.test(s)))
      .map((s) => `${one.noun}: ${s} [after: ${sentences[asleep]}]`);
  });
}

function sampled(plans: readonly TPlan[], seeds: number): { checked: number; bad: string[] } {
  const bad: string[] = [];
  let checked = 0;
  for (const plan of plans)
    for (const readingLevel of LEVELS)
      for (let seed = 1; seed <= seeds; seed++) {
        const storyLength = (['short', 'medium', 'long'] as const)[seed % 3] ?? 'medium';
        const interests = INTERESTS[seed % INTERESTS.length] ?? [];
        const t = tellPlot(plan, { ...base, readingLevel, seed, storyLength, interests });
        checked++;
        for (const s of awakeAfterAsleep(t)) bad.push(`${plan.id} ${readingLevel} ${seed}: ${s}`);
      }
  return { checked, bad };
}

describe('once asleep, asleep', () => {
  const sleepless = pack.plans.filter((p) => p.kind === 'sleepless');

  it('the engine reads a sleeper dancing, talking or waving, and leaves snoring and smiling alone', () => {
    const sleepers = { refs: ['puff', 'dragon'], companion: true };
    expect(sleeperActs('For a little while they did nothing but dance in circles.', sleepers)).toBe(true);
    expect(sleeperActs('"You did it!" cried the dragon, and Ada laughed.', sleepers)).toBe(true);
    expect(sleeperActs('Puff waved his wings one last time.', sleepers)).toBe(true);
    expect(sleeperActs('The little dragon looked impressed.', sleepers)).toBe(true);
    expect(sleeperActs('Puff snored softly and smiled in his sleep.', sleepers)).toBe(false);
    expect(
      sleeperActs('Ada tucked a leaf over the sleeping dragon and whispered, "Good night."', sleepers),
    ).toBe(false);
  });

  it(`in every sleepless plot (${sleepless.length}), at every level, the one who fell asleep does not wake to dance or talk`, () => {
    const { checked, bad } = sampled(sleepless, 8);
    expect(checked).toBeGreaterThan(300);
    expect(bad).toEqual([]);
  });

  it('in other plots whose resolution may lull someone to sleep, they stay asleep too', () => {
    const lulls = pack.plans.filter(
      (p) => p.kind !== 'sleepless' && FALLS.test(JSON.stringify([p.resolution, p.details.resolution])),
    );
    const { checked, bad } = sampled(lulls, 4);
    expect(lulls.length).toBeGreaterThan(10);
    expect(checked).toBeGreaterThan(120);
    expect(bad).toEqual([]);
  });
});

describe('the one helped falls asleep once', () => {
  // The twentieth panel: "Long before the tower was finished, the baby dragon was fast asleep",
  // then "Slowly, the little dragon's eyelids grew heavy... he fell asleep."
  const SAYS_ASLEEP =
    /\b(?:asleep|snor(?:e|ed|ing)|drifted off|nodded off|eyes (?:grew heavy and )?closed)\b/i;
  it('when the fix says it, the resolution does not say it again', () => {
    const twice: string[] = [];
    let saidAtFix = 0;
    for (const plan of pack.plans.filter((p) => p.kind === 'sleepless'))
      for (const readingLevel of LEVELS)
        for (let seed = 1; seed <= 6; seed++) {
          const interests = INTERESTS[seed % INTERESTS.length] ?? [];
          const t = tellPlot(plan, { ...base, readingLevel, seed, storyLength: 'medium', interests });
          const lines = t.paragraphs.flatMap((p) => p.lines);
          const fix = lines.findIndex((l) => l.role === 'interest.help' && SAYS_ASLEEP.test(l.text));
          if (fix < 0) continue;
          saidAtFix++;
          for (const l of lines.slice(fix))
            if (l.role === 'plan.resolution' && !/["“”]/.test(l.text))
              for (const s of sentencesOf(l.text))
                // "With the bear asleep, the North Star settled": what follows from it.
                if (SAYS_ASLEEP.test(s) && !/^With\b/.test(s) && !/house asleep/.test(s))
                  twice.push(`${plan.id}: ${s}`);
        }
    expect(saidAtFix).toBeGreaterThan(20);
    expect(twice).toEqual([]);
  });
});
