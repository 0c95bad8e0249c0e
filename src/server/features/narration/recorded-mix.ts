import type { SentenceTiming } from './port.js';

/**
 * Joins a family member's takes into one narration: each take trimmed of the silence before and
 * after the voice, evened in loudness, then laid end to end with the same bedtime pauses as the
 * offline voice. Pure sample work, so the timings are exact to the sample.
 */
export interface MixOptions {
  sentencePauseSeconds?: number;
  paragraphPauseSeconds?: number;
  /** Loudness every take is brought to (RMS of its voiced part): about -20 dBFS. */
  targetRms?: number;
  /** No sample louder than this after the gain (about -1 dBFS). */
  peakCeiling?: number;
  /** A quiet take is lifted at most this much (x10 = +20 dB), so room noise is not made loud. */
  maxGain?: number;
}

export interface MixedNarration {
  samples: Float32Array;
  rate: number;
  timings: SentenceTiming[];
}

const FRAME_SECONDS = 0.02;
const KEEP_SECONDS = 0.15;
const FADE_SECONDS = 0.01;

function frameRms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/**
 * The voiced span of a take: from the first to the last 20 ms frame louder than a twentieth of the
 * loudest frame (and than a floor for near-silence), with 150 ms kept on each side. A take with
 * no such frame is kept whole (a whisper is still the reader's choice).
 */
export function voicedSpan(samples: Float32Array, rate: number): { from: number; to: number } {
  const frame = Math.max(1, Math.round(rate * FRAME_SECONDS));
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += frame)
    levels.push(frameRms(samples, at, Math.min(samples.length, at + frame)));
  const loudest = levels.reduce((m, l) => Math.max(m, l), 0);
  const threshold = Math.max(loudest * 0.05, 0.002);
  const first = levels.findIndex((l) => l > threshold);
  const last = levels.findLastIndex((l) => l > threshold);
  if (first < 0) return { from: 0, to: samples.length };
  const keep = Math.round(rate * KEEP_SECONDS);
  return {
    from: Math.max(0, first * frame - keep),
    to: Math.min(samples.length, (last + 1) * frame + keep),
  };
}

/** The gain that brings a take's voiced frames to `target` RMS without passing the peak ceiling. */
export function evenGain(samples: Float32Array, rate: number, options: Required<MixOptions>): number {
  const frame = Math.max(1, Math.round(rate * FRAME_SECONDS));
  let peak = 0;
  let loudest = 0;
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += frame) {
    const level = frameRms(samples, at, Math.min(samples.length, at + frame));
    levels.push(level);
    loudest = Math.max(loudest, level);
  }
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  // Loudness of the voice, not of the pauses between words.
  const voiced = levels.filter((l) => l > loudest * 0.1);
  const rms = voiced.length ? Math.sqrt(voiced.reduce((n, l) => n + l * l, 0) / voiced.length) : 0;
  if (rms <= 0 || peak <= 0) return 1;
  return Math.min(options.targetRms / rms, options.peakCeiling / peak, options.maxGain);
}

/** Linear resampling, for a take made on another device at another rate than the rest. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.round((samples.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const x = i * step;
    const i0 = Math.floor(x);
    const i1 = Math.min(samples.length - 1, i0 + 1);
    const f = x - i0;
    out[i] = samples[i0]! * (1 - f) + samples[i1]! * f;
  }
  return out;
}

const defaults = (options: MixOptions): Required<MixOptions> => ({
  sentencePauseSeconds: options.sentencePauseSeconds ?? 0.35,
  paragraphPauseSeconds: options.paragraphPauseSeconds ?? 1.0,
  targetRms: options.targetRms ?? 0.1,
  peakCeiling: options.peakCeiling ?? 0.89,
  maxGain: options.maxGain ?? 10,
});

/** One take made ready to join: trimmed to its voice, evened in loudness, faded at its edges. */
export function prepareTake(take: Float32Array, rate: number, options: MixOptions = {}): Float32Array {
  const o = defaults(options);
  const { from, to } = voicedSpan(take, rate);
  const part = take.slice(from, to);
  const gain = evenGain(part, rate, o);
  const fade = Math.min(Math.round(rate * FADE_SECONDS), part.length >> 1);
  for (let i = 0; i < part.length; i++) {
    // A short fade in and out: a cut mid-breath must not click.
    const edge = Math.min(i, part.length - 1 - i);
    part[i] = part[i]! * gain * (edge < fade ? edge / fade : 1);
  }
  return part;
}

/**
 * `paragraphs[p][s]` is the text of each sentence and `prepared` their prepared takes in the same
 * order (flattened), all at `rate`. Answers the joined samples and each sentence's start and end.
 */
export function joinTakes(
  paragraphs: string[][],
  prepared: Float32Array[],
  rate: number,
  options: MixOptions = {},
): MixedNarration {
  const o = defaults(options);
  const texts = paragraphs.flat();
  if (texts.length !== prepared.length)
    throw new Error(`${texts.length} sentences, ${prepared.length} takes`);
  const gapAfter: number[] = [];
  paragraphs.forEach((p, pi) =>
    p.forEach((_, si) => {
      const lastOfParagraph = si === p.length - 1;
      if (pi === paragraphs.length - 1 && lastOfParagraph) gapAfter.push(0);
      else
        gapAfter.push(
          Math.round(rate * (lastOfParagraph ? o.paragraphPauseSeconds : o.sentencePauseSeconds)),
        );
    }),
  );
  const length = prepared.reduce((n, part, i) => n + part.length + gapAfter[i]!, 0);
  const samples = new Float32Array(length);
  const timings: SentenceTiming[] = [];
  let at = 0;
  prepared.forEach((part, i) => {
    samples.set(part, at);
    timings.push({ start: at / rate, end: (at + part.length) / rate, text: texts[i]! });
    at += part.length + gapAfter[i]!;
  });
  return { samples, rate, timings };
}

/** prepareTake for each take, then joinTakes. */
export function mixTakes(
  paragraphs: string[][],
  takes: Float32Array[],
  rate: number,
  options: MixOptions = {},
): MixedNarration {
  return joinTakes(
    paragraphs,
    takes.map((t) => prepareTake(t, rate, options)),
    rate,
    options,
  );
}
