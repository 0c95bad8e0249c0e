import { createParser } from 'eventsource-parser';

/**
 * The one reader of server-sent events (the WHATWG "event stream" format), on eventsource-parser:
 * the web client reads the story stream of a POST with it (EventSource only does GET), and the
 * server reads an OpenAI-compatible model's stream with it. Feed it decoded text in any slicing;
 * it calls `onEvent` once per complete event. Comments (keep-alives) and `retry` are ignored.
 */
export interface TSseMessage {
  /** The `event:` field, 'message' when absent. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen on the stream, as EventSource keeps it. */
  id: string | null;
}

export interface TSseParser {
  push: (text: string) => void;
  /**
   * The stream ended. A last event without its blank line is discarded, as browsers do, unless
   * `flush` (some model servers close the connection right after their last event).
   */
  end: (options?: { flush?: boolean }) => void;
}

export function createSseParser(onEvent: (message: TSseMessage) => void): TSseParser {
  let id: string | null = null;
  const parser = createParser({
    onEvent: (m) => {
      if (m.id !== undefined) id = m.id;
      onEvent({ event: m.event ?? 'message', data: m.data, id });
    },
  });
  return {
    push: (text) => parser.feed(text),
    end: (options) => {
      // Two line ends finish a pending line and then the event, as if the server had sent them.
      if (options?.flush === true) parser.feed('\n\n');
      parser.reset();
    },
  };
}
