import type { Config } from '../../../platform/config.js';
import { createLocalWriter } from '../engine/index.js';
import { createLlmWriter } from './llm.js';
import { moderationWanted } from './moderation.js';
import type { StoryWriter } from './types.js';

export type { StoryWriter, StoryWriterInput, WriteOptions, WrittenStory } from './types.js';
export { LlmWriterError } from './llm.js';

export type StoryWriterConfig = Pick<
  Config,
  'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'
> &
  Partial<Pick<Config, 'LLM_JUDGE' | 'LLM_MODERATION'>>;

/**
 * The writer the app uses: an OpenAI-compatible LLM only when LLM_BASE_URL is configured
 * (an API key alone is not enough: Ollama needs no key, OpenAI needs an explicit URL), otherwise
 * the offline local engine, so a fresh install writes stories without any AI service.
 */
export function createStoryWriter(config: StoryWriterConfig): StoryWriter {
  if (config.LLM_BASE_URL) {
    return createLlmWriter({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      judge: config.LLM_JUDGE,
      moderation: config.LLM_JUDGE !== false && moderationWanted(config.LLM_MODERATION, config.LLM_BASE_URL),
    });
  }
  return createLocalWriter();
}
