import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { turnGatherer } from '../../platform/per-turn.js';
import { dailyStoryViews } from '../../platform/db/schema/daily.js';

type ViewRow = typeof dailyStoryViews.$inferInsert & { id: string };

interface Waiting {
  row: ViewRow;
  done: () => void;
  failed: (err: unknown) => void;
}

/** At most this many views in one INSERT (the bench's 32 connections make batches of about 32). */
const MOST_PER_STATEMENT = 500;

/**
 * Records the views of one event-loop turn with one INSERT: every subscriber's load of the
 * daily story writes a view, and one statement each held the embedded database (which runs
 * one statement at a time, on the main thread) for about 2 ms. Ids are made here, so each
 * load knows its view's id without RETURNING. A batch that fails is retried row by row, so a
 * bad row (a reader deleted meanwhile) fails only its own load.
 */
export function viewBatcher(db: Db): (storyId: string, userId: string | null) => Promise<string> {
  const nextTurn = turnGatherer();
  let waiting: Waiting[] = [];

  const insert = (rows: ViewRow[]) => db.insert(dailyStoryViews).values(rows);

  async function write(batch: Waiting[]) {
    try {
      await insert(batch.map((w) => w.row));
      for (const w of batch) w.done();
    } catch (err) {
      if (batch.length === 1) return batch[0]?.failed(err);
      for (const w of batch) await insert([w.row]).then(w.done, w.failed);
    }
  }

  function flush() {
    const all = waiting;
    waiting = [];
    for (let i = 0; i < all.length; i += MOST_PER_STATEMENT) void write(all.slice(i, i + MOST_PER_STATEMENT));
  }

  return (storyId, userId) =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      if (waiting.length === 0) void nextTurn().then(flush);
      waiting.push({ row: { id, storyId, userId }, done: () => resolve(id), failed: reject });
    });
}
