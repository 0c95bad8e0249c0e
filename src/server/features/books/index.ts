import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { booksRoutes } from './routes.js';
import { createBooksService, type BooksDeps } from './service.js';

export type { BookFiles } from './service.js';

/**
 * Printed books (issue 30): a picture-book PDF of stories the parent picked, rendered by a job
 * (PDFKit, the stories' own SVG covers, Literata) into the same file store as the audio.
 */
export function createBooks(deps: BooksDeps & { guards: Guards; limitCreate?: MiddlewareHandler<AppEnv> }) {
  const service = createBooksService(deps);
  return {
    service,
    routes: booksRoutes({ books: service, guards: deps.guards, limitCreate: deps.limitCreate }),
  };
}

export type Books = ReturnType<typeof createBooks>;
