import { z } from 'zod';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, CHILD_PRONOUNS, READING_LEVELS, STORY_TONES } from './constants.js';

export { CHILD_PRONOUNS, type TChildPronouns } from './constants.js';
import { CHILD_MESSAGES, VALIDATION_MESSAGES } from './messages.js';

/** Spec §3 Child, §5 child validation. Shared by the Kids form (web) and /api/children (server). */

export const CHILD_NAME_MAX = 50;
export const CHILD_LIST_MAX_ITEMS = 10;
export const CHILD_LIST_ITEM_MAX = 40;
export const FAVORITE_CHARACTER_MAX = 60;

const name = z
  .string({ error: VALIDATION_MESSAGES.nameRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.nameRequired)
  .max(CHILD_NAME_MAX, CHILD_MESSAGES.textTooLong('Name', CHILD_NAME_MAX));

// One message for missing, 'five', 2.5, -1 and 13: the form shows a single hint under the field.
const age = z
  .number({ error: VALIDATION_MESSAGES.ageRange })
  .int(VALIDATION_MESSAGES.ageRange)
  .min(CHILD_AGE_MIN, VALIDATION_MESSAGES.ageRange)
  .max(CHILD_AGE_MAX, VALIDATION_MESSAGES.ageRange);

const readingLevel = z.enum(READING_LEVELS, { error: CHILD_MESSAGES.readingLevelRequired });
const storyTone = z.enum(STORY_TONES, { error: CHILD_MESSAGES.storyToneRequired });
// '' and null both mean "not set": the stories then use the child's name.
const pronouns = z
  .union([z.enum(CHILD_PRONOUNS), z.literal('')], { error: CHILD_MESSAGES.pronounsInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

/** A short list of words (interests, fears): blank entries are dropped, each entry trimmed. */
function wordList(field: string) {
  return z
    .array(
      z.string().trim().max(CHILD_LIST_ITEM_MAX, CHILD_MESSAGES.itemTooLong(field, CHILD_LIST_ITEM_MAX)),
      {
        error: `Please give the ${field} as a list of words`,
      },
    )
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(
      z.array(z.string()).max(CHILD_LIST_MAX_ITEMS, CHILD_MESSAGES.listTooLong(field, CHILD_LIST_MAX_ITEMS)),
    );
}

const favoriteCharacter = z
  .string()
  .trim()
  .max(FAVORITE_CHARACTER_MAX, CHILD_MESSAGES.textTooLong('Favourite character', FAVORITE_CHARACTER_MAX))
  .nullish()
  // '' and null both mean "none": stored as NULL.
  .transform((v) => (v ? v : null));

/** Unknown fields are a 400, never silently dropped (a typo must not lose what the parent typed). */
const strictOptions = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? CHILD_MESSAGES.unknownField((issue.keys ?? []).join(', '))
      : undefined,
};

/** POST /api/children */
export const ZChildInput = z.strictObject(
  {
    name,
    age,
    readingLevel,
    storyTone,
    interests: wordList('interests').default([]),
    favoriteCharacter: favoriteCharacter.default(null),
    fears: wordList('fears').default([]),
    pronouns: pronouns.default(null),
  },
  strictOptions,
);
export type TChildInput = z.infer<typeof ZChildInput>;

/** PUT /api/children/:id: a subset of the fields; what is absent keeps its value. */
export const ZChildUpdate = z
  .strictObject(
    {
      name: name.optional(),
      age: age.optional(),
      readingLevel: readingLevel.optional(),
      storyTone: storyTone.optional(),
      interests: wordList('interests').optional(),
      favoriteCharacter: favoriteCharacter.optional(),
      fears: wordList('fears').optional(),
      pronouns: pronouns.optional(),
    },
    strictOptions,
  )
  .refine((update) => Object.values(update).some((v) => v !== undefined), CHILD_MESSAGES.nothingToUpdate);
export type TChildUpdate = z.infer<typeof ZChildUpdate>;

/** Spec §3 Child, as the API answers it. */
export const ZChild = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  readingLevel: z.enum(READING_LEVELS),
  storyTone: z.enum(STORY_TONES),
  interests: z.array(z.string()),
  favoriteCharacter: z.string().nullable(),
  fears: z.array(z.string()),
  pronouns: z.enum(CHILD_PRONOUNS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TChild = z.infer<typeof ZChild>;

/** The first word of the profile name: all a story writer (and so any AI service) is told. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The profile name's other words (middle names, surname): never told to a writer, and scrubbed
 *  from what the parent typed elsewhere before an AI service sees it. */
export function otherNames(fullName: string): string[] {
  return fullName
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((n) => n !== '');
}
