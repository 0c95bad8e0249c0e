import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TStorySummary } from '../../../shared/stories';
import { libraryItem } from './library-item';
import { usePlayer } from './player-context';
import { PlayIcon } from './PlayerControls';

/** A 'More Stories' row's listen button: plays the story in the app's player, or pauses it. */
export function RowListenButton({ story }: { story: TStorySummary }) {
  const { current, audio, playItem } = usePlayer();
  const isCurrent = current?.id === story.id;
  const pausing = isCurrent && audio.playing;
  const label = pausing ? PLAYER_LABELS.pause : PLAYER_LABELS.listen;
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={() => (isCurrent ? audio.toggle() : playItem(libraryItem(story)))}
      aria-label={`${label}: ${story.title}`}
      title={label}
    >
      <PlayIcon playing={pausing} />
    </button>
  );
}
