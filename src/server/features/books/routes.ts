import { Hono, type MiddlewareHandler } from 'hono';
import { BOOK_MESSAGES, BOOKS_PATH, bookFileName, ZBookRequest } from '../../../shared/books.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput, uuidParam } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import type { BooksService } from './service.js';

const BOOK_ID = uuidParam('id');
/** `<uuid>.pdf` as one parameter (a route cannot put text after a parameter's pattern). */
const BOOK_PDF = `${BOOK_ID.slice(0, -1).replace(':id', ':file')}\\.pdf}` as const;

/**
 * POST /api/books (202 { id }: the job makes the PDF), GET /api/books/{id} (its progress) and
 * GET /api/books/{id}.pdf (the file, for its owner only; anyone else: 404).
 */
export function booksRoutes(deps: {
  books: BooksService;
  guards: Guards;
  /** BOOKS_PER_HOUR per parent (context.ts builds it). */
  limitCreate?: MiddlewareHandler<AppEnv>;
}) {
  const { books, guards } = deps;
  const limit = deps.limitCreate ?? (async (_c, next) => next());
  const app = new Hono<AppEnv>();

  // Making a book reads the library, which needs a live plan; reading one's own finished book
  // does not (as listening to one's own narration).
  app.post(BOOKS_PATH, guards.requireSubscriber, limit, async (c) => {
    const request = parseInput(ZBookRequest, await readJson(c));
    return c.json(await books.create(c.get('user').id, request), 202);
  });

  app.get(`${BOOKS_PATH}/${BOOK_PDF}`, guards.requireVerifiedUser, async (c) => {
    const file = await books.fileOf(c.get('user').id, (c.req.param('file') ?? '').slice(0, -'.pdf'.length));
    if (!file) throw AppError.notFound(BOOK_MESSAGES.notFound);
    return c.body(file.stream(), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${bookFileName(file.names)}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get(`${BOOKS_PATH}/${BOOK_ID}`, guards.requireVerifiedUser, async (c) =>
    c.json(await books.status(c.get('user').id, c.req.param('id'))),
  );

  return app;
}
