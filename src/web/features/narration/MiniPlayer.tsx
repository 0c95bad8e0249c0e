import { PLAYER_LABELS } from '../../../shared/player-labels';
import { PlayIcon } from './PlayerControls';
import { formatPlayerTime } from './time-format';
import type { TAudioPlayer } from './use-audio-player';

/**
 * A slim bar above the tabs while the reader's player is scrolled out of sight (the read-along
 * scrolls the text as the voice moves on): pause or go on without scrolling back up.
 */
export function MiniPlayer({ player, title }: { player: TAudioPlayer; title: string }) {
  const { playing, currentTime, duration } = player;
  const fill = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <div className="mini-player" role="group" aria-label={PLAYER_LABELS.miniPlayer}>
      <button
        type="button"
        className="mini-player__toggle"
        onClick={player.toggle}
        aria-label={playing ? PLAYER_LABELS.pauseNarration : PLAYER_LABELS.playNarration}
      >
        <PlayIcon playing={playing} />
      </button>
      <p className="mini-player__title">{title}</p>
      <p className="mini-player__time">
        {formatPlayerTime(currentTime)} / {formatPlayerTime(duration)}
      </p>
      <span className="mini-player__progress" style={{ width: `${fill}%` }} aria-hidden="true" />
    </div>
  );
}
