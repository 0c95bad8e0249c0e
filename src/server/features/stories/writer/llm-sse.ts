import { z } from 'zod';
import { createSseParser } from '../../../../shared/sse.js';
import { LlmWriterError } from './llm-errors.js';

/**
 * The `data` of each server-sent event an OpenAI-compatible server streams, read with the app's
 * one SSE reader (shared/sse.ts: the spec's line ends and keep-alive comments, which llama.cpp and
 * some proxies use differently from OpenAI). A stream closed without the last blank line still
 * delivers its last event.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: string[] = [];
  const parser = createSseParser((m) => ready.push(m.data));
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
          { retryable: true },
        );
      }
      if (chunk.done) {
        parser.push(decoder.decode());
        parser.end({ flush: true });
      } else parser.push(decoder.decode(chunk.value, { stream: true }));
      while (ready.length > 0) yield ready.shift() as string;
      if (chunk.done) break;
    }
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
