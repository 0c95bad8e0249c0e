import { z } from 'zod';
import type { SpeechChunk } from './chunks.js';
import type { Narrator } from './port.js';
import { createRemoteNarrator, providerError, type SpeechProvider } from './remote-narrator.js';
import { wordTimingsOf } from './word-timings.js';

export interface ElevenLabsNarratorOptions {
  apiKey: string;
  voiceId: string;
  /** Default https://api.elevenlabs.io (tests point it at a local fake). */
  baseUrl?: string;
  model?: string;
  pronunciations?: Map<string, string>;
  timeoutMs?: number;
  /** Characters per request; default 5000, well within every current model's limit but eleven_v3's. */
  maxChars?: number;
}

/** POST /v1/text-to-speech/{voice_id}/with-timestamps answers JSON: the audio and where each character is said. */
const ZTimestamped = z.object({
  audio_base64: z.string().min(1),
  alignment: z
    .object({
      characters: z.array(z.string()),
      character_start_times_seconds: z.array(z.number()),
      character_end_times_seconds: z.array(z.number()),
    })
    .nullable()
    .optional(),
});
type Alignment = NonNullable<z.infer<typeof ZTimestamped>['alignment']>;

/** Calm and steady, a touch slower than normal speech: a bedtime reading. */
const BEDTIME_VOICE = {
  stability: 0.75,
  similarity_boost: 0.75,
  style: 0,
  use_speaker_boost: true,
  speed: 0.9,
};
const OUTPUT_FORMAT = 'mp3_44100_64';

/**
 * Each sentence's start (its first visible character) and end (its last character) from the
 * character alignment of the chunk's text, with each word's the same way (first to last letter);
 * undefined when the alignment does not match the text.
 */
export function sentenceTimingsFrom(chunk: SpeechChunk, alignment: Alignment) {
  const { characters, character_start_times_seconds: starts, character_end_times_seconds: ends } = alignment;
  if (
    characters.join('') !== chunk.text ||
    starts.length !== characters.length ||
    ends.length !== characters.length
  )
    return undefined;
  // Characters may be multi-unit strings in principle: map text offsets to alignment indexes.
  const indexAt: number[] = [];
  characters.forEach((c, i) => {
    for (let k = 0; k < c.length; k++) indexAt.push(i);
  });
  /** When the characters from..to (inclusive, offsets in the chunk's text) are said. */
  const span = (from: number, to: number) => ({ start: starts[indexAt[from]!]!, end: ends[indexAt[to]!]! });
  return chunk.sentences.map((s, si) => {
    const from = chunk.offsets[si]!;
    const words = wordTimingsOf(s, (w) => span(from + w.from, from + w.to - 1));
    return { ...span(from, from + s.spoken.length - 1), ...(words ? { words } : {}) };
  });
}

/** ElevenLabs text-to-speech with timestamps: MP3 plus character timings, turned into sentence and word timings. */
export function createElevenLabsNarrator(options: ElevenLabsNarratorOptions): Narrator {
  const baseUrl = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/$/, '');
  const model = options.model ?? 'eleven_multilingual_v2';
  const timeoutMs = options.timeoutMs ?? 120_000;
  const provider: SpeechProvider = {
    voiceId: `elevenlabs-${options.voiceId}`,
    settingsKey: `elevenlabs:${model}:${options.voiceId}:${JSON.stringify(BEDTIME_VOICE)}:${OUTPUT_FORMAT}`,
    maxChars: options.maxChars ?? 5000,
    async speak(chunk, around) {
      const url = `${baseUrl}/v1/text-to-speech/${encodeURIComponent(options.voiceId)}/with-timestamps?output_format=${OUTPUT_FORMAT}`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'xi-api-key': options.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          text: chunk.text,
          model_id: model,
          voice_settings: BEDTIME_VOICE,
          // The neighbouring text keeps the intonation continuous across the joins.
          ...(around.previous ? { previous_text: around.previous.text.slice(-1000) } : {}),
          ...(around.next ? { next_text: around.next.text.slice(0, 1000) } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw await providerError('ElevenLabs', res);
      const parsed = ZTimestamped.safeParse(await res.json());
      if (!parsed.success) throw new Error('ElevenLabs answered without audio');
      const bytes = new Uint8Array(Buffer.from(parsed.data.audio_base64, 'base64'));
      const timings = parsed.data.alignment ? sentenceTimingsFrom(chunk, parsed.data.alignment) : undefined;
      return { bytes, timings };
    },
  };
  return createRemoteNarrator(provider, options.pronunciations ?? new Map());
}
