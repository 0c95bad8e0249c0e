import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { generatedAnswer, type TStory, type TStoryStreamEvent } from '../../../shared/stories.js';
import { AppError, errorBody } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { PendingGeneration, StoriesService } from './service.js';

export function wantsEventStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/event-stream');
}

/** One event of a stream whose events are the union E. */
export type Send<E extends { event: string; data: unknown } = TStoryStreamEvent> = <K extends E>(
  event: K['event'],
  data: K['data'],
) => void;

/**
 * Server-sent events for one request. Writes are chained so events keep their order, and a
 * closed connection only stops the sending: the generation goes on and the story is saved
 * (the credit paid for it; it appears in the library).
 */
const KEEP_ALIVE_MS = 15_000;

export function eventStream<E extends { event: string; data: unknown } = TStoryStreamEvent>(
  c: Context<AppEnv>,
  body: (send: Send<E>) => Promise<void>,
) {
  // Proxies (nginx) must pass each event on at once, not buffer the whole story.
  c.header('X-Accel-Buffering', 'no');
  c.header('Cache-Control', 'no-cache, no-transform');
  return streamSSE(c, async (stream) => {
    let chain: Promise<void> = Promise.resolve();
    // A comment line now and then keeps idle-timeout proxies from cutting a slow LLM pause.
    const keepAlive = setInterval(() => {
      chain = chain.then(() =>
        stream.aborted || stream.closed
          ? undefined
          : stream
              .write(': keep-alive\n\n')
              .then(() => undefined)
              .catch(() => undefined),
      );
    }, KEEP_ALIVE_MS);
    const send: Send<E> = (event, data) => {
      chain = chain.then(async () => {
        if (stream.aborted || stream.closed) return;
        await stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => undefined);
      });
    };
    try {
      await body(send);
    } finally {
      clearInterval(keepAlive);
    }
    await chain;
  });
}

/** A retried key whose story exists: the whole text, then done (the same story as the first time). */
export function replayStream(c: Context<AppEnv>, story: TStory) {
  return eventStream(c, async (send) => {
    send('text', { chunk: story.content });
    send('done', { data: story });
  });
}

/** text* (reset text*)? then done, or error (the credit has been given back by then). */
export function generationStream(c: Context<AppEnv>, stories: StoriesService, job: PendingGeneration) {
  return eventStream(c, async (send) => {
    try {
      let streamed = false;
      const { story, audioStatus, notices } = await stories.finish(job, {
        log: c.get('log'),
        onText: (chunk) => {
          streamed = true;
          send('text', { chunk });
        },
        onReset: () => send('reset', {}),
      });
      // Written by another process (a worker took the brief's job first): the text comes whole.
      if (!streamed) send('text', { chunk: story.content });
      send('done', generatedAnswer(story, audioStatus, notices));
    } catch (err) {
      const appError = err instanceof AppError ? err : AppError.internal();
      send('error', errorBody(appError));
    }
  });
}
