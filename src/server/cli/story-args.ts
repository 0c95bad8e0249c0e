import { randomInt } from 'node:crypto';
import { SERIES_MAX_CHAPTERS, SERIES_MIN_CHAPTERS } from '../../shared/series.js';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  DEFAULT_STORY_LENGTH,
  DEFAULT_THEME,
  READING_LEVELS,
  STORY_LENGTH_KEYS,
  STORY_THEMES,
  STORY_TONES,
} from '../../shared/constants.js';
import { CHILD_PRONOUNS } from '../../shared/children.js';
import { lengthForChildren, MAX_STORY_CHILDREN } from '../../shared/siblings.js';
import type { StorySibling, StoryWriterInput } from '../features/stories/writer/types.js';

/**
 * Argument parsing for `npm run story`, kept pure (argv in, result out) so it is tested
 * without spawning a process. Errors name the option as the user typed it (--age, not "age").
 */
export const MAX_NIGHTS = 60;

export const STORY_USAGE = `Usage: npm run story -- --name <first name> --age <${CHILD_AGE_MIN}-${CHILD_AGE_MAX}> [options]

  --name <name>            child's name (required; only the first name is ever sent to an AI)
  --age <n>                child's age, ${CHILD_AGE_MIN}-${CHILD_AGE_MAX} (required)
  --reading-level <level>  ${READING_LEVELS.join(' | ')} (default: from the age)
  --interests <a,b>        comma-separated interests
  --character <text>       favourite character
  --tone <tone>            ${STORY_TONES.join(' | ')}
  --fears <a,b>            comma-separated fears (kept out of the story)
  --theme <theme>          ${STORY_THEMES.join(' | ')} (default: ${DEFAULT_THEME})
  --setting <text>         where the story happens
  --twist <text>           a surprise element
  --family <text>          family and friends to include
  --learning <text>        learning goals
  --notes <text>           extra notes from the parent
  --length <length>        ${STORY_LENGTH_KEYS.join(' | ')} (default: ${DEFAULT_STORY_LENGTH})
  --pronouns <p>           ${CHILD_PRONOUNS.join(' | ')} (default: the name is used)
  --sibling <n,age[,p[,i;i]]> a brother or sister in the same story (repeatable, up to ${MAX_STORY_CHILDREN - 1}):
                           first name, age, optionally pronouns and interests split by ";"
                           e.g. --sibling "Leo,7,he/him,volcanoes;drums"
  --seed <n>               seed for the local engine (default: random)
  --nights <n>             write n consecutive nights for the same child, each remembering
                           the ones before (plots, titles, sentences), 1-${MAX_NIGHTS} (default: 1)
  --series <n>             a series of n chapters (${SERIES_MIN_CHAPTERS}-${SERIES_MAX_CHAPTERS}), one a night, keeping the companion
                           and world; printed as a JSON array of the chapters
  --json                   print one JSON object { title, content, wordCount, readingTime, planId }
                           (with --nights: a JSON array of them)
  --help                   show this help`;

export interface StoryCommand {
  input: StoryWriterInput;
  json: boolean;
  nights: number;
  /** A series of this many chapters (printed as JSON). */
  series?: number;
}

export type StoryArgsResult =
  { ok: true; command: StoryCommand } | { ok: true; help: true } | { ok: false; message: string };

const text = z.string().trim().max(500, 'must be at most 500 characters').optional();
const list = z
  .string()
  .max(500, 'must be at most 500 characters')
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });

// Keys are the option names as typed, so a zod issue path is already the message's subject.
const ZStoryArgs = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(60, 'must be at most 60 characters'),
  age: z
    .string({ error: 'is required' })
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(CHILD_AGE_MIN)
        .max(CHILD_AGE_MAX, `must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`),
    ),
  'reading-level': oneOf(READING_LEVELS).optional(),
  interests: list,
  character: text,
  tone: oneOf(STORY_TONES).optional(),
  fears: list,
  theme: oneOf(STORY_THEMES).default(DEFAULT_THEME),
  setting: text,
  twist: text,
  family: text,
  learning: text,
  notes: text,
  length: oneOf(STORY_LENGTH_KEYS).default(DEFAULT_STORY_LENGTH),
  pronouns: oneOf(CHILD_PRONOUNS).optional(),
  nights: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `must be between 1 and ${MAX_NIGHTS}`)
        .max(MAX_NIGHTS, `must be between 1 and ${MAX_NIGHTS}`),
    )
    .default(1),
  seed: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(2 ** 31 - 1, 'must be below 2147483648'))
    .optional(),
  series: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(SERIES_MIN_CHAPTERS, `must be between ${SERIES_MIN_CHAPTERS} and ${SERIES_MAX_CHAPTERS}`)
        .max(SERIES_MAX_CHAPTERS, `must be between ${SERIES_MIN_CHAPTERS} and ${SERIES_MAX_CHAPTERS}`),
    )
    .optional(),
  json: z.boolean().default(false),
  sibling: z
    .array(z.string().max(200, 'must be at most 200 characters'))
    .max(MAX_STORY_CHILDREN - 1, `may be given at most ${MAX_STORY_CHILDREN - 1} times`)
    .default([])
    .transform((all, ctx) => all.map((one) => readSibling(one, ctx))),
});

/** "Leo,7,he/him,volcanoes;drums" → a sibling; a problem is reported under --sibling. */
function readSibling(one: string, ctx: z.RefinementCtx): StorySibling {
  const [name = '', age = '', pronouns = '', interests = ''] = one.split(',').map((p) => p.trim());
  const years = Number(age);
  if (name === '' || !/^\d+$/.test(age) || years < CHILD_AGE_MIN || years > CHILD_AGE_MAX)
    ctx.addIssue({
      code: 'custom',
      message: `"${one}" must be a first name and an age between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}, like "Leo,7,he/him"`,
    });
  const said = (CHILD_PRONOUNS as readonly string[]).includes(pronouns) ? pronouns : undefined;
  if (pronouns !== '' && said === undefined)
    ctx.addIssue({
      code: 'custom',
      message: `pronouns in "${one}" must be one of: ${CHILD_PRONOUNS.join(', ')}`,
    });
  return {
    childName: name,
    age: years,
    ...(said === undefined ? {} : { pronouns: said as StorySibling['pronouns'] }),
    interests: interests
      .split(';')
      .map((i) => i.trim())
      .filter(Boolean),
  };
}

const STRING_OPTIONS = [
  'name',
  'age',
  'reading-level',
  'interests',
  'character',
  'tone',
  'fears',
  'theme',
  'setting',
  'twist',
  'family',
  'learning',
  'notes',
  'length',
  'pronouns',
  'nights',
  'series',
  'seed',
] as const;

/** Younger children get simpler words unless the parent says otherwise. */
function levelForAge(age: number): StoryWriterInput['readingLevel'] {
  if (age <= 5) return 'beginner';
  if (age <= 8) return 'intermediate';
  return 'advanced';
}

export function parseStoryArgs(
  argv: readonly string[],
  randomSeed: () => number = () => randomInt(2 ** 31 - 1),
): StoryArgsResult {
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    const options = Object.fromEntries(STRING_OPTIONS.map((o) => [o, { type: 'string' as const }]));
    values = parseArgs({
      args: [...argv],
      options: {
        ...options,
        sibling: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    // parseArgs messages already name the option ("Unknown option '--colour'").
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  if (values.help === true) return { ok: true, help: true };

  const parsed = ZStoryArgs.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues.map((i) => `--${i.path.join('.')} ${i.message}`).join('\n');
    return { ok: false, message };
  }
  const a = parsed.data;
  // Siblings share one story, told at the youngest child's age and level.
  const youngest = Math.min(a.age, ...a.sibling.map((s) => s.age));
  return {
    ok: true,
    command: {
      json: a.json || a.series !== undefined,
      nights: a.series ?? a.nights,
      ...(a.series === undefined ? {} : { series: a.series }),
      input: {
        childName: a.name,
        age: youngest,
        readingLevel: a['reading-level'] ?? levelForAge(youngest),
        interests: a.interests,
        favoriteCharacter: a.character || undefined,
        storyTone: a.tone,
        fears: a.fears,
        theme: a.theme,
        setting: a.setting || undefined,
        randomTwist: a.twist || undefined,
        familyFriends: a.family || undefined,
        learningGoals: a.learning || undefined,
        customPrompt: a.notes || undefined,
        storyLength: lengthForChildren(a.length, 1 + a.sibling.length),
        pronouns: a.pronouns,
        seed: a.seed ?? randomSeed(),
        ...(a.sibling.length > 0 ? { siblings: a.sibling } : {}),
      },
    },
  };
}

/** Only the LLM settings, read without loadConfig(), which would create ./data/auth-secret. */
const ZLlmEnv = z.object({
  LLM_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  LLM_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  LLM_MODEL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60000),
});
export type LlmEnv = z.infer<typeof ZLlmEnv>;

export function parseLlmEnv(
  env: Record<string, string | undefined>,
): { ok: true; env: LlmEnv } | { ok: false; message: string } {
  const parsed = ZLlmEnv.safeParse(env);
  if (parsed.success) return { ok: true, env: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('\n'),
  };
}
