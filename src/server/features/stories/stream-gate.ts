import { createTextGate } from './safety/check.js';
import type { StoryWriterInput } from './writer/types.js';

const PARAGRAPH_BREAK = '\n\n';

/**
 * Streams a story to the browser without showing text the safety check would refuse: the
 * writer's chunks are held until a paragraph is complete, and a paragraph is passed on only if
 * it passes the same content check as the whole story (unsafe words, scary meaning, the
 * child's fears). After the first bad paragraph nothing
 * more is passed. The full checkStory() at the end stays the authority (length, title);
 * `finish(content)` then sends whatever of the checked content is still unsent.
 */
export function createStreamGate(
  input: StoryWriterInput,
  send: (chunk: string) => void,
  options: { byMeaning?: boolean } = {},
) {
  const passes = createTextGate(input.fears, input.age, options);
  let held = '';
  let sent = '';
  let blocked = false;

  function emit(text: string) {
    sent += text;
    send(text);
  }

  return {
    /** The writer's onText. */
    push(chunk: string) {
      if (blocked) return;
      held += chunk;
      let end = held.indexOf(PARAGRAPH_BREAK);
      while (end >= 0) {
        const paragraph = held.slice(0, end + PARAGRAPH_BREAK.length);
        if (!passes(paragraph)) {
          blocked = true;
          return;
        }
        held = held.slice(paragraph.length);
        emit(paragraph);
        end = held.indexOf(PARAGRAPH_BREAK);
      }
    },
    /** Anything was shown (a failed draft must then be retracted with a reset event). */
    get started() {
      return sent !== '';
    },
    /**
     * After the check passed: sends the rest of the checked content. Returns false when what was
     * sent is not a prefix of it (a writer that reworked its text at the end): the caller resets
     * and sends the content whole.
     */
    finish(content: string): boolean {
      if (!content.startsWith(sent)) return false;
      const rest = content.slice(sent.length);
      if (rest !== '') emit(rest);
      return true;
    },
  };
}

export type StreamGate = ReturnType<typeof createStreamGate>;
