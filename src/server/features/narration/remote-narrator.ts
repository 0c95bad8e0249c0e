import { chunkStory, estimateTimings, type SpeechChunk } from './chunks.js';
import { audioFramesOf, joinMp3, readMp3Info } from './mp3-frames.js';
import type { Narration, NarrationProgress, Narrator, SentenceTiming, WordTiming } from './port.js';
import { shiftWords } from './word-timings.js';

/** One provider request's answer: MP3 bytes, and sentence timings within them when the provider tells. */
export interface SpeechPart {
  bytes: Uint8Array;
  /** Within the part; `words` only where the provider timed each word itself. */
  timings?: { start: number; end: number; words?: WordTiming[] }[];
}

/** A cloud voice (OpenAI, ElevenLabs): says one chunk of the story per request. */
export interface SpeechProvider {
  readonly voiceId: string;
  readonly settingsKey: string;
  /** Most characters one request may carry. */
  readonly maxChars: number;
  speak(chunk: SpeechChunk, around: { previous?: SpeechChunk; next?: SpeechChunk }): Promise<SpeechPart>;
}

const round = (s: number) => Math.round(s * 1000) / 1000;

/**
 * A narrator over a cloud voice: the story split at sentence boundaries within the provider's
 * limit, said chunk by chunk in order, the MP3 parts joined into one file, and the timings of
 * each part moved to where the part starts in the file (measured from its frames).
 */
export function createRemoteNarrator(provider: SpeechProvider, hints: Map<string, string>): Narrator {
  async function narrate(text: string, onProgress?: (p: NarrationProgress) => void): Promise<Narration> {
    const chunks = chunkStory(text, provider.maxChars, hints);
    const total = chunks.reduce((n, c) => n + c.sentences.length, 0);
    if (total === 0) throw new Error('nothing to narrate');
    let done = 0;
    onProgress?.({ done, total });
    const parts: Uint8Array[] = [];
    const timings: SentenceTiming[] = [];
    let offset = 0;
    for (const [i, chunk] of chunks.entries()) {
      const part = await provider.speak(chunk, { previous: chunks[i - 1], next: chunks[i + 1] });
      const frames = audioFramesOf(part.bytes); // tags and info frames off: parts join cleanly
      const duration = readMp3Info(frames).duration;
      // Estimated timings never carry words: a guess is not shown as the voice's own timing.
      const within: { start: number; end: number; words?: WordTiming[] }[] =
        part.timings && part.timings.length === chunk.sentences.length
          ? part.timings
          : estimateTimings(chunk, duration);
      chunk.sentences.forEach((s, si) => {
        const t = within[si]!;
        const start = Math.min(Math.max(0, t.start), duration);
        const end = Math.min(Math.max(start, t.end), duration);
        const words = t.words && shiftWords(t.words, offset, 0, duration);
        timings.push({
          start: round(offset + start),
          end: round(offset + end),
          text: s.text,
          ...(words ? { words } : {}),
        });
      });
      parts.push(frames);
      offset += duration;
      done += chunk.sentences.length;
      onProgress?.({ done, total });
    }
    const joined = joinMp3(parts);
    return {
      bytes: joined.bytes,
      mimeType: 'audio/mpeg',
      duration: round(joined.info.duration),
      timings,
      voiceId: provider.voiceId,
    };
  }

  const hintKey = [...hints].map(([k, v]) => `${k}=${v}`).join(';');
  return {
    voiceId: provider.voiceId,
    settingsKey: `${provider.settingsKey}:${hintKey}`,
    narrate,
    close: async () => undefined,
  };
}

/** The provider's own words for a failed request (never the key), for the job's log and row. */
export async function providerError(provider: string, res: Response): Promise<Error> {
  const raw = await res.text().catch(() => '');
  let message = raw.slice(0, 300);
  try {
    const body = JSON.parse(raw) as {
      error?: { message?: unknown };
      detail?: { message?: unknown } | { msg?: unknown }[] | string;
    };
    const detail = body.detail;
    const found =
      body.error?.message ??
      (typeof detail === 'string'
        ? detail
        : Array.isArray(detail)
          ? detail.map((d) => String(d.msg)).join('; ')
          : detail?.message);
    if (typeof found === 'string' && found) message = found;
  } catch {
    // not JSON: the raw text (cut short) says what happened
  }
  return new Error(`${provider} text-to-speech failed (${res.status}): ${message}`);
}
