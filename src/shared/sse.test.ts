import { describe, expect, it } from 'vitest';
import { createSseParser, type TSseMessage } from './sse.js';

function parseAll(chunks: string[]): TSseMessage[] {
  const out: TSseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  chunks.forEach((c) => parser.push(c));
  parser.end();
  return out;
}

describe('createSseParser', () => {
  const stream = 'event: text\ndata: {"chunk":"Once"}\n\nevent: done\ndata: {"data":{}}\n\n';

  it('reads named events with JSON data', () => {
    expect(parseAll([stream])).toEqual([
      { event: 'text', data: '{"chunk":"Once"}', id: null },
      { event: 'done', data: '{"data":{}}', id: null },
    ]);
  });

  it('gives the same events however the text is sliced', () => {
    const whole = parseAll([stream]);
    for (let size = 1; size < 12; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parseAll(chunks)).toEqual(whole);
    }
  });

  it('handles CRLF and CR line ends, also split across chunks', () => {
    expect(parseAll(['event: a\r', '\ndata: 1\r\n\r', '\n'])).toEqual([{ event: 'a', data: '1', id: null }]);
    expect(parseAll(['data: x\r\rdata: y\r\r'])).toEqual([
      { event: 'message', data: 'x', id: null },
      { event: 'message', data: 'y', id: null },
    ]);
  });

  it('joins multi-line data, skips comments, keeps the last id', () => {
    expect(parseAll([': keep-alive\n', 'id: 7\ndata: one\ndata:two\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('ignores an event without data and an unfinished last event', () => {
    expect(parseAll(['event: ping\n\n', 'event: text\ndata: {"chunk":"x"}'])).toEqual([]);
  });

  it('keeps a value that has a colon in it', () => {
    expect(parseAll(['data: a: b\n\n'])).toEqual([{ event: 'message', data: 'a: b', id: null }]);
  });

  it('with flush, delivers a last event the server closed without its blank line', () => {
    const out: TSseMessage[] = [];
    const parser = createSseParser((m) => out.push(m));
    parser.push('data:{"a":1}\r\n\r\n: ping\r\n\r\ndata:{"b":2}');
    parser.end({ flush: true });
    expect(out.map((m) => m.data)).toEqual(['{"a":1}', '{"b":2}']);
  });
});
