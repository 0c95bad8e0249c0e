import { z } from 'zod';
import { displayHost, httpError, LlmWriterError } from './llm-errors.js';

/**
 * OpenAI's moderation endpoint (POST {base}/moderations), asked beside the judge when the writer
 * is OpenAI's: a second opinion from a model trained for exactly this, free of charge. Like the
 * judge, a call that fails or answers something unreadable throws, and the draft counts as refused.
 */
export const MODERATION_PROBLEM = 'The moderation service flagged this draft';

const ZModeration = z.object({
  results: z
    .array(z.object({ flagged: z.boolean(), categories: z.record(z.string(), z.boolean().nullable()) }))
    .min(1),
});

export interface ModerationOptions {
  baseUrl: string;
  headers: Record<string, string>;
  fetchImpl: typeof fetch;
  model?: string;
}

/** Whether to ask: `auto` asks only OpenAI's own API (other servers have no such endpoint). */
export function moderationWanted(setting: 'auto' | 'true' | 'false' | undefined, baseUrl: string): boolean {
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  try {
    return new URL(baseUrl).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

export function createModeration({ baseUrl, headers, fetchImpl, model }: ModerationOptions) {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/moderations`;
  return async function moderate(text: string, signal: AbortSignal): Promise<string[]> {
    const res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json' },
      body: JSON.stringify({ model: model ?? 'omni-moderation-latest', input: text }),
      signal,
    });
    if (!res.ok)
      throw httpError(res.status, displayHost(baseUrl), (await res.text().catch(() => '')).slice(0, 200));
    const parsed = ZModeration.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new LlmWriterError('bad_response', 'The moderation answer could not be read.');
    const flagged = parsed.data.results.filter((r) => r.flagged);
    if (flagged.length === 0) return [];
    const categories = [
      ...new Set(flagged.flatMap((r) => Object.keys(r.categories).filter((k) => r.categories[k] === true))),
    ].sort();
    return [`${MODERATION_PROBLEM}${categories.length ? ` (${categories.join(', ')})` : ''}.`];
  };
}
