import { asc, eq } from 'drizzle-orm';
import type { TFamilyExport } from '../../../shared/account-export.js';
import type { Db } from '../../platform/db/client.js';
import { bookStories, books } from '../../platform/db/schema/books.js';

/** The family's printed books (issue 30): which stories, in which order, and when (the PDFs stay out). */
export async function collectBooks(db: Db, userId: string): Promise<TFamilyExport['books']> {
  const rows = await db
    .select({
      id: books.id,
      pageSize: books.pageSize,
      status: books.status,
      pageCount: books.pageCount,
      createdAt: books.createdAt,
      storyId: bookStories.storyId,
    })
    .from(books)
    .innerJoin(bookStories, eq(bookStories.bookId, books.id))
    .where(eq(books.userId, userId))
    .orderBy(asc(books.createdAt), asc(books.id), asc(bookStories.position));
  const byId = new Map<string, TFamilyExport['books'][number]>();
  for (const row of rows) {
    const book = byId.get(row.id) ?? {
      id: row.id,
      pageSize: row.pageSize,
      status: row.status,
      pageCount: row.pageCount,
      storyIds: [],
      createdAt: row.createdAt.toISOString(),
    };
    book.storyIds.push(row.storyId);
    byId.set(row.id, book);
  }
  return [...byId.values()];
}
