import type { Narrator } from './port.js';
import { createRemoteNarrator, providerError, type SpeechProvider } from './remote-narrator.js';

export interface OpenAINarratorOptions {
  apiKey: string;
  /** Default https://api.openai.com/v1 (tests point it at a local fake). */
  baseUrl?: string;
  model?: string;
  voice?: string;
  pronunciations?: Map<string, string>;
  timeoutMs?: number;
  /** The API's input limit is 4096 characters; tests lower it to exercise the split. */
  maxChars?: number;
}

/** What gpt-4o-mini-tts is told about the reading (ignored by, and not sent to, tts-1 models). */
export const BEDTIME_INSTRUCTIONS =
  'You are reading a bedtime story to a young child who is falling asleep. Speak slowly, softly and ' +
  'warmly, in a calm, soothing voice, with gentle pauses between sentences and longer ones between ' +
  'paragraphs. Let the last lines grow quieter and slower.';

export const OPENAI_INPUT_LIMIT = 4096;

/** OpenAI text-to-speech: POST {baseUrl}/audio/speech, MP3 bytes back; timings estimated. */
export function createOpenAINarrator(options: OpenAINarratorOptions): Narrator {
  const baseUrl = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  const model = options.model ?? 'gpt-4o-mini-tts';
  const voice = options.voice ?? 'sage';
  const instructions = model.startsWith('tts-1') ? undefined : BEDTIME_INSTRUCTIONS;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const provider: SpeechProvider = {
    voiceId: `openai-${model}-${voice}`,
    settingsKey: `openai:${model}:${voice}:${instructions ?? ''}`,
    maxChars: Math.min(options.maxChars ?? OPENAI_INPUT_LIMIT, OPENAI_INPUT_LIMIT),
    async speak(chunk) {
      const res = await fetch(`${baseUrl}/audio/speech`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'audio/mpeg',
        },
        body: JSON.stringify({
          model,
          voice,
          input: chunk.text,
          response_format: 'mp3',
          ...(instructions ? { instructions } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw await providerError('OpenAI', res);
      return { bytes: new Uint8Array(await res.arrayBuffer()) };
    },
  };
  return createRemoteNarrator(provider, options.pronunciations ?? new Map());
}
