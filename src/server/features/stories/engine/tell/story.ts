import { takerHere } from '../read/twist-taker.js';
import { agreeTogether, groupMentions } from './together.js';
import { READING_WORDS_PER_MINUTE } from '../../../../../shared/constants.js';
import type { StoryWriterInput, WrittenStory } from '../../writer/types.js';
import type { Pack } from '../pack/compile.js';
import type { TFrame, TPlan, TWorld } from '../pack/schema.js';
import { hashString, Rng } from '../prng.js';
import { readBrief } from '../read/brief.js';
import { outcomeOnce } from './outcome-once.js';
import { introducedOnce } from './introduced-once.js';
import type { Brief } from '../read/types.js';
import { castPlot, type Cast } from './cast.js';
import { settleCast } from './settled.js';
import { joinShortSentences } from '../grammar/join.js';
import { isClause } from '../nlp.js';
import { nameThenPronoun } from './name-once.js';
import { fitLength, type FittedParagraph } from './fit.js';
import { choosePlot } from './plan.js';
import { introducePets } from './pet-intro.js';
import { nameTheGrownUp } from './young.js';
import { evenMentions } from './mentions.js';
import { payOffWhatWasLent } from './lent.js';
import { plantPocket } from './pocket.js';
import { countWords, keysOf, templateKey } from './render.js';
import type { Rendered, RenderContext } from './render-context.js';
import { wordForms } from '../pack/check.js';
import { wholeWordSource } from '../pack/text.js';
import { buildScenes } from './scenes.js';
import { outOfSeasonIn, plotSeasonClash } from './season.js';
import { weatherIdea } from './story-weather.js';
import { homeSpots } from './home-spot.js';
import { tryAgainOnlyAfterATry } from './tried.js';
import { outOfPlaceIn } from './line-checks.js';
import { refsOf } from './sleeper.js';
import { applyShape, chooseShape, keepTheNightWhole, type Shape } from './shape.js';
import { addSeriesLines, seriesArc, seriesEvent, type SeriesArc } from './series.js';
import { makeTitle } from './title.js';
import { tellWhatWasLeftOut } from './left-out.js';
import { STORY_NOTICES } from '../../../../../shared/messages.js';
import { familyWords } from './family-words.js';
import { varyOpenings } from './openings.js';
import { oneBackInBed, oneButAtATime } from './said-once.js';
import { OUT_OF_BED_WORDS, outOfBed, playBeforeBed, walkBeforeBed } from './bed-last.js';
import { IN_BED } from './scenes-home.js';
import { childVars, entityVars, type VarMap } from './vars.js';
import { ridesIn, throughIt } from './cast.js';

/** A written story with how it was made: the brief, the plot, the cast, each line's role. */
export interface ToldStory {
  story: WrittenStory & { notices: string[] };
  brief: Brief;
  plan: TPlan;
  world: TWorld;
  cast: Cast;
  shape: Shape;
  paragraphs: { kind: string; roles: string[]; text: string; lines: { role: string; text: string }[] }[];
}

function seedOf(input: StoryWriterInput): number {
  return (
    (Math.imul(input.seed | 0, 0x9e3779b1) ^
      hashString(JSON.stringify({ ...input, memory: undefined, seed: 0 }))) >>>
    0
  );
}

// eslint-disable-next-line no-control-regex -- the member tokens are control characters on purpose
const MEMBER_TOKENS = /\u0001([mM])(\d)\u0002/g;

/** Member tokens: the first says who they are ("Mia's best friend Zoe"), the rest their name. */
function resolveMembers(paragraphs: string[], brief: Brief): string[] {
  const introduced = new Set<number>();
  const child = brief.child.name;
  const possessive = `${child}'s `;
  const names = (text: string) => new RegExp(wholeWordSource(child), 'u').test(text);
  // "Theo had blocks by the pillow. He was still laughing about tag with his best friend Sami":
  // a sentence that opens on the child's pronoun, straight after one naming the child.
  const he = brief.child.pronouns?.they;
  const saidByPronoun = (sentences: string[]) =>
    he !== undefined &&
    he !== 'they' &&
    new RegExp(`^\\s*${he}\\b`, 'iu').test(sentences.at(-1) ?? '') &&
    names(sentences.at(-2) ?? '');
  return paragraphs.map((p) =>
    p.replace(MEMBER_TOKENS, (_m, c: string, d: string, at: number) => {
      const i = Number(d);
      const m = brief.family[i];
      if (m === undefined) return '';
      const first = !introduced.has(i);
      introduced.add(i);
      let said = first && m.intro !== undefined ? m.intro : m.name;
      // "Tariq and his big sister Leila", not "Tariq and Tariq's big sister Leila": the child
      // already named in the sentence owns the introduction by pronoun.
      const sentences = p.slice(0, at).split(/[.!?]["”]?\s/);
      const sentence = sentences.at(-1) ?? '';
      if (said.startsWith(possessive) && (names(sentence) || saidByPronoun(sentences)))
        said = `${brief.child.pronouns?.their ?? 'their'} ${said.slice(possessive.length)}`;
      return c === 'M' ? said.charAt(0).toUpperCase() + said.slice(1) : said;
    }),
  );
}

/** A paragraph of more than about 90 words reads as a wall: it is split where a line begins. */
function split(p: FittedParagraph): Rendered[][] {
  const out: Rendered[][] = [[]];
  let words = 0;
  for (const r of p.lines) {
    if (words + r.words > 90 && (out.at(-1)?.length ?? 0) > 0) {
      out.push([]);
      words = 0;
    }
    out.at(-1)?.push(r);
    words += r.words;
  }
  return out;
}

/** What the parent typed as interests, lower case: a world's scenery word among them is the child's. */
function interestsSaid(brief: Brief): string {
  return [...brief.interests, ...brief.heroes.flatMap((h) => h.interests)]
    .map((i) => `${i.said} ${i.entry.label}`)
    .join(' ')
    .toLowerCase();
}

const swimmerCannot = new WeakMap<TFrame, RegExp>();
/** What a companion that lives in water does not do (frame.swimmer_cannot), once per pack. */
function swimmerCannotIn(frame: TFrame): RegExp {
  const found = swimmerCannot.get(frame) ?? wordForms(frame.swimmer_cannot);
  swimmerCannot.set(frame, found);
  return found;
}

/** The story's proper names (first words of each), for joining sentences without lowering them. */
function namesOf(brief: Brief, cast: Cast): Set<string> {
  const names = [
    ...(brief.heroes.length > 1 ? brief.heroes.map((h) => h.child.name) : [brief.child.name]),
    ...brief.family.map((m) => m.name),
    ...brief.pets.map((p) => p.name ?? ''),
  ];
  for (const e of Object.values(cast)) if (e?.name !== undefined) names.push(e.name);
  return new Set(names.flatMap((n) => n.split(' ')).filter((n) => n !== ''));
}

/** The words of the fitted paragraphs, as the fitting counted them. */
const wordsOf = (fitted: readonly FittedParagraph[]) =>
  fitted.flatMap((p) => p.lines).reduce((n, l) => n + l.words, 0);

const inBed = new WeakMap<TPlan, boolean>();
/** The plot's opening may put the child in bed (worked out once a plot). */
function opensInBed(plan: TPlan): boolean {
  const found = inBed.get(plan) ?? IN_BED.test(JSON.stringify(plan.opening ?? ''));
  inBed.set(plan, found);
  return found;
}

/** Words a story may lose after fitting (shorter mentions, joined sentences). */
const AFTER_FIT_SLACK = 8;

/** Words the fitting keeps over the least for two or three children said together. */
const GROUP_SLACK: Readonly<Record<number, number>> = { 2: 10, 3: 20 };

export function tell(input: StoryWriterInput, pack: Pack): ToldStory {
  const rng = new Rng(seedOf(input));
  const brief = readBrief(input, pack);
  const choice = choosePlot(brief, pack, input.memory, rng, input.series);
  if (choice.notice !== undefined) brief.notices.push(choice.notice);
  // "the bath turns into a boat" with no plot tonight that goes by boat: the secret it keeps.
  if (brief.twist?.shape === 'rides' && !ridesIn(choice.plan, brief))
    brief.twist = { ...brief.twist, shape: 'secretly', ride: undefined };
  // "the wardrobe leads to the moon", and no plot tonight goes there on foot: left out, and said.
  if (brief.twist?.shape === 'leads-to' && !throughIt(choice.plan)) {
    brief.notices.push(STORY_NOTICES.twistNotUsed(brief.twist.text));
    brief.twist = undefined;
  }
  // "someone has stolen the moon": tonight's world says who (an octopus under the sea).
  if (brief.twist !== undefined) brief.twist = takerHere(brief.twist, choice.world.id, pack, brief.isSafe);
  const cast = castPlot(choice.plan, choice.world, brief, pack, rng, input.series?.keep?.companion);
  settleCast(cast, new Rng(hashString(`settle ${seedOf(input)}`)));
  // "every puddle is a doorway": a way through to wherever tonight's plot goes.
  if (brief.twist?.shape === 'leads-to' && brief.twist.y === undefined)
    brief.twist = { ...brief.twist, y: plainly(cast.place?.the ?? 'somewhere new') };
  const scenes = buildScenes(brief, choice.plan, choice.world, cast, pack);
  const arc = input.series === undefined ? undefined : seriesArc(pack, input.series, rng);
  if (input.series !== undefined && arc !== undefined) addSeriesLines(scenes, input.series, arc, pack);
  const shape = chooseShape(
    brief,
    choice.plan,
    choice.world,
    scenes,
    pack,
    rng,
    input.series !== undefined,
    new Rng(hashString(`occasion ${seedOf(input)}`)),
  );
  const shaped = applyShape(scenes, shape, choice.plan, choice.world, pack, rng, brief.child.level);
  const vars = castVars(brief, cast);
  const introWords = introWordsOf(brief);
  const ctx = renderContext(input, brief, cast, { ...choice, frame: pack.frame }, vars, rng);
  const max = brief.range.max - introWords;
  // Siblings said together ("the three of them" for "Aisha, Dara and Marisol", tell/together.ts)
  // take words away after the fitting: it leaves them a few to take (a long story ended at 494).
  const forGroup = Math.min(GROUP_SLACK[brief.heroes.length] ?? 0, Math.max(0, max - brief.range.min));
  // A plot that may open in bed keeps a word for "Later," (tell/bed-last.ts): a story fitted to
  // its last word told Jonah in bed and at his train book at once.
  // One that goes out from there keeps five more for "Clementine slipped out of bed."
  // (Never off a bed that flies them there.)
  const goesOut =
    choice.plan.journey !== undefined &&
    choice.world.id !== 'dream' &&
    !choice.plan.magic_journey &&
    !/\bbeds?$/.test(brief.twist?.x?.noun ?? '');
  const forLater = opensInBed(choice.plan) ? 1 + (goesOut ? OUT_OF_BED_WORDS : 0) : 0;
  const fitted = fitLength(shaped, ctx, { min: brief.range.min + forGroup, max: max - forLater });
  keepTheNightWhole(fitted);
  tryAgainOnlyAfterATry(fitted, ctx, pack, max);
  // What the later steps say shorter ("the little dinosaur" again is "the dinosaur"): a cut
  // here keeps a few words over the least, or a long story ended at 498 words of 500.
  const least = Math.min(brief.range.min + AFTER_FIT_SLACK, max);
  outcomeOnce(fitted, least, brief.family);
  introducedOnce(fitted, brief, least);
  // Play, then bed ("Later, Jonah was tucked up in bed"): its one word comes before the pocket's,
  // or a story the pocket filled to its last word told the child in two places at once.
  playBeforeBed(fitted, ctx.names, max - wordsOf(fitted));
  walkBeforeBed(fitted);
  if (goesOut) outOfBed(fitted, brief.child.name, max - wordsOf(fitted));
  plantPocket(fitted, ctx, pack.frame, max - wordsOf(fitted));
  payOffWhatWasLent(fitted, ctx, pack.family.lent, max);
  // A line the give-back retold may now be the one that "tried again" with nothing tried yet.
  tryAgainOnlyAfterATry(fitted, ctx, pack, max);
  introducePets(fitted, brief);
  nameTheGrownUp(fitted, brief, pack.family.along_groups);
  varyOpenings(
    fitted,
    brief.child.name,
    brief.child.level === 'beginner' || brief.heroes.length > 1,
    max - wordsOf(fitted),
  );
  oneButAtATime(fitted);
  oneBackInBed(fitted);
  // Not the recap: "Last time, ... sang the brave knight to sleep" is the last chapter's own words.
  evenMentions(
    fitted.flatMap((p) => p.lines).filter((l) => l.req.role !== 'series.recap'),
    vars,
  );
  const pieces = fitted.flatMap((p) => split(p).map((lines) => ({ kind: p.kind, lines })));
  const joined = pieces.map((p) => p.lines.map((l) => l.text).join(' '));
  if (brief.child.level === 'beginner') joinBeginnerSentences(joined, brief, ctx.names, introWords);
  if (brief.heroes.length <= 1)
    joined.forEach((text, i) => (joined[i] = nameThenPronoun(text, brief.child, ctx.names)));
  const inTheirWords = familyWords(input, pack.words, ctx.names);
  // Room to say "the three of them" for "Aisha, Dara and Marisol": what is over the least.
  const over = joined.reduce((n, t) => n + countWords(t, brief.family), 0) - brief.range.min;
  const texts = resolveMembers(groupMentions(joined, brief, Math.max(0, over)), brief).map(inTheirWords);
  const content = texts.join('\n\n');
  // The title draws from rng before the series event does: the order of draws makes the story.
  const roles = new Set(fitted.flatMap((p) => p.lines.map((l) => l.req.role)));
  const titled = {
    twist: pack.twists.shapes.find((s) => s.id === brief.twist?.shape)?.titles ?? [],
    petAlong: PET_ALONG.some((r) => roles.has(r)),
  };
  const title = inTheirWords(
    makeTitle(choice.plan, cast, brief, input.memory?.titles ?? [], rng, content, titled),
  );
  const continuity = continuityOf(input, pack, choice, cast, arc, vars, rng);
  tellWhatWasLeftOut(input.customPrompt, `${title}\n\n${content}`, brief, roles, pack, input.learningGoals);
  return {
    story: writtenStory(title, content, choice.plan, brief, fitted, continuity),
    brief,
    plan: choice.plan,
    world: choice.world,
    cast,
    shape,
    paragraphs: pieces.map((p, i) => ({
      kind: p.kind,
      roles: p.lines.map((l) => l.req.role),
      text: texts[i] ?? '',
      lines: p.lines.map((l) => ({ role: l.req.role, text: l.text })),
    })),
  };
}

/** Lines that take the pet out on the adventure: then it may stand in the title beside the child. */
const PET_ALONG = ['pet.along', 'pet.joins', 'pet.help'];

/** The child's variables and each cast entity's ({companion.the}, {object.a}...). */
function castVars(brief: Brief, cast: Cast): VarMap {
  const vars: VarMap = { ...childVars(brief.child) };
  for (const [slot, e] of Object.entries(cast)) if (e !== undefined) Object.assign(vars, entityVars(slot, e));
  const what = brief.character?.what;
  if (what !== undefined) vars['character.what'] = what;
  const did = brief.character?.did;
  if (did !== undefined) vars['character.did'] = did;
  return vars;
}

/** Introductions ("Mia's best friend Zoe") are words the fitting cannot see. */
function introWordsOf(brief: Brief): number {
  return brief.family.reduce(
    (n, m) => n + (m.intro === undefined ? 0 : countWords(m.intro) - countWords(m.name)),
    0,
  );
}

/** What rendering each line needs to know: the child, the cast, what was heard and said already. */
function renderContext(
  input: StoryWriterInput,
  brief: Brief,
  cast: Cast,
  { world, plan, frame }: { world: TWorld; plan: TPlan; frame: TFrame },
  vars: VarMap,
  rng: Rng,
): RenderContext {
  const petKinds = petKindsOf(brief);
  // The parent's season, else the plot's own frosty evening (tell/season.ts).
  const season = outOfSeasonIn(brief, world) ?? plotSeasonClash(plan, frame.seasons, world);
  return {
    rng,
    level: brief.child.level,
    vars,
    members: brief.family,
    isSafe: brief.isSafe,
    heard: new Set(input.memory?.sentenceKeys ?? []),
    said: new Set(),
    // The parent's season is the evening's weather already said (tell/story-weather.ts).
    told: new Set(brief.season === undefined || world.own_weather ? [] : [weatherIdea(brief.season)]),
    childName: brief.child.name,
    objectIsCompanion: cast.object !== undefined && cast.object === cast.companion,
    names: namesOf(brief, cast),
    outOfPlace: outOfPlaceIn(world, plan, interestsSaid(brief)),
    ...(brief.twist?.shape === 'hiding' && brief.twist.x !== undefined
      ? { hidden: wordForms([brief.twist.x.noun]) }
      : {}),
    ...(cast.companion?.water === true ? { swimmerCannot: swimmerCannotIn(frame) } : {}),
    ...(homeSpots(frame) === undefined ? {} : { home: homeSpots(frame) }),
    ...(season === undefined ? {} : { outOfSeason: season }),
    // The evening's weather, said by the parent or by the story, where the world has weather of its own.
    ...(world.own_weather ? {} : { storyWeather: frame.seasons }),
    youngest: brief.child.age <= 4,
    older: brief.child.age >= 8,
    ...(petKinds === undefined ? {} : { petKinds }),
    slots: Object.fromEntries(
      Object.entries(cast).flatMap(([slot, e]) => (e === undefined ? [] : [[slot, e.id]])),
    ),
    introduced: new Set(),
    sleepers: { refs: [], companion: false },
    // Asleep from the solve on, however the lines word it: the sleepless one, and a companion the
    // plot puts to sleep once helped (a sample heard "Sh, sh, the fox was asleep", then the fox's
    // "Thanks": the extras are told in their own order, not the story's).
    ...(plan.kind === 'sleepless' ||
    (plan.sleeps_once_helped && cast.object !== undefined && cast.object === cast.companion)
      ? { sleepless: { refs: refsOf(vars, 'object'), companion: cast.object === cast.companion } }
      : {}),
    ...(brief.heroes.length > 1 ? { together: (text: string) => agreeTogether(text, brief) } : {}),
  };
}

/**
 * A beginner's paragraph joins short sentences across its lines too, while the story has room
 * for the "and"s that joining adds (in place, paragraph by paragraph).
 */
function joinBeginnerSentences(
  joined: string[],
  brief: Brief,
  names: ReadonlySet<string>,
  introWords: number,
): void {
  const room = brief.range.max - introWords - joined.reduce((n, t) => n + countWords(t, brief.family), 0);
  let added = 0;
  for (let i = 0; i < joined.length; i++) {
    const before = joined[i] as string;
    const after = joinShortSentences(before, names, false, isClause);
    const more = countWords(after, brief.family) - countWords(before, brief.family);
    if (added + more <= room) {
      joined[i] = after;
      added += more;
    }
  }
}

/** A series chapter: what the next chapters keep (chapter 1's companion), and what happened. */
function continuityOf(
  input: StoryWriterInput,
  pack: Pack,
  choice: { plan: TPlan; world: TWorld },
  cast: Cast,
  arc: SeriesArc | undefined,
  vars: VarMap,
  rng: Rng,
): WrittenStory['continuity'] {
  const companion = input.series?.keep?.companion ?? cast.companion;
  return input.series === undefined || arc === undefined
    ? undefined
    : {
        keep: { ...(companion ? { companion } : {}), world: choice.world.id, arc: arc.id },
        event: seriesEvent(pack, choice.plan, vars, rng),
      };
}

/** The story as the writer port returns it, with what the child's memory keeps of it. */
function writtenStory(
  title: string,
  content: string,
  plan: TPlan,
  brief: Brief,
  fitted: readonly FittedParagraph[],
  continuity: WrittenStory['continuity'],
): ToldStory['story'] {
  const wordCount = countWords(content);
  return {
    title,
    content,
    wordCount,
    readingTime: Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE)),
    planId: plan.id,
    // The closing lines' templates too (render.ts): the next nights end another way.
    sentenceKeys: [
      ...new Set([
        ...keysOf(content, brief.child.name),
        ...fitted.flatMap((p) => p.lines.flatMap((l) => templateKey(l) ?? [])),
      ]),
    ],
    notices: [...new Set(brief.notices)],
    ...(continuity === undefined ? {} : { continuity }),
  };
}

/** The child's pets' kinds, every word the pet table reads them by ("rabbit", "bunny"). */
function petKindsOf(brief: Brief): RegExp | undefined {
  const words = brief.pets.flatMap((p) => [p.word, ...p.species.match]);
  return words.length === 0 ? undefined : wordForms(words);
}

/** "the [|little ]fairy village" said one way: each choice's first. */
const plainly = (text: string): string =>
  text
    .replace(/\[([^\]|]*)[^\]]*\]/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
