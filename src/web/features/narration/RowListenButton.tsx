import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TStorySummary } from '../../../shared/stories';
import { libraryPlayback, useLibraryPlayback } from './library-playback';
import { PlayIcon } from './PlayerControls';

/** A 'More Stories' row's listen button: plays the story in the featured player, or pauses it. */
export function RowListenButton({ story }: { story: TStorySummary }) {
  const { currentId, playing } = useLibraryPlayback();
  const pausing = currentId === story.id && playing;
  const label = pausing ? PLAYER_LABELS.pause : PLAYER_LABELS.listen;
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={() => libraryPlayback.listen(story)}
      aria-label={`${label}: ${story.title}`}
      title={label}
    >
      <PlayIcon playing={pausing} />
    </button>
  );
}
