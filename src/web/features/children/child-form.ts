/** The Kids form's pure logic: values as typed, the spec §5 child rules, and the API body. */
import type { TChild, TChildInput } from '../../../shared/children';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_PRONOUNS,
  READING_LEVELS,
  STORY_TONES,
  type TChildPronouns,
  type TReadingLevel,
  type TStoryTone,
} from '../../../shared/constants';
import { CHILD_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';

// The same bounds as src/shared/children.ts (not imported: that module brings zod into the page).
export const CHILD_NAME_MAX = 50;
export const CHILD_LIST_MAX_ITEMS = 10;
export const CHILD_LIST_ITEM_MAX = 40;
export const FAVORITE_CHARACTER_MAX = 60;

export interface TChildFormValues {
  name: string;
  age: string;
  readingLevel: TReadingLevel | '';
  storyTone: TStoryTone | '';
  /** Comma-separated, as typed. */
  interests: string;
  favoriteCharacter: string;
  fears: string;
  /** '' = not set. */
  pronouns: TChildPronouns | '';
}

export type TChildField = keyof TChildFormValues;
export type TChildFormErrors = Partial<Record<TChildField, string>>;

export const EMPTY_CHILD_FORM: TChildFormValues = {
  name: '',
  age: '',
  readingLevel: '',
  storyTone: '',
  interests: '',
  favoriteCharacter: '',
  fears: '',
  pronouns: '',
};

export function childToForm(child: TChild): TChildFormValues {
  return {
    name: child.name,
    age: String(child.age),
    readingLevel: child.readingLevel,
    storyTone: child.storyTone,
    interests: child.interests.join(', '),
    favoriteCharacter: child.favoriteCharacter ?? '',
    fears: child.fears.join(', '),
    pronouns: child.pronouns ?? '',
  };
}

/** 'dinosaurs, space,, painting ' -> ['dinosaurs', 'space', 'painting'] (case-insensitive duplicates dropped). */
export function parseList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of text.split(/[,;\n]/)) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLocaleLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

function listError(field: string, items: string[]): string | undefined {
  if (items.length > CHILD_LIST_MAX_ITEMS) return CHILD_MESSAGES.listTooLong(field, CHILD_LIST_MAX_ITEMS);
  if (items.some((i) => i.length > CHILD_LIST_ITEM_MAX))
    return CHILD_MESSAGES.itemTooLong(field, CHILD_LIST_ITEM_MAX);
  return undefined;
}

/** Whole numbers 0-12 only: '', '2.5', '-1', '13', 'five' all fail with the one age message. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX ? age : null;
}

export type TChildFormResult = { ok: true; input: TChildInput } | { ok: false; errors: TChildFormErrors };

export function validateChildForm(values: TChildFormValues): TChildFormResult {
  const errors: TChildFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = VALIDATION_MESSAGES.nameRequired;
  else if (name.length > CHILD_NAME_MAX) errors.name = CHILD_MESSAGES.textTooLong('Name', CHILD_NAME_MAX);
  const age = parseAge(values.age);
  if (age === null) errors.age = VALIDATION_MESSAGES.ageRange;
  const readingLevel = READING_LEVELS.find((l) => l === values.readingLevel);
  if (!readingLevel) errors.readingLevel = CHILD_MESSAGES.readingLevelRequired;
  const storyTone = STORY_TONES.find((t) => t === values.storyTone);
  if (!storyTone) errors.storyTone = CHILD_MESSAGES.storyToneRequired;
  const interests = parseList(values.interests);
  const fears = parseList(values.fears);
  const interestsError = listError('interests', interests);
  if (interestsError) errors.interests = interestsError;
  const fearsError = listError('fears', fears);
  if (fearsError) errors.fears = fearsError;
  const favoriteCharacter = values.favoriteCharacter.trim();
  if (favoriteCharacter.length > FAVORITE_CHARACTER_MAX)
    errors.favoriteCharacter = CHILD_MESSAGES.textTooLong('Favourite character', FAVORITE_CHARACTER_MAX);

  if (Object.keys(errors).length > 0 || age === null || !readingLevel || !storyTone)
    return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      age,
      readingLevel,
      storyTone,
      interests,
      favoriteCharacter: favoriteCharacter || null,
      fears,
      pronouns: CHILD_PRONOUNS.find((p) => p === values.pronouns) ?? null,
    },
  };
}

/** Field messages from a 400 answer's `fields` flag, for the fields this form has. */
export function serverFieldErrors(fields: unknown): TChildFormErrors {
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: TChildFormErrors = {};
  for (const key of Object.keys(EMPTY_CHILD_FORM) as TChildField[]) {
    const message: unknown = (fields as Record<string, unknown>)[key];
    if (typeof message === 'string') errors[key] = message;
  }
  return errors;
}
