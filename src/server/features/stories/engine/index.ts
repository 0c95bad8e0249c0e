import type { StoryWriter, StoryWriterInput, WriteOptions, WrittenStory } from '../writer/types.js';
import { loadPack, type Pack } from './pack/index.js';
import { tell } from './tell/story.js';

export { sentenceKey } from './tell/memory.js';

/**
 * The local story engine: offline, deterministic for a seed. The content is a pack of YAML files
 * a writer edits (content/stories/<locale>/); the engine reads the parent's words, picks a plot,
 * casts it, places what the parent typed in its scenes, renders each line at the child's reading
 * level and fits the length (see tell/story.ts).
 */
export function writeLocalStory(input: StoryWriterInput, pack: Pack = loadPack()): WrittenStory {
  return tell(input, pack).story;
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
 * The StoryWriter port. The pack is read when the writer is made (at start: a broken pack stops
 * the server with every problem named). Text is streamed sentence by sentence (the chunks
 * concatenate to exactly `content`), yielding to the event loop between chunks so other requests
 * keep moving and the browser sees the story appear; there is no artificial delay.
 */
export function createLocalWriter(pack: Pack = loadPack()): StoryWriter {
  return {
    name: 'local',
    async write(input: StoryWriterInput, options: WriteOptions = {}): Promise<WrittenStory> {
      const { onText, signal } = options;
      if (signal?.aborted) throw abortError();
      const story = writeLocalStory(input, pack);
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
