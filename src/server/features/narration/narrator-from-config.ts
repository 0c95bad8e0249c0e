import type { Config } from '../../platform/config.js';
import { createElevenLabsNarrator } from './elevenlabs-narrator.js';
import { createLocalNarrator } from './local-narrator.js';
import { createOpenAINarrator } from './openai-narrator.js';
import type { Narrator } from './port.js';
import { parsePronunciations } from './text.js';

type NarratorConfig = Pick<
  Config,
  | 'TTS_PROVIDER'
  | 'TTS_PRONUNCIATIONS'
  | 'TTS_WORKERS'
  | 'TTS_TIMEOUT_MS'
  | 'OPENAI_API_KEY'
  | 'TTS_MODEL'
  | 'TTS_VOICE'
  | 'TTS_BASE_URL'
  | 'ELEVENLABS_API_KEY'
  | 'ELEVENLABS_VOICE_ID'
  | 'ELEVENLABS_MODEL'
  | 'ELEVENLABS_BASE_URL'
>;

/** The narrator TTS_PROVIDER names (the config check made sure its keys are there). */
export function narratorFromConfig(config: NarratorConfig): Narrator {
  const pronunciations = parsePronunciations(config.TTS_PRONUNCIATIONS);
  switch (config.TTS_PROVIDER) {
    case 'openai':
      return createOpenAINarrator({
        apiKey: config.OPENAI_API_KEY ?? '',
        baseUrl: config.TTS_BASE_URL,
        model: config.TTS_MODEL,
        voice: config.TTS_VOICE,
        pronunciations,
        timeoutMs: config.TTS_TIMEOUT_MS,
      });
    case 'elevenlabs':
      return createElevenLabsNarrator({
        apiKey: config.ELEVENLABS_API_KEY ?? '',
        voiceId: config.ELEVENLABS_VOICE_ID ?? '',
        baseUrl: config.ELEVENLABS_BASE_URL,
        model: config.ELEVENLABS_MODEL,
        pronunciations,
        timeoutMs: config.TTS_TIMEOUT_MS,
      });
    case 'local':
      return createLocalNarrator({ pronunciations, workers: config.TTS_WORKERS });
  }
}
