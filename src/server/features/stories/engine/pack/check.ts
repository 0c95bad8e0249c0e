import pluralize from 'pluralize';
import type { TReadingLevel } from '../../../../../shared/constants.js';
import { createTextGate } from '../../safety/check.js';
import { grammarFindings, sentencesOf, unfinishedLine, unnamedTwice } from '../grammar/lint.js';
import { tellings } from './lint-night.js';
import { Rng } from '../prng.js';
import { alwaysUses, expand, finishSentence, type Vars } from '../template.js';
import type { PackProblem, Places } from './load.js';
import type { TText } from './schema.js';
import { allLines } from './text.js';
import { varsIn } from './vars.js';

/**
 * Checks of pack lines beyond the schema: each template uses only the variables its context
 * gives, expands, and reads well in every rendering tried (grammar patterns, nothing unsafe,
 * short sentences for beginners). Problems name the file and line of the template.
 */

/** Sample values of a cast slot's variables ({companion.the}, {object.It}...) for one pronoun. */
function slotSample(
  name: string,
  a: string,
  the: string,
  noun: string,
  p: 'she' | 'it' | 'they',
): Record<string, string> {
  const forms =
    p === 'she'
      ? ['she', 'her', 'her', 'was']
      : p === 'they'
        ? ['they', 'their', 'them', 'were']
        : ['it', 'its', 'it', 'was'];
  const [it, its, obj, was] = forms as [string, string, string, string];
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    [`${name}.a`]: a,
    [`${name}.the`]: the,
    [`${name}.The`]: cap(the),
    [`${name}.name`]: the,
    [`${name}.Name`]: cap(the),
    [`${name}.call`]: 'my friend',
    [`${name}.noun`]: noun,
    [`${name}.it`]: it,
    [`${name}.It`]: cap(it),
    [`${name}.its`]: its,
    [`${name}.obj`]: obj,
    [`${name}.was`]: was,
    [`${name}.limb`]: 'paw',
    [`${name}.limbs`]: 'paws',
  };
}

/**
 * Sample values for every variable a pack line may use. One object literal: built for each
 * template the lint renders, and spreads of shared constants made it many times slower.
 */
function sampleVars(plural: boolean): Record<string, string> {
  return {
    Name: 'Mia',
    "Name's": "Mia's",
    they: 'she',
    They: 'She',
    them: 'her',
    their: 'her',
    Their: 'Her',
    themself: 'herself',
    they_were: 'she was',
    sibling: 'sister',
    They_were: 'She was',
    ...slotSample('companion', 'a fox named Pip', 'the fox', 'fox', 'she'),
    ...(plural
      ? slotSample('object', 'some silver star seeds', 'the star seeds', 'star seeds', 'they')
      : slotSample('object', 'a silver lantern', 'the lantern', 'lantern', 'it')),
    ...slotSample('place', 'a moon garden', 'the garden', 'garden', 'it'),
    ...slotSample('vehicle', 'a red rocket', 'the rocket', 'rocket', 'it'),
    pet: 'Pepper',
    Pet: 'Pepper',
    'pet.a': 'a cat called Pepper',
    'pet.their': 'her cat Pepper',
    'pet.sleeps': 'on her feet',
    'pet.habit': 'chewed everything',
    'pet.the': 'the cat',
    'pet.The': 'The cat',
    'pet.species': 'cat',
    'pet.it': 'she',
    'pet.It': 'She',
    'pet.its': 'her',
    member: 'Grandma',
    Member: 'Grandma',
    'member.it': 'she',
    'member.It': 'She',
    'member.its': 'her',
    'member.obj': 'her',
    'member.was': 'was',
    'member.saying': 'slowly, slowly catches the monkey',
    'member.calls': 'ya albi',
    'member.has': 'allotment with giant marrows',
    'member.taught': 'ride a bike',
    'member.habit': 'told stories about the sea',
    'member.where': 'Glasgow',
    'member.away': 'on a ship',
    'member.back': 'on Saturday',
    'worry.about': 'her swimming lesson on Saturday',
    'character.what': 'dance',
    'character.did': 'hiccupped',
    interest: 'origami',
    Interest: 'Origami',
    list: 'one, two, three, four and five',
    goal: 'why the sea is salty',
    'goal.asked': 'why is the sea salty',
    'goal.learned': 'what Morse code is',
    last: 'helped the star lantern shine again',
    far_off: 'Far away, up among the stars,',
    trouble: 'a little light grew dim',
    event: 'helped the star lantern shine again',
    'setting.in': 'on a houseboat on the canal',
    'setting.the': 'the houseboat',
    'setting.back': 'on the houseboat',
    thing: 'little wooden pawn',
    'twist.x': 'the castle',
    'twist.X': 'The castle',
    'twist.x.noun': 'castle',
    'twist.x.was': 'was',
    'twist.x.it': 'it',
    'twist.x.It': 'It',
    'twist.x.it_was': 'it was',
    'twist.x.It_was': 'It was',
    'twist.x.its': 'its',
    'twist.x.Its': 'Its',
    'twist.x.them': 'it',
    'twist.x.one': 'one',
    'twist.y': 'cheese',
    'twist.y.the': 'the cheese',
    'twist.y.it': 'it',
    'twist.y.It': 'It',
    'twist.y.them': 'it',
    'twist.y.was': 'was',
    'twist.y.it_was': 'it was',
    'twist.y.It_was': 'It was',
    'twist.y.home': '',
    'twist.verb': 'fly',
    'twist.verbed': 'flew',
    'twist.verbing': 'flying',
    'twist.had': 'had the hiccups',
    'twist.act': 'open',
    'twist.acts': 'opens',
    'twist.acted': 'opened',
    'twist.did': 'sang to it',
    'twist.when': 'at midnight',
    'twist.after': 'the kind troll',
    'twist.After': 'The kind troll',
    'twist.a': 'a castle',
    'twist.A': 'A castle',
    'twist.first': 'a teapot',
    'twist.place': 'under the bed',
    'twist.from': 'from under the bed',
    'twist.y.single': 'marshmallow',
    'twist.Y': 'Lemonade',
    'twist.touched': 'brushed against',
    'twist.does': 'giggled and wriggled',
    'joke.teller': 'the owl',
    'joke.Teller': 'The owl',
    'joke.who': 'Lettuce',
    'joke.punch': "Lettuce in, it's cold out here!",
  };
}

// Pack lines are written and reviewed here: the lint holds them to the words, the patterns and
// every fear (the classifier of local.ts guards text no one here wrote, and the engine's whole
// stories pass it: safety-net.test.ts).
const SAFE = createTextGate([], 2, { byMeaning: false });
/** Longest sentence a beginner line may hold, in words. */
export const BEGINNER_MAX_WORDS = 14;

export interface LineJob {
  text: TText;
  /** Variables this line may use. */
  allowed: readonly string[];
  /** What the line is, for the message ("volcanoes help.dim"). */
  what: string;
  plural?: boolean;
  /** Every rendering must contain one of these words (an interest's own words). */
  mustSay?: readonly string[];
  /** Every telling must use one of these variables (a member line names the member). */
  mustUse?: readonly string[];
  /**
   * Told where the member is not (in the middle of the adventure): the member is remembered,
   * imagined or missed, never acting or speaking there ("Grandma planted seeds with gentle hands").
   */
  memberAway?: boolean;
}

/** The sample member's name (sampleVars) and the words that make their deed a memory or a habit. */
const MEMBER = 'Grandma';
const MEMBER_ACTS = new RegExp(`(?:^|[.!?]["”]?\\s+|,\\s+)${MEMBER}\\s+(\\p{L}+)`, 'gu');
const MEMBER_SPEAKS = new RegExp(
  `\\b(?:said|asked|whispered|called|told|laughed|smiled|nodded)\\s+${MEMBER}\\b(?!'s)|\\b${MEMBER}\\s+(?:said|asked|whispered|called|told)\\b`,
  'u',
);
/** Words after the member's name that keep them away: "Grandma had...", "Grandma would...". */
const AWAY_VERBS =
  /^(?:had|would|always|never|used|could|might|felt|was|were|is|liked|loved|believed|knew|wanted|did(?=n't)|didn't|wasn't|lived|every)$/i;
/** A sentence that is a memory or a habit ("always said", "once told", "used to"). */
const REMEMBERED =
  /\b(?:always|every|once|used to|had|would|whenever|what|remember\w*|thought|imagin\w*|pictur\w*|hear|heard|like to say|liked to say)\b/i;

/** Sentences of a member line told away from them in which the member acts or speaks as if there. */
export function memberPresentFindings(text: string): string[] {
  return sentencesOf(text).filter((s) => {
    if (REMEMBERED.test(s)) return false;
    if (MEMBER_SPEAKS.test(s)) return true;
    return [...s.matchAll(MEMBER_ACTS)].some((m) => !AWAY_VERBS.test(m[1] as string));
  });
}

/** A pattern for a set of words and their own forms (drum: drums, drumming, drummer). */
export function wordForms(words: readonly string[]): RegExp {
  const forms = new Set<string>();
  // dance: dancer, dancing, danced; juggle: juggler. The stem alone is another word: "tape" is not
  // "tap" or "tapped", "tie" not "tired" (helpers' lines with "tap" were refused as "tape").
  const stems = new Set<string>();
  for (const w of words) {
    const low = w.toLowerCase();
    forms.add(low);
    forms.add(pluralize.plural(low));
    forms.add(pluralize.singular(low));
    if (low.endsWith('e')) stems.add(low.slice(0, -1));
    // tie: tying.
    if (low.endsWith('ie')) forms.add(`${low.slice(0, -2)}ying`);
  }
  const either = (set: Set<string>) =>
    [...set].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  // A word's own endings count (drum, drums, drumming, drummer), another word does not (sea, search).
  const whole = `(?:${either(forms)})(?:\\w?(?:ing|ed|ers?)|e?s|y|ess(?:es)?)?`;
  const stemmed = stems.size === 0 ? '' : `|(?:${either(stems)})(?:ing|ed|ers?)`;
  return new RegExp(`\\b(?:${whole}${stemmed})\\b`, 'i');
}

const CHILD_VERB =
  /(?<!\b(?:did|do|does|would|could|should|will|can|might|must|may|had) )\{[Tt]hey\} (were|weren't|was|wasn't|are|aren't|is|isn't|have|haven't|has|hasn't|do|don't|does|doesn't)\b/;

const COMPANION_EATS = /\{companion\.(?:the|The|a|name|Name|noun)\}(?: [a-z,]+){0,3} (?:ate|eat|swallowed)\b/;

function checkTemplate(
  job: LineJob,
  level: TReadingLevel,
  template: string,
  where: { file: string; line: number },
  rng: Rng,
  renderings: number,
): PackProblem[] {
  const problems: PackProblem[] = [];
  const at = (message: string) => problems.push({ ...where, message: `${job.what} (${level}): ${message}` });
  const unknown = varsIn(template).filter((v) => !job.allowed.includes(v));
  if (unknown.length > 0) {
    at(`unknown variable ${unknown.map((v) => `{${v}}`).join(', ')} here`);
    return problems;
  }
  // The child's pronoun is "she", "he" or "they": a verb after {they} agrees with only some of them.
  const agreement = CHILD_VERB.exec(template);
  if (agreement !== null)
    at(`"${agreement[0]}" reads "she ${agreement[1]}" for some children: write {they_were}, or reword`);
  // A companion may be a dragon or a wolf: "the dragon ate" reads as a villain to the story check.
  const eats = COMPANION_EATS.exec(template);
  if (eats !== null) at(`"${eats[0]}": a companion may be a dragon or a wolf; write "munched", "nibbled"`);
  if (job.mustUse !== undefined && !alwaysUses(template, job.mustUse))
    at(
      `some tellings never name ${job.mustUse.map((v) => `{${v}}`).join(' or ')}: keep it outside the [choices]`,
    );
  // Every telling, not only the sampled renderings: "[left the hall light on|said, \"Night.\"]"
  // told the first way ran on into the next line ("left the hall light on Tomasz told...").
  const unmarked = tellings(template).find((t) => unfinishedLine(t.replace(/\s+/g, ' ')));
  if (unmarked !== undefined)
    at(`a telling ends with no mark, so the next line runs on from it: "…${unmarked.trim().slice(-50)}"`);
  // A beginner's line, every telling: who says each line of dialogue is clear.
  const unnamed =
    level === 'beginner'
      ? tellings(template)
          .map((t) => unnamedTwice(t.replace(/\s+/g, ' ')))
          .find((u) => u !== undefined)
      : undefined;
  if (unnamed !== undefined)
    at(`two lines of dialogue in a row, no speaker named: ${unnamed}: name who says the second`);
  const vars: Vars = sampleVars(job.plural === true);
  const must = job.mustSay === undefined ? undefined : wordForms(job.mustSay);
  const seen = new Set<string>();
  for (let i = 0; i < renderings; i++) {
    let text: string;
    try {
      text = finishSentence(expand(template, { rng, vars, rich: level === 'beginner' ? 0 : 0.6 }));
    } catch (e) {
      at(e instanceof Error ? e.message : String(e));
      return problems;
    }
    if (seen.has(text)) continue;
    seen.add(text);
    for (const f of grammarFindings(text)) at(`${f.rule}: "${f.text}" in "${text}"`);
    if (!SAFE(text)) at(`reads as unsafe or scary: "${text}"`);
    if (must !== undefined && !must.test(text)) at(`does not name it by its own words: "${text}"`);
    if (job.memberAway === true)
      for (const s of memberPresentFindings(text))
        at(`the member is not on the adventure: remember or imagine them, they do not act here: "${s}"`);
    if (level === 'beginner') {
      for (const s of sentencesOf(text)) {
        const n = s.split(/\s+/).length;
        if (n > BEGINNER_MAX_WORDS) at(`a beginner sentence of ${n} words: "${s}"`);
      }
    }
    if (problems.length > 3) break;
  }
  return problems;
}

/**
 * Every line job's templates, each rendered a few times with sample variables, by level: what
 * the safety classifier is trained to read as calm (scripts/safety/train.ts).
 */
export function renderedLines(
  jobs: readonly LineJob[],
  renderings: number,
  seed = 11,
): { level: TReadingLevel; text: string }[] {
  const rng = new Rng(seed);
  const out: { level: TReadingLevel; text: string }[] = [];
  for (const job of jobs)
    for (const { level, template } of allLines(job.text)) {
      const vars: Vars = sampleVars(job.plural === true);
      for (let i = 0; i < renderings; i++) {
        try {
          out.push({
            level,
            text: finishSentence(expand(template, { rng, vars, rich: level === 'beginner' ? 0 : 0.6 })),
          });
        } catch {
          break; // the lint reports it
        }
      }
    }
  return out;
}

/** Runs every line job (each template rendered a few times); problems are reported once per template. */
export function checkLines(
  jobs: readonly LineJob[],
  places: Places,
  renderings = 8,
  inFile: (file: string) => boolean = () => true,
): PackProblem[] {
  const rng = new Rng(7);
  const problems: PackProblem[] = [];
  for (const job of jobs)
    for (const { level, template } of allLines(job.text)) {
      const where = places.get(template) ?? { file: '?', line: 0 };
      if (!inFile(where.file)) continue;
      problems.push(...checkTemplate(job, level, template, where, rng, renderings));
    }
  // One template told at two levels (a plain list) is reported once.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.message.replace(/\((?:beginner|intermediate|advanced)\)/, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
