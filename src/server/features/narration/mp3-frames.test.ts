import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalNarrator } from './local-narrator.js';
import { audioFramesOf, frameLengthAt, joinMp3, readMp3Info } from './mp3-frames.js';

// Cloud voices answer MP3 with tags and a LAME/Xing info frame; a long story arrives in parts.
let plain: Uint8Array;
beforeAll(async () => {
  const narrator = createLocalNarrator({ workers: 1 });
  try {
    plain = (await narrator.narrate('The moon rose over the hill.')).bytes;
  } finally {
    await narrator.close();
  }
});

/** The same audio as a provider might send it: ID3v2 tag, info frame, frames, ID3v1 tag. */
function tagged(frames: Uint8Array): Uint8Array {
  const id3v2 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...new Array<number>(20).fill(0)]);
  const info = frames.slice(0, frameLengthAt(frames, 0) ?? 0);
  info.set(new TextEncoder().encode('Info'), 13);
  const id3v1 = new Uint8Array(128);
  id3v1.set(new TextEncoder().encode('TAGA Title'));
  const out = new Uint8Array(id3v2.length + info.length + frames.length + id3v1.length);
  out.set(id3v2, 0);
  out.set(info, id3v2.length);
  out.set(frames, id3v2.length + info.length);
  out.set(id3v1, id3v2.length + info.length + frames.length);
  return out;
}

describe('MP3 parts', () => {
  it('strips ID3 tags and the info frame, leaving exactly the audio frames', () => {
    const frames = audioFramesOf(plain);
    const parsed = audioFramesOf(tagged(frames));
    expect(parsed).toEqual(frames);
  });

  it('joins parts into one clean file lasting as long as the parts together', () => {
    const frames = audioFramesOf(plain);
    const one = readMp3Info(frames);
    const { bytes, info } = joinMp3([tagged(frames), frames, tagged(frames)]);
    expect(info.frames).toBe(3 * one.frames);
    expect(info.duration).toBeCloseTo(3 * one.duration, 6);
    expect(readMp3Info(bytes).bitrates).toEqual(one.bitrates);
  });

  it('refuses what is not MP3', () => {
    expect(() => audioFramesOf(new TextEncoder().encode('<html>rate limited</html>'))).toThrow(
      /no MPEG frame sync/,
    );
    expect(() => joinMp3([plain, plain.subarray(0, plain.length - 7)])).toThrow(/truncated frame/);
  });
});
