import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeElevenLabs,
  startFakeOpenAISpeech,
  type FakeTts,
} from '../../../../tests/support/fake-tts.js';
import { chunkStory } from './chunks.js';
import { createElevenLabsNarrator, sentenceTimingsFrom } from './elevenlabs-narrator.js';
import { readMp3Info } from './mp3-frames.js';
import { BEDTIME_INSTRUCTIONS, createOpenAINarrator, OPENAI_INPUT_LIMIT } from './openai-narrator.js';
import type { Narration, NarrationProgress } from './port.js';
import { sentenceWords } from '../../../shared/sentences.js';
import { parsePronunciations, splitIntoSentences } from './text.js';

const STORY = [
  'Siobhan found a little silver moon in the garden.',
  'It glowed softly! She carried it inside. "Goodnight, moon," she whispered.',
  'Then everyone went to sleep.',
].join('\n\n');
const SENTENCES = splitIntoSentences(STORY).flat();

/** What every narration must be: one clean MP3 of the reported length, read-along in order. */
function expectPlayable(made: Narration) {
  const info = readMp3Info(made.bytes); // throws unless the file is a clean chain of frames
  expect(Math.abs(info.duration - made.duration) / info.duration).toBeLessThan(0.05);
  expect(made.mimeType).toBe('audio/mpeg');
  expect(made.timings.map((t) => t.text)).toEqual(SENTENCES);
  let previousEnd = 0;
  for (const t of made.timings) {
    expect(t.start).toBeGreaterThanOrEqual(previousEnd);
    expect(t.end).toBeGreaterThan(t.start);
    previousEnd = t.end;
  }
  expect(previousEnd).toBeLessThanOrEqual(made.duration);
}

describe('chunks for a provider', () => {
  it('keeps sentences whole and each request within the limit (OpenAI 4096 on a long story)', () => {
    const long = Array.from({ length: 40 }, (_, p) =>
      Array.from(
        { length: 6 },
        (_, s) => `Paragraph ${p} sentence ${s} tells of the quiet sleepy moon.`,
      ).join(' '),
    ).join('\n\n');
    expect(long.length).toBeGreaterThan(2 * OPENAI_INPUT_LIMIT);
    const chunks = chunkStory(long, OPENAI_INPUT_LIMIT, new Map());
    // Greedy packing: as few requests as whole sentences allow.
    const fewest = Math.ceil(long.length / OPENAI_INPUT_LIMIT);
    expect(chunks.length).toBeGreaterThanOrEqual(fewest);
    expect(chunks.length).toBeLessThanOrEqual(fewest + 1);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(OPENAI_INPUT_LIMIT);
    expect(chunks.flatMap((c) => c.sentences.map((s) => s.text))).toEqual(splitIntoSentences(long).flat());
    // Paragraph breaks survive inside a chunk as blank lines, so the voice pauses there.
    expect(chunks[0]?.text).toContain('moon.\n\nParagraph 1 sentence 0');
    for (const c of chunks)
      c.sentences.forEach((s, i) =>
        expect(c.text.slice(c.offsets[i], c.offsets[i]! + s.spoken.length)).toBe(s.spoken),
      );
  });

  it('splits a sentence longer than the limit at spaces', () => {
    const endless = `${'and the moon rose '.repeat(30)}high.`;
    const chunks = chunkStory(endless, 100, new Map());
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(100);
    expect(chunks.flatMap((c) => c.sentences.map((s) => s.text)).join(' ')).toBe(endless.trim());
  });
});

describe('ElevenLabs character alignment to sentence and word timings', () => {
  /** An alignment that says character i from i/10 s to (i+1)/10 s. */
  const tenthPerCharacter = (text: string) => ({
    characters: [...text],
    character_start_times_seconds: [...text].map((_, i) => i / 10),
    character_end_times_seconds: [...text].map((_, i) => (i + 1) / 10),
  });

  it('times each word from its first letter to its last (punctuation and spaces belong to none)', () => {
    const [chunk] = chunkStory('Hi, Mo. Go!', 100, new Map());
    const timings = sentenceTimingsFrom(chunk!, tenthPerCharacter(chunk!.text));
    expect(timings).toEqual([
      {
        start: 0,
        end: 0.7,
        words: [
          { start: 0, end: 0.2, text: 'Hi' },
          { start: 0.4, end: 0.6, text: 'Mo' },
        ],
      },
      { start: 0.8, end: 1.1, words: [{ start: 0.8, end: 1, text: 'Go' }] },
    ]);
  });

  it('keeps the sentence but drops its words when a respelling changes how many words there are', () => {
    const [chunk] = chunkStory('Hi Aoife. Go!', 100, parsePronunciations('Aoife=Ee Fa'));
    expect(chunk?.text).toBe('Hi Ee Fa. Go!');
    const timings = sentenceTimingsFrom(chunk!, tenthPerCharacter(chunk!.text));
    expect(timings?.[0]).toEqual({ start: 0, end: 0.9 });
    expect(timings?.[1]?.words).toEqual([{ start: 1, end: 1.2, text: 'Go' }]);
  });

  it('answers nothing when the alignment is not of the text sent', () => {
    const [chunk] = chunkStory('Hi, Mo.', 100, new Map());
    expect(sentenceTimingsFrom(chunk!, tenthPerCharacter('Something else.'))).toBeUndefined();
  });
});

describe('OpenAI text-to-speech adapter (against a local fake of the API)', { timeout: 90_000 }, () => {
  const KEY = 'sk-test-openai-key';
  let fake: FakeTts;
  beforeAll(async () => {
    fake = await startFakeOpenAISpeech(KEY);
  });
  afterAll(() => fake.close());

  it('makes one MP3 with estimated, increasing timings, and sends the calm bedtime instructions', async () => {
    const narrator = createOpenAINarrator({
      apiKey: KEY,
      baseUrl: fake.baseUrl,
      pronunciations: parsePronunciations('Siobhan=Shivawn'),
    });
    const progress: NarrationProgress[] = [];
    const made = await narrator.narrate(STORY, (p) => progress.push(p));
    expectPlayable(made);
    expect(made.voiceId).toBe('openai-gpt-4o-mini-tts-sage');
    expect(progress.at(-1)).toEqual({ done: SENTENCES.length, total: SENTENCES.length });
    const sent = fake.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({
      model: 'gpt-4o-mini-tts',
      voice: 'sage',
      response_format: 'mp3',
      instructions: BEDTIME_INSTRUCTIONS,
    });
    // The voice hears the respelling; the read-along shows the name as written.
    expect(sent?.body.input).toContain('Shivawn found');
    expect(made.timings[0]?.text).toContain('Siobhan');
    // OpenAI tells no times: the estimated sentence timings carry no words (no guess shown as the voice's).
    expect(made.timings.some((t) => t.words)).toBe(false);
  });

  it('does not send instructions to tts-1 models', async () => {
    const narrator = createOpenAINarrator({
      apiKey: KEY,
      baseUrl: fake.baseUrl,
      model: 'tts-1',
      voice: 'nova',
    });
    await narrator.narrate('The owl hooted once.');
    expect(fake.requests.at(-1)?.body.instructions).toBeUndefined();
    expect(fake.requests.at(-1)?.body.model).toBe('tts-1');
  });

  it('splits long text at sentence boundaries and joins the parts into one file', async () => {
    const narrator = createOpenAINarrator({ apiKey: KEY, baseUrl: fake.baseUrl, maxChars: 80 });
    const before = fake.requests.length;
    const made = await narrator.narrate(STORY);
    const sent = fake.requests.slice(before).map((r) => String(r.body.input));
    expect(sent.length).toBeGreaterThan(2);
    for (const input of sent) expect(input.length).toBeLessThanOrEqual(80);
    expect(sent.flatMap((input) => splitIntoSentences(input).flat())).toEqual(SENTENCES);
    expectPlayable(made);
    // The joined file lasts as long as its parts together (frames end to end, nothing lost).
    const parts = fake.answered.slice(-sent.length).reduce((a, b) => a + b, 0);
    expect(Math.abs(made.duration - parts)).toBeLessThan(0.1);
    // Each part's sentences start inside that part: the second request's first sentence starts
    // where the first part ends.
    const firstPart = fake.answered.at(-sent.length) ?? 0;
    const firstCount = splitIntoSentences(sent[0] ?? '').flat().length;
    expect(made.timings[firstCount]?.start).toBeCloseTo(firstPart, 1);
  });

  it("fails with the provider's own message on a wrong key (and never shows the key)", async () => {
    const narrator = createOpenAINarrator({ apiKey: 'sk-wrong', baseUrl: fake.baseUrl });
    const err = await narrator.narrate(STORY).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(
      /^OpenAI text-to-speech failed \(401\): Incorrect API key provided/,
    );
    expect((err as Error).message).not.toContain('sk-wrong');
  });
});

describe('ElevenLabs adapter (against a local fake of the API)', { timeout: 90_000 }, () => {
  const KEY = 'xi-test-key';
  const VOICE = 'pNInz6obpgDQGcFmaJgB';
  let fake: FakeTts;
  beforeAll(async () => {
    fake = await startFakeElevenLabs(KEY, VOICE);
  });
  afterAll(() => fake.close());

  it('makes one MP3 whose sentence timings come from the character alignment', async () => {
    const narrator = createElevenLabsNarrator({ apiKey: KEY, voiceId: VOICE, baseUrl: fake.baseUrl });
    const made = await narrator.narrate(STORY);
    expectPlayable(made);
    expect(made.voiceId).toBe(`elevenlabs-${VOICE}`);
    const sent = fake.requests.at(-1);
    expect(sent?.headers['xi-api-key']).toBe(KEY);
    expect(sent?.path).toBe(`/v1/text-to-speech/${VOICE}/with-timestamps?output_format=mp3_44100_64`);
    expect(sent?.body).toMatchObject({ text: STORY, model_id: 'eleven_multilingual_v2' });
    // The fake's voice said each sentence at known times; the alignment carried them over exactly
    // (a sentence that opens with a word starts when the word is said, after the voice's pause).
    const spoken = await fakeTimings(STORY);
    made.timings.forEach((t, i) => {
      const opensWithWord = sentenceWords(t.text)[0]?.from === 0;
      expect(t.start).toBeCloseTo(opensWithWord ? spoken[i]!.words![0]!.start : spoken[i]!.start, 2);
      expect(t.end).toBeCloseTo(spoken[i]!.end, 2);
    });
  });

  it("times every word from the character alignment (the fake voice's own word times come back)", async () => {
    const narrator = createElevenLabsNarrator({
      apiKey: KEY,
      voiceId: VOICE,
      baseUrl: fake.baseUrl,
      pronunciations: parsePronunciations('Siobhan=Shivawn'),
    });
    const made = await narrator.narrate(STORY);
    expectPlayable(made);
    // The fake said the respelled text; its voice timed each word of it.
    const spoken = await fakeTimings(String(fake.requests.at(-1)?.body.text));
    made.timings.forEach((t, i) => {
      expect(t.words?.map((w) => w.text)).toEqual(sentenceWords(t.text).map((w) => w.text));
      expect(t.words).toHaveLength(spoken[i]!.words!.length);
      t.words!.forEach((w, k) => {
        expect(w.start).toBeCloseTo(spoken[i]!.words![k]!.start, 2);
        expect(w.end).toBeCloseTo(spoken[i]!.words![k]!.end, 2);
      });
    });
    // The reader shows the name as written, timed where the voice said its respelling.
    expect(made.timings[0]?.words?.[0]).toMatchObject({ text: 'Siobhan' });
  });

  it('offsets the words of a later part by the parts before, like its sentences', async () => {
    const narrator = createElevenLabsNarrator({
      apiKey: KEY,
      voiceId: VOICE,
      baseUrl: fake.baseUrl,
      maxChars: 80,
    });
    const made = await narrator.narrate(STORY);
    for (const t of made.timings) {
      expect(t.words?.length).toBeGreaterThan(0);
      expect(t.words![0]!.start).toBeGreaterThanOrEqual(t.start - 0.001);
      expect(t.words!.at(-1)!.end).toBeLessThanOrEqual(t.end + 0.001);
    }
  });

  it('splits long text, passes the neighbouring text, and offsets each part by the parts before', async () => {
    const narrator = createElevenLabsNarrator({
      apiKey: KEY,
      voiceId: VOICE,
      baseUrl: fake.baseUrl,
      maxChars: 80,
    });
    const before = fake.requests.length;
    const made = await narrator.narrate(STORY);
    const sent = fake.requests.slice(before);
    expect(sent.length).toBeGreaterThan(2);
    expect(sent[0]?.body.previous_text).toBeUndefined();
    expect(sent[1]?.body.previous_text).toBe(sent[0]?.body.text);
    expect(sent[0]?.body.next_text).toBe(sent[1]?.body.text);
    expectPlayable(made);
    const firstPart = fake.answered.at(-sent.length) ?? 0;
    const firstCount = splitIntoSentences(String(sent[0]?.body.text)).flat().length;
    expect(made.timings[firstCount]?.start).toBeGreaterThanOrEqual(firstPart);
    expect(made.timings[firstCount - 1]?.end).toBeLessThanOrEqual(firstPart);
  });

  it('fails with the provider message for a wrong key or an unknown voice', async () => {
    const wrongKey = createElevenLabsNarrator({ apiKey: 'nope', voiceId: VOICE, baseUrl: fake.baseUrl });
    await expect(wrongKey.narrate(STORY)).rejects.toThrow(
      'ElevenLabs text-to-speech failed (401): Invalid API key',
    );
    const wrongVoice = createElevenLabsNarrator({ apiKey: KEY, voiceId: 'missing', baseUrl: fake.baseUrl });
    await expect(wrongVoice.narrate(STORY)).rejects.toThrow(
      /\(404\): A voice with voice_id missing was not found/,
    );
  });

  /** What the fake's own voice reports for the text (the same synthesis, so the same times). */
  async function fakeTimings(text: string) {
    const { createLocalNarrator } = await import('./local-narrator.js');
    const voice = createLocalNarrator({ workers: 1 });
    try {
      return (await voice.narrate(text)).timings;
    } finally {
      await voice.close();
    }
  }
});
