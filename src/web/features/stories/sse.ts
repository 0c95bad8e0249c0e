/**
 * An incremental parser for server-sent events (the WHATWG "event stream" format), for a POST
 * whose answer is read with fetch + ReadableStream (EventSource only does GET).
 * Feed it decoded text in any slicing; it calls `onEvent` once per complete event.
 */

export interface TSseMessage {
  /** The `event:` field, 'message' when absent. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  id: string | null;
}

export interface TSseParser {
  push: (text: string) => void;
  /** The stream ended: a final event without its blank line is discarded (as browsers do). */
  end: () => void;
}

export function createSseParser(onEvent: (message: TSseMessage) => void): TSseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  let sawData = false;
  // A '\r' at the end of one chunk may pair with a '\n' at the start of the next.
  let skipLeadingLf = false;

  function dispatch() {
    if (sawData) onEvent({ event: event === '' ? 'message' : event, data: data.join('\n'), id });
    event = '';
    data = [];
    sawData = false;
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      sawData = true;
    } else if (field === 'id' && !value.includes('\0')) id = value;
    // 'retry' and unknown fields are ignored.
  }

  return {
    push(text: string) {
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone '\r' at the very end may be the first half of '\r\n'.
        if (match[0] === '\r' && match.index === buffer.length - 1) {
          line(buffer.slice(0, match.index));
          buffer = '';
          skipLeadingLf = true;
          break;
        }
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    end() {
      buffer = '';
      event = '';
      data = [];
      sawData = false;
    },
  };
}
