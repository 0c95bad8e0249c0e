import { RECORDING_SAMPLE_RATES } from '../../../../shared/recordings-ui';
import { floatToWav } from '../../../../shared/wav';

/** The rate a take is sent at: the microphone's own when the server takes it, else 48 kHz. */
export function uploadRate(rate: number): number {
  return (RECORDING_SAMPLE_RATES as readonly number[]).includes(rate) ? rate : 48000;
}

/** Linear resampling (only for a device rate the server does not take, e.g. 192 kHz). */
export function resampleTo(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.round((samples.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const x = i * step;
    const i0 = Math.floor(x);
    const i1 = Math.min(samples.length - 1, i0 + 1);
    out[i] = samples[i0]! * (1 - (x - i0)) + samples[i1]! * (x - i0);
  }
  return out;
}

/**
 * A voice needs no more than 22-24 kHz (the MP3 is made at that rate): a 44.1/48 kHz (or 88.2/96)
 * microphone's take is halved by averaging sample pairs (a gentle low-pass, so little folds back),
 * which halves the upload and the server's work. Other rates go as uploadRate() says.
 */
export function voiceTake(samples: Float32Array, rate: number): { samples: Float32Array; rate: number } {
  let out = samples;
  let at = rate;
  // 44.1 and 48 kHz halve once; 88.2 and 96 kHz twice.
  while (at === 44100 || at === 48000 || (at > 48000 && at % 2 === 0)) {
    const half = new Float32Array(out.length >> 1);
    for (let i = 0; i < half.length; i++) half[i] = (out[2 * i]! + out[2 * i + 1]!) / 2;
    out = half;
    at /= 2;
  }
  const to = uploadRate(at);
  return { samples: resampleTo(out, at, to), rate: to };
}

/** A 16-bit mono PCM WAV: what the server takes for one sentence. */
export function encodeWav(samples: Float32Array, rate: number): Blob {
  return new Blob([floatToWav(samples, rate)], { type: 'audio/wav' });
}

/** Joins captured blocks into one run of samples. */
export function joinBlocks(blocks: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(blocks.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of blocks) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** A block's level for the meter, 0..1 (RMS on a dB scale from -60 dB). */
export function levelOf(block: Float32Array): number {
  let sum = 0;
  for (const s of block) sum += s * s;
  const rms = Math.sqrt(sum / Math.max(1, block.length));
  const db = 20 * Math.log10(rms || 1e-6);
  return Math.max(0, Math.min(1, (db + 60) / 60));
}
