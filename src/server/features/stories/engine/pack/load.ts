import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import {
  ZCharacter,
  ZFamily,
  ZFrame,
  ZInterest,
  ZLearning,
  ZPackInfo,
  ZPet,
  ZTrait,
  ZPlan,
  ZSetting,
  ZSeries,
  ZSiblings,
  ZShapes,
  ZTheme,
  ZTwists,
  ZWorld,
  ZWorry,
  ZWords,
} from './schema.js';
import type { RawPack } from './types.js';

/** A problem in a pack file, with where it is: the lint and the start-up error print these. */
export interface PackProblem {
  file: string;
  line: number;
  message: string;
}

export class PackError extends Error {
  constructor(readonly problems: readonly PackProblem[]) {
    super(
      `The story pack has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems
          .slice(0, 40)
          .map((p) => `  ${p.file}:${p.line}: ${p.message}`)
          .join('\n'),
    );
    this.name = 'PackError';
  }
}

/** Where each template text first appears, so later checks can name a file and line. */
export type Places = Map<string, { file: string; line: number }>;

interface Reader {
  root: string;
  problems: PackProblem[];
  places: Places;
}

function lineOf(doc: Document, counter: LineCounter, path: readonly PropertyKey[]): number {
  // The deepest node on the path that exists (a missing key points at its parent).
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n) as (string | number)[], true) as { range?: [number] } | undefined;
    if (node?.range !== undefined) return counter.linePos(node.range[0]).line;
  }
  return 1;
}

function recordPlaces(node: unknown, counter: LineCounter, file: string, places: Places): void {
  if (isScalar(node)) {
    if (typeof node.value === 'string' && node.range != null && !places.has(node.value))
      places.set(node.value, { file, line: counter.linePos(node.range[0]).line });
  } else if (isMap(node)) for (const pair of node.items) recordPlaces(pair.value, counter, file, places);
  else if (isSeq(node)) for (const item of node.items) recordPlaces(item, counter, file, places);
}

function readFile<T extends z.ZodType>(
  reader: Reader,
  path: string,
  schema: T,
  many = false,
): z.infer<T> | undefined {
  const file = relative(reader.root, path);
  const counter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: counter, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const e of doc.errors)
      reader.problems.push({ file, line: e.linePos?.[0].line ?? 1, message: e.message.split('\n')[0] ?? '' });
    return undefined;
  }
  recordPlaces(doc.contents, counter, file, reader.places);
  const raw: unknown = doc.toJS();
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // A file of one entry was validated as a list of one: its paths start with that 0.
  const single = !Array.isArray(raw) && many;
  const issues = parsed.error.issues.map((i) => {
    const path = single ? i.path.slice(1) : i.path;
    // An unknown field is found at its own line.
    return {
      message: i.message,
      path: i.code === 'unrecognized_keys' && i.keys[0] !== undefined ? [...path, i.keys[0]] : path,
    };
  });
  return reportIssues(reader, file, doc, counter, issues);
}

function reportIssues(
  reader: Reader,
  file: string,
  doc: Document,
  counter: LineCounter,
  issues: readonly { path: PropertyKey[]; message: string }[],
): undefined {
  for (const issue of issues) {
    const at = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    // A missing Text is reported by its union as "Invalid input": say what is wrong.
    const missing = issue.path.length > 0 && !doc.hasIn(issue.path as (string | number)[]);
    const message = missing ? 'is required' : issue.message;
    reader.problems.push({ file, line: lineOf(doc, counter, issue.path), message: `${message}${at}` });
  }
  return undefined;
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return name.endsWith('.yaml') ? [path] : [];
    });
}

/**
 * A file of one entry or a list of entries. Which one is decided before validating, so a
 * problem is reported with its own field and line (a union would only say "Invalid input").
 */
function oneOrMany<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(schema));
}

function many<T extends z.ZodType>(reader: Reader, dir: string, schema: T): z.infer<T>[] {
  return yamlFiles(join(reader.root, dir)).flatMap((f) => readFile(reader, f, oneOrMany(schema), true) ?? []);
}

function one<T extends z.ZodType>(reader: Reader, name: string, schema: T): z.infer<T> | undefined {
  const path = join(reader.root, name);
  if (!existsSync(path)) {
    reader.problems.push({ file: name, line: 1, message: 'the file is missing' });
    return undefined;
  }
  return readFile(reader, path, schema);
}

export const SECTIONS = [
  'info',
  'frame',
  'worlds',
  'plans',
  'interests',
  'characters',
  'traits',
  'pets',
  'family',
  'worries',
  'twists',
  'learning',
  'settings',
  'themes',
  'siblings',
  'series',
  'shapes',
  'words',
] as const;
export type Section = (typeof SECTIONS)[number];

function readSections(reader: Reader, only: ReadonlySet<Section>): Partial<RawPack> {
  const want = (s: Section) => only.has(s);
  const pack = {
    info: want('info') ? one(reader, 'pack.yaml', ZPackInfo) : undefined,
    frame: want('frame') ? one(reader, 'frame.yaml', ZFrame) : undefined,
    worlds: want('worlds') ? many(reader, 'worlds', ZWorld) : undefined,
    plans: want('plans') ? many(reader, 'plans', ZPlan) : undefined,
    interests: want('interests') ? many(reader, 'interests', ZInterest) : undefined,
    characters: want('characters') ? one(reader, 'characters.yaml', z.array(ZCharacter)) : undefined,
    traits: want('traits') ? one(reader, 'traits.yaml', z.array(ZTrait)) : undefined,
    pets: want('pets') ? one(reader, 'pets.yaml', z.array(ZPet)) : undefined,
    family: want('family') ? one(reader, 'family.yaml', ZFamily) : undefined,
    worries: want('worries') ? one(reader, 'worries.yaml', z.array(ZWorry)) : undefined,
    twists: want('twists') ? one(reader, 'twists.yaml', ZTwists) : undefined,
    learning: want('learning') ? many(reader, 'learning', ZLearning) : undefined,
    settings: want('settings') ? one(reader, 'settings.yaml', z.array(ZSetting)) : undefined,
    themes: want('themes') ? one(reader, 'themes.yaml', z.array(ZTheme)) : undefined,
    siblings: want('siblings') ? one(reader, 'siblings.yaml', ZSiblings) : undefined,
    series: want('series') ? one(reader, 'series.yaml', ZSeries) : undefined,
    shapes: want('shapes') ? one(reader, 'shapes.yaml', ZShapes) : undefined,
    words: want('words') ? one(reader, 'words.yaml', ZWords) : undefined,
  };
  return Object.fromEntries(Object.entries(pack).filter(([, v]) => v !== undefined)) as Partial<RawPack>;
}

/** Reads and validates every file of a pack folder; throws PackError naming each problem. */
export function readPackFiles(root: string): { pack: RawPack; places: Places } {
  const reader: Reader = { root, problems: [], places: new Map() };
  const pack = readSections(reader, new Set(SECTIONS));
  if (reader.problems.length > 0) throw new PackError(reader.problems);
  return { pack: pack as RawPack, places: reader.places };
}

/** Some sections only (the lint of a pack being written): problems are returned, not thrown. */
export function readSomeSections(
  root: string,
  only: ReadonlySet<Section>,
): { pack: Partial<RawPack>; places: Places; problems: PackProblem[] } {
  const reader: Reader = { root, problems: [], places: new Map() };
  const pack = readSections(reader, only);
  return { pack, places: reader.places, problems: reader.problems };
}

/**
 * One file of a pack folder read on its own, outside the pack's sections (stories/fears.ts reads
 * fears.yaml): validated with its schema, a problem thrown as a PackError naming file and line.
 */
export function readPackFile<T extends z.ZodType>(root: string, name: string, schema: T): z.infer<T> {
  const reader: Reader = { root, problems: [], places: new Map() };
  const data = one(reader, name, schema);
  if (reader.problems.length > 0 || data === undefined) throw new PackError(reader.problems);
  return data;
}

/**
 * The folder of a locale's pack: content/stories/<locale> in the project, found from this file
 * both when run from the sources and from the server bundle (dist/server).
 */
export function packDir(locale: string): string {
  const fromEnv = process.env.STORY_PACK_DIR;
  if (fromEnv !== undefined && fromEnv !== '') return resolve(fromEnv, locale);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 10; i++) {
    const candidate = join(dir, 'content', 'stories', locale);
    if (existsSync(join(candidate, 'pack.yaml'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`The story pack "${locale}" was not found (content/stories/${locale}/pack.yaml).`);
}
