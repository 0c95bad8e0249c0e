import { useEffect, useRef } from 'react';

/** The app's own icon, when a story's cover is not at hand. */
const APP_ICON = '/favicon.svg';

/** What the lock screen shows of a player and asks of it. */
export interface TLockScreenPlayer {
  playing: boolean;
  currentTime: number;
  duration: number;
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
}

export interface TMediaSessionInput {
  /** Something is loaded in this player: it owns the lock screen. */
  active: boolean;
  title: string;
  artist: string;
  /** The story's cover (a data URL of its drawn scene, or an image URL). */
  artwork?: string;
  player: TLockScreenPlayer;
  /** Absent actions are not offered on the lock screen. */
  onPrevious?: () => void;
  onNext?: () => void;
}

const ACTIONS: MediaSessionAction[] = [
  'play',
  'pause',
  'seekto',
  'seekbackward',
  'seekforward',
  'previoustrack',
  'nexttrack',
];
const SKIP_SECONDS = 10;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** Some browsers throw for an action they do not know; the rest of the session still works. */
function setHandler(ms: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    ms.setActionHandler(action, handler);
  } catch {
    /* unsupported action */
  }
}

/** Media Session API: the story's title, the app's artwork and the controls on the lock screen. */
export function useMediaSession(input: TMediaSessionInput): void {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const { active, title, artist, artwork } = input;
  const { playing, currentTime, duration } = input.player;
  const hasPrevious = Boolean(input.onPrevious);
  const hasNext = Boolean(input.onNext);

  useEffect(() => {
    const ms = session();
    if (!ms || !active) return;
    const src = artwork ?? APP_ICON;
    const type = src.startsWith('data:image/svg') || src.endsWith('.svg') ? 'image/svg+xml' : undefined;
    ms.metadata = new MediaMetadata({
      title,
      artist,
      album: 'Moonlit Tales',
      artwork: [{ src, sizes: 'any', ...(type ? { type } : {}) }],
    });
  }, [active, title, artist, artwork]);

  useEffect(() => {
    const ms = session();
    if (!ms || !active) return;
    const now = () => latest.current;
    const player = () => latest.current.player;
    setHandler(ms, 'play', () => player().play());
    setHandler(ms, 'pause', () => player().pause());
    setHandler(ms, 'seekto', (d) => {
      if (d.seekTime !== undefined) player().seek(d.seekTime);
    });
    setHandler(ms, 'seekbackward', (d) =>
      player().seek(player().currentTime - (d.seekOffset ?? SKIP_SECONDS)),
    );
    setHandler(ms, 'seekforward', (d) =>
      player().seek(player().currentTime + (d.seekOffset ?? SKIP_SECONDS)),
    );
    setHandler(ms, 'previoustrack', hasPrevious ? () => now().onPrevious?.() : null);
    setHandler(ms, 'nexttrack', hasNext ? () => now().onNext?.() : null);
    return () => {
      ACTIONS.forEach((action) => setHandler(ms, action, null));
      ms.metadata = null;
      ms.playbackState = 'none';
    };
  }, [active, hasPrevious, hasNext]);

  useEffect(() => {
    const ms = session();
    if (!ms || !active) return;
    ms.playbackState = playing ? 'playing' : 'paused';
  }, [active, playing]);

  // The lock screen's progress; whole seconds are enough and spare the OS a call per frame.
  const second = Math.floor(currentTime);
  useEffect(() => {
    const ms = session();
    if (!ms || !active || !(duration > 0) || typeof ms.setPositionState !== 'function') return;
    try {
      ms.setPositionState({ duration, playbackRate: 1, position: Math.min(second, duration) });
    } catch {
      /* a position the browser refuses is only cosmetic */
    }
  }, [active, second, duration]);
}
