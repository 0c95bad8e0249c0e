import { createTextGate } from './safety/check.js';
import { parseStoryText } from './writer/llm-parse.js';
import type { StoryWriterInput } from './writer/types.js';

const PARAGRAPH_BREAK = '\n\n';

/**
 * Streams a story to the browser without showing text the safety check would refuse: the
 * writer's chunks are held until a paragraph is complete, and a paragraph is passed on only if
 * it passes the same content check as the whole story (unsafe words, scary meaning, the
 * child's fears). After the first bad paragraph nothing
 * more is passed. The full checkStory() at the end stays the authority (length, title);
 * `finish(content)` then sends whatever of the checked content is still unsent.
 *
 * A model's raw text (`modelText`) is shown as its story will be saved: each complete paragraph
 * read by the same parser the writer ends with (no "Title:" line, no markdown), so the parent
 * never sees the title line in the text nor the text jump when the story is saved.
 */
export function createStreamGate(
  input: StoryWriterInput,
  send: (chunk: string) => void,
  options: { byMeaning?: boolean; modelText?: boolean } = {},
) {
  const passes = createTextGate(input.fears, input.age, options);
  let held = '';
  let sent = '';
  let blocked = false;
  /** For a model's text: all of it so far, and how many parsed paragraphs were passed on. */
  let raw = '';
  let passedOn = 0;

  function emit(text: string) {
    sent += text;
    send(text);
  }

  function pushModelText(chunk: string) {
    raw += chunk;
    const complete = raw.lastIndexOf(PARAGRAPH_BREAK);
    if (complete < 0) return;
    const { paragraphs } = parseStoryText(raw.slice(0, complete), '');
    for (const paragraph of paragraphs.slice(passedOn)) {
      const text = paragraph + PARAGRAPH_BREAK;
      if (!passes(text)) {
        blocked = true;
        return;
      }
      passedOn += 1;
      emit(text);
    }
  }

  return {
    /** The writer's onText. */
    push(chunk: string) {
      if (blocked) return;
      if (options.modelText) {
        pushModelText(chunk);
        return;
      }
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
