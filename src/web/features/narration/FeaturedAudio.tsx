import { storyCover } from '../../../shared/cover-art';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TStorySummary } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { AddAudio } from './AddAudio';
import { libraryPlayback } from './library-playback';
import { PlayerControls, PlayIcon } from './PlayerControls';
import { indexAfterEnded, nextIndex, previousIndex } from './playlist';
import { useAudioPlayer } from './use-audio-player';
import { useMediaSession } from '../../lib/media-session';
import { useSleepTimer } from './use-sleep-timer';

/** What the featured player holds: one story (Listen) or the library's narrated stories (Play All). */
interface TQueue {
  stories: readonly TStorySummary[];
  index: number;
  playlist: boolean;
}

const srcOf = (story: TStorySummary | undefined) => story?.audio.audioUrl ?? null;
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
 */
export function FeaturedAudio({
  featured,
  stories,
}: {
  featured: TStorySummary;
  stories: readonly TStorySummary[];
}) {
  const narrated = useMemo(() => stories.filter(hasAudio), [stories]);
  const [queue, setQueue] = useState<TQueue | null>(null);
  const [narratedId, setNarratedId] = useState<string | null>(null);
  const featuredId = featured.id;
  const onNarrated = useCallback(() => setNarratedId(featuredId), [featuredId]);
  const current = queue?.stories[queue.index];
  const src = srcOf(current);
  const playlist = queue?.playlist ? queue : null;

  const player = useAudioPlayer(src, current?.audio.duration ?? 0);
  const sleep = useSleepTimer(player.ref);
  const { playSource } = player;

  const moveTo = useCallback(
    (to: TQueue) => {
      setQueue(to);
      const next = srcOf(to.stories[to.index]);
      if (next) playSource(next);
    },
    [playSource],
  );
  const afterEnded = () => {
    sleep.storyEnded();
    if (!playlist) return;
    const next = indexAfterEnded(playlist.index, playlist.stories.length, !sleep.stopsAtStoryEnd);
    if (next !== null) moveTo({ ...playlist, index: next });
  };

  const step = (by: (i: number, n: number) => number) =>
    playlist && moveTo({ ...playlist, index: by(playlist.index, playlist.stories.length) });
  const previous = playlist ? () => step(previousIndex) : undefined;
  const next = playlist ? () => step(nextIndex) : undefined;

  const featuredIsCurrent = current?.id === featured.id;
  const listen = () => {
    if (featuredIsCurrent) return player.toggle();
    moveTo({ stories: [featured], index: 0, playlist: false });
  };
  const playAll = () => moveTo({ stories: narrated, index: 0, playlist: true });

  // The 'More Stories' rows play through this player and show what it plays.
  const currentId = current?.id ?? null;
  const { toggle } = player;
  useEffect(() => {
    libraryPlayback.publish({ currentId, playing: player.playing });
  }, [currentId, player.playing]);
  useEffect(() => () => libraryPlayback.publish({ currentId: null, playing: false }), []);
  useEffect(
    () =>
      libraryPlayback.handleListen((story) => {
        if (story.id === currentId) toggle();
        else moveTo({ stories: [story], index: 0, playlist: false });
      }),
    [currentId, toggle, moveTo],
  );

  const artwork = useMemo(
    () => (current ? storyCover({ ...current, content: current.excerpt }).url : undefined),
    [current],
  );
  useMediaSession({
    artwork,
    active: Boolean(current),
    title: current?.title ?? '',
    artist: current ? `For ${current.childName}` : '',
    player,
    onPrevious: previous,
    onNext: next,
  });

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
            icon={<PlayIcon playing={featuredIsCurrent && player.playing} />}
            aria-label={`${featuredIsCurrent && player.playing ? PLAYER_LABELS.pause : PLAYER_LABELS.listen}: ${featured.title}`}
          >
            {featuredIsCurrent && player.playing ? PLAYER_LABELS.pause : PLAYER_LABELS.listen}
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
      {current && src && (
        <section className="featured-audio__panel" aria-label={PLAYER_LABELS.nowPlaying}>
          <p className="featured-audio__now">
            {PLAYER_LABELS.nowPlaying}: {current.title}
          </p>
          {playlist && (
            <p className="featured-audio__mode">
              {PLAYER_LABELS.playlistMode(playlist.index + 1, playlist.stories.length)}
            </p>
          )}
          <PlayerControls
            player={player}
            sleep={sleep}
            playLabel={PLAYER_LABELS.listen}
            pauseLabel={PLAYER_LABELS.pause}
            src={src}
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
      <audio ref={player.ref} src={src ?? undefined} preload="metadata" onEnded={afterEnded} />
    </div>
  );
}
