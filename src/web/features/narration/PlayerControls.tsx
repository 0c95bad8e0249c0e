import type { CSSProperties, ReactNode } from 'react';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { isSleepChoice, SLEEP_OPTIONS } from './sleep-timer';
import { formatPlayerTime, spokenTime } from './time-format';
import type { TAudioPlayer } from './use-audio-player';
import type { TSleepTimer } from './use-sleep-timer';

interface TPlayerControlsProps {
  player: TAudioPlayer;
  sleep: TSleepTimer;
  /** What the play button says: 'Listen to Story' in the reader, 'Listen' in the library. */
  playLabel: string;
  pauseLabel: string;
  /** The file, offered as a download when the browser cannot play it. */
  src: string;
  /** Extra buttons around play/pause (previous, next in playlist mode). */
  before?: ReactNode;
  after?: ReactNode;
  /** False when a play/pause button elsewhere already drives this player. */
  showToggle?: boolean;
}

export function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
    </svg>
  );
}

/** Play/pause, the seek bar (a native slider: click, drag or arrow keys), times and the sleep timer. */
export function PlayerControls({
  player,
  sleep,
  playLabel,
  pauseLabel,
  src,
  before,
  after,
  showToggle = true,
}: TPlayerControlsProps) {
  const { playing, currentTime, duration } = player;
  const shown = Math.min(currentTime, duration || currentTime);
  const fill = duration > 0 ? (shown / duration) * 100 : 0;
  return (
    <div className="player">
      {(showToggle || before || after) && (
        <div className="player__buttons">
          {before}
          {showToggle && (
            <Button className="player__toggle" onClick={player.toggle} icon={<PlayIcon playing={playing} />}>
              {playing ? pauseLabel : playLabel}
            </Button>
          )}
          {after}
        </div>
      )}
      <input
        type="range"
        className="seek"
        aria-label={PLAYER_LABELS.seek}
        min={0}
        max={duration > 0 ? duration : 0}
        step="any"
        value={shown}
        disabled={!(duration > 0)}
        aria-valuetext={`${spokenTime(shown)} of ${spokenTime(duration)}`}
        onChange={(e) => player.seek(Number(e.target.value))}
        style={{ '--seek-fill': `${fill}%` } as CSSProperties}
      />
      <div className="player__times">
        <span>
          <span className="visually-hidden">Elapsed </span>
          {formatPlayerTime(shown)}
        </span>
        <span>
          <span className="visually-hidden">Total </span>
          {formatPlayerTime(duration)}
        </span>
      </div>
      <label className="player__sleep">
        <span>{PLAYER_LABELS.sleepTimer}</span>
        <select
          className="field__input field__select"
          value={sleep.choice}
          onChange={(e) => {
            if (isSleepChoice(e.target.value)) sleep.choose(e.target.value);
          }}
        >
          {SLEEP_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {player.error && (
        <Alert tone="error" onDismiss={player.clearError}>
          <p>{player.error}</p>
          {player.error === STORY_MESSAGES.playFailed && (
            <a href={src} download>
              {PLAYER_LABELS.downloadAudio}
            </a>
          )}
        </Alert>
      )}
    </div>
  );
}
