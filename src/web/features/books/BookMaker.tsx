import { useId, useState } from 'react';
import {
  BOOK_LABELS,
  BOOK_MESSAGES,
  BOOK_PAGE_SIZES,
  MAX_BOOK_STORIES,
  bookPdfPath,
  type TBookPageSize,
} from '../../../shared/books-ui';
import type { TStorySummary } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import './books.css';
import { useBookStatus, useMakeBook } from './use-book';

interface TBookMakerProps {
  /** The library's stories as loaded (newest first). */
  stories: readonly TStorySummary[];
  onClose: () => void;
}

/**
 * "Make a book" in the library (issue 30): pick stories, a page size, then "Make my book"; the
 * server's job lays the PDF out while this shows its progress, then a link downloads it.
 * Lazy-loaded: none of it is on the library's first page.
 */
export default function BookMaker({ stories, onClose }: TBookMakerProps) {
  const id = useId();
  const [picked, setPicked] = useState<string[]>([]);
  const [pageSize, setPageSize] = useState<TBookPageSize>('A5');
  const make = useMakeBook();
  const bookId = make.data?.id ?? null;
  const status = useBookStatus(bookId);
  const book = status.data;
  const working = make.isPending || (bookId !== null && book?.status !== 'done' && book?.status !== 'failed');

  const toggle = (storyId: string) =>
    setPicked((now) => (now.includes(storyId) ? now.filter((s) => s !== storyId) : [...now, storyId]));
  const submit = () => {
    if (!picked.length) return;
    // The book follows the library's order, oldest story first, as a bedtime diary would.
    const ordered = stories.filter((s) => picked.includes(s.id)).reverse();
    make.mutate({ storyIds: ordered.map((s) => s.id), pageSize });
  };
  const problem = make.error?.message ?? (book?.status === 'failed' ? BOOK_MESSAGES.failed : null);
  const percent = Math.round((book?.progress ?? 0) * 100);

  return (
    <Card className="stack book-maker" aria-labelledby={`${id}-title`} role="region">
      <div className="book-maker__head">
        <h2 id={`${id}-title`} className="book-maker__title">
          {BOOK_LABELS.heading}
        </h2>
        <Button variant="ghost" className="book-maker__close" onClick={onClose}>
          {BOOK_LABELS.close}
        </Button>
      </div>
      <p className="muted">{BOOK_LABELS.intro}</p>
      {stories.length === 0 ? (
        <p>{BOOK_LABELS.noStories}</p>
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="book-maker__stories">
            <legend className="field__label">{BOOK_LABELS.storiesLegend}</legend>
            <div className="book-maker__list">
              {stories.map((story) => {
                const on = picked.includes(story.id);
                return (
                  <label key={story.id} className={`book-pick${on ? ' book-pick--on' : ''}`}>
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={working || (!on && picked.length >= MAX_BOOK_STORIES)}
                      onChange={() => toggle(story.id)}
                    />
                    <span className="book-pick__title">{story.title}</span>
                    <span className="book-pick__child muted">{story.childName}</span>
                  </label>
                );
              })}
            </div>
            <p className="muted field__hint book-maker__count" aria-live="polite">
              {BOOK_LABELS.selected(picked.length)}
            </p>
          </fieldset>
          <fieldset className="book-maker__sizes">
            <legend className="field__label">{BOOK_LABELS.pageSizeLegend}</legend>
            {BOOK_PAGE_SIZES.map((size) => (
              <label key={size} className={`book-pick${pageSize === size ? ' book-pick--on' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={size}
                  checked={pageSize === size}
                  disabled={working}
                  onChange={() => setPageSize(size)}
                />
                <span className="book-pick__title">{BOOK_LABELS.pageSizes[size]}</span>
              </label>
            ))}
          </fieldset>
          {/* Once the book is ready its download is the bright button; making another is quieter. */}
          <Button
            type="submit"
            variant={book?.status === 'done' ? 'secondary' : 'primary'}
            block
            busy={working}
            disabled={!picked.length}
          >
            {BOOK_LABELS.submit}
          </Button>
        </form>
      )}
      {bookId && book && book.status !== 'done' && book.status !== 'failed' && (
        <div className="stack book-maker__progress">
          <p aria-live="polite">
            <span className="book-maker__making">{BOOK_LABELS.making}</span>{' '}
            <span className="book-maker__step">
              {BOOK_LABELS.progress(Math.round(book.progress * book.storyCount) + 1, book.storyCount)}
            </span>
          </p>
          <progress max={100} value={percent} aria-label={BOOK_LABELS.progressLabel}>
            {percent}%
          </progress>
        </div>
      )}
      {book?.status === 'done' && bookId && (
        <div className="stack book-maker__ready" role="status">
          <p>{BOOK_LABELS.ready(book.pageCount ?? 0)}</p>
          <a className="btn btn--primary btn--block" href={bookPdfPath(bookId)} download>
            <span>{BOOK_LABELS.download}</span>
          </a>
        </div>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </Card>
  );
}
