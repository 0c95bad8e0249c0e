/**
 * The books words and constants without the schemas (books.ts re-exports them): the web
 * pages read these, and importing books.ts would build its zod schemas on every page that shows them.
 */

export const BOOKS_PATH = '/api/books';
export const bookStatusPath = (id: string) => `${BOOKS_PATH}/${id}`;
export const bookPdfPath = (id: string) => `${BOOKS_PATH}/${id}.pdf`;

/** Books a parent may ask for in an hour (each one is seconds of the server's time). */
export const BOOKS_PER_HOUR = 20;

/** How many stories one book holds at most (a picture book of about 100-200 pages). */
export const MAX_BOOK_STORIES = 30;

export const BOOK_PAGE_SIZES = ['A5', 'half-letter'] as const;
export type TBookPageSize = (typeof BOOK_PAGE_SIZES)[number];

export const BOOK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TBookStatus = (typeof BOOK_STATUSES)[number];

export const BOOK_MESSAGES = {
  pickStories: 'Pick at least one story for your book',
  tooManyStories: `A book holds at most ${MAX_BOOK_STORIES} stories`,
  duplicateStories: 'Each story can be in the book only once',
  badStoryId: 'That story could not be found',
  badPageSize: 'Choose A5 or half-letter',
  notFound: 'Book not found',
  failed: 'Your book could not be made. Please try again.',
} as const;

/** Labels of the "Make a book" panel in the library. */
export const BOOK_LABELS = {
  open: 'Make a book',
  close: 'Close',
  heading: 'Make a printed book',
  intro: 'Pick the stories to print, choose a page size, and download a picture-book PDF.',
  storiesLegend: 'Stories in the book',
  pageSizeLegend: 'Page size',
  pageSizes: {
    A5: 'A5 (148 × 210 mm)',
    'half-letter': 'Half-letter (5.5 × 8.5 in)',
  } satisfies Record<TBookPageSize, string>,
  submit: 'Make my book',
  making: 'Making your book…',
  progress: (done: number, total: number) => `Laying out story ${Math.min(done, total)} of ${total}`,
  progressLabel: 'Book progress',
  ready: (pages: number) => `Your book is ready: ${pages} pages.`,
  download: 'Download PDF',
  selected: (n: number) => (n === 1 ? '1 story picked' : `${n} stories picked`),
  noStories: 'Write a story first, then make it into a book.',
} as const;

/** What the PDF's pages say around the stories. */
export const BOOK_TEXT = {
  coverLine: (names: string[]) => `Stories for ${joinNames(names)}`,
  title: 'Moonlit Tales',
  subtitle: 'Bedtime stories, made just for you',
  theEnd: 'The End',
} as const;

/** A filename safe in any browser and file system: letters, digits and dashes. */
export function bookFileName(names: string[]): string {
  const slug = names
    .join('-')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return slug ? `moonlit-book-${slug}.pdf` : 'moonlit-book.pdf';
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'you';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
