import { OFFLINE_LABELS, OFFLINE_MESSAGES } from '../../../shared/offline';
import type { TStory } from '../../../shared/stories';
import { Button } from '../../components/Button';
import { useOnline } from '../../lib/offline/use-online';
import { useKeepStory, useKeptStories, useRemoveKept } from './use-kept';

/**
 * The reader's "Keep for offline" (issue 30 part 2): the story and its narration stay on this
 * device until the parent removes them here or in the library's offline list, or signs out.
 */
export function KeepForOffline({ story }: { story: TStory }) {
  const online = useOnline();
  const kept = useKeptStories();
  const keep = useKeepStory();
  const remove = useRemoveKept();
  const entry = kept.data?.find((k) => k.id === story.id);
  const narrationMissing = entry !== undefined && !entry.hasAudio && Boolean(story.audio?.audioUrl);

  return (
    <section className="keep-offline" aria-label={OFFLINE_LABELS.listTitle}>
      {entry ? (
        <>
          <p className="keep-offline__state" role="status">
            {OFFLINE_LABELS.kept}
            <span className="muted">
              {' · '}
              {narrationMissing ? OFFLINE_MESSAGES.keptTextOnly : OFFLINE_MESSAGES.keptDone}
            </span>
          </p>
          <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate(story.id)}>
            {OFFLINE_LABELS.remove}
          </Button>
        </>
      ) : (
        <>
          <Button
            variant="secondary"
            busy={keep.isPending}
            disabled={!online || kept.isPending}
            onClick={() => keep.mutate(story)}
          >
            {keep.isPending ? OFFLINE_LABELS.keeping : OFFLINE_LABELS.keep}
          </Button>
          {!online && <p className="muted">{OFFLINE_MESSAGES.keepNeedsConnection}</p>}
        </>
      )}
      {keep.isError && (
        <p className="keep-offline__problem" role="alert">
          {OFFLINE_MESSAGES.keepFailed}
        </p>
      )}
    </section>
  );
}
