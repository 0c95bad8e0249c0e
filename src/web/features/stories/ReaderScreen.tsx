import { Link } from 'react-router';
import { STORY_MESSAGES } from '../../../shared/messages';
import { OFFLINE_MESSAGES } from '../../../shared/offline';
import { Button } from '../../components/Button';
import { StoryCover } from '../../components/StoryCover';
import { Card } from '../../components/Card';
import { LoadingView } from '../../components/LoadingView';
import { capitalise, formatDate } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { useOnline } from '../../lib/offline/use-online';
import { useStories, useStory } from './hooks';
import { ReaderNarration } from '../narration/ReaderNarration';
import { readingTimeLabel } from './reader-view';
import { askAboutBedtime, BedtimeCheck } from './BedtimeCheck';
import { ShareStory } from '../shares/ShareStory';
import { KeepForOffline } from '../offline/KeepForOffline';

/** Read tab (spec §2 Story reader): the story, with Add Audio or the narration and its read-along. */
export function ReaderScreen({ storyId }: { storyId: string }) {
  const one = useStory(storyId);
  const online = useOnline();
  // GET /api/stories/:id falls back to the list data on failure.
  const list = useStories(one.isError);
  const story = one.data ?? (one.isError ? list.data?.find((s) => s.id === storyId) : undefined);
  const back = (
    <Link to={PATHS.library} className="back-link">
      ← Back to Library
    </Link>
  );

  if (!story) {
    const stillLooking = one.isPending || (one.isError && list.isPending);
    return (
      <section className="stack reader" aria-labelledby="reader-title">
        {back}
        <h1 id="reader-title" className="visually-hidden">
          Story
        </h1>
        {stillLooking ? (
          <LoadingView inline label="Opening the story…" />
        ) : (
          <Card className="empty-state">
            <p className="empty-state__title" role="alert">
              {online ? STORY_MESSAGES.notFound : OFFLINE_MESSAGES.notKeptOffline}
            </p>
            <Button variant="secondary" onClick={() => void one.refetch()}>
              Try Again
            </Button>
          </Card>
        )}
      </section>
    );
  }

  return (
    <article className="reader" aria-labelledby="reader-title">
      {back}
      <header className="reader__head">
        <StoryCover story={story} size="hero" />
        <p className="reader__kicker">{capitalise(story.theme)}</p>
        <h1 id="reader-title" className="reader__title">
          {story.title}
        </h1>
        <p className="reader__for">For {story.childName}</p>
        <p className="reader__meta">
          <span>{readingTimeLabel(story.readingTime)}</span>
          <span>{formatDate(story.createdAt)}</span>
        </p>
      </header>
      <ReaderNarration story={story} />
      <p className="reader__end" aria-hidden="true">
        ☾ The End ☾
      </p>
      {askAboutBedtime(story) && <BedtimeCheck story={story} />}
      <KeepForOffline story={story} />
      <ShareStory storyId={story.id} />
      <Link to={PATHS.library} className="btn btn--secondary reader__done">
        <span>Back to Library</span>
      </Link>
    </article>
  );
}
