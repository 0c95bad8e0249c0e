import pluralize from 'pluralize';
import { FEAR_CONCEPT_IDS } from '../../fears.js';
import type { PackProblem, Places } from './load.js';
import type {
  TCastEntity,
  TCharacter,
  TInterest,
  TLearning,
  TPet,
  TPlan,
  TSetting,
  TTheme,
  TWorld,
} from './schema.js';
import type { RawPack } from './types.js';

/** A cast entity with the worlds it belongs to (its own file's world first). */
export type CastEntry = TCastEntity & { homeWorld: string; inWorlds: readonly string[] };

/** A phrase of the parent's words, normalised for matching: lower case, each word singular. */
const keys = new Map<string, string>();

export function matchKey(phrase: string): string {
  let key = keys.get(phrase);
  if (key === undefined) {
    key = keyOf(phrase);
    if (keys.size > 5000) keys.clear();
    keys.set(phrase, key);
  }
  return key;
}

function keyOf(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w !== '')
    .map((w) => pluralize.singular(w))
    .join(' ');
}

/** Phrases → entries, longest phrase first, so "train timetables" wins over "trains". */
export class PhraseIndex<T> {
  private readonly entries: { key: string; words: number; value: T }[] = [];

  constructor(items: readonly T[], phrases: (item: T) => readonly string[]) {
    for (const item of items)
      for (const p of phrases(item)) {
        // "budgie": its plural "budgies" reads back as "budgy", so that key finds it too.
        const plural = matchKey(p.replace(/[\p{L}'-]+$/u, (w) => pluralize.plural(w)));
        for (const key of new Set([matchKey(p), plural]))
          if (key !== '') this.entries.push({ key, words: key.split(' ').length, value: item });
      }
    this.entries.sort((a, b) => b.words - a.words || b.key.length - a.key.length);
  }

  /** The entry whose phrase appears (as whole words) in the text, the longest phrase winning. */
  find(text: string): { value: T; key: string } | undefined {
    const hay = ` ${matchKey(text)} `;
    if (hay.trim() === '') return undefined;
    for (const e of this.entries) if (hay.includes(` ${e.key} `)) return { value: e.value, key: e.key };
    return undefined;
  }

  /**
   * Every phrase that appears, longest first, with the words it covers (as positions in the
   * text's normalised words), so a reader can ask which word of the parent's phrase it names.
   */
  spans(text: string): { value: T; key: string; from: number; to: number }[] {
    const hay = ` ${matchKey(text)} `;
    const out: { value: T; key: string; from: number; to: number }[] = [];
    for (const e of this.entries) {
      const at = hay.indexOf(` ${e.key} `);
      if (at < 0) continue;
      const from = hay
        .slice(0, at + 1)
        .trim()
        .split(' ')
        .filter((w) => w !== '').length;
      out.push({ value: e.value, key: e.key, from, to: from + e.words });
    }
    return out;
  }

  /** Every entry whose phrase appears, once each, in the order they appear in the text. */
  findAll(text: string): T[] {
    const hay = ` ${matchKey(text)} `;
    const found: { at: number; value: T }[] = [];
    const taken: [number, number][] = [];
    for (const e of this.entries) {
      const at = hay.indexOf(` ${e.key} `);
      if (at < 0) continue;
      const end = at + e.key.length + 1;
      if (taken.some(([a, b]) => at < b && end > a)) continue;
      taken.push([at, end]);
      if (!found.some((f) => f.value === e.value)) found.push({ at, value: e.value });
    }
    return found.sort((a, b) => a.at - b.at).map((f) => f.value);
  }
}

/** The pack as the engine reads it: the files, indexed. */
export interface Pack extends RawPack {
  worldById: ReadonlyMap<string, TWorld>;
  cast: ReadonlyMap<string, CastEntry>;
  interestIndex: PhraseIndex<TInterest>;
  genericInterest: TInterest | undefined;
  characterIndex: PhraseIndex<TCharacter>;
  petIndex: PhraseIndex<TPet>;
  learningIndex: PhraseIndex<TLearning>;
  settingIndex: PhraseIndex<TSetting>;
  themeIndex: PhraseIndex<TTheme>;
  themeById: ReadonlyMap<string, TTheme>;
  /** twists.yaml `found_in`, a word → the worlds it is found in. */
  foundIndex: PhraseIndex<FoundIn>;
}

export interface FoundIn {
  word: string;
  worlds: string[];
}

/** `found_in` turned round: each word once, with every world that lists it. */
function foundInOf(raw: RawPack): FoundIn[] {
  const byWord = new Map<string, string[]>();
  for (const [world, words] of Object.entries(raw.twists.found_in))
    for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), world]);
  return [...byWord].map(([word, worlds]) => ({ word, worlds }));
}

function castOf(worlds: readonly TWorld[], plans: readonly TPlan[]): Map<string, CastEntry> {
  const cast = new Map<string, CastEntry>();
  for (const w of worlds)
    for (const e of w.cast) cast.set(e.id, { ...e, homeWorld: w.id, inWorlds: [w.id, ...e.also] });
  for (const p of plans)
    for (const e of p.new_cast) {
      const home = p.worlds[0] ?? 'home';
      cast.set(e.id, { ...e, homeWorld: home, inWorlds: [home, ...e.also] });
    }
  return cast;
}

/** References between files: every id a file names exists, and is of the right kind. */
function crossProblems(pack: Pack, places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  const at = (text: string, message: string) =>
    problems.push({ ...(places.get(text) ?? { file: '?', line: 0 }), message });
  const worldIds = new Set(pack.worlds.map((w) => w.id));
  const seenCast = new Map<string, string>();
  const owners = [
    ...pack.worlds.map((w) => ({ name: `worlds/${w.id}`, cast: w.cast })),
    ...pack.plans.map((p) => ({ name: p.id, cast: p.new_cast })),
  ];
  for (const owner of owners)
    for (const e of owner.cast) {
      const other = seenCast.get(e.id);
      if (other !== undefined) at(e.a, `the cast id "${e.id}" is used in ${other} and ${owner.name}`);
      seenCast.set(e.id, owner.name);
      for (const x of e.also) if (!worldIds.has(x)) at(e.a, `unknown world "${x}"`);
    }
  for (const w of pack.worlds)
    for (const n of w.nearby) if (!worldIds.has(n)) at(w.words[0] ?? w.id, `unknown nearby world "${n}"`);
  const planIds = new Set<string>();
  for (const p of pack.plans) {
    const where = p.titles[0] ?? p.id;
    if (planIds.has(p.id)) at(where, `the plot id "${p.id}" is used twice`);
    planIds.add(p.id);
    for (const w of p.worlds) if (!worldIds.has(w)) at(where, `${p.id}: unknown world "${w}"`);
    for (const [slot, ids] of Object.entries(p.cast)) {
      for (const id of ids ?? []) {
        if (slot === 'object' && id === 'companion') continue;
        const e = pack.cast.get(id);
        if (e === undefined) at(where, `${p.id}: unknown ${slot} "${id}"`);
        else if (e.kind !== slot) at(where, `${p.id}: "${id}" is a ${e.kind}, not a ${slot}`);
      }
    }
    if (p.journey !== undefined && p.cast.place === undefined)
      at(where, `${p.id}: a plot with a journey names its place ids`);
  }
  for (const s of pack.settings) {
    if (!worldIds.has(s.world)) at(s.place.a, `${s.id}: unknown world "${s.world}"`);
    for (const id of s.places)
      if (pack.cast.get(id)?.kind !== 'place') at(s.place.a, `${s.id}: "${id}" is not a place of any world`);
  }
  for (const t of pack.themes)
    for (const w of t.worlds) if (!worldIds.has(w)) at(t.match[0] ?? t.id, `${t.id}: unknown world "${w}"`);
  for (const [w, words] of Object.entries(pack.twists.found_in))
    if (!worldIds.has(w)) at(words[0] ?? w, `twists found_in: unknown world "${w}"`);
  for (const w of pack.worries)
    for (const f of w.fears)
      if (!FEAR_CONCEPT_IDS.includes(f)) at(w.match[0] ?? w.id, `${w.id}: unknown fear "${f}" in fears`);
  return problems;
}

export function compilePack(raw: RawPack, places: Places): { pack: Pack; problems: PackProblem[] } {
  const pack: Pack = {
    ...raw,
    worldById: new Map(raw.worlds.map((w) => [w.id, w])),
    cast: castOf(raw.worlds, raw.plans),
    // The generic entry is indexed too: its `match` names phrases that are their own thing
    // ("hot dogs", "snow globes"), which its head word would otherwise give to another entry.
    interestIndex: new PhraseIndex(raw.interests, (i) => i.match),
    genericInterest: raw.interests.find((i) => i.id === 'generic'),
    characterIndex: new PhraseIndex(raw.characters, (c) => c.match),
    petIndex: new PhraseIndex(raw.pets, (p) => p.match),
    learningIndex: new PhraseIndex(raw.learning, (l) => l.match),
    settingIndex: new PhraseIndex(raw.settings, (s) => s.match),
    themeIndex: new PhraseIndex(raw.themes, (t) => t.match),
    themeById: new Map(raw.themes.map((t) => [t.id, t])),
    foundIndex: new PhraseIndex(foundInOf(raw), (f) => [f.word]),
  };
  return { pack, problems: crossProblems(pack, places) };
}
