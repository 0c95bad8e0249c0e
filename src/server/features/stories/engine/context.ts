import { READING_LEVELS, type TReadingLevel } from '../../../../shared/constants.js';
import { fearWordsStrict, TermMatcher, tokenize } from '../safety/match.js';
import { ALL_UNSAFE_WORDS } from '../safety/unsafe-words.js';
import type { StoryWriterInput } from '../writer/types.js';
import { lexiconFor } from './lexicon.js';
import { extractHints } from './pools/hints.js';
import { ageBand, ageText } from './pools/opening.js';
import { GENERIC, resolveTheme, themePack, type ThemePack } from './pools/themes.js';
import { resolveTone, type TonePack } from './pools/tones.js';
import { hashString, Rng } from './prng.js';
import {
  asPhrase,
  cleanName,
  cleanText,
  fromChildSide,
  possessive,
  shortMention,
  splitList,
} from './sanitize.js';
import { expand, finishSentence, type VarValue } from './template.js';

/** Everything one story is built from: cleaned inputs, the chosen world, and the filters. */
export interface StoryContext {
  rng: Rng;
  level: TReadingLevel;
  /** Probability of keeping a <...> clause (richer sentences for older / advanced readers). */
  rich: number;
  /** Probability that a sentence is joined to the one before it. */
  joinChance: number;
  /** Probability that a sentence starting "The ..." gets an opening phrase. */
  openerChance: number;
  vars: Record<string, VarValue>;
  pack: ThemePack;
  tone: TonePack;
  name: string;
  interests: string[];
  character: string;
  friends: string;
  twist: string;
  goal: string;
  hints: string[];
  /** Capitalised words that must keep their capital when sentences are joined. */
  properWords: Set<string>;
  isSafe: (text: string) => boolean;
}

// Static: built once for the process, not per story.
const UNSAFE = new TermMatcher(ALL_UNSAFE_WORDS);

const FALLBACK_THEMES = ['bedtime', 'magic', 'fantasy', 'adventure', 'nature', 'friendship'];

const STATIC_PROPER = ['I', 'Mum', 'Dad', 'Saturn', 'Sam', 'Inky', 'Ember', 'Flicker', 'Bleep'];

/** A stable fingerprint of the request, so two children with the same seed differ. */
function fingerprint(input: StoryWriterInput): number {
  const parts = [
    input.childName,
    String(input.age),
    input.readingLevel,
    input.interests.join('|'),
    input.favoriteCharacter ?? '',
    input.storyTone ?? '',
    input.fears.join('|'),
    input.theme,
    input.setting ?? '',
    input.randomTwist ?? '',
    input.familyFriends ?? '',
    input.learningGoals ?? '',
    input.customPrompt ?? '',
    input.storyLength,
  ];
  return hashString(parts.join('\u0001'));
}

/** Older callers (the admin generator) may send words like "grade-level"; map them sensibly. */
function normalizeLevel(level: string): TReadingLevel {
  if ((READING_LEVELS as readonly string[]).includes(level)) return level as TReadingLevel;
  if (/begin|early|easy|simple|pre/i.test(level)) return 'beginner';
  if (/adv|hard|fluent|older|above/i.test(level)) return 'advanced';
  return 'intermediate';
}

function levelParams(
  level: TReadingLevel,
  age: number,
): { rich: number; joinChance: number; openerChance: number } {
  if (level === 'beginner') return { rich: 0, joinChance: 0, openerChance: 0 };
  let rich = level === 'intermediate' ? 0.5 : 1;
  let joinChance = level === 'intermediate' ? 0.12 : 0.42;
  const openerChance = level === 'intermediate' ? 0.08 : 0.2;
  // Younger children get plainer sentences at the same level; older ones a little more.
  if (age <= 4) {
    rich *= 0.7;
    joinChance *= 0.6;
  } else if (age >= 9) {
    rich = Math.min(1, rich + 0.08);
    joinChance += 0.05;
  }
  return { rich, joinChance, openerChance };
}

/**
 * Ways to refer back to something: "the small robot" and sometimes just "the robot", so the
 * same long phrase is not repeated word for word all night.
 */
function mentions(phrase: string): string[] {
  const short = shortMention(phrase);
  const words = short.split(' ');
  if (words[0] === 'the' && words.length >= 3 && !words.includes('of') && !/\p{Lu}/u.test(short)) {
    return [short, `the ${words[words.length - 1] as string}`];
  }
  return [short];
}

export function buildContext(input: StoryWriterInput): StoryContext {
  const rng = new Rng((Math.imul(input.seed | 0, 0x9e3779b1) ^ fingerprint(input)) >>> 0);
  const age = Number.isFinite(input.age) ? Math.max(0, Math.min(12, Math.round(input.age))) : 5;
  const level = normalizeLevel(input.readingLevel);
  const fears = new TermMatcher(input.fears.flatMap((f) => fearWordsStrict(cleanText(f, 40, 5))));
  const isSafe = (text: string): boolean => {
    const tokens = tokenize(text);
    return !fears.testTokens(tokens) && !UNSAFE.testTokens(tokens);
  };
  const keep = (s: string): string => (s !== '' && isSafe(s) ? s : '');

  let name = keep(cleanName(input.childName));
  if (name === '') name = 'Little One';
  const interests = splitList(input.interests, 3).filter((i) => isSafe(i));
  const character = keep(cleanText(input.favoriteCharacter, 40, 5));
  const setting = keep(cleanText(input.setting, 60, 8));
  const twist = keep(cleanText(input.randomTwist, 100, 16));
  const friends = keep(fromChildSide(cleanText(input.familyFriends, 80, 12), name));
  const goal = keep(cleanText(input.learningGoals, 60, 8));
  const hints = extractHints(cleanText(input.customPrompt, 400, 80), 4)
    .filter((h) => isSafe(h))
    .slice(0, 2);

  // A theme the child fears (a fear of "the ocean" with the ocean theme), or an empty or unsafe
  // theme word, gives way to the first calm named world the child does not fear.
  const resolved = resolveTheme(cleanText(input.theme, 30, 3));
  let pack = resolved.pack;
  let topic = resolved.topic;
  if (!isSafe(pack.id) || (pack === GENERIC && (topic === '' || !isSafe(topic)))) {
    pack =
      FALLBACK_THEMES.map(themePack).find((p) => isSafe(p.id) && isSafe(p.titleNouns.join(' '))) ??
      themePack('bedtime');
    topic = '';
  }
  const tone = resolveTone(input.storyTone);
  const { rich, joinChance, openerChance } = levelParams(level, age);
  const band = ageBand(age);
  const lexicon = lexiconFor(level);

  const vars: Record<string, VarValue> = {
    ...lexicon,
    Name: name,
    nameS: possessive(name),
    topic,
    tadj: tone.adjectives,
  };
  vars.ageText = ageText(age);
  vars.day = band.days;
  const toys = band.toys.filter((t) => isSafe(t));
  vars.toy = toys.length > 0 ? toys : ['blanket'];
  const ctxFor = { rng, vars, rich };
  /** Pick once per story (the same guide all night), safe or a plain fallback. */
  const choose = (options: readonly string[], fallback: string): string => {
    for (let i = 0; i < 12; i++) {
      const s = finishSentence(expand(rng.pick(options), ctxFor)).replace(/^(A|An|The) /, (m) =>
        m.toLowerCase(),
      );
      if (isSafe(s)) return s;
    }
    return fallback;
  };
  const guide = choose(pack.guides, 'a kind friend');
  vars.guide = guide;
  const guideThe = mentions(guide);
  vars.guideThe = guideThe;
  const place = setting !== '' ? asPhrase(setting) : choose(pack.places, 'a faraway place');
  vars.place = place;
  const placeThe = mentions(place);
  vars.placeThe = placeThe;
  const obj = choose(pack.objects, 'a little lantern');
  const objThe = mentions(obj);
  vars.objThe = objThe;
  const charThe = character === '' ? [''] : mentions(character);
  vars.char = character;
  vars.charThe = charThe;
  vars.crew =
    character !== '' ? `${guideThe[0] as string} and ${charThe[0] as string}` : (guideThe[0] as string);
  vars.friends = friends;
  vars.twist = twist;
  vars.twistCap = twist.charAt(0).toUpperCase() + twist.slice(1);
  vars.goal = goal;
  vars.hint = hints.length > 0 ? hints : ['pebble'];
  vars.interest = interests.length > 0 ? interests : ['adventures'];
  vars.dream = [...interests, objThe[0] as string, placeThe[0] as string];

  const properWords = new Set(STATIC_PROPER);
  for (const text of [name, character, friends, setting, twist, ...interests]) {
    for (const w of text.split(' '))
      if (/^\p{Lu}/u.test(w)) properWords.add(w.replace(/[^\p{L}\p{N}'-]/gu, ''));
  }
  return {
    rng,
    level,
    rich,
    joinChance,
    openerChance,
    vars,
    pack,
    tone,
    name,
    interests,
    character,
    friends,
    twist,
    goal,
    hints,
    properWords,
    isSafe,
  };
}
