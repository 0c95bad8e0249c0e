import { describe, expect, it } from 'vitest';
import { mixTakes, resample, voicedSpan } from './recorded-mix.js';

const RATE = 24000;

/** `lead` s of silence, `voice` s of a 220 Hz tone at `amplitude`, `tail` s of silence. */
function tone(voice: number, amplitude: number, lead = 0.5, tail = 0.5, rate = RATE): Float32Array {
  const n = Math.round((lead + voice + tail) * rate);
  const out = new Float32Array(n);
  const from = Math.round(lead * rate);
  const to = from + Math.round(voice * rate);
  for (let i = from; i < to; i++) out[i] = amplitude * Math.sin((2 * Math.PI * 220 * i) / rate);
  return out;
}

function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / (to - from));
}

describe('joining recorded takes', () => {
  it('trims the silence around the voice, keeping 150 ms a side', () => {
    const span = voicedSpan(tone(1, 0.3), RATE);
    expect(span.from / RATE).toBeCloseTo(0.35, 1);
    expect(span.to / RATE).toBeCloseTo(1.65, 1);
  });

  it('evens loudness across takes (a whisper and a shout end within 1 dB) and never clips', () => {
    const paragraphs = [['A.', 'B.'], ['C.']];
    const mixed = mixTakes(paragraphs, [tone(1, 0.02), tone(1, 0.95), tone(1, 0.2)], RATE);
    const levels = mixed.timings.map((t) => {
      // The middle of each sentence: the voice, past the fades.
      const mid = (t.start + t.end) / 2;
      return rms(mixed.samples, Math.round((mid - 0.3) * RATE), Math.round((mid + 0.3) * RATE));
    });
    const db = levels.map((l) => 20 * Math.log10(l));
    expect(Math.max(...db) - Math.min(...db)).toBeLessThan(1);
    expect(db[0]).toBeCloseTo(-20, 0);
    expect(mixed.samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0)).toBeLessThanOrEqual(0.9);
  });

  it('lifts a very quiet take at most +20 dB (room noise stays quiet)', () => {
    const mixed = mixTakes([['A.']], [tone(1, 0.001)], RATE);
    const t = mixed.timings[0]!;
    const mid = (t.start + t.end) / 2;
    expect(rms(mixed.samples, Math.round((mid - 0.3) * RATE), Math.round((mid + 0.3) * RATE))).toBeLessThan(
      0.0075,
    );
  });

  it('gives exact timings: sentence pauses inside a paragraph, a longer one between paragraphs', () => {
    const mixed = mixTakes([['A.', 'B.'], ['C.']], [tone(1, 0.3), tone(2, 0.3), tone(1, 0.3)], RATE);
    const [a, b, c] = mixed.timings;
    expect(a!.start).toBe(0);
    expect(b!.start - a!.end).toBeCloseTo(0.35, 3);
    expect(c!.start - b!.end).toBeCloseTo(1.0, 3);
    expect(c!.end).toBeCloseTo(mixed.samples.length / RATE, 3);
    expect(b!.end - b!.start).toBeCloseTo(2.3, 1);
    expect(mixed.timings.map((t) => t.text)).toEqual(['A.', 'B.', 'C.']);
  });

  it('resamples a take from another rate to the same length in seconds', () => {
    const at48 = tone(1, 0.3, 0, 0, 48000);
    expect(resample(at48, 48000, RATE).length).toBe(RATE);
  });
});
