import type { Worker } from 'node:worker_threads';
import { readMp3Info } from './mp3-frames.js';
import { createWorkerPool } from './pool.js';
import { sentenceWords } from '../../../shared/sentences.js';
import type { SpokenSentence } from './chunks.js';
import { alignWords, parseTimedSegments, phonesPerWord } from './flite-words.js';
import type { Narration, NarrationProgress, Narrator, SentenceTiming, WordTiming } from './port.js';
import { respell, splitIntoSentences } from './text.js';
import { wordTimingsOf } from './word-timings.js';

export interface LocalNarratorOptions {
  voice?: string;
  /** Flite duration_stretch: 1.35 gives about 140 words a minute, a bedtime pace. */
  durationStretch?: number;
  paragraphPauseSeconds?: number;
  sentencePauseSeconds?: number;
  /** Gain at the very end; the last paragraph fades linearly from 1 down to it. */
  finalGain?: number;
  bitrateKbps?: 48;
  pronunciations?: Map<string, string>;
  workers?: number;
  /** Hears each worker thread started (tests terminate one mid-narration, as a crash would). */
  onWorker?: (worker: Worker) => void;
}

interface Pcm {
  rate: number;
  samples: Float32Array;
  /** What Flite printed: the timed segments (-psdur), and the phones of each word said alone (-ps). */
  segments: string;
  phones: string;
}

/** Word timings within one sentence's wave, from Flite's own segment times (see flite-words.ts). */
function wordsOfSentence(sentence: SpokenSentence, pcm: Pcm, offset: number): WordTiming[] | undefined {
  const spans = alignWords(parseTimedSegments(pcm.segments), phonesPerWord(pcm.phones));
  const said = sentenceWords(sentence.spoken);
  if (!spans || spans.length !== said.length) return undefined;
  const round = (s: number) => Math.round(s * 1000) / 1000;
  const length = pcm.samples.length / pcm.rate;
  return wordTimingsOf(sentence, (_, i) => {
    const span = spans[i]!;
    return {
      start: round(offset + Math.min(span.start, length)),
      end: round(offset + Math.min(span.end, length)),
    };
  });
}

/**
 * Flite "slt" in a worker pool, sentence by sentence, joined with bedtime pauses, MP3 CBR mono;
 * sentence timings from the samples, word timings from Flite's own segment times.
 */
export function createLocalNarrator(options: LocalNarratorOptions = {}): Narrator {
  const voice = options.voice ?? 'slt';
  const stretch = options.durationStretch ?? 1.35;
  const paragraphPause = options.paragraphPauseSeconds ?? 1.2;
  const sentencePause = options.sentencePauseSeconds ?? 0.25;
  const finalGain = options.finalGain ?? 0.55;
  const bitrate = options.bitrateKbps ?? 48;
  const hints = options.pronunciations ?? new Map<string, string>();
  const pool = createWorkerPool(options.workers ?? 2, options.onWorker);
  const voiceId = `flite-${voice}`;
  const hintKey = [...hints].map(([k, v]) => `${k}=${v}`).join(';');
  const settingsKey = `local:${voice}:s${stretch}:p${paragraphPause}:q${sentencePause}:g${finalGain}:b${bitrate}:${hintKey}`;

  async function narrate(text: string, onProgress?: (p: NarrationProgress) => void): Promise<Narration> {
    const paragraphs = splitIntoSentences(text);
    const total = paragraphs.reduce((n, p) => n + p.length, 0);
    if (total === 0) throw new Error('nothing to narrate');
    let done = 0;
    onProgress?.({ done, total });
    const synthOne = async (sentence: string) => {
      const spoken = respell(sentence, hints);
      // Each word alone, a pause between: how Flite says it tells which phones are that word's.
      // "!" rather than "." ends each: "Dr." would be read as an abbreviation, run on, no pause.
      const isolated = sentenceWords(spoken)
        .map((w) => `${w.text}!`)
        .join(' ');
      const pcm = await pool.run<Pcm>('synth', { text: spoken, voice, stretch, isolated });
      onProgress?.({ done: ++done, total });
      return pcm;
    };
    const voiced = await Promise.all(paragraphs.map((p) => Promise.all(p.map(synthOne))));
    const rate = voiced[0]?.[0]?.rate ?? 16000;

    const gap = (seconds: number) => Math.round(seconds * rate);
    let length = 0;
    voiced.forEach((p, pi) => {
      if (pi > 0) length += gap(paragraphPause);
      p.forEach((s, si) => (length += s.samples.length + (si > 0 ? gap(sentencePause) : 0)));
    });
    const out = new Float32Array(length);
    const timings: SentenceTiming[] = [];
    let at = 0;
    let lastParagraphStart = 0;
    voiced.forEach((p, pi) => {
      if (pi > 0) at += gap(paragraphPause);
      if (pi === voiced.length - 1) lastParagraphStart = at;
      p.forEach((s, si) => {
        if (si > 0) at += gap(sentencePause);
        out.set(s.samples, at);
        const text = paragraphs[pi]![si]!;
        const words = wordsOfSentence({ text, spoken: respell(text, hints) }, s, at / rate);
        timings.push({
          start: at / rate,
          end: (at + s.samples.length) / rate,
          text,
          ...(words ? { words } : {}),
        });
        at += s.samples.length;
      });
    });
    // A gentle fall in volume over the last paragraph, so the story ends softly.
    const fadeLength = length - lastParagraphStart;
    for (let i = lastParagraphStart; i < length; i++) {
      out[i] = out[i]! * (1 - (1 - finalGain) * ((i - lastParagraphStart) / fadeLength));
    }

    const { bytes } = await pool.run<{ bytes: Uint8Array }>('encode', { samples: out, rate, bitrate }, [
      out.buffer,
    ]);
    const info = readMp3Info(bytes);
    return {
      bytes,
      mimeType: 'audio/mpeg',
      duration: Math.round(info.duration * 1000) / 1000,
      timings,
      voiceId,
    };
  }

  return { voiceId, settingsKey, narrate, close: () => pool.close() };
}
