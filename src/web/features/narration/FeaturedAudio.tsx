import { useCallback, useMemo, useState } from 'react';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TStorySummary } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { AddAudio } from './AddAudio';
import { libraryItem } from './library-item';
import { usePlayer } from './player-context';
import { nowPlayingLabel } from './player-queue';
import { PlayerControls, PlayIcon } from './PlayerControls';

const hasAudio = (story: TStorySummary) => story.audio.hasAudio && Boolean(story.audio.audioUrl);

function StepIcon({ forward }: { forward: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {forward ? (
        <path d="M6 5.5v13l9-6.5zM16 5h2.5v14H16z" />
      ) : (
        <path d="M18 5.5v13l-9-6.5zM5.5 5H8v14H5.5z" />
      )}
    </svg>
  );
}

/**
 * The library's featured player (spec §2): Listen/Pause or Add Audio for the featured story,
 * Play All (n) when several stories have audio, and while something is loaded a panel with
 * Now Playing, 'Playlist Mode: i of n', previous/play/next, the progress bar, times and the sleep
 * timer. Previous wraps from the first to the last; each story hands over to the next (spec §4).
 * It drives the app's one player (player-context.tsx), so the panel shows whatever plays.
 */
export function FeaturedAudio({
  featured,
  stories,
}: {
  featured: TStorySummary;
  stories: readonly TStorySummary[];
}) {
  const narrated = useMemo(() => stories.filter(hasAudio), [stories]);
  const [narratedId, setNarratedId] = useState<string | null>(null);
  const featuredId = featured.id;
  const onNarrated = useCallback(() => setNarratedId(featuredId), [featuredId]);
  const { current, queue, audio, sleep, playItem, playQueue, previous, next } = usePlayer();
  const playlist = queue?.playlist ? queue : null;

  const featuredIsCurrent = current?.id === featured.id;
  const listen = () => {
    if (featuredIsCurrent) return audio.toggle();
    playItem(libraryItem(featured));
  };
  // The list as it is now: a filter afterwards changes the library, not the queue.
  const playAll = () => playQueue(narrated.map(libraryItem));

  return (
    <div className="featured-audio">
      {narratedId === featured.id && hasAudio(featured) && (
        <Alert tone="success" onDismiss={() => setNarratedId(null)}>
          {STORY_MESSAGES.audioSuccess}
        </Alert>
      )}
      <div className="featured-audio__actions">
        {hasAudio(featured) ? (
          <Button
            variant="secondary"
            onClick={listen}
            icon={<PlayIcon playing={featuredIsCurrent && audio.playing} />}
            aria-label={`${featuredIsCurrent && audio.playing ? PLAYER_LABELS.pause : PLAYER_LABELS.listen}: ${featured.title}`}
          >
            {featuredIsCurrent && audio.playing ? PLAYER_LABELS.pause : PLAYER_LABELS.listen}
          </Button>
        ) : (
          <AddAudio story={featured} onNarrated={onNarrated} />
        )}
        {narrated.length > 1 && (
          <Button variant="secondary" onClick={playAll}>
            {PLAYER_LABELS.playAll(narrated.length)}
          </Button>
        )}
      </div>
      {current && (
        <section className="featured-audio__panel" aria-label={PLAYER_LABELS.nowPlaying}>
          <p className="featured-audio__now">{nowPlayingLabel(queue)}</p>
          {playlist && (
            <p className="featured-audio__mode">
              {PLAYER_LABELS.playlistMode(playlist.index + 1, playlist.items.length)}
            </p>
          )}
          <PlayerControls
            player={audio}
            sleep={sleep}
            playLabel={PLAYER_LABELS.listen}
            pauseLabel={PLAYER_LABELS.pause}
            src={current.audioUrl}
            showToggle={Boolean(playlist)}
            before={
              previous && (
                <Button
                  variant="ghost"
                  className="player__step"
                  onClick={previous}
                  aria-label={PLAYER_LABELS.previous}
                >
                  <StepIcon forward={false} />
                </Button>
              )
            }
            after={
              next && (
                <Button
                  variant="ghost"
                  className="player__step"
                  onClick={next}
                  aria-label={PLAYER_LABELS.next}
                >
                  <StepIcon forward />
                </Button>
              )
            }
          />
        </section>
      )}
    </div>
  );
}
