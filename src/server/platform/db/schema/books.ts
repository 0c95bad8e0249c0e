import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TBookPageSize, TBookStatus } from '../../../../shared/books.js';
import { users } from './identity.js';
import { stories } from './stories.js';

/** Printed books (migration 0022_books.sql): a PDF of stories the parent picked, made by a job. */
export const books = pgTable(
  'book',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageSize: text('page_size').$type<TBookPageSize>().notNull(),
    status: text('status').$type<TBookStatus>().notNull().default('queued'),
    storyCount: integer('story_count').notNull(),
    done: integer('done').notNull().default(0),
    pageCount: integer('page_count'),
    attempts: integer('attempts').notNull().default(0),
    fileKey: text('file_key'),
    size: integer('size'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('book_user_idx').on(t.userId, t.createdAt)],
);

/** A book's stories in order; deleting a story deletes its books (a trigger in 0022). */
export const bookStories = pgTable(
  'book_story',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.position] }),
    unique('book_story_book_id_story_id_key').on(t.bookId, t.storyId),
    index('book_story_story_idx').on(t.storyId),
  ],
);
