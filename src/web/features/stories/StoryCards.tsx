import { memo, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RECORDING_MESSAGES } from '../../../shared/recordings-ui';
import type { TStorySummary } from '../../../shared/stories';
import { Button } from '../../components/Button';
import { StoryCover } from '../../components/StoryCover';
import { capitalise, formatDate } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { RowListenButton } from '../narration/RowListenButton';
import { excerpt } from './library-view';
import { scrollBehavior } from '../../lib/motion';

function Meta({ story }: { story: TStorySummary }) {
  // The wrapper clips the separator dot of whichever item starts a line.
  return (
    <div className="story-meta">
      <p className="story-meta__items">
        <span>For {story.childName}</span>
        <span>{capitalise(story.theme)}</span>
        <span>{formatDate(story.createdAt)}</span>
        {story.audio.hasAudio && <span className="story-meta__audio">Audio</span>}
        {story.voiceNames?.map((name, i) => (
          <span key={i} className="story-meta__voice">
            {RECORDING_MESSAGES.voiceLabel(name)}
          </span>
        ))}
      </p>
    </div>
  );
}

interface TFeaturedProps {
  story: TStorySummary;
  /** Just written: highlighted, and its title takes the focus. */
  fresh: boolean;
  onDelete: (story: TStorySummary) => void;
  /** The featured player (Listen/Pause or Add Audio, Play All), from the narration feature. */
  audio?: ReactNode;
}

/** The first story of the (filtered) list, with an excerpt and Read Full Story. */
export function FeaturedStory({ story, fresh, onDelete, audio }: TFeaturedProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!fresh) return;
    titleRef.current?.focus();
    titleRef.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  }, [fresh]);
  return (
    <article
      className={`card featured${fresh ? ' featured--fresh' : ''}`}
      aria-labelledby={`story-${story.id}`}
    >
      <StoryCover story={{ ...story, content: story.excerpt, coverUrl: story.cover }} size="hero" />
      <p className="badge">{fresh ? 'Just written' : 'Featured story'}</p>
      <h2 id={`story-${story.id}`} className="featured__title" tabIndex={-1} ref={titleRef}>
        {story.title}
      </h2>
      <Meta story={story} />
      <p className="featured__excerpt">{excerpt(story.excerpt)}</p>
      <div className="featured__actions">
        {audio}
        <div className="form-actions form-actions--start">
          <Link to={PATHS.read(story.id)} className="btn btn--primary">
            <span>Read Full Story</span>
          </Link>
          <Button
            variant="ghost"
            className="btn--danger"
            onClick={() => onDelete(story)}
            aria-label={`Delete "${story.title}"`}
          >
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * Rows drawn by the first render. On a phone the featured story fills the first screen, so none:
 * they follow just after the first paint (below).
 */
export const FIRST_ROWS = 0;

/**
 * How many of `total` rows to draw now: FIRST_ROWS at once, then, after the first paint, all of
 * them in a transition: React renders them in slices of a few milliseconds and gives the browser
 * the main thread between slices, so fifty rows are neither one long task on a phone nor a dozen
 * batches that each laid the page out again. Only the first time: rows of a page loaded later come
 * at once (the list's end moves away at once, so its sentinel does not load yet another page
 * while rows arrive).
 */
function useRevealedRows(total: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all]);
  return all ? total : Math.min(FIRST_ROWS, total);
}

/**
 * 'More Stories': title opens the story, a listen button if it has audio, a delete button.
 * `after` (the list's end: load more) comes once every row is drawn, so it never starts loading
 * the next page from beside the first few rows.
 */
export const StoryList = memo(function StoryList({
  stories,
  onDelete,
  after,
}: {
  stories: readonly TStorySummary[];
  onDelete: (story: TStorySummary) => void;
  after?: ReactNode;
}) {
  const shown = useRevealedRows(stories.length);
  return (
    <>
      <section className="stack" aria-labelledby="more-stories-title">
        <h2 id="more-stories-title" className="section-title">
          More Stories
        </h2>
        <ul className="story-list">
          {stories.slice(0, shown).map((story) => (
            <StoryRow key={story.id} story={story} onDelete={onDelete} />
          ))}
        </ul>
      </section>
      {shown === stories.length && after}
    </>
  );
});

// Memoized: a new batch of rows, or a page loaded further down, renders only the new rows.
const StoryRow = memo(function StoryRow({
  story,
  onDelete,
}: {
  story: TStorySummary;
  onDelete: (story: TStorySummary) => void;
}) {
  return (
    <li className="story-row">
      <StoryCover story={{ ...story, content: story.excerpt, coverUrl: story.cover }} decorative />
      <div className="story-row__main">
        <Link to={PATHS.read(story.id)} className="story-row__title">
          {story.title}
        </Link>
        <Meta story={story} />
      </div>
      {story.audio.hasAudio && <RowListenButton story={story} />}
      <button
        type="button"
        className="icon-btn"
        onClick={() => onDelete(story)}
        aria-label={`Delete "${story.title}"`}
        title="Delete story"
      >
        <svg
          viewBox="0 0 24 24"
          className="icon"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </button>
    </li>
  );
});
