import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BOOK_MESSAGES, type TBook, type TBookRequest } from '../../../shared/books.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { Db } from '../../platform/db/client.js';
import { bookStories, books } from '../../platform/db/schema/books.js';
import { stories } from '../../platform/db/schema/stories.js';
import { AppError } from '../../platform/errors.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
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
      return row.id;
    });
    await deps.jobs.send(job, { bookId }, { singletonKey: bookId });
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
    if (!row || row.status === 'done' || row.status === 'failed') return; // gone, or finished
    const [started] = await db
      .update(books)
      .set({ status: 'running', done: 0, attempts: sql`${books.attempts} + 1`, updatedAt: new Date() })
      .where(eq(books.id, bookId))
      .returning({ attempts: books.attempts });
    const attempts = started?.attempts ?? 1;
    try {
      const rows = await storiesOf(bookId);
      if (!rows.length) return; // its stories went meanwhile (and the book with them)
      const newest = rows.reduce((a, b) => (a.createdAt > b.createdAt ? a : b)).createdAt;
      const made = await renderBook(
        {
          pageSize: row.pageSize,
          names: [...new Set(rows.map((s) => firstName(s.childName)))],
          stories: rows,
          date: newest,
        },
        async (done) => {
          await db.update(books).set({ done, updatedAt: new Date() }).where(eq(books.id, bookId));
        },
      );
      const key = fileKeyOf(bookId);
      await files.put(key, made.bytes);
      const [saved] = await db
        .update(books)
        .set({
          status: 'done',
          done: rows.length,
          pageCount: made.pageCount,
          fileKey: key,
          size: made.bytes.length,
          error: null,
          updatedAt: new Date(),
        })
        .where(eq(books.id, bookId))
        .returning({ id: books.id });
      // Deleted while it was drawn (a story or the account went): its file goes too.
      if (!saved) await files.delete(key);
      logger.info({ bookId, pages: made.pageCount, size: made.bytes.length }, 'book made');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      logger.warn({ err, bookId, attempts }, 'book attempt failed');
      const final = attempts > retryLimit;
      await db
        .update(books)
        .set({ status: final ? 'failed' : 'queued', error: message, updatedAt: new Date() })
        .where(eq(books.id, bookId));
      if (!final) throw err; // pg-boss retries with backoff
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
