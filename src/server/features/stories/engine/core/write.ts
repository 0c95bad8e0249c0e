import { READING_WORDS_PER_MINUTE, STORY_LENGTHS } from '../../../../../shared/constants.js';
import { countWords } from '../../safety/readability.js';
import type { StoryWriterInput, WrittenStory } from '../../writer/types.js';
import type { BeatKind, CastEntity } from '../plans/types.js';
import { hashString, Rng } from '../prng.js';
import { expand, finishSentence } from '../template.js';
import {
  SLEEPY_WORDS,
  beatFiller,
  beatSentences,
  beatWords,
  composeBeats,
  hasSpare,
  type BeatText,
} from './compose.js';
import { BEDTIME_DETAILS, FILLER_CAP, SCENERY_PER_STORY, fitLength } from './fit.js';
import type { StoryLibrary } from './library.js';
import { sentenceKey, splitSentences } from './memory.js';
import { CHILD_TOKENS, canonical, resolveMembers, resolveNames } from './names.js';
import { resolveCompanion, sharedPronoun } from './shared-pronoun.js';
import { readRequest, type StoryRequest } from './request.js';
import { select, type Selection } from './select.js';
import { varyOpeners } from './seams.js';

/** Seams a template join can leave: doubled words ("and and"), stray spaces before marks. */
export function tidy(text: string): string {
  return varyOpeners(
    text
      .replace(/\b(\p{L}+) \1\b/giu, '$1')
      .replace(/\s+([,.!?;:])/g, '$1')
      .replace(/([,;:])\1+/g, '$1')
      .replace(/ {2,}/g, ' ')
      // {bed} reads "in bed", "to bed"; beside it is a thing: "by the bed", "at the end of the bed".
      .replace(/\b(by|beside|next to|near|under|on|(?:end|foot|edge|side) of) bed\b/g, '$1 the bed')
      // "He thought for a bit. Then he laughed. Then he made a wish.": pieces told side by side
      // (a lead-in and the solution) may each open with "Then"; the second says "So".
      .replace(/(\bThen [^.!?]*[.!?]["”]? )Then\b/g, '$1So')
      // "But then there hung a bell, but when Zip swung it…": one "but" is enough.
      .replace(
        /(^|[.!?]["”]?\s+)But then (\p{Ll})(?=[^.!?]*, but\b)/gu,
        (_m, before: string, letter: string) => before + letter.toUpperCase(),
      ),
  );
}

/**
 * Three sentences in a row opening with the companion ("The dragon bowed. The dragon laughed.
 * The dragon nodded.") read as a list: lines from different pools (a plan's detail, a greeting,
 * a spare of the next level) can fall that way. The third says "she", "he" or "it" instead.
 */
function noThirdInARow(paragraph: string, companion: CastEntity | undefined): string {
  const noun = companion?.noun.split(' ').at(-1);
  if (companion === undefined || noun === undefined || !paragraph.includes(noun)) return paragraph;
  const pronoun = companion.pronoun ?? 'it';
  const opening = (s: string) => s.split(' ').slice(0, 2).join(' ');
  // "The superhero told…", "The little fox told…": the companion, up to its noun.
  const subject = new RegExp(`^The (?:[\\w-]+ ){0,2}?${noun} `);
  const sentences = paragraph.split(/(?<=[.!?]["”]?) /);
  for (let i = 2; i < sentences.length; i++) {
    const [a, b, c] = [sentences[i - 2], sentences[i - 1], sentences[i]] as [string, string, string];
    const m = subject.exec(c);
    if (m !== null && opening(a) === opening(c) && opening(b) === opening(c))
      sentences[i] = `${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)} ${c.slice(m[0].length)}`;
  }
  return sentences.join(' ');
}

/** Sentences of a beginner's last paragraph: the going to sleep itself, after getting ready. */
const BEDTIME_SENTENCES = 4;

/**
 * A beginner's bedtime is a few short sentences. A long story that needed every wind-down line
 * to reach its length (pajamas, teeth, milk, a book, the lamp…) tells them as getting ready, in a
 * paragraph of their own, and ends on a short one: the last few lines, falling asleep.
 */
function bedtimeParagraphs(lines: readonly string[]): string[][] {
  const count = (ls: readonly string[]) => ls.reduce((n, l) => n + Math.max(1, splitSentences(l).length), 0);
  if (count(lines) <= BEDTIME_SENTENCES + 3) return [[...lines]];
  let cut = lines.length;
  while (cut > 1 && count(lines.slice(cut - 1)) <= BEDTIME_SENTENCES) cut--;
  // The last line alone may be a few sentences: it is the last paragraph all the same.
  cut = Math.min(cut, lines.length - 1);
  // The last paragraph says it is bedtime ("At bedtime, Zoë peeked at the picture once more" alone
  // does not): it starts early enough to hold a sleepy line.
  while (cut > 0 && !lines.slice(cut).some((l) => SLEEPY_WORDS.test(l))) cut--;
  return cut === 0 ? [[...lines]] : [lines.slice(0, cut), lines.slice(cut)];
}

function titleCase(s: string): string {
  const small = new Set([
    'a',
    'an',
    'and',
    'the',
    'of',
    'in',
    'on',
    'to',
    'at',
    'for',
    'with',
    'under',
    'by',
  ]);
  return s
    .split(' ')
    .map((w, i) => (i === 0 || !small.has(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
}

function makeTitle(
  sel: Selection,
  name: string,
  recent: ReadonlySet<string>,
  rng: Rng,
  isSafe: (text: string) => boolean,
): string {
  const vars: Record<string, string> = { Name: name, nameS: `${name}'s` };
  for (const [slot, e] of Object.entries(sel.cast)) {
    vars[`${slot}.noun`] = e.noun;
    vars[`${slot}.the`] = e.the;
    vars[`${slot}.The`] = e.the.charAt(0).toUpperCase() + e.the.slice(1);
    vars[`${slot}.name`] = e.name ?? e.the;
    vars[`${slot}.a`] = e.a;
  }
  let first = '';
  for (const tpl of rng.shuffle(sel.plan.titles)) {
    const t = titleCase(finishSentence(expand(tpl, { rng, vars, rich: 0 })));
    // A title never names what the child fears ("Roar" for a child afraid of loud noises).
    if (!isSafe(t)) continue;
    first ||= t;
    if (!recent.has(t.toLowerCase())) return t;
  }
  return first || `${name}'s Bedtime Story`;
}

/** Characters told with the child's own subject pronoun ("she" for a girl and a princess). */
function samePronounOf(sel: Selection, req: StoryRequest): string[] {
  const they = req.pronouns?.they;
  if (they === undefined || they === 'they') return [];
  const out: string[] = [];
  for (const e of Object.values(sel.cast))
    if (e.pronoun === they)
      // "the lamb" as well as "the little lamb".
      out.push(e.noun, e.noun.split(' ').at(-1) as string, ...(e.name === undefined ? [] : [e.name]));
  // Not the family: their lines mostly act on the child by name ("Dad read him a story"), and
  // naming the child after each would bring the name back far too often.
  return out;
}

/** Who else acts in the story: a child without pronouns is "they" only where none of them is near. */
function othersOf(sel: Selection, req: StoryRequest): string[] {
  const out: string[] = [];
  for (const [slot, e] of Object.entries(sel.cast)) {
    if (slot !== 'companion' && e.pronoun === undefined) continue;
    out.push(e.noun);
    if (e.name !== undefined) out.push(e.name);
  }
  for (const p of req.family) out.push(p.name.replace('{nameS} ', ''));
  for (const p of req.pets) out.push(p.species, ...(p.name === undefined ? [] : [p.name]));
  return out;
}

/**
 * The local engine: reads the request, picks a world, a plan and its cast, composes the beats,
 * fits the length with the plan's own material, and only then decides name or pronoun.
 * Deterministic for a seed and input.
 */
export function writeWithLibrary(input: StoryWriterInput, lib: StoryLibrary): WrittenStory {
  return writeDetailed(input, lib).story;
}

/** A written story with how it was made: the selection and each paragraph's beat and marks. */
export interface DetailedStory {
  story: WrittenStory;
  request: StoryRequest;
  selection: Selection;
  paragraphs: { kind: BeatKind; marks: readonly string[]; text: string }[];
  /** Below its range with every optional beat, detail and spare told: nothing more to tell. */
  exhausted: boolean;
  /** Stock lines told (greetings, celebrations, wind-down): a story reaches its length with events instead. */
  filler: number;
}

export function writeDetailed(input: StoryWriterInput, lib: StoryLibrary): DetailedStory {
  const req = readRequest(input, lib);
  const rng = new Rng(
    (Math.imul(input.seed | 0, 0x9e3779b1) ^
      hashString(JSON.stringify({ ...input, memory: undefined, seed: 0 }))) >>>
      0,
  );
  const heard = new Set(input.memory?.sentenceKeys ?? []);
  const chosen = STORY_LENGTHS[input.storyLength] ?? STORY_LENGTHS.medium;
  // A member's first mention says who they are ("her little brother Sam"): words the fitting cannot see.
  const introWords = req.family.reduce((n, p) => n + countWords(p.intro) - countWords(p.name), 0);
  const range = { minWords: chosen.minWords, maxWords: chosen.maxWords - introWords };
  const short = input.storyLength === 'short';
  const wordsOf = (bs: readonly BeatText[]) => bs.reduce((n, b) => n + beatWords(b), 0);
  const long = input.storyLength === 'long';
  const cap = FILLER_CAP[req.level];
  const sceneryCap = SCENERY_PER_STORY[input.storyLength] ?? SCENERY_PER_STORY.medium;
  const bedtime = BEDTIME_DETAILS[req.level];
  const compose = (sel: Selection) => {
    let composed = composeBeats(lib, req, sel, rng, heard, false, false, long);
    let beats = fitLength(composed, range, short, rng, cap, sceneryCap, bedtime);
    // The plan's own text ran over the range with every optional part left out: told again,
    // choosing the shortest fresh rendering of each sentence (rare; only then is it worth the time).
    if (wordsOf(beats) > range.maxWords - 6) {
      composed = composeBeats(lib, req, sel, rng, heard, true, false, long);
      beats = fitLength(composed, range, short, rng, cap, sceneryCap, bedtime);
    } else if (wordsOf(beats) < range.minWords + 4) {
      // Short with everything told (long beginner stories, mostly): told again with room to grow.
      composed = composeBeats(lib, req, sel, rng, heard, false, true, long);
      beats = fitLength(composed, range, short, rng, cap, sceneryCap, bedtime);
    }
    return { sel, composed, beats };
  };
  let told = compose(select(lib, req, input.memory, rng));
  // A plan without enough to tell at this length and level gives way to the next best, three times at most.
  // So does one that reached its length only with stock lines past the cap (greetings, goodnights):
  // its own material, scenery capped, was too thin for this length.
  const stock = (bs: readonly BeatText[]) => bs.reduce((n, b) => n + beatFiller(b), 0);
  const isShort = (bs: readonly BeatText[]) => wordsOf(bs) < range.minWords;
  const thin = (bs: readonly BeatText[]) => isShort(bs) || stock(bs) > cap;
  const tried = [told.sel.plan.id];
  while (thin(told.beats) && tried.length < 4) {
    let other: Selection;
    try {
      other = select(lib, req, input.memory, rng, tried);
    } catch {
      break; // no other plan fits: the first one is told as it is
    }
    const next = compose(other);
    tried.push(next.sel.plan.id);
    // The longer if either is short; else the one with fewer stock lines.
    const better = isShort(told.beats)
      ? wordsOf(next.beats) > wordsOf(told.beats)
      : !isShort(next.beats) && stock(next.beats) < stock(told.beats);
    if (better) told = next;
  }
  const { sel, composed, beats } = told;
  // Only a story below its range asks (spares are made when first needed, see hasSpare).
  const exhausted =
    wordsOf(beats) < range.minWords &&
    beats.length === composed.length &&
    beats.every((b) => b.used === b.details.length) &&
    beats.every((b) => !hasSpare(b, b.spareUsed));
  const members = req.family.map((p) => ({
    name: p.name.replace('{nameS}', CHILD_TOKENS.nameS as string),
    intro: p.intro.replace('{nameS}', CHILD_TOKENS.nameS as string),
    plural: p.plural,
  }));
  const pieces = beats.flatMap((b) =>
    (b.kind === 'sleep' && req.level === 'beginner'
      ? bedtimeParagraphs(beatSentences(b))
      : [beatSentences(b)]
    ).map((lines) => ({ beat: b, text: lines.join(' ') })),
  );
  const companion = sel.cast.companion;
  const withMembers = resolveMembers(
    pieces.map((p) => p.text),
    members,
    req.pronouns?.their,
  );
  const paragraphs = resolveNames(
    companion !== undefined && sharedPronoun(companion, req.pronouns?.they) !== undefined
      ? resolveCompanion(withMembers, companion)
      : withMembers,
    req,
    othersOf(sel, req),
    samePronounOf(sel, req),
  )
    .map(tidy)
    .map((p) => noThirdInARow(p, sel.cast.companion));
  const content = paragraphs.join('\n\n');
  const parts = pieces.map(({ beat }, i) => ({
    kind: beat.kind,
    marks: beat.marks,
    text: paragraphs[i] as string,
  }));
  const wordCount = countWords(content);
  const title = makeTitle(
    sel,
    req.name,
    new Set((input.memory?.titles ?? []).map((t) => t.toLowerCase())),
    rng,
    req.isSafe,
  );
  const story: WrittenStory = {
    title,
    content,
    wordCount,
    readingTime: Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE)),
    planId: sel.plan.id,
    // Keys of the sentences with the name in place of pronouns, as the engine compares them.
    sentenceKeys: [
      ...new Set(
        beats.flatMap((b) =>
          splitSentences(canonical(beatSentences(b).join(' '), req.name)).map(sentenceKey),
        ),
      ),
    ],
  };
  const filler = beats.reduce((n, b) => n + beatFiller(b), 0);
  return { story, request: req, selection: sel, paragraphs: parts, exhausted, filler };
}
