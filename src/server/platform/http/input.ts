import type { z } from 'zod';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';

/**
 * Parses a request body with a schema from src/shared. Unlike the generic ZodError answer, the
 * `error` text is the first problem's own message ('Please select a child first'), ready to show;
 * `fields` maps each field to its message for the form.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw AppError.validation(result.error.issues[0]?.message ?? GENERIC_MESSAGES.invalidInput, fields);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are uuids; anything else cannot be a row (404), and must not reach SQL as a uuid cast error (500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A route parameter that only a uuid matches (`/api/stories/${uuidParam('id')}`): anything else,
 * such as 36 dashes, is no route (a 404) and never reaches a uuid column (a 500).
 */
export const uuidParam = <N extends string>(name: N) =>
  `:${name}{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}` as const;
