import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { checkStory } from '../features/stories/safety/check.js';
import { createStoryWriter, LlmWriterError, type StoryWriter } from '../features/stories/writer/index.js';
import { rememberStory } from '../features/stories/memory.js';
import type { SeriesKeep, StoryMemory, StoryWriterInput } from '../features/stories/writer/types.js';
import { parseLlmEnv, parseStoryArgs, STORY_USAGE } from './story-args.js';

/**
 * `npm run story -- --name Mia --age 5 --theme space --length long [--nights 30] [--json]`
 * Writes one story with the configured writer (LLM when LLM_BASE_URL is set, else the local
 * engine), streams it to stdout, and runs the same safety check the app runs.
 * Exit codes: 0 written (a failed safety check is a warning on stderr), 1 writing failed,
 * 2 bad options or configuration.
 */

/** .env is read without touching process.env or the data directory (loadConfig would create a secret there). */
function environment(): Record<string, string | undefined> {
  const fromFile = existsSync('.env') ? parseEnv(readFileSync('.env', 'utf8')) : {};
  return { ...fromFile, ...process.env };
}

// `npm run story | head` closes stdout early; that is the reader's choice, not a crash.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

async function main(): Promise<number> {
  const args = parseStoryArgs(process.argv.slice(2));
  if (!args.ok) {
    process.stderr.write(`${args.message}\n\n${STORY_USAGE}\n`);
    return 2;
  }
  if ('help' in args) {
    process.stdout.write(`${STORY_USAGE}\n`);
    return 0;
  }
  const { input, json, nights, series } = args.command;

  const env = parseLlmEnv(environment());
  if (!env.ok) {
    process.stderr.write(`Invalid configuration:\n${env.message}\n`);
    return 2;
  }
  let writer: StoryWriter;
  try {
    writer = createStoryWriter(env.env);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }

  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());

  let streamed = false;
  const onText = json
    ? undefined
    : (chunk: string) => {
        streamed = true;
        process.stdout.write(chunk);
      };
  // Consecutive nights for one child: each night remembers the stories before it, newest first.
  let memory: StoryMemory = input.memory ?? { planIds: [], titles: [], sentenceKeys: [] };
  const written: object[] = [];
  // A series: what chapter 1 chose is kept, each chapter names the last one's event.
  let keep: SeriesKeep | undefined;
  let lastEvent: string | undefined;
  let lastTitle: string | undefined;
  const planIds: string[] = [];
  try {
    for (let night = 0; night < nights; night++) {
      const nightInput: StoryWriterInput = {
        ...input,
        seed: (input.seed + night * 7919) % 2 ** 31,
        memory,
        ...(series === undefined
          ? {}
          : {
              series: {
                chapter: night + 1,
                chapters: series,
                ...(keep === undefined ? {} : { keep }),
                ...(lastEvent === undefined ? {} : { lastEvent }),
                ...(lastTitle === undefined ? {} : { lastTitle }),
                planIds: [...planIds],
              },
            }),
      };
      if (!json && night > 0) process.stdout.write('\n\n');
      const story = await writer.write(nightInput, { onText, signal: controller.signal });
      const { title, content, wordCount, readingTime, planId, notices } = story;
      written.push({
        ...(series === undefined ? {} : { chapter: night + 1 }),
        title,
        content,
        wordCount,
        readingTime,
        planId,
        ...(notices?.length ? { notices } : {}),
      });
      if (!json) {
        if (!streamed) process.stdout.write(`${story.title}\n\n${story.content}`);
        process.stdout.write('\n');
        process.stderr.write(
          `\n— "${story.title}" · ${story.wordCount} words · ${story.readingTime} min · writer: ${writer.name} · seed ${nightInput.seed}${planId ? ` · plan ${planId}` : ''}\n`,
        );
        for (const notice of notices ?? []) process.stderr.write(`  notice: ${notice}\n`);
      }
      const check = checkStory(story, nightInput, { engine: writer.name === 'local' });
      // A warning, not a failure: this is a tool for looking at stories, including rejected ones.
      if (!check.ok) {
        process.stderr.write(
          `Warning: the safety check failed (night ${night + 1}):\n${check.problems.map((p) => `  - ${p}`).join('\n')}\n`,
        );
      }
      memory = rememberStory(memory, story);
      keep ??= story.continuity?.keep;
      lastEvent = story.continuity?.event;
      lastTitle = story.title;
      if (planId !== undefined) planIds.push(planId);
    }
    if (json)
      process.stdout.write(
        `${JSON.stringify(nights === 1 && series === undefined ? written[0] : written)}\n`,
      );
    return 0;
  } catch (err) {
    // LlmWriterError messages are written to be shown; anything else is unexpected, so keep the stack.
    const message =
      err instanceof LlmWriterError
        ? err.message
        : err instanceof Error
          ? (err.stack ?? err.message)
          : String(err);
    process.stderr.write(`${streamed ? '\n' : ''}Could not write the story: ${message}\n`);
    return 1;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
