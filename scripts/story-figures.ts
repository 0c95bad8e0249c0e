import nlp from 'compromise';
import {
  grammarFindings,
  sentencesOf,
  verblessSentences,
} from '../src/server/features/stories/engine/grammar/lint.js';
import { wordForms } from '../src/server/features/stories/engine/pack/check.js';
import { loadPack } from '../src/server/features/stories/engine/pack/index.js';
import { Rng } from '../src/server/features/stories/engine/prng.js';
import { normalizeSentence } from '../src/server/features/stories/engine/tell/memory.js';
import { tell } from '../src/server/features/stories/engine/tell/story.js';
import { rememberStory } from '../src/server/features/stories/memory.js';
import { checkStory } from '../src/server/features/stories/safety/check.js';
import type { StoryMemory, StoryWriterInput } from '../src/server/features/stories/writer/types.js';
import { STORY_LENGTH_KEYS, STORY_THEMES } from '../src/shared/constants.js';

/**
 * `npx tsx scripts/story-figures.ts [count]`: the figures of issue 24, on requests drawn here
 * with names, interests, pets, family, twists and notes the tests do not use. Prints one table:
 * what the parent typed that the story holds, the language, and the variety across families.
 */
const NAMES = [
  'Olive',
  'Bodhi',
  'Esme',
  'Idris',
  'Nia',
  'Arlo',
  'Saoirse',
  'Kenji',
  'Thea',
  'Omar',
  'Ines',
  'Rafferty',
  'Mei',
  'Caspian',
  'Zara',
  'Lucan',
  'Amelie',
  'Dev',
  'Poppy',
  'Hamza',
];
const INTERESTS = [
  'volcanoes',
  'killer whales',
  'ponies',
  'ballet dancing',
  'playing the drums',
  'swimming lessons',
  'coding',
  'train timetables',
  'beetles',
  'diggers',
  'mermaids',
  'gymnastics',
  'knitting',
  'baking bread',
  'chess',
  'football',
  'origami',
  'the solar system',
  'sharks',
  'owls',
  'painting',
  'Minecraft',
  'bird watching',
  'rock pools',
  'magic tricks',
  'fire engines',
  'skateboarding',
  'bubbles',
  'dinosaur fossils',
  'hula hoops',
];
const NOTES = [
  '',
  '',
  'our tabby cat is called Marmalade',
  'his tortoise Sheldon',
  'Our old spaniel, Biscuit, sleeps on her bed',
  'we have a budgie named Kiwi',
  'her grandad just moved to Australia',
  'starting big school on Monday',
  'her baby brother arrives in June',
  'we are moving to a new flat',
  'he lost his first tooth today',
  'Mum is working away this week',
  'brave at the dentist tomorrow',
  'her goldfish is called Bubbles',
  'she wants to be a vet when she grows up',
  'we went to the aquarium today',
  'he loves diggers and buses',
  'she has been having bad dreams',
  'he is proud of his new red wellies',
];
const TWISTS = [
  '',
  '',
  'the kitchen is made of chocolate',
  'the sofa can fly',
  'the teddies can talk',
  'the moon is hiding',
  'the snow tastes of vanilla',
  'the dog is secretly a dragon',
  'the sea is pink',
  'the flowers can sing',
  'Everything turns upside down',
  'the bath can fly',
  'a giraffe in a tutu',
];
const FAMILY = [
  '',
  '',
  'Granny Mo',
  'two mums, Mama and Mummy',
  'her auntie Priya',
  'his best friend Kofi',
  'Grandpa and Grandma',
  'big brother Finn',
  'Nonna',
];
const LEARNING = [
  '',
  '',
  'the days of the week',
  'counting to 8',
  'the planets in order',
  'why we brush our teeth',
  'how bees make honey',
  'colors of the rainbow',
  'being kind',
];
const CHARACTERS = [
  '',
  'a shy octopus',
  'a grumpy dragon named Ember',
  'unicorns',
  'a robot',
  'a sleepy sloth',
  'Elsa',
  'a brave mouse',
];

function request(seed: number): StoryWriterInput {
  const rng = new Rng(seed * 7919 + 17);
  const age = 2 + rng.int(11);
  return {
    childName: rng.pick(NAMES),
    age,
    readingLevel: age <= 5 ? 'beginner' : rng.pick(['beginner', 'intermediate', 'advanced'] as const),
    interests: rng.shuffle(INTERESTS).slice(0, 1 + rng.int(2)),
    favoriteCharacter: rng.pick(CHARACTERS) || undefined,
    fears: rng.chance(0.2) ? [rng.pick(['spiders', 'the dark', 'dogs', 'deep water', 'thunder'])] : [],
    theme: rng.pick(STORY_THEMES),
    randomTwist: rng.pick(TWISTS) || undefined,
    familyFriends: rng.pick(FAMILY) || undefined,
    learningGoals: rng.pick(LEARNING) || undefined,
    customPrompt: rng.pick(NOTES) || undefined,
    storyLength: rng.pick(STORY_LENGTH_KEYS),
    ...(rng.chance(0.7) ? { pronouns: rng.pick(['she/her', 'he/him', 'they/them'] as const) } : {}),
    seed,
  };
}

const count = Number(process.argv[2] ?? 900);
const pack = loadPack();
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((n / d) * 100).toFixed(1)}%`);
const share = () => ({ hit: 0, of: 0 });
const tally = {
  pets: share(),
  twists: share(),
  interest: share(),
  family: share(),
  worry: share(),
  notes: share(),
  learning: share(),
  theme: share(),
  refused: 0,
  refusedByMeaning: 0,
  grammar: 0,
  verbless: 0,
};
const seenIn = new Map<string, Set<number>>();
/** Which kind of line said each sentence (`--by-role`): where the recurring sentences come from. */
const roleOf = new Map<string, string>();
const titles: string[] = [];
let unnamedTitles = 0;
let beginnerStories = 0;
let tinyStatements = 0;
let tinyAll = 0;
for (let i = 0; i < count; i++) {
  const input = request(i + 1);
  const t = tell(input, pack);
  const text = t.story.content;
  // As the app checks the local engine's stories (its lines are linted; no classifier), and the
  // classifier alone, which the app runs on an LLM's stories.
  const verdict = checkStory(t.story, input, { engine: true });
  if (!checkStory(t.story, input).ok) tally.refusedByMeaning++;
  if (!verdict.ok) {
    tally.refused++;
    if (process.env.SHOW_FINDINGS)
      console.error(`request ${i + 1}: refused:`, JSON.stringify(verdict).slice(0, 400));
  }
  const findings = grammarFindings(text);
  tally.grammar += findings.length;
  // SHOW_FINDINGS=1 prints what the grammar check found, to fix it in the pack.
  if (process.env.SHOW_FINDINGS)
    for (const f of findings) {
      const words = f.text.split(' … ');
      const where = text.split(/(?<=[.!?])\s+/).find((s) => words.every((w) => s.includes(w)));
      console.error(`request ${i + 1}: ${f.rule}: ${where ?? f.text}`);
    }
  const verbless = i < 300 ? verblessSentences(text, (s) => nlp(s).has('#Verb')) : [];
  tally.verbless += verbless.length;
  if (process.env.SHOW_FINDINGS) for (const v of verbless) console.error(`request ${i + 1}: verbless: ${v}`);
  if (i < 600) titles.push(t.story.title.toLowerCase());
  if (i < 600 && !t.story.title.includes(input.childName)) unnamedTitles++;
  for (const pet of t.brief.pets.slice(0, 1)) {
    tally.pets.of++;
    const called = pet.name ?? pet.word;
    if ((text.match(new RegExp(`\\b${called}\\b`, 'gi')) ?? []).length >= 2) tally.pets.hit++;
  }
  if (t.brief.twist !== undefined) {
    tally.twists.of++;
    if (
      t.paragraphs.some((p) => p.roles.includes('twist.premise')) &&
      t.paragraphs.some((p) => p.roles.includes('twist.echo'))
    )
      tally.twists.hit++;
  }
  const first = t.brief.interests[0];
  if (first !== undefined) {
    tally.interest.of++;
    const help = t.paragraphs.find((p) => p.roles.includes('interest.help'))?.text ?? '';
    if (
      wordForms(first.generic ? [first.said] : first.entry.words).test(help) ||
      help.toLowerCase().includes(first.entry.label.toLowerCase())
    )
      tally.interest.hit++;
  }
  for (const m of t.brief.family) {
    tally.family.of++;
    // "the baby" starts a sentence as "The baby": a name that is a common noun is counted in any case.
    const flags = m.name === m.name.toLowerCase() ? 'gi' : 'g';
    if ((text.match(new RegExp(`\\b${m.name}\\b`, flags)) ?? []).length >= 2) tally.family.hit++;
  }
  // Every sentence of the notes is in the story, or named to the parent in the notices.
  if ((input.customPrompt ?? '') !== '') {
    tally.notes.of++;
    if (!t.story.notices.some((n) => n.startsWith("We couldn't find a place"))) tally.notes.hit++;
  }
  if (t.brief.worry !== undefined) {
    tally.worry.of++;
    if (t.paragraphs.some((p) => p.roles.includes('worry.closing'))) tally.worry.hit++;
  }
  if (t.brief.learning !== undefined) {
    tally.learning.of++;
    if (t.paragraphs.some((p) => p.roles.includes('learning.scene'))) tally.learning.hit++;
  }
  if (input.theme === 'space' || input.theme === 'ocean') {
    tally.theme.of++;
    if (t.world.id === (input.theme === 'space' ? 'space' : 'sea') || t.story.notices.length > 0)
      tally.theme.hit++;
  }
  if (t.brief.child.level === 'beginner') {
    beginnerStories++;
    const ss = sentencesOf(text);
    tinyAll += ss.filter((s) => s.split(/\s+/).length <= 4).length;
    tinyStatements += ss.filter(
      (s) => !/^["“]/.test(s) && !/[!?]["”]?$/.test(s) && !s.includes(',') && s.split(/\s+/).length < 5,
    ).length;
  }
  const name = new RegExp(`\\b${t.brief.child.name}\\b`, 'g');
  for (const line of t.paragraphs.flatMap((p) => p.lines))
    for (const s of sentencesOf(line.text)) roleOf.set(normalizeSentence(s.replace(name, 'NAME')), line.role);
  for (const s of sentencesOf(text)) {
    const key = normalizeSentence(s.replace(name, 'NAME'));
    if (key.split(' ').length <= 4) continue;
    const set = seenIn.get(key) ?? new Set<number>();
    set.add(i);
    seenIn.set(key, set);
  }
}
let all = 0;
let recurring = 0;
for (const set of seenIn.values()) {
  all += set.size;
  if (set.size > 1) recurring += set.size;
}
const nights: string[] = [];
for (const theme of STORY_THEMES) {
  let memory: StoryMemory = { planIds: [], titles: [], sentenceKeys: [] };
  const plots: string[] = [];
  for (let night = 0; night < 30; night++) {
    const t = tell(
      { ...request(5000 + STORY_THEMES.indexOf(theme)), theme, seed: 777 + night, memory },
      pack,
    );
    plots.push(t.story.planId ?? '');
    memory = rememberStory(memory, t.story);
  }
  nights.push(`${theme} ${new Set(plots).size}/30`);
}
const rows: [string, string][] = [
  ['requests', String(count)],
  ['refused by the safety check (as the app checks the engine)', String(tally.refused)],
  ['refused by the classifier alone (run on LLM stories)', String(tally.refusedByMeaning)],
  ['pet named twice', pct(tally.pets.hit, tally.pets.of)],
  ['twist as premise and echo', pct(tally.twists.hit, tally.twists.of)],
  ['interest solves it by its own word', pct(tally.interest.hit, tally.interest.of)],
  ['family member named twice', pct(tally.family.hit, tally.family.of)],
  ['worry returned to at bedtime', pct(tally.worry.hit, tally.worry.of)],
  ['notes held by the story (the rest named in notices)', pct(tally.notes.hit, tally.notes.of)],
  ['learning goal as a scene', pct(tally.learning.hit, tally.learning.of)],
  ['space/ocean theme kept (or told why)', pct(tally.theme.hit, tally.theme.of)],
  ['grammar findings (all stories)', String(tally.grammar)],
  ['verbless sentences (300 stories)', String(tally.verbless)],
  ['beginner: sentences of 4 words or fewer', (tinyAll / beginnerStories).toFixed(1)],
  ['beginner: plain statements under 5 words', (tinyStatements / beginnerStories).toFixed(1)],
  ['sentences recurring across stories', pct(recurring, all)],
  ['titles distinct (600)', pct(new Set(titles).size, titles.length)],
  ['plots in 30 nights, one theme', nights.join(', ')],
];
for (const [k, v] of rows) process.stdout.write(`| ${k} | ${v} |\n`);
// `--titles`: the titles given more than once in the 600, most first.
if (process.argv.includes('--titles')) {
  const given = new Map<string, number>();
  for (const t of titles) given.set(t, (given.get(t) ?? 0) + 1);
  process.stdout.write(`titles without the child's name: ${unnamedTitles}\n`);
  for (const [t, n] of [...given].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]))
    process.stdout.write(`${n}\t${t}\n`);
}
// `--top N`: the sentences heard most often across families, for whoever writes the next variants.
const topAt = process.argv.indexOf('--top');
if (topAt > 0) {
  const top = [...seenIn.entries()]
    .filter(([, set]) => set.size > 1)
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, Number(process.argv[topAt + 1] ?? 40));
  for (const [key, set] of top) process.stdout.write(`${set.size}\t${key}\n`);
  const mass = new Map<string, number>();
  for (const set of seenIn.values()) {
    const bucket = set.size >= 10 ? '10+' : set.size >= 4 ? '4-9' : String(set.size);
    mass.set(bucket, (mass.get(bucket) ?? 0) + set.size);
  }
  const pairs = [...seenIn.entries()].filter(([, set]) => set.size === 2 || set.size === 3);
  for (let k = 0; k < pairs.length; k += Math.ceil(pairs.length / 80))
    process.stdout.write(`  ${pairs[k]![1].size}: ${pairs[k]![0]}\n`);
  for (const [bucket, n] of mass) process.stdout.write(`heard in ${bucket} stories: ${pct(n, all)}\n`);
}

// `--by-role`: the recurring sentences by the kind of line that said them (most first).
if (process.argv.includes('--by-role')) {
  const byRole = new Map<string, { all: number; recurring: number }>();
  for (const [key, set] of seenIn) {
    const role = roleOf.get(key) ?? '(joined)';
    const r = byRole.get(role) ?? { all: 0, recurring: 0 };
    r.all += set.size;
    if (set.size > 1) r.recurring += set.size;
    byRole.set(role, r);
  }
  console.log('\nrole\tsentences\trecurring\tshare of all recurring');
  for (const [role, r] of [...byRole].sort((a, b) => b[1].recurring - a[1].recurring).slice(0, 40))
    console.log(`${role}\t${r.all}\t${pct(r.recurring, r.all)}\t${pct(r.recurring, recurring)}`);
  console.log('\nstories\trole\tsentence (most heard first)');
  for (const [key, set] of [...seenIn]
    .filter(([, v]) => v.size > 1)
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, 300))
    console.log(`${set.size}\t${roleOf.get(key) ?? '(joined)'}\t${key}`);
}
