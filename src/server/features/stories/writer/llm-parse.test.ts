import { describe, expect, it } from 'vitest';
import { parseStoryText, toWrittenStory } from './llm-parse.js';
import { ageBand, buildStoryRequest, cleanField, firstNameOf } from './llm-prompt.js';
import { contentOf, readSseData } from './llm-sse.js';

describe('prompt helpers', () => {
  it('keeps the first name only and bands the age', () => {
    expect(firstNameOf('  mia-rose Johnson ')).toBe('mia-rose');
    expect(firstNameOf('')).toBe('Little One');
    expect([0, 2, 3, 5, 6, 8, 11, 12, 40].map(ageBand)).toEqual([
      '0-2 years',
      '0-2 years',
      '3-4 years',
      '5-6 years',
      '5-6 years',
      '7-8 years',
      '11-12 years',
      '11-12 years',
      '11-12 years',
    ]);
  });
  it('cleans and caps without splitting characters', () => {
    expect(cleanField('a\u0007\u200bb\n\nc', 100)).toBe('a b c');
    expect(cleanField('🌙'.repeat(10), 3)).toBe('🌙🌙🌙');
  });
  it('leaves out empty fields and never the exact age or seed', () => {
    const req = buildStoryRequest({
      childName: 'Mia',
      age: 5,
      readingLevel: 'beginner',
      interests: [],
      fears: [],
      theme: 'space',
      storyLength: 'short',
      seed: 9,
      customPrompt: '   ',
    });
    expect(req).toEqual({
      childFirstName: 'Mia',
      ageBand: '5-6 years',
      readingLevel: 'beginner',
      storyLength: 'short',
      theme: 'space',
    });
  });
});

describe('parseStoryText', () => {
  it('uses a short first heading as the title and joins wrapped lines', () => {
    const p = parseStoryText(
      '# The Quiet Lake\n\nOnce upon a time\nthere was a lake.\n\n\n\nGoodnight.',
      'Fallback',
    );
    expect(p).toEqual({
      title: 'The Quiet Lake',
      paragraphs: ['Once upon a time there was a lake.', 'Goodnight.'],
    });
  });
  it('falls back to a title when the model gave none', () => {
    const p = parseStoryText(
      'Once upon a time, Mia looked at the moon.\n\nShe slept.',
      "Mia's Bedtime Story",
    );
    expect(p.title).toBe("Mia's Bedtime Story");
    expect(p.paragraphs).toHaveLength(2);
    expect(toWrittenStory(p)).toMatchObject({ wordCount: 11, readingTime: 1 });
  });
  it('drops a "Story:" label and CRLF line ends', () => {
    const p = parseStoryText('Title: "Moon Boat"\r\n\r\nStory:\r\nMia sailed.', 'x');
    expect(p).toEqual({ title: 'Moon Boat', paragraphs: ['Mia sailed.'] });
  });
});

describe('SSE reading', () => {
  const streamOf = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of parts) c.enqueue(new TextEncoder().encode(p));
        c.close();
      },
    });
  it('reassembles events split across chunks, CRLF included, and ignores comments', async () => {
    const out: string[] = [];
    for await (const d of readSseData(
      streamOf([': hi\r', '\n\r\ndata: {"a"', ':1}\r', '\n\r\ndata: [DONE]']),
    ))
      out.push(d);
    expect(out).toEqual(['{"a":1}', '[DONE]']);
  });
  it('reads deltas, role-only chunks and in-stream errors', () => {
    expect(contentOf('{"choices":[{"delta":{"content":"Hi"}}]}')).toBe('Hi');
    expect(contentOf('{"choices":[{"delta":{"role":"assistant"}}]}')).toBe('');
    expect(contentOf('{"choices":[]}')).toBe('');
    expect(() => contentOf('{"error":{"message":"overloaded"}}')).toThrow(/reported an error/);
    expect(() => contentOf('nope')).toThrow(/not JSON/);
  });
});
