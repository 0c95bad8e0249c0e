/**
 * The briefs words and constants without the schemas (briefs.ts re-exports them): the web
 * pages read these, and importing briefs.ts would build its zod schemas on every page that shows them.
 */

export const BRIEF_HEADER = 'Story-Brief-Id';

/** Where the web client keeps the brief it is waiting for, across a reload (sessionStorage). */
export const BRIEF_STORAGE_KEY = 'moonlit.story-brief';
