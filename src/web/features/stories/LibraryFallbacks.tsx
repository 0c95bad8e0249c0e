/** What the library shows in place of its stories: a failed load, no stories yet, or no match for the filters. */
import { EMPTY_STATE_MESSAGES } from '../../../shared/design-messages';
import { STORY_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { SparkIcon } from '../../components/icons';
import { needsSubscription } from '../../lib/api-errors';
import { useAppNavigation } from '../../lib/navigation';
import type { TLibraryFilters } from './library-view';

/** The stories or the children could not be read: the plans when a subscription is needed, else a retry. */
export function LibraryLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { openSubscriptionTab } = useAppNavigation();
  return (
    <Card className="stack">
      <p role="alert">
        {needsSubscription(error)
          ? STORY_MESSAGES.librarySubscriptionRequired
          : STORY_MESSAGES.libraryLoadFailed}
      </p>
      {needsSubscription(error) ? (
        <Button onClick={openSubscriptionTab}>View Subscription Plans</Button>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Card>
  );
}

/** No stories at all: a child profile first, or the first story. */
export function NoStories({ noKids, onCreate }: { noKids: boolean; onCreate: () => void }) {
  const { openKidsTab } = useAppNavigation();
  return noKids ? (
    <EmptyState
      illustration="child"
      title={STORY_MESSAGES.noStoriesYet}
      text={EMPTY_STATE_MESSAGES.noStoriesNoKidsText}
      action={<Button onClick={openKidsTab}>{EMPTY_STATE_MESSAGES.addChildProfile}</Button>}
    />
  ) : (
    <EmptyState
      illustration="book"
      title={STORY_MESSAGES.noStoriesYet}
      text={EMPTY_STATE_MESSAGES.noStoriesText}
      action={
        <Button onClick={onCreate} icon={<SparkIcon />}>
          {EMPTY_STATE_MESSAGES.createFirstStory}
        </Button>
      }
    />
  );
}

/**
 * The filters left nothing: 'With Audio' alone means no story has a narration yet (a different
 * word than a combination that matches nothing); either way one button shows the whole library.
 */
export function NoMatch({ filters, onShowAll }: { filters: TLibraryFilters; onShowAll: () => void }) {
  const noAudioAtAll = filters.audio === 'audio' && filters.childId === null && filters.theme === null;
  return (
    <EmptyState
      illustration={noAudioAtAll ? 'audio' : 'search'}
      title={noAudioAtAll ? EMPTY_STATE_MESSAGES.noAudioTitle : EMPTY_STATE_MESSAGES.noMatchTitle}
      text={noAudioAtAll ? EMPTY_STATE_MESSAGES.noAudioText : EMPTY_STATE_MESSAGES.noMatchText}
      action={
        <Button variant="secondary" onClick={onShowAll}>
          {EMPTY_STATE_MESSAGES.showAll}
        </Button>
      }
    />
  );
}
