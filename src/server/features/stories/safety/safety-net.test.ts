import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { storyRequests } from '../../../../../tests/support/story-requests.js';
import { writeLocalStory } from '../engine/index.js';
import { checkContent, checkStory } from './check.js';

/**
 * The local layer of the safety net measured as issue 25 asks: each passage inside a calm story,
 * at the age it was written for; the tuning set at the bar (97% both ways), the held-out set
 * (never tuned on) above a floor that catches a regression, and the engine's own stories never
 * refused. The figures are printed for the closing note.
 */
interface Passage {
  text: string;
  verdict: 'scary' | 'innocent';
  category: string;
  minAge?: number;
}

const CALM_BEFORE =
  'Mia put on her star pyjamas and climbed into bed. Her teddy sat on the pillow beside her, and the lamp made a small gold circle on the wall.';
const CALM_AFTER =
  'Then Mum tucked the blanket around her toes. The house was quiet, the moon was out, and Mia was soon fast asleep.';

function inCalmStory(passage: string): string {
  return `Mia and the Quiet Night\n\n${CALM_BEFORE}\n\n${passage}\n\n${CALM_AFTER}`;
}

const refused = (text: string, age: number) =>
  checkContent(inCalmStory(text), { age, fears: [] }).verdict === 'refuse';

function measure(set: 'tune' | 'holdout') {
  const passages = parse(readFileSync(`tests/fixtures/safety/passages-${set}.yaml`, 'utf8')) as Passage[];
  let scary = 0;
  let scaryRefused = 0;
  let innocent = 0;
  let innocentPassed = 0;
  const ages = new Set<number>();
  for (const p of passages) {
    if (p.verdict === 'scary') {
      // A passage fine from some age is still scary a year younger, and fine a year older.
      const young = p.minAge === undefined ? 2 + (scary % 6) : p.minAge - 1;
      ages.add(young);
      scary++;
      if (refused(p.text, young)) scaryRefused++;
      if (p.minAge !== undefined) {
        innocent++;
        if (!refused(p.text, p.minAge + 1)) innocentPassed++;
      }
    } else {
      const age = 2 + (innocent % 11);
      ages.add(age);
      innocent++;
      if (!refused(p.text, age)) innocentPassed++;
    }
  }
  return { scary, scaryRefused, innocent, innocentPassed, ages };
}

const percent = (a: number, b: number) => (100 * a) / b;

describe('the safety net, local layer', () => {
  it('holds at least 150 scary and 150 innocent passages in each set, across ages 2-12', () => {
    for (const set of ['tune', 'holdout'] as const) {
      const m = measure(set);
      expect(m.scary).toBeGreaterThanOrEqual(150);
      expect(m.innocent).toBeGreaterThanOrEqual(150);
      expect(Math.min(...m.ages)).toBeLessThanOrEqual(2);
      expect(Math.max(...m.ages)).toBeGreaterThanOrEqual(11);
    }
  });

  it.each([
    // The tuning set at the bar, both ways.
    ['tune', 97, 97],
    // The held-out set, never tuned on: measured 2026-11-28 at 75% and 91%; below these floors
    // is a regression.
    ['holdout', 70, 88],
  ] as const)(
    'on the %s passages refuses at least %i% of the scary, passes at least %i% of the innocent',
    (set, scaryBar, innocentBar) => {
      const m = measure(set);
      process.stdout.write(
        `safety ${set}: scary refused ${m.scaryRefused}/${m.scary}, innocent passed ${m.innocentPassed}/${m.innocent}\n`,
      );
      expect(percent(m.scaryRefused, m.scary)).toBeGreaterThanOrEqual(scaryBar);
      expect(percent(m.innocentPassed, m.innocent)).toBeGreaterThanOrEqual(innocentBar);
    },
  );

  // 1,000 here (personal.test.ts checks another 1,000 by words and patterns); `npm run safety-check`
  // measures as many as asked.
  it('refuses none of 1,000 stories of the local engine; the classifier alone refuses at most 1 in 500', () => {
    const refusedStories: string[] = [];
    let byMeaning = 0;
    for (const input of storyRequests(1000, 31_337)) {
      const story = writeLocalStory(input);
      const result = checkStory(story, input, { engine: true });
      if (!result.ok) refusedStories.push(`${JSON.stringify(input)}: ${result.problems.join(' ')}`);
      if (!checkStory(story, input).ok) byMeaning++;
    }
    process.stdout.write(
      `safety engine: ${refusedStories.length}/1000 refused; by meaning ${byMeaning}/1000\n`,
    );
    expect(refusedStories).toEqual([]);
    expect(byMeaning).toBeLessThanOrEqual(2);
  }, 300_000);
});
