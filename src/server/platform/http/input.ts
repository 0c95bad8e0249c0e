import type { z } from 'zod';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';

/** Parses a request body with a schema from src/shared; refused input answers `validationError`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/**
 * The one answer to input a schema refused, wherever it was parsed (parseInput, or a ZodError
 * thrown by `schema.parse` and caught by the error handler): the first problem's own message as
 * `error` ('Please select a child first'), and each field's first message in `fields`.
 */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  if (first === undefined) return AppError.validation(GENERIC_MESSAGES.invalidInput, fields);
  // zod's own wording names no field ("Too big: expected number to be <=100"): say which one.
  const path = first.path.join('.');
  const message = path && ZOD_WORDING.test(first.message) ? `${path}: ${first.message}` : first.message;
  return AppError.validation(message, fields);
}

const ZOD_WORDING = /^(?:Invalid|Too (?:small|big)|Unrecognized|Required|Expected)\b/;

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
