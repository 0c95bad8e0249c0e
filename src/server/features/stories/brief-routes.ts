import { Hono } from 'hono';
import { type TStoryBriefEvent } from '../../../shared/briefs.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { generatedAnswer } from '../../../shared/stories.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { uuidParam } from '../../platform/http/input.js';
import type { BriefBus } from './brief-bus.js';
import { briefError, FOLLOW_POLL_MS } from './brief-follow.js';
import { isFinal, type BriefRow } from './brief-state.js';
import { briefView, type BriefStore } from './briefs.js';
import type { StoryRepository } from './repository.js';
import { eventStream } from './sse.js';

export interface BriefRouteDeps {
  briefs: Pick<BriefStore, 'owned' | 'row'>;
  bus: BriefBus;
  repository: Pick<StoryRepository, 'find'>;
  guards: Pick<Guards, 'requireSubscriber'>;
}

const BRIEF_ID = uuidParam('id');
/** A feed is closed after this long (the client opens it again if it still cares). */
const FEED_LIMIT_MS = 15 * 60_000;

/**
 * A brief as a parent follows it (issue 27 part 1): where it is, and its change feed. The feed
 * lets a client that reloaded mid-story come back to it: status events until the story is saved,
 * the text written so far at once and the rest as it comes (from this process when it writes the
 * story, from the brief's saved draft when another server does), then the story (or the failure).
 */
export function briefRoutes(deps: BriefRouteDeps) {
  const { briefs, bus, repository, guards } = deps;
  const app = new Hono<AppEnv>();

  async function ownedBrief(userId: string, id: string): Promise<BriefRow> {
    const row = await briefs.owned(userId, id);
    if (!row) throw AppError.notFound(STORY_MESSAGES.notFound);
    return row;
  }

  app.get(`/api/stories/briefs/${BRIEF_ID}`, guards.requireSubscriber, async (c) => {
    const row = await ownedBrief(c.get('user').id, c.req.param('id'));
    return c.json({ data: briefView(row) });
  });

  app.get(`/api/stories/briefs/${BRIEF_ID}/events`, guards.requireSubscriber, async (c) => {
    const userId = c.get('user').id;
    const first = await ownedBrief(userId, c.req.param('id'));
    const signal = c.req.raw.signal;
    return eventStream<TStoryBriefEvent>(c, async (send) => {
      // The text this follower has been sent; every change is sent as what it adds (or a reset).
      let sent = '';
      const sendText = (now: string) => {
        if (now === sent) return;
        if (now.startsWith(sent)) send('text', { chunk: now.slice(sent.length) });
        else {
          send('reset', {});
          if (now !== '') send('text', { chunk: now });
        }
        sent = now;
      };
      let wake: () => void = () => undefined;
      const unsubscribe = bus.subscribe(first.id, (news) => {
        if (news.kind === 'end') wake();
        else sendText(bus.text(first.id) ?? '');
      });
      try {
        let row: BriefRow | null = first;
        send('status', briefView(row));
        const until = Date.now() + FEED_LIMIT_MS;
        for (;;) {
          // Written here: the text so far from this process; elsewhere: the draft its writer saved.
          if (row && !isFinal(row.status)) sendText(bus.text(first.id) ?? row.draft ?? sent);
          if (!row || isFinal(row.status) || signal.aborted || Date.now() >= until) break;
          // Woken at once when this process ends the brief; otherwise its row is read again.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, FOLLOW_POLL_MS * 2);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          const seen: BriefRow | null = await briefs.row(first.id);
          if (seen && seen.status !== row.status) send('status', briefView(seen));
          row = seen;
        }
        if (!row) return;
        if (row.status === 'failed') {
          const err = briefError(row);
          send('error', { error: err.message, code: err.code, ...err.flags });
        } else if (row.status === 'done' && row.storyId) {
          const story = await repository.find(userId, row.storyId);
          if (story) send('done', generatedAnswer(story, undefined, row.notices ?? undefined));
          else send('error', { error: STORY_MESSAGES.notFound, code: 'NOT_FOUND' });
        }
      } finally {
        unsubscribe();
      }
    });
  });

  return app;
}
