import { Link, useLocation } from 'react-router';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import { usePlayer } from './player-context';
import { PlayIcon } from './PlayerControls';
import { formatPlayerTime } from './time-format';

function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
    </svg>
  );
}

/**
 * The bar at the foot of every signed-in screen while a story is loaded: play/pause, the title,
 * the progress with elapsed and total time, a way to the story's read-along, and stop.
 */
export function PlayerBar() {
  const { current, audio, stop } = usePlayer();
  const { pathname } = useLocation();
  if (!current) return null;
  const { playing, currentTime, duration } = audio;
  const shown = Math.min(currentTime, duration || currentTime);
  const fill = duration > 0 ? Math.min(100, (shown / duration) * 100) : 0;
  return (
    <section className="player-bar" aria-label={PLAYER_LABELS.playerBar}>
      <button
        type="button"
        className="player-bar__toggle"
        onClick={audio.toggle}
        aria-label={playing ? PLAYER_LABELS.pauseNarration : PLAYER_LABELS.playNarration}
      >
        <PlayIcon playing={playing} />
      </button>
      <div className="player-bar__info">
        <p className="player-bar__title">{current.title}</p>
        <p className="player-bar__meta">
          <span className="player-bar__time">
            <span className="visually-hidden">{PLAYER_LABELS.elapsed} </span>
            {formatPlayerTime(shown)}
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">, {PLAYER_LABELS.total} </span>
            {formatPlayerTime(duration)}
          </span>
          {pathname !== current.readerPath && (
            <Link className="player-bar__open" to={current.readerPath}>
              {PLAYER_LABELS.openReader}
            </Link>
          )}
        </p>
      </div>
      <button
        type="button"
        className="player-bar__close"
        onClick={stop}
        aria-label={PLAYER_LABELS.closePlayer}
      >
        <CloseIcon />
      </button>
      <span className="player-bar__progress" style={{ width: `${fill}%` }} aria-hidden="true" />
    </section>
  );
}
