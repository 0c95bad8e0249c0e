import { READING_WORDS_PER_MINUTE, STORY_LENGTHS } from '../../../../shared/constants.js';
import { countWords } from '../safety/readability.js';
import type { StoryWriter, StoryWriterInput, WriteOptions, WrittenStory } from '../writer/types.js';
import { buildContext } from './context.js';
import { easeReading, fitLength, render } from './fit.js';
import { buildPlan } from './grammar.js';
import { makeTitle } from './title.js';

/**
 * The local story engine: offline, deterministic for a seed, original text assembled from a
 * story grammar and large phrase pools, fitted to the chosen length and reading level.
 */
export function writeLocalStory(input: StoryWriterInput): WrittenStory {
  const ctx = buildContext(input);
  const range = STORY_LENGTHS[input.storyLength] ?? STORY_LENGTHS.medium;
  const title = makeTitle(ctx);
  const plan = buildPlan(ctx);
  fitLength(plan, ctx, range);
  if (ctx.level === 'beginner') easeReading(plan, ctx, range);
  const content = render(plan).join('\n\n');
  const wordCount = countWords(content);
  return {
    title,
    content,
    wordCount,
    readingTime: Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE)),
  };
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
