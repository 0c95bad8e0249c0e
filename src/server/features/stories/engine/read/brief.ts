import nlp from '../nlp.js';
import { matchKey } from '../pack/compile.js';
import { READING_LEVELS, STORY_LENGTHS, type TReadingLevel } from '../../../../../shared/constants.js';
import { STORY_NOTICES } from '../../../../../shared/messages.js';
import { FAVORITE_CHARACTER_MAX } from '../../../../../shared/children.js';
import { fearConcepts, fearWordsInTokens } from '../../fears.js';
import { fearWordsStrict, TermMatcher, tokenize } from '../../safety/match.js';
import { withoutInnocentPhrases } from '../../safety/scary.js';
import { ALL_UNSAFE_WORDS } from '../../safety/unsafe-words.js';
import { fearsSaid } from './fears-said.js';
import type { StoryWriterInput } from '../../writer/types.js';
import type { Pack } from '../pack/compile.js';
import type { StoryTag } from '../pack/tags.js';
import { cleanName, cleanText, splitList } from '../sanitize.js';
import { dreamSaid, homeSaid, lovesSaid, outingSaid } from './notes-said.js';
import { wholeWordSource } from '../pack/text.js';
import { readCharacter } from './character.js';
import { readFamily, relationIndex, relationOf } from './family.js';
import { familyLeftOut } from './family-said.js';
import { knownInterest, readInterests } from './interests.js';
import { readJoke } from './jokes.js';
import { memberOfGoal, readLearning } from './learning.js';
import { petsNotRead, readPets } from './pets.js';
import { climbedInto } from './climbed-into.js';
import { readSeason } from './season.js';
import { readSetting, withSettingOwner } from './setting.js';
import { readTwist } from './twist.js';
import { ownedByInterest } from './twist-own.js';
import { takerHere } from './twist-taker.js';
import { giveSayings, takeJobs, takeOwnings, takeSayings, takeTeachings } from './sayings.js';
import { pronounsSaid } from './pronouns-said.js';
import type { Brief, Child, ChildPronouns, Hero, Member } from './types.js';
import { joinNames } from '../../../../../shared/siblings.js';
import { readWorry, worryOfFears } from './worry.js';
import { read } from './words.js';

const UNSAFE = new TermMatcher(ALL_UNSAFE_WORDS);

/** Siblings told together: "Mia and Leo ... they". */
const TOGETHER: ChildPronouns = {
  they: 'they',
  them: 'them',
  their: 'their',
  themself: 'themselves',
  were: 'were',
};

const PRONOUNS: Record<string, ChildPronouns> = {
  'she/her': { they: 'she', them: 'her', their: 'her', themself: 'herself', were: 'was' },
  'he/him': { they: 'he', them: 'him', their: 'his', themself: 'himself', were: 'was' },
  'they/them': { they: 'they', them: 'them', their: 'their', themself: 'themself', were: 'were' },
};

function levelFor(level: string, age: number): TReadingLevel {
  // Ages 2-4 always get the simplest text, whatever the level says.
  if (age <= 4) return 'beginner';
  return (READING_LEVELS as readonly string[]).includes(level) ? (level as TReadingLevel) : 'intermediate';
}

/** A checker for the child's fears (concepts and words) and unsafe words, remembering its answers. */
function safetyOf(fears: readonly string[]) {
  const concepts = fearConcepts(fears.map((f) => cleanText(f, 40, 6)).filter((f) => f !== ''));
  const words = new TermMatcher(fears.flatMap((f) => fearWordsStrict(cleanText(f, 40, 5))));
  const known = new Map<string, boolean>();
  const isSafe = (text: string): boolean => {
    let ok = known.get(text);
    if (ok === undefined) {
      // "killer whales", "dead leaves": innocent phrases are set aside first, as the story check does.
      const tokens = tokenize(withoutInnocentPhrases(text));
      ok =
        !words.testTokens(tokens) &&
        !UNSAFE.testTokens(tokens) &&
        fearWordsInTokens(tokens, concepts).length === 0;
      known.set(text, ok);
    }
    return ok;
  };
  return { concepts, isSafe, ruledOut: new Set<StoryTag>(concepts.flatMap((c) => [...c.tags])) };
}

/**
 * Step one of the telling: the request, cleaned and read for what it means. Everything a
 * parent typed is either used (and the later steps must show it) or named in `notices`.
 */
const pronounsOf = (input: StoryWriterInput) => {
  const said = input.pronouns ?? pronounsSaid(input);
  return said === undefined ? undefined : PRONOUNS[said];
};

export function readBrief(input: StoryWriterInput, pack: Pack): Brief {
  const age = Number.isFinite(input.age) ? Math.max(0, Math.min(12, Math.round(input.age))) : 5;
  // "She is scared of the hoover" in the notes is a fear as much as one in the fears field.
  const { concepts, isSafe, ruledOut } = safetyOf([...input.fears, ...fearsSaid(input.customPrompt)]);
  const keep = (s: string) => (s !== '' && isSafe(s) ? s : '');
  const name = keep(cleanName(input.childName)) || 'Little One';
  const notes = cleanText(familyPetSaid(withoutGlosses(input.customPrompt, pack), pack), 400, 80);
  // "Nana Bridget, who says 'God love you, pet'": her words are hers, not more family to read.
  const { rest: familyTyped, sayings } = takeSayings(input.familyFriends);
  const settingText = keep(cleanText(input.setting, 60, 10));
  const familyText = withSettingOwner(
    cleanText(withoutGlosses(familyTyped, pack), 160, 30),
    settingText,
    notes,
  );
  const notices: string[] = [];
  const length = input.storyLength in STORY_LENGTHS ? input.storyLength : 'medium';
  const chosen = STORY_LENGTHS[length];
  const themeWord = cleanText(input.theme, 40, 6).toLowerCase();
  const theme = pack.themeById.get(themeWord) ?? pack.themeIndex.find(themeWord)?.value;
  // One reading of the parent's notes and family words serves the pets, the family and worries.
  const words = read(`${familyText}. ${notes}`, pack);
  const petsRead = readPets(words, pack, isSafe, pronounsOf(input)?.they);
  // "his teddy Mr Snuggles", "her teddy": a toy is not a person of the family.
  const toyWords = petsRead
    .filter((p) => p.species.id === 'toy')
    .flatMap((p) => [p.name, ...p.word.split(' ')])
    .filter((w): w is string => w !== undefined)
    .map((w) => w.toLowerCase());
  const isToy = (said: string) => toyWords.some((w) => new RegExp(wholeWordSource(w), 'iu').test(said));
  // "Her rabbit Clover is her best friend": Clover is the rabbit, never a friend as well (panel 38
  // heard "Hana and her best friend Clover invented a secret password" beside the rabbit Clover).
  const petNames = petsRead.flatMap((p) => (p.name === undefined ? [] : [p.name.toLowerCase()]));
  const family = withoutUnborn(readFamily(words, pack, name, isSafe), words.text()).filter(
    (m) =>
      !toyWords.includes(m.name.toLowerCase()) &&
      !petNames.includes(m.name.toLowerCase()) &&
      !(m.relation === 'teddy' && toyWords.length > 0) &&
      !onlyAWordInTheNotes(m, familyText, pack),
  );
  giveSayings(
    family,
    [
      ...sayings,
      ...takeOwnings(input.customPrompt, pack.family.owns),
      ...takeJobs(pack.family.jobs, input.familyFriends, input.customPrompt),
      ...takeTeachings(input.familyFriends, input.customPrompt),
    ],
    isSafe,
  );
  // "our cat Pepper, who is very old" is the cat, in the story: never "we couldn't tell who" (panel 49).
  const petSaid = petsRead
    .flatMap((p) => [p.name, p.word])
    .filter((w): w is string => w !== undefined && w !== '')
    .map((w) => new RegExp(wholeWordSource(w), 'iu'));
  const isPet = (said: string) => petSaid.some((re) => re.test(said));
  for (const part of familyLeftOut(familyText, family, pack))
    if (isSafe(part) && !isToy(part) && !isPet(part)) notices.push(STORY_NOTICES.familyNotUsed(part));
  // "Granny June keeps hens": the hens are hers (member.has), not the child's pets at home.
  const someonesElse = (p: (typeof petsRead)[number]) =>
    family.some((m) => m.has !== undefined && new RegExp(wholeWordSource(p.word), 'iu').test(m.has));
  const pets = petsRead.filter((p) => {
    if (someonesElse(p)) return false;
    const clash = p.species.tags.some((t) => ruledOut.has(t)) || !isSafe(p.word);
    if (clash) notices.push(STORY_NOTICES.petAvoided(p.name ?? `The ${p.word}`));
    return !clash;
  });
  for (const p of pets)
    if (p.nameLeftOut !== undefined) notices.push(STORY_NOTICES.petNameLeftOut(p.nameLeftOut, p.word));
  for (const pet of petsNotRead(words, pack, pets))
    if (isSafe(pet)) notices.push(STORY_NOTICES.petNotRead(pet));
  const child: Child = { name, pronouns: pronounsOf(input), age, level: levelFor(input.readingLevel, age) };
  // A fear the worries answer ("the dark": worries.yaml dark-fear) is kept out of every line and,
  // at bedtime, comforted without being named: a panel found the child never reassured.
  const worry = readWorry(words, pack, family, child, isSafe) ?? worryOfFears(concepts, pack);
  const twistText = cleanText(input.randomTwist, 100, 16);
  let twist = twistText === '' ? undefined : readTwist(twistText, pack);
  if (twistText !== '' && twist === undefined) notices.push(STORY_NOTICES.twistNotUsed(twistText));
  // "the oven is a portal to a cake kingdom": never a child climbing into the oven.
  const into = twist?.shape === 'leads-to' ? climbedInto(twist, pack) : undefined;
  if (into !== undefined) {
    notices.push(STORY_NOTICES.twistNotClimbedInto(twistText, into));
    twist = undefined;
  }
  // "someone took the cookies": a taker the child's fears allow (read/twist-taker.ts).
  if (twist !== undefined) twist = takerHere(twist, undefined, pack, isSafe);
  if (twist !== undefined && (!isSafe(twistText) || !isSafe(twist.x?.the ?? ''))) {
    notices.push(STORY_NOTICES.twistAvoided(twistText));
    twist = undefined;
  }
  // "She loves unicorns", "wants to be a beekeeper" in the notes: interests too, after the typed ones.
  const dreamed = dreamSaid(notes);
  const dream = dreamed !== undefined && isSafe(dreamed) ? dreamed : undefined;
  const typedInterests = splitList(
    [
      ...input.interests,
      ...lovesSaid(notes).filter((l) => !lovedOne(l, family)),
      ...(dream !== undefined && knownInterest(dream, pack) ? [dream] : []),
    ],
    3,
  );
  const outingRead = outingSaid(notes);
  const relations = relationIndex(pack.family);
  const homeRead = homeSaid(
    notes,
    (name) => relations.find(name) !== undefined || family.some((f) => f.name.split(' ').includes(name)),
  );
  const leftOut = typedInterests.filter((i) => !isSafe(i));
  const interests = readInterests(
    typedInterests.filter((i) => isSafe(i)),
    pack,
    ruledOut,
    leftOut,
  );
  // Never swapped silently: the parent hears which interest a fear kept out.
  for (const said of leftOut) notices.push(STORY_NOTICES.interestAvoided(said));
  twist = ownedByInterest(twist, interests);
  const heroes = readHeroes(input, pack, { child, interests }, keep, ruledOut);
  const setting = readSetting(settingText, pack, name);
  // "autumn leaves", "snow": what the child loves says the season when the setting does not (panel
  // 59 heard "a soft spring evening" for a child who loves autumn leaves).
  const season =
    (isSafe(settingText) ? readSeason(settingText, pack) : undefined) ??
    readSeason(typedInterests.filter((i) => isSafe(i)).join(', '), pack);
  // "a retired pirate parrot called Captain Gus": the whole of what the parent typed, not six words.
  const characterText = keep(cleanText(input.favoriteCharacter, FAVORITE_CHARACTER_MAX, 16));
  const character = readCharacter(characterText, pack, { notes, child: name });
  // "Bluey", "Pikachu": a name with no kind the words or the table give is never made a species.
  if (characterText !== '' && character === undefined)
    notices.push(STORY_NOTICES.characterNotRead(characterText));
  const learningText = keep(cleanText(input.learningGoals, 80, 12));
  const learningRead = readLearning(learningText, pack, ruledOut, age);
  // "being patient with a little sister": practised with her, when the family names her.
  const learner = learningRead === undefined ? undefined : memberOfGoal(learningText, family, pack);
  const learning =
    learningRead === undefined
      ? undefined
      : { ...learningRead, said: learningText, ...(learner === undefined ? {} : { member: learner }) };
  // A goal the interests table answers is taught, with no notice.
  if (learning?.goal !== undefined && learning.known === undefined)
    notices.push(
      learning.entry.id === 'own-practice'
        ? STORY_NOTICES.learningPractised(learning.goal)
        : STORY_NOTICES.learningOwnWords(learning.goal),
    );
  // A goal read as nothing (a scrap of a sentence, or a scene the fears rule out) is told, not dropped.
  // Panel 50: "how volcanoes form" beside a fear of fire was told "goals like sharing work best".
  if (learning === undefined && learningText !== '')
    notices.push(
      readLearning(learningText, pack, new Set(), age) === undefined
        ? STORY_NOTICES.learningNotUsed(learningText)
        : STORY_NOTICES.learningAvoided(learningText),
    );
  // A worry the fears rule out (a grandpa in hospital for a child afraid of doctors) is left out,
  // and the parent is told, never left wondering where the note went.
  const worryKept = worry !== undefined && !worry.entry.tags.some((t) => ruledOut.has(t)) ? worry : undefined;
  if (worry !== undefined && worryKept === undefined)
    notices.push(STORY_NOTICES.worryAvoided(worry.member?.name ?? worry.about));
  return {
    child:
      heroes.length < 2
        ? child
        : { name: joinNames(heroes.map((h) => h.child.name)), pronouns: TOGETHER, age, level: child.level },
    heroes: heroes.length < 2 ? [] : heroes,
    solver: heroes.length < 2 ? 0 : input.seed % heroes.length,
    length,
    range: { min: chosen.minWords, max: chosen.maxWords },
    tone: cleanText(input.storyTone, 30, 4).toLowerCase(),
    theme,
    themeWord,
    setting: setting?.entry,
    ...(setting === undefined || !isSafe(setting.in) ? {} : { settingSaid: setting }),
    ...(season === undefined ? {} : { season }),
    interests,
    character,
    pets,
    // Parents who live apart are never a pair at home tonight ("Mom and Dad pretended to tuck in...").
    family: family.filter(
      (m) => isSafe(m.name) && !(worryKept?.entry.apart === true && m.plural && m.group === 'parent'),
    ),
    worry: worryKept,
    twist,
    ...(dream === undefined ? {} : { dream }),
    ...(outingRead === undefined || !isSafe(outingRead) ? {} : { outing: outingRead }),
    ...(homeRead === undefined || !isSafe(homeRead.in) ? {} : { home: homeRead }),
    joke: readJoke(
      { twist, twistText, notes, seed: input.seed, tone: input.storyTone ?? '' },
      family.filter((m) => isSafe(m.name)),
    ),
    learning,
    fears: concepts,
    ruledOut,
    isSafe,
    notices,
  };
}

/** "She loves Grandpa", "loves her big sister": a person the family reader has, not an interest. */
function lovedOne(said: string, family: readonly { name: string }[]): boolean {
  const key = matchKey(said);
  return family.some((m) => matchKey(m.name) === key) || nlp(said).has('#Relation');
}

/** The first child and each sibling (a sibling whose name is empty or unsafe is left out). */
function readHeroes(
  input: StoryWriterInput,
  pack: Pack,
  first: Hero,
  keep: (s: string) => string,
  ruledOut: ReadonlySet<StoryTag>,
): Hero[] {
  const siblings = (input.siblings ?? []).flatMap((s): Hero[] => {
    const name = keep(cleanName(s.childName));
    if (name === '' || name === first.child.name) return [];
    const age = Number.isFinite(s.age) ? Math.max(0, Math.min(12, Math.round(s.age))) : first.child.age;
    const pronouns = s.pronouns === undefined ? undefined : PRONOUNS[s.pronouns];
    const items = splitList(s.interests, 3).filter((i) => keep(i) !== '');
    return [
      {
        child: { name, pronouns, age, level: first.child.level },
        interests: readInterests(items, pack, ruledOut),
      },
    ];
  });
  return [first, ...siblings];
}

/**
 * "Farfar (grandfather)": a relation word in brackets only explains the one before it, so it is
 * read once ("Farfar"), not as a second part of the name ("Farfar Grandfather"). After a name the
 * pack does not know as a relation ("Tutu (grandma)"), it says who they are: "grandma Tutu".
 */
function withoutGlosses(text: string | undefined, pack: Pack): string | undefined {
  const isRelation = (w: string) =>
    pack.family.relations.some((r) => r.match.some((m) => m.toLowerCase() === w.trim().toLowerCase()));
  return text?.replace(
    /((?:[\p{L}'-]+\s+)?)([\p{L}'-]+)\s*\(([^()]{1,30})\)/gu,
    (whole, first: string, before: string, inner: string) => {
      if (!isRelation(inner)) return whole;
      // "Vovó Lúcia (grandma)": the relation is already said, in the family's own word.
      if (isRelation(before) || (first !== '' && isRelation(first))) return `${first}${before}`;
      return `${first}${inner.trim()} ${before}`;
    },
  );
}

/** "the family dog is called Poi": "family" says whose dog it is; it is not a family member. */
function familyPetSaid(text: string | undefined, pack: Pack): string | undefined {
  let pattern = familyPet.get(pack);
  if (pattern === undefined) {
    const species = pack.pets.flatMap((p) => p.match).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`\\bfamily(?:'s)? (?=(?:${species.join('|')})s?\\b)`, 'giu');
    familyPet.set(pack, pattern);
  }
  return text?.replace(pattern, '');
}
const familyPet = new WeakMap<Pack, RegExp>();

/** "we're expecting a new baby in March": a baby not born yet is not at home tonight. */
const UNBORN =
  /\b(?:expecting|pregnant|due|on (?:the|its|her|his) way|coming soon|is coming|arriving|will arrive|will be born|going to be a big|soon|getting a(?: new)? bab(?:y|ies)|having a bab(?:y|ies)|next (?:week|month|year))\b/i;

function withoutUnborn(family: Member[], text: string): Member[] {
  const unborn = text.split(/[.!?;]/).some((s) => /\bbab(?:y|ies)\b/i.test(s) && UNBORN.test(s));
  return unborn ? family.filter((m) => m.group !== 'baby') : family;
}

/**
 * "He worries about making new friends", "Our family is moving to Norway": a word too general to
 * be someone (`vague` in the family table) is a member only when the parent typed it among the
 * family; in the notes it is part of what is said, and the story had "Mattias's friends" and "the
 * whole family" act in it.
 */
function onlyAWordInTheNotes(m: Member, familyText: string, pack: Pack): boolean {
  const relation = relationOf(pack, m);
  if (relation?.vague !== true) return false;
  return !relation.match.some((w) => new RegExp(wholeWordSource(w), 'iu').test(familyText));
}
