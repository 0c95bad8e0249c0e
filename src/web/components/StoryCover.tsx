import { useMemo } from 'react';
import { storyCover, type TCoverSource } from '../../shared/cover-art';

interface TStoryCoverProps {
  story: TCoverSource & { coverUrl?: string | null };
  /** 'card' in lists, 'hero' above the reader and the daily story. */
  size?: 'card' | 'hero';
  /** Decorative where the title right beside it already says what the story is. */
  decorative?: boolean;
  /** A screen's own placement (width, margins). */
  className?: string;
}

/**
 * A story's cover: an image from the cover field when one exists (an illustration model can
 * fill it later), otherwise the scene drawn from the story's own world and companion.
 */
export function StoryCover({ story, size = 'card', decorative = false, className }: TStoryCoverProps) {
  const cover = useMemo(
    () => storyCover(story),
    // The scene depends only on these fields; content is read only for its opening lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [story.id, story.title, story.theme, story.setting],
  );
  return (
    <img
      className={`story-cover story-cover--${size}${className ? ` ${className}` : ''}`}
      src={story.coverUrl || cover.url}
      alt={decorative ? '' : cover.alt}
      width={320}
      height={200}
      decoding="async"
      // Cards wait until scrolled near (the browser starts well ahead of the viewport): even a
      // drawn scene, a data: URL already in memory, costs Chromium a whole SVG document to load
      // (about 7 ms each on a laptop, four times that on a phone), and 50 cards at once blocked
      // the library's first second. The hero cover is on screen at once: never deferred.
      loading={size === 'card' ? 'lazy' : 'eager'}
    />
  );
}
