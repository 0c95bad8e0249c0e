import nlp from '../nlp.js';
import { matchKey, type Pack } from '../pack/compile.js';
import { keptOutOfTalk, type StoryTag } from '../pack/tags.js';
import type { TLearning } from '../pack/schema-personal.js';
import type { TInterest } from '../pack/schema.js';
import { allLines, wholeWordSource, withoutChoices } from '../pack/text.js';
import { relationOf } from './family.js';
import type { LearningUse, Member } from './types.js';

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

const DEFAULT_COUNT = 10;

/** "counting to 7", "count up to twelve": the N the parent asked for, 3 to 20. */
function countingTo(text: string): number | undefined {
  const m = /\bcount(?:ing|s)?\s+(?:up\s+)?to\s+(\d+|[a-z]+)\b/i.exec(text);
  if (m === null) return undefined;
  const raw = (m[1] as string).toLowerCase();
  const n = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw);
  return n >= 3 && n <= 20 ? n : undefined;
}

/** "one, two, three and four". */
export function spokenList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The learning goal as a scene from the pack's learning/ files ("days of the week", "how bees make honey",
 * "being brave at the dentist"). Counting to any N from 3 to 20 counts to exactly N.
 */
export function readLearning(
  text: string,
  pack: Pack,
  ruledOut: ReadonlySet<StoryTag>,
  age?: number,
): LearningUse | undefined {
  if (text === '') return undefined;
  const n = countingTo(text);
  if (n !== undefined) {
    const entry = pack.learning.find((l) => l.id === 'counting-to-n');
    if (entry !== undefined) return { entry, list: spokenList(NUMBER_WORDS.slice(1, n + 1)) };
  }
  const forAge = age === undefined ? undefined : atThisAge(text, pack, age);
  const found = forAge === undefined ? pack.learningIndex.find(text) : { value: forAge };
  // "why leaves change colour" is a question about leaves, not a scene of colour names: a
  // question is a known scene only when the scene's own words ("tadpole to frog", "frogs") are
  // most of it ("how do frogs grow from tadpoles").
  if (found === undefined || (QUESTION.test(text.trim()) && !mostOf(found.value.match.join(' '), text)))
    return ownGoal(text, pack, ruledOut);
  const entry = found.value;
  // Asked for beside a fear of the dark, why night comes is told; its lines that say the dark
  // are still kept out one by one (panel 46's Rohan lost "why we have day and night").
  if (keptOutOfTalk(entry.tags, ruledOut, ['night', 'dark'])) return undefined;
  // "counting" with no number: counting to ten, the count every child practises.
  if (entry.id === 'counting-to-n')
    return { entry, list: spokenList(NUMBER_WORDS.slice(1, DEFAULT_COUNT + 1)) };
  const list = entry.sequence === undefined ? undefined : spokenList(entry.sequence);
  // Panel 29: "why the moon changes shape" was answered with what waxing is.
  return /^(?:why|how come|how)\b/i.test(text.trim()) ? { entry, list, why: true } : { entry, list };
}

/**
 * A scene the parent's words mean at this child's age (`by_age` in the pack): "writing letters"
 * is the alphabet at four and a letter to someone at nine. Words the index knows at more length
 * ("writing letters to grandma") keep their own scene.
 */
function atThisAge(text: string, pack: Pack, age: number): TLearning | undefined {
  const words = matchKey(text).split(' ');
  // The longest phrase the index knows in the text, looked for once a rule's phrase is there.
  let longest: number | undefined;
  const longestKnown = () =>
    (longest ??= Math.max(0, ...pack.learningIndex.spans(text).map((s) => s.to - s.from)));
  for (const entry of pack.learning)
    for (const rule of entry.by_age) {
      if ((rule.from !== undefined && age < rule.from) || (rule.until !== undefined && age > rule.until))
        continue;
      for (const phrase of rule.match) {
        const key = matchKey(phrase).split(' ');
        const at = words.findIndex((_w, i) => key.every((k, j) => words[i + j] === k));
        if (at >= 0 && key.length >= longestKnown()) return entry;
      }
    }
  return undefined;
}

/** A goal that is a way of behaving: "being kinder", "not shouting", "keeping calm", "letting ...". */
const PRACTICE =
  /^(?:being|not|keeping|letting|dealing|managing|coping|staying|stopping|remembering|waiting|speaking|asking|using|saying)\b/i;

const QUESTION = /^(?:why|how|what|where|when|which|who|whether)\b/i;
/** "what Morse code is", "what a volcano is", "what are comets": a question of what a thing is. */
const WHAT_IT_IS = /^what\s+(?:(?:is|are)\s+)?(?:an?\s+|the\s+)?[\p{L}' -]+?(?:\s+(?:is|are))?$/iu;
const LEAD_IN =
  /^(?:(?:learning|learn|to learn|understanding|knowing|finding out|find out)\s+)?(?:(?:more\s+)?about\s+)?/i;

/**
 * A goal no scene knows ("why Saturn has rings", "fractions", "learning to whistle"): the story
 * asks the question or talks about the topic in the parent's words, and leaves the answer for
 * the family to find (the brief tells the parent so). Nothing is made up about it.
 */
function ownGoal(text: string, pack: Pack, ruledOut: ReadonlySet<StoryTag>): LearningUse | undefined {
  let goal = text
    .replace(/[.!?]+$/, '')
    .trim()
    .replace(LEAD_IN, '');
  if (/^to\s/i.test(goal)) goal = `how ${goal}`;
  goal = goal.charAt(0).toLowerCase() + goal.slice(1);
  const question = QUESTION.test(goal);
  // "being less bossy", "letting others win": a way of behaving is practised, not told about.
  if (!question && PRACTICE.test(goal)) {
    const practice = pack.learning.find((l) => l.id === 'own-practice');
    return practice === undefined ? undefined : { entry: practice, goal };
  }
  // A topic is a thing to learn about ("fractions", "the names of trees", "knitting"), not a
  // scrap of a sentence ("then", "look after", "a girl").
  if (!question && !isTopic(goal)) return undefined;
  // "what Morse code is", "volcanoes": a topic the interests table knows is answered with its own
  // facts (panel 72 was told there was no scene for Morse code, in a story that taught it).
  // Only what a thing is: "why Saturn has rings" is not answered by any fact about planets.
  const topic = question && !WHAT_IT_IS.test(goal) ? undefined : knownTopic(goal, pack, ruledOut);
  // "what a constellation is" under stars: a fact must say the word, or the sun-is-a-star fact
  // answers another question (panel 73).
  const known = topic !== undefined && question && !factSays(topic, goal) ? undefined : topic;
  const ownKnown = pack.learning.find((l) => l.id === 'own-known');
  if (known !== undefined && ownKnown !== undefined)
    return { entry: ownKnown, goal, learned: question ? goal : `about ${goal}`, known };
  const entry = pack.learning.find((l) => l.id === (question ? 'own-question' : 'own-topic'));
  return entry === undefined ? undefined : { entry, goal };
}

/** Some fact of the interest says a word of the goal for sure (outside a [a|b] choice). */
function factSays(interest: TInterest, goal: string): boolean {
  const words = goalWords(goal);
  return allLines(interest.fact).some(({ template }) => words.some((w) => w.test(withoutChoices(template))));
}

/**
 * The goal's own words, each as the start of a word ("Morse", "code" of "what Morse code is";
 * "volcano" of "volcanoes"): what a fact that answers it says.
 */
export function goalWords(goal: string): RegExp[] {
  return goal
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 3 && !SMALL_WORDS.test(w.toLowerCase()) && !GOAL_SMALL.test(w))
    .map((w) => new RegExp(`\\b${w.replace(/s$/i, '')}`, 'iu'));
}
const GOAL_SMALL = /^(?:work|works|make|made|about)$/i;

/** The interest a goal is about, when the table has facts for it and no fear keeps it out. */
function knownTopic(goal: string, pack: Pack, ruledOut: ReadonlySet<StoryTag>): TInterest | undefined {
  const spans = pack.interestIndex.spans(goal);
  const longest = [...spans].sort((a, b) => b.to - b.from - (a.to - a.from))[0]?.value;
  if (longest === undefined || longest.id === pack.genericInterest?.id) return undefined;
  return keptOutOfTalk(longest.tags, ruledOut) ? undefined : longest;
}

function isTopic(goal: string): boolean {
  const doc = nlp(goal);
  if (doc.has('^(#Determiner|#Pronoun|#Adverb|#Conjunction|#Preposition|#Adjective)')) return false;
  return (
    doc.has('^(#Plural|#Uncountable|#ProperNoun|#Gerund)') || (doc.has('^#Noun') && doc.terms().length >= 2)
  );
}

const SMALL_WORDS =
  /^(?:why|how|what|where|when|which|who|whether|do|does|did|is|are|was|were|can|the|a|an|to|of|and|in|on|at|from|into|it|its|we|our|you|your|they|their|there)$/;

/** The phrases hold at least half of the question's own words ("moon phases" of "the moon's phases"). */
function mostOf(phrase: string, text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w !== '' && !SMALL_WORDS.test(w))
    .map(matchKey);
  // The index's keys are normalised words ("magnet" for "magnets"): compare like with like.
  const own = new Set(phrase.split(/\s+/).map(matchKey));
  return words.length === 0 || words.filter((w) => own.has(w)).length * 2 >= words.length;
}

/**
 * The member a goal names ("being patient with a little sister"), by name or by the family word
 * the parent used: the goal is practised with them at home (learning `with_member`).
 */
export function memberOfGoal(goal: string, family: readonly Member[], pack: Pack): Member | undefined {
  return family.find((m) => {
    if (m.far || m.nearby === true) return false;
    const words = [...m.name.split(/\s+/), ...(relationOf(pack, m)?.match ?? [])];
    return words.some((w) => w.length > 2 && new RegExp(wholeWordSource(w), 'iu').test(goal));
  });
}
