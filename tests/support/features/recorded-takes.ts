import { floatToWav } from '../../../src/shared/wav.js';

/** A three-sentence story for recording tests, and its sentences as the recorder splits them. */
export const RECORDED_CONTENT = 'Mia looked up at the moon. The owl said goodnight.\n\nEveryone fell asleep.';
export const RECORDED_SENTENCES = [
  'Mia looked up at the moon.',
  'The owl said goodnight.',
  'Everyone fell asleep.',
];

/** A take: `lead` s of near-silence, `voice` s of a 220 Hz tone at `amplitude`, `tail` s of near-silence. */
export function toneTake(
  voice: number,
  { amplitude = 0.3, rate = 48000, lead = 0.5, tail = 0.5 } = {},
): Uint8Array {
  const n = Math.round((lead + voice + tail) * rate);
  const samples = new Float32Array(n);
  const from = Math.round(lead * rate);
  const to = from + Math.round(voice * rate);
  for (let i = 0; i < n; i++) {
    const noise = (Math.sin(i * 12.9898) * 43758.5453) % 1;
    samples[i] = i >= from && i < to ? amplitude * Math.sin((2 * Math.PI * 220 * i) / rate) : noise * 0.0005;
  }
  return floatToWav(samples, rate);
}
