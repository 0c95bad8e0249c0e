import type { TReadingLevel } from '../../../../../shared/constants.js';
import { READING_LEVELS } from '../../../../../shared/constants.js';
import { fearWordsStrict, TermMatcher, tokenize } from '../../safety/match.js';
import { ALL_UNSAFE_WORDS } from '../../safety/unsafe-words.js';
import type { StoryWriterInput } from '../../writer/types.js';
import type { StoryTag } from '../plans/types.js';
import { cleanName, cleanText, splitList } from '../sanitize.js';
import { extractHints } from './hints.js';
import { fearConcepts, fearWordsInTokens, type FearConcept } from '../../fears.js';
import type { FamilyMember, StoryLibrary } from './library.js';

export type Person = FamilyMember;

/** A pet from the parent's notes ("we have a dog called Biscuit"). */
export interface Pet {
  species: string;
  name?: string;
  tags: readonly StoryTag[];
}

export interface ChildPronouns {
  they: string;
  them: string;
  their: string;
  themself: string;
  were: string;
}

/** The request, cleaned and read: everything the selection and rendering need. */
export interface StoryRequest {
  name: string;
  pronouns?: ChildPronouns;
  age: number;
  level: TReadingLevel;
  /** Ages 8-12: the older voice (less tucking-in talk). */
  older: boolean;
  interests: string[];
  character: string;
  tone: string;
  theme: string;
  setting: string;
  twist: string;
  family: Person[];
  learning: string;
  pets: Pet[];
  worry?: string;
  includes: string[];
  fears: FearConcept[];
  ruledOut: ReadonlySet<StoryTag>;
  /** False for text that names a fear (as a concept or a word) or an unsafe word. */
  isSafe(text: string): boolean;
}

const UNSAFE = new TermMatcher(ALL_UNSAFE_WORDS);

const PRONOUNS: Record<string, ChildPronouns> = {
  'she/her': { they: 'she', them: 'her', their: 'her', themself: 'herself', were: 'was' },
  'he/him': { they: 'he', them: 'him', their: 'his', themself: 'himself', were: 'was' },
  'they/them': { they: 'they', them: 'them', their: 'their', themself: 'themself', were: 'were' },
};

const PET_SPECIES: Record<string, readonly StoryTag[]> = {
  dog: ['dogs', 'animals'],
  puppy: ['dogs', 'animals'],
  cat: ['cats', 'animals'],
  kitten: ['cats', 'animals'],
  rabbit: ['animals'],
  bunny: ['animals'],
  hamster: ['animals'],
  'guinea pig': ['animals'],
  gerbil: ['animals'],
  tortoise: ['animals'],
  turtle: ['animals'],
  goldfish: ['fish', 'animals'],
  fish: ['fish', 'animals'],
  parrot: ['birds', 'animals'],
  budgie: ['birds', 'animals'],
  pony: ['horses', 'animals'],
  horse: ['horses', 'animals'],
};
const SPECIES = Object.keys(PET_SPECIES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const SPECIES_WORD = new RegExp(`\\b(?:${SPECIES})s?\\b`, 'i');
/** "a dog called Biscuit", "our cat named Tom", "Biscuit the dog", "our dog Biscuit". */
const PET_CALLED = new RegExp(`\\b(${SPECIES})s?\\s+(?:called|named|who is called)\\s+([\\p{L}'-]+)`, 'giu');
const PET_BEFORE = new RegExp(`\\b(\\p{Lu}[\\p{L}'-]+),?\\s+(?:the|our|my)\\s+(${SPECIES})\\b`, 'gu');
const PET_AFTER = new RegExp(`\\b(?:our|my|a|the)\\s+(${SPECIES})\\s+(\\p{Lu}[\\p{L}'-]+)`, 'gu');
const PET_BARE = new RegExp(
  `\\b(?:have|got|has|our|my)\\s+(?:a\\s+|an\\s+|two\\s+)?(?:little\\s+|new\\s+)?(${SPECIES})s?\\b`,
  'giu',
);

/** Worries a parent may mention; each is met by a gentle line near the end, never a plot. */
export const WORRIES: readonly { id: string; match: RegExp }[] = [
  {
    id: 'school',
    match:
      /\b(?:new|start(?:s|ing)?|first day (?:at|of))\s+(?:big\s+)?(?:school|nursery|kindergarten|preschool|class)\b/i,
  },
  { id: 'baby', match: /\b(?:new baby|baby (?:brother|sister) (?:is )?(?:coming|due|arriv))/i },
  { id: 'moving', match: /\b(?:moving (?:house|home)?|new house|new home|we(?:'re| are) moving)\b/i },
  { id: 'checkup', match: /\b(?:doctor|dentist|check-?up|injection|jab)\b/i },
  { id: 'sleepover', match: /\b(?:sleepover|first night away|staying at)\b/i },
  { id: 'general', match: /\b(?:worried|worries|nervous|anxious|scared about|afraid of|upset about)\b/i },
];

function readPets(notes: string): Pet[] {
  const pets: Pet[] = [];
  const add = (species: string, name?: string) => {
    const s = species.toLowerCase();
    const clean = name === undefined ? undefined : cleanName(name);
    const found = pets.find((p) => p.species === s);
    if (found !== undefined) {
      if (found.name === undefined && clean !== undefined && clean !== '') found.name = clean;
      return;
    }
    if (pets.length < 2)
      pets.push({ species: s, name: clean || undefined, tags: PET_SPECIES[s] ?? ['animals'] });
  };
  for (const m of notes.matchAll(PET_CALLED)) add(m[1] as string, m[2]);
  for (const m of notes.matchAll(PET_BEFORE)) add(m[2] as string, m[1]);
  for (const m of notes.matchAll(PET_AFTER)) add(m[1] as string, m[2]);
  for (const m of notes.matchAll(PET_BARE)) add(m[1] as string);
  return pets;
}

function normalizeLevel(level: string, age: number): TReadingLevel {
  // Ages 2-4 always get the simplest text, whatever the level says.
  if (age <= 4) return 'beginner';
  return (READING_LEVELS as readonly string[]).includes(level) ? (level as TReadingLevel) : 'intermediate';
}

export function readRequest(input: StoryWriterInput, lib: StoryLibrary): StoryRequest {
  const age = Number.isFinite(input.age) ? Math.max(0, Math.min(12, Math.round(input.age))) : 5;
  const fears = fearConcepts(input.fears.map((f) => cleanText(f, 40, 6)).filter((f) => f !== ''));
  const ruledOut = new Set<StoryTag>(fears.flatMap((f) => [...f.tags]));
  const fearWords = new TermMatcher(input.fears.flatMap((f) => fearWordsStrict(cleanText(f, 40, 5))));
  // Asked about the same cast text many times while plans are compared: remember the answers.
  const known = new Map<string, boolean>();
  const isSafe = (text: string): boolean => {
    let ok = known.get(text);
    if (ok === undefined) {
      const tokens = tokenize(text);
      ok =
        !fearWords.testTokens(tokens) &&
        !UNSAFE.testTokens(tokens) &&
        fearWordsInTokens(tokens, fears).length === 0;
      known.set(text, ok);
    }
    return ok;
  };
  const keep = (s: string): string => (s !== '' && isSafe(s) ? s : '');
  let name = keep(cleanName(input.childName));
  if (name === '') name = 'Little One';
  const notes = cleanText(input.customPrompt, 400, 80);
  const familyText = cleanText(input.familyFriends, 120, 20);
  const pets = readPets(`${notes} . ${familyText}`).filter(
    (p) =>
      !p.tags.some((t) => ruledOut.has(t)) && isSafe(p.species) && (p.name === undefined || isSafe(p.name)),
  );
  const petWords = new Set(pets.flatMap((p) => [p.species, (p.name ?? '').toLowerCase()]));
  const includes = extractHints(notes, 4)
    .filter((h) => !petWords.has(h) && !PET_SPECIES[h] && isSafe(h))
    .slice(0, 2);
  const worry = WORRIES.find((w) => w.match.test(notes))?.id;
  const family = lib
    .matchFamily(familyText)
    .filter((p) => !SPECIES_WORD.test(p.name) && p.name !== name && isSafe(p.name))
    .slice(0, 4);
  return {
    name,
    pronouns: input.pronouns === undefined ? undefined : PRONOUNS[input.pronouns],
    age,
    level: normalizeLevel(input.readingLevel, age),
    older: age >= 8,
    interests: splitList(input.interests, 3).filter((i) => isSafe(i)),
    character: keep(cleanText(input.favoriteCharacter, 40, 6)),
    tone: cleanText(input.storyTone, 30, 4).toLowerCase(),
    theme: cleanText(input.theme, 40, 6).toLowerCase(),
    setting: keep(cleanText(input.setting, 60, 10)),
    twist: keep(cleanText(input.randomTwist, 100, 16)),
    family,
    learning: keep(cleanText(input.learningGoals, 80, 12)),
    pets,
    worry: worry !== undefined && isSafe(worry) ? worry : undefined,
    includes,
    fears,
    ruledOut,
    isSafe,
  };
}
