import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

/** Read tab (placeholder): one story, in a calm serif, with narration when it exists. */
export function ReaderScreen({ storyId }: { storyId: string }) {
  return (
    <article className="stack reader" aria-labelledby="reader-title">
      <Link to={PATHS.library} className="back-link">
        ← Back to Library
      </Link>
      <h1 id="reader-title" className="screen-title">
        Story
      </h1>
      <p className="muted">Story {storyId}</p>
      <div className="story-text">
        <p>The story will be shown here, one gentle paragraph at a time.</p>
      </div>
    </article>
  );
}
