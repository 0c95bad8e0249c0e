import { useMemo, useRef } from 'react';
import { storyCover, type TCoverSource } from '../../shared/cover-art';
import { useNearViewport } from '../lib/use-near-viewport';

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
 *
 * Cards are drawn only when scrolled near. Even as a data: URL already in memory, each drawn
 * scene costs Chromium a whole SVG document (about 7 ms each on a laptop, four times that on a
 * phone), and building its text costs script time too; `loading="lazy"` still drew the twenty
 * nearest at once (the browser looks 1,250 px or more ahead), which blocked the library's first
 * second on a phone. Until then a plain box of the same size holds the place. The hero cover is
 * on screen at once (it is the page's largest paint): never deferred.
 */
export function StoryCover({ story, size = 'card', decorative = false, className }: TStoryCoverProps) {
  const placeholder = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(placeholder, size === 'card');
  const classes = `story-cover story-cover--${size}${className ? ` ${className}` : ''}`;
  if (!near) return <span ref={placeholder} className={classes} aria-hidden="true" />;
  return <DrawnCover story={story} decorative={decorative} classes={classes} />;
}

function DrawnCover({
  story,
  decorative,
  classes,
}: Pick<TStoryCoverProps, 'story'> & { decorative: boolean; classes: string }) {
  const cover = useMemo(
    () => storyCover(story),
    // The scene depends only on these fields; content is read only for its opening lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [story.id, story.title, story.theme, story.setting],
  );
  return (
    <img
      className={classes}
      src={story.coverUrl || cover.url}
      alt={decorative ? '' : cover.alt}
      width={320}
      height={200}
      decoding="async"
    />
  );
}
