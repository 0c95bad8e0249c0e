import { RECORDING_MESSAGES, RECORDING_SAMPLE_RATES } from '../../../shared/recordings.js';
import { AppError } from '../../platform/errors.js';

/** One recorded take as the browser sent it: 16-bit little-endian mono samples. */
export interface PcmTake {
  rate: number;
  /** The raw sample bytes (2 per sample), without the WAV header. */
  pcm: Uint8Array;
  samples: number;
}

const bad = () => AppError.badRequest(RECORDING_MESSAGES.badAudio);

/**
 * Reads a RIFF/WAVE body, walking its chunk list (a browser's encoder or another tool may add
 * chunks before `data`). Only what the server can join is taken: PCM, one channel, 16 bits, at
 * one of RECORDING_SAMPLE_RATES.
 */
export function parseWav(bytes: Uint8Array): PcmTake {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 44 || ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE') throw bad();
  let at = 12;
  let format: { rate: number } | null = null;
  while (at + 8 <= bytes.length) {
    const id = ascii(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw bad();
      const audioFormat = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const rate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      if (audioFormat !== 1 || channels !== 1 || bits !== 16) throw bad();
      if (!(RECORDING_SAMPLE_RATES as readonly number[]).includes(rate))
        throw AppError.badRequest(RECORDING_MESSAGES.badRate);
      format = { rate };
    } else if (id === 'data') {
      if (!format) throw bad();
      // A streamed WAV may say 0 or 0xFFFFFFFF here: the bytes that are there are the data.
      const length = Math.min(size, bytes.length - body) & ~1;
      const pcm = bytes.slice(body, body + length);
      return { rate: format.rate, pcm, samples: length / 2 };
    }
    at = body + size + (size % 2);
  }
  throw bad();
}

/** 16-bit samples to floats in [-1, 1). */
export function pcmToFloat(pcm: Uint8Array): Float32Array {
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const out = new Float32Array(pcm.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true) / 32768;
  return out;
}

// The same format the browser sends, for tests and tools: one writer in src/shared.
export { floatToWav } from '../../../shared/wav.js';
