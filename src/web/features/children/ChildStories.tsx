import { Link } from 'react-router';
import type { TChild } from '../../../shared/children';
import { CHILD_STORIES_LABELS } from '../../../shared/design-labels';
import { Spinner } from '../../components/Spinner';
import { StoryCover } from '../../components/StoryCover';
import { capitalise, formatDate } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { useLibraryPages } from '../stories/use-library-pages';

/** How many of the child's newest stories sit beside their profile; the Library has the rest. */
const SHOWN = 6;

/** The selected child's newest stories, each opening the reader (beside the profile on wide screens). */
export function ChildStories({ child }: { child: TChild }) {
  const { query, pages } = useLibraryPages({ childId: child.id, theme: null, audio: 'all' });
  const stories = pages.stories.slice(0, SHOWN);
  return (
    <section className="card stack child-stories" aria-labelledby="child-stories-title">
      {/* h3: the stories belong to the child whose profile (h2) sits beside them. */}
      <h3 id="child-stories-title" className="card__title">
        {CHILD_STORIES_LABELS.title(child.name)}
      </h3>
      {query.isPending ? (
        <p className="muted child-stories__status">
          <Spinner size="sm" /> {CHILD_STORIES_LABELS.loading}
        </p>
      ) : query.isError ? (
        <p className="muted">{CHILD_STORIES_LABELS.failed}</p>
      ) : stories.length === 0 ? (
        <p className="muted">{CHILD_STORIES_LABELS.none(child.name)}</p>
      ) : (
        <>
          <ul className="child-stories__list">
            {stories.map((story) => (
              <li key={story.id} className="child-stories__item">
                <StoryCover story={{ ...story, content: story.excerpt, coverUrl: story.cover }} decorative />
                <div className="child-stories__text">
                  <Link to={PATHS.read(story.id)} className="child-stories__title">
                    {story.title}
                  </Link>
                  <span className="child-stories__meta">
                    {capitalise(story.theme)} · {formatDate(story.createdAt)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Link to={PATHS.library} className="child-stories__all">
            {CHILD_STORIES_LABELS.seeAll}
          </Link>
        </>
      )}
    </section>
  );
}
