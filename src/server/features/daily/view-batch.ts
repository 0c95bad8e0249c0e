import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { turnGatherer } from '../../platform/per-turn.js';
import { dailyStoryViews } from '../../platform/db/schema/daily.js';

interface ViewRow {
  id: string;
  storyId: string;
  userId: string | null;
  viewDay: string;
}

interface Waiting {
  row: ViewRow;
  /** Every load of this reader's view in this turn (one row, one id, all answered). */
  loads: { done: (id: string) => void; failed: (err: unknown) => void }[];
}

/** At most this many views in one INSERT (the bench's 32 connections make batches of about 32). */
const MOST_PER_STATEMENT = 500;

/** A reader's view of a story on a day: loads with the same key are one view. */
const keyOf = (r: { storyId: string; userId: string | null; viewDay: string }) =>
  `${r.storyId}|${r.userId ?? ''}|${r.viewDay}`;

/**
 * Records the views of one event-loop turn with one statement: one subscriber's load of the daily
 * story is one view per story and day (migration 0020's unique index), however often it is
 * reloaded, and every load of that view gets the same id for its play report. The statement
 * inserts new views and hands back the id of a view already there (the no-op DO UPDATE is what
 * makes RETURNING name the existing row); one statement each held the embedded database (which
 * runs one at a time, on the main thread) for about 2 ms. A batch that fails is retried row by
 * row, so a bad row (a reader deleted meanwhile) fails only its own loads.
 */
export function viewBatcher(
  db: Db,
): (storyId: string, userId: string | null, viewDay: string) => Promise<string> {
  const nextTurn = turnGatherer();
  // A view without a reader (none today: the route needs a subscriber) is never merged with another.
  let waiting = new Map<string, Waiting>();

  async function upsert(rows: ViewRow[]): Promise<Map<string, string>> {
    const stored = await db
      .insert(dailyStoryViews)
      .values(rows)
      .onConflictDoUpdate({
        target: [dailyStoryViews.storyId, dailyStoryViews.userId, dailyStoryViews.viewDay],
        set: { viewDay: sql`excluded."view_day"` },
      })
      .returning({
        id: dailyStoryViews.id,
        storyId: dailyStoryViews.storyId,
        userId: dailyStoryViews.userId,
        viewDay: dailyStoryViews.viewDay,
      });
    return new Map(stored.map((r) => [r.userId === null ? r.id : keyOf(r), r.id]));
  }

  const idIn = (ids: Map<string, string>, row: ViewRow) =>
    row.userId === null ? ids.get(row.id) : ids.get(keyOf(row));

  function settle(w: Waiting, id: string | undefined) {
    for (const load of w.loads)
      if (id) load.done(id);
      else load.failed(new Error('daily view not recorded'));
  }

  async function write(batch: Waiting[]) {
    try {
      const ids = await upsert(batch.map((w) => w.row));
      for (const w of batch) settle(w, idIn(ids, w.row));
    } catch (err) {
      if (batch.length === 1) {
        for (const load of batch[0]?.loads ?? []) load.failed(err);
        return;
      }
      for (const w of batch)
        await upsert([w.row]).then(
          (ids) => settle(w, idIn(ids, w.row)),
          (rowErr: unknown) => {
            for (const load of w.loads) load.failed(rowErr);
          },
        );
    }
  }

  function flush() {
    const all = [...waiting.values()];
    waiting = new Map();
    for (let i = 0; i < all.length; i += MOST_PER_STATEMENT) void write(all.slice(i, i + MOST_PER_STATEMENT));
  }

  return (storyId, userId, viewDay) =>
    new Promise<string>((resolve, reject) => {
      if (waiting.size === 0) void nextTurn().then(flush);
      const row: ViewRow = { id: randomUUID(), storyId, userId, viewDay };
      const key = userId === null ? row.id : keyOf(row);
      const load = { done: resolve, failed: reject };
      const same = waiting.get(key);
      if (same) same.loads.push(load);
      else waiting.set(key, { row, loads: [load] });
    });
}
