import type { StoryWriter, StoryWriterInput, WriteOptions, WrittenStory } from '../writer/types.js';
import type { StoryLibrary } from './core/library.js';
import { writeWithLibrary } from './core/write.js';
import { DEFAULT_LIBRARY } from './library.js';

export { sentenceKey } from './core/memory.js';

/**
 * The local story engine: offline, deterministic for a seed. It writes from hand-authored plot
 * plans (a chain of beats with cause and effect), fills their cast from the story's world, and
 * lets the child's interests, favourite character, twist, family and learning focus drive the
 * plot; see core/write.ts.
 */
export function writeLocalStory(
  input: StoryWriterInput,
  library: StoryLibrary = DEFAULT_LIBRARY,
): WrittenStory {
  return writeWithLibrary(input, library);
}

/** Sentences of a paragraph, each keeping its trailing punctuation and closing quote. */
function sentencesOf(paragraph: string): string[] {
  const parts = paragraph.match(/[^.!?]+[.!?]+["”]?\s*/g);
  // Stream whole paragraphs if the split would not reproduce the text exactly.
  return parts !== null && parts.join('') === paragraph ? parts : [paragraph];
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function abortError(): Error {
  const err = new Error('Story writing was aborted');
  err.name = 'AbortError';
  return err;
}

/**
 * The StoryWriter port. Text is streamed sentence by sentence (the chunks concatenate to
 * exactly `content`), yielding to the event loop between chunks so other requests keep
 * moving and the browser sees the story appear; there is no artificial delay.
 */
export function createLocalWriter(): StoryWriter {
  return {
    name: 'local',
    async write(input: StoryWriterInput, options: WriteOptions = {}): Promise<WrittenStory> {
      const { onText, signal } = options;
      if (signal?.aborted) throw abortError();
      const story = writeLocalStory(input);
      if (onText !== undefined) {
        const paragraphs = story.content.split('\n\n');
        for (let i = 0; i < paragraphs.length; i++) {
          const chunks = sentencesOf(paragraphs[i] as string);
          for (let j = 0; j < chunks.length; j++) {
            await nextTurn();
            if (signal?.aborted) throw abortError();
            const prefix = i > 0 && j === 0 ? '\n\n' : '';
            onText(prefix + (chunks[j] as string));
          }
        }
      }
      return story;
    },
  };
}
