import { useEffect, useRef } from 'react';
import { STORY_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/Button';
import type { TLibraryPages } from './use-library-pages';

/**
 * The end of the loaded list: a sentinel that loads the next page as it scrolls into view
 * (IntersectionObserver), and a 'Load more' button for keyboards, screen readers and browsers
 * without the observer.
 */
export function LoadMore({ pages }: { pages: TLibraryPages }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore } = pages;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      // Start a screen early, so the parent rarely sees the end before the next page is there.
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  if (pages.stale) return null;
  if (!hasMore) return <p className="muted library-end">{STORY_MESSAGES.libraryEnd}</p>;
  return (
    <div ref={sentinel} className="library-more">
      <Button
        variant="secondary"
        onClick={loadMore}
        disabled={pages.loadingMore}
        aria-busy={pages.loadingMore}
      >
        {pages.loadingMore ? STORY_MESSAGES.loadingMore : STORY_MESSAGES.loadMore}
      </Button>
    </div>
  );
}
