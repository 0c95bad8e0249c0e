import { describe, expect, it } from 'vitest';
import { alignWords, parseTimedSegments, phonesPerWord } from './flite-words.js';

// What Flite 2 (slt, duration_stretch=1.35) printed for "Once upon a time, Kofi's bath." with
// -psdur, and (kal, -ps) for the words said one by one: "Once! upon! a! time! Kofi's! bath!"
const TIMED =
  'pau:0.302 w:0.390 ah:0.502 n:0.595 s:0.705 ax:0.766 p:0.899 aa:1.033 n:1.108 ax:1.179 t:1.284 ' +
  'ay:1.558 m:1.666 pau:1.810 k:1.954 ow:2.052 f:2.218 iy:2.331 z:2.448 b:2.546 ae:2.828 th:2.954 pau:3.1 \n';
const ALONE = 'pau w aa n s pau ax p aa n pau ey pau t ay m pau k ow f iy z pau b ae th pau \n';

describe("word timings from Flite's own segments", () => {
  it('reads the timed segments, each starting where the one before ended', () => {
    const segments = parseTimedSegments(TIMED);
    expect(segments[0]).toEqual({ name: 'pau', start: 0, end: 0.302 });
    expect(segments[1]).toEqual({ name: 'w', start: 0.302, end: 0.39 });
    expect(segments).toHaveLength(23);
  });

  it('moves a second utterance to where the first one ended', () => {
    const segments = parseTimedSegments('pau:0.2 ay:0.5 pau:0.6\npau:0.1 m:0.3 pau:0.4\n');
    expect(segments.map((s) => s.end)).toEqual(
      [0.2, 0.5, 0.6, 0.7, 0.9, 1.0].map((n) => expect.closeTo(n, 6)),
    );
  });

  it("groups the segments into words, even where a word said alone sounds different ('a' is 'ey')", () => {
    const words = phonesPerWord(ALONE);
    expect(words).toEqual([
      ['w', 'aa', 'n', 's'],
      ['ax', 'p', 'aa', 'n'],
      ['ey'],
      ['t', 'ay', 'm'],
      ['k', 'ow', 'f', 'iy', 'z'],
      ['b', 'ae', 'th'],
    ]);
    // Each word runs from the end of the segment before its first phone to its last phone's end,
    // exactly the times Flite printed (the pauses belong to no word).
    expect(alignWords(parseTimedSegments(TIMED), words)).toEqual([
      { start: 0.302, end: 0.705 },
      { start: 0.705, end: 1.108 },
      { start: 1.108, end: 1.179 },
      { start: 1.179, end: 1.666 },
      { start: 1.81, end: 2.448 },
      { start: 2.448, end: 2.954 },
    ]);
  });

  it('gives up (no word timings) when a word has no segment of its own', () => {
    expect(alignWords(parseTimedSegments('pau:0.1 ay:0.4 pau:0.5'), [['ay'], ['b', 'iy']])).toBeUndefined();
    expect(alignWords(parseTimedSegments('pau:0.1 pau:0.5'), [['ay']])).toBeUndefined();
  });
});
