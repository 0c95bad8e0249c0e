import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { BOOK_MESSAGES, type TBook, type TBookRequest } from '../../../shared/books.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { Db } from '../../platform/db/client.js';
import { bookStories, books } from '../../platform/db/schema/books.js';
import { stories } from '../../platform/db/schema/stories.js';
import { AppError } from '../../platform/errors.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import { Superseded, jobRowMachine, jobRows } from '../../platform/jobs/job-row.js';
import type { Logger } from '../../platform/logger.js';
import { renderBook } from './render.js';

/**
 * Where the PDFs live: the same file store as narration's audio (DATA_DIR or the bucket), handed
 * over by context.ts. Keys are `<64 hex>.pdf`.
 */
export interface BookFiles {
  put(key: string, bytes: Uint8Array): Promise<void>;
  size(key: string): Promise<number | null>;
  stream(key: string): ReadableStream<Uint8Array>;
  delete(key: string): Promise<void>;
}

export interface BooksDeps {
  db: Db;
  jobs: Jobs;
  files: BookFiles;
  logger: Logger;
  /** Retries after the first attempt before the book is marked failed. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

const ZPayload = z.object({ bookId: z.uuid() });
const JOB_NAME = 'books.render';

/** A book's file key: named by the book, never by anything the client sends. */
export const fileKeyOf = (bookId: string) =>
  `${createHash('sha256').update(`book:${bookId}`).digest('hex')}.pdf`;

/** The first word of a child's name, as the cover says it. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

type BookRow = typeof books.$inferSelect;

/**
 * A book's row on the one job-row state machine (platform/jobs/job-row.ts), in the words
 * GET /api/books/{id} answers. Every write of a run is fenced by its attempt: a run that a later
 * run replaced (its job expired and was taken again) writes nothing more.
 */
const machine = jobRowMachine({
  queued: 'queued',
  running: ['running'],
  done: 'done',
  failed: 'failed',
} as const);
const rows = jobRows(books, books.id, machine);

function viewOf(row: BookRow): TBook {
  return {
    id: row.id,
    status: row.status,
    progress: row.status === 'done' ? 1 : row.storyCount ? row.done / row.storyCount : 0,
    ...(row.pageCount !== null ? { pageCount: row.pageCount } : {}),
    storyCount: row.storyCount,
    pageSize: row.pageSize,
  };
}

export function createBooksService(deps: BooksDeps) {
  const { db, files, logger } = deps;
  const retryLimit = deps.retryLimit ?? 3;

  async function ownedRow(userId: string, bookId: string): Promise<BookRow | null> {
    const [row] = await db
      .select()
      .from(books)
      .where(and(eq(books.id, bookId), eq(books.userId, userId)));
    return row ?? null;
  }

  /** The book's stories in its order (a deleted story took the book with it). */
  async function storiesOf(bookId: string) {
    return db
      .select({
        id: stories.id,
        title: stories.title,
        content: stories.content,
        document: stories.document,
        theme: stories.theme,
        setting: stories.setting,
        childName: stories.childName,
        createdAt: stories.createdAt,
      })
      .from(bookStories)
      .innerJoin(stories, eq(stories.id, bookStories.storyId))
      .where(eq(bookStories.bookId, bookId))
      .orderBy(asc(bookStories.position));
  }

  /** Checks every story is the parent's (else 404, nothing written), then queues the book. */
  async function create(userId: string, request: TBookRequest): Promise<{ id: string }> {
    const ids = request.storyIds.map((id) => id.toLowerCase());
    await deps.jobs.prepare(job);
    // The book, its stories and its job in one transaction: all exist, or none.
    const bookId = await db.transaction(async (tx) => {
      const owned = await tx
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.userId, userId), inArray(stories.id, ids)));
      if (owned.length !== ids.length) throw AppError.notFound(STORY_MESSAGES.notFound);
      const [row] = await tx
        .insert(books)
        .values({ userId, pageSize: request.pageSize, storyCount: ids.length })
        .returning({ id: books.id });
      if (!row) throw new Error('book not saved');
      await tx
        .insert(bookStories)
        .values(ids.map((storyId, position) => ({ bookId: row.id, storyId, position })));
      await deps.jobs.send(job, { bookId: row.id }, { singletonKey: row.id, tx });
      return row.id;
    });
    deps.jobs.wake(job);
    logger.info({ bookId, stories: ids.length, pageSize: request.pageSize }, 'book queued');
    return { id: bookId };
  }

  async function status(userId: string, bookId: string): Promise<TBook> {
    const row = await ownedRow(userId, bookId);
    if (!row) throw AppError.notFound(BOOK_MESSAGES.notFound);
    return viewOf(row);
  }

  /** The finished PDF of the parent's own book, or null (not theirs, not done, file gone). */
  async function fileOf(userId: string, bookId: string) {
    const row = await ownedRow(userId, bookId);
    if (!row || row.status !== 'done' || !row.fileKey) return null;
    const size = await files.size(row.fileKey);
    if (size === null) return null;
    const names = [...new Set((await storiesOf(bookId)).map((s) => firstName(s.childName)))];
    return { key: row.fileKey, size, names, stream: () => files.stream(row.fileKey!) };
  }

  async function run(bookId: string) {
    const [row] = await db.select().from(books).where(eq(books.id, bookId));
    if (!row) return; // gone
    const attempts = await rows.start(db, bookId, 'running', { done: 0 });
    if (attempts === null) return; // finished already
    try {
      const picked = await storiesOf(bookId);
      if (!picked.length) return; // its stories went meanwhile (and the book with them)
      const newest = picked.reduce((a, b) => (a.createdAt > b.createdAt ? a : b)).createdAt;
      const made = await renderBook(
        {
          pageSize: row.pageSize,
          names: [...new Set(picked.map((s) => firstName(s.childName)))],
          stories: picked,
          date: newest,
        },
        (done) => rows.hold(db, bookId, attempts, { done }),
      );
      // The file is named by the book: a replaced run would write the same bytes, so only the
      // row's move to done is fenced.
      const key = fileKeyOf(bookId);
      await files.put(key, made.bytes);
      const saved = await rows.update(
        db,
        bookId,
        attempts,
        {
          done: picked.length,
          pageCount: made.pageCount,
          fileKey: key,
          size: made.bytes.length,
          error: null,
        },
        machine.words.done,
      );
      // Deleted while it was drawn (a story or the account went): its file goes too. A replaced
      // run leaves the file to the run that replaced it.
      if (!saved) {
        const [still] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
        if (!still) await files.delete(key);
        return;
      }
      logger.info({ bookId, pages: made.pageCount, size: made.bytes.length }, 'book made');
    } catch (err) {
      if (err instanceof Superseded) {
        logger.warn({ bookId, attempts }, 'book run replaced by a later run: nothing saved');
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      logger.warn({ err, bookId, attempts }, 'book attempt failed');
      const next = machine.afterFailure(attempts, retryLimit);
      await rows.update(db, bookId, attempts, { error: message }, next);
      if (next !== machine.words.failed) throw err; // pg-boss retries with backoff
    }
  }

  const job: JobDefinition<typeof ZPayload> = {
    name: JOB_NAME,
    payload: ZPayload,
    retryLimit,
    retryDelaySeconds: deps.retryDelaySeconds,
    expireInSeconds: 300,
    handler: ({ bookId }) => run(bookId),
  };
  deps.jobs.define(job);

  /** Deletes the PDFs of these books (their rows are gone or going). */
  async function deleteFiles(keys: string[]) {
    for (const key of keys) await files.delete(key).catch(() => undefined);
  }

  /**
   * A story is being deleted: `remove` deletes it (the database deletes the books holding it),
   * then their files go. Wraps the stories feature's removal (context.ts).
   */
  async function removeStory(userId: string, storyId: string, remove: () => Promise<boolean>) {
    const held = await db
      .select({ id: books.id })
      .from(bookStories)
      .innerJoin(books, eq(books.id, bookStories.bookId))
      .where(and(eq(bookStories.storyId, storyId), eq(books.userId, userId)));
    const removed = await remove();
    if (removed) await deleteFiles(held.map((b) => fileKeyOf(b.id)));
    return removed;
  }

  /** An account is being deleted: `remove` deletes its rows (books by cascade), then its PDFs go. */
  async function removeUserBooks<T>(userId: string, remove: () => Promise<T>): Promise<T> {
    const held = await db.select({ id: books.id }).from(books).where(eq(books.userId, userId));
    const result = await remove();
    await deleteFiles(held.map((b) => fileKeyOf(b.id)));
    return result;
  }

  return { create, status, fileOf, run, removeStory, removeUserBooks };
}

export type BooksService = ReturnType<typeof createBooksService>;
