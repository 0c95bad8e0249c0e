import { z } from 'zod';
import { LlmWriterError } from './llm-errors.js';

/**
 * Server-sent events as OpenAI-compatible servers send them: events separated by a blank line,
 * each with one or more `data:` lines. Comments (": keep-alive") and other fields are ignored.
 * Written against the SSE spec rather than "one JSON per line" because llama.cpp and some
 * proxies split events differently from OpenAI.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // A dropped connection (or our own abort, which the caller tells apart by its signal).
        throw new LlmWriterError(
          'network',
          'The connection to the story AI dropped while the story was being written.',
          {
            retryable: true,
          },
        );
      }
      buffer += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A "\r" at the end of a chunk may be the first half of "\r\n": wait for the next chunk.
        if (!chunk.done && newline === buffer.length - 1 && buffer.endsWith('\r')) break;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      if (chunk.done) break;
    }
    // A stream that ends without the final blank line still delivers its last event.
    if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
    if (data.length > 0) yield data.join('\n');
  } finally {
    // Stopping early (after [DONE], on an error) must free the socket.
    await reader.cancel().catch(() => undefined);
  }
}

const ZChunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).nullish(),
        message: z.object({ content: z.string().nullish() }).nullish(),
      }),
    )
    .default([]),
});
const ZErrorChunk = z.object({ error: z.unknown() });

/** The text of one streamed chunk (or of a whole non-streamed completion); '' for role-only chunks. */
export function contentOf(json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new LlmWriterError('bad_response', 'The story AI sent something that is not JSON.');
  }
  const failed = ZErrorChunk.safeParse(value);
  if (failed.success && failed.data.error) {
    throw new LlmWriterError('bad_response', 'The story AI reported an error in the middle of the story.', {
      detail: JSON.stringify(failed.data.error).slice(0, 300),
    });
  }
  const parsed = ZChunk.safeParse(value);
  if (!parsed.success)
    throw new LlmWriterError('bad_response', 'The story AI sent an unexpected response shape.');
  const choice = parsed.data.choices[0];
  return choice?.delta?.content ?? choice?.message?.content ?? '';
}
