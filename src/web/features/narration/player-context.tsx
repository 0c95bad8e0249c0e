import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useMediaSession } from '../../lib/media-session';
import { onSignOut } from '../../lib/sign-out-signal';
import {
  adoptItem,
  artistOf,
  currentItem,
  playlistQueue,
  queueAfterEnded,
  singleQueue,
  stepQueue,
  type TPlayerItem,
  type TPlayerQueue,
} from './player-queue';
import { seekTimeOf, sentenceIndexAt } from './read-along';
import { type TAudioPlayer, useAudioPlayer } from './use-audio-player';
import { type TSleepTimer, useSleepTimer } from './use-sleep-timer';

export interface TPlayer {
  /** What is loaded (playing or paused), or null. */
  current: TPlayerItem | null;
  queue: TPlayerQueue | null;
  /** The one `<audio>` element's state and controls. */
  audio: TAudioPlayer;
  sleep: TSleepTimer;
  /** Plays one story on its own (from `at` seconds), leaving any playlist. */
  playItem(item: TPlayerItem, at?: number): void;
  /** Play All: plays a copy of `items` (taken now) from `index`, one after the other. */
  playQueue(items: readonly TPlayerItem[], index?: number): void;
  /** Playlist moves; absent for a single story. */
  next?: () => void;
  previous?: () => void;
  /** The same story with what a screen knows better (timings, the daily view's play report). */
  adopt(item: TPlayerItem): void;
  /** Stops playback and unloads the player (sign-out, the bar's close button). */
  stop(): void;
}

const PlayerContext = createContext<TPlayer | null>(null);
/** Only whether something is loaded: the shell reads this, so it does not render at every tick. */
const PlayerLoadedContext = createContext(false);

/**
 * The signed-in app's one audio element and what it plays (issue 26 part 5). Mounted once above
 * the tabs, so narration goes on while the parent moves between them; every player on a screen
 * (reader, library, daily story) and the player bar drive this one.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<TPlayerQueue | null>(null);
  const current = currentItem(queue);
  const src = current?.audioUrl ?? null;
  const audio = useAudioPlayer(src, current?.duration ?? 0);
  const sleep = useSleepTimer(audio.ref);
  const { playSource, ref } = audio;

  const moveTo = useCallback(
    (to: TPlayerQueue | null, at?: number) => {
      setQueue(to);
      const item = currentItem(to);
      if (item) playSource(item.audioUrl, at);
    },
    [playSource],
  );
  const playItem = useCallback((item: TPlayerItem, at?: number) => moveTo(singleQueue(item), at), [moveTo]);
  const playQueue = useCallback(
    (items: readonly TPlayerItem[], index = 0) => moveTo(playlistQueue(items, index)),
    [moveTo],
  );
  const adopt = useCallback((item: TPlayerItem) => setQueue((q) => (q ? adoptItem(q, item) : q)), []);
  const stop = useCallback(() => {
    ref.current?.pause();
    setQueue(null);
  }, [ref]);

  // Unloaded: the element lets go of the file (a paused source would still hold the connection).
  useEffect(() => {
    const el = ref.current;
    if (src || !el || !el.getAttribute('src')) return;
    el.removeAttribute('src');
    el.load();
  }, [src, ref]);
  // Sign-out (from the header or the profile) stops playback and forgets what was loaded.
  useEffect(() => onSignOut(stop), [stop]);
  // Leaving the signed-in app (sign-out, a page outside the shell) ends the narration.
  useEffect(() => {
    const el = ref.current;
    return () => el?.pause();
  }, [ref]);

  const playlist = queue?.playlist ? queue : null;
  const next = useMemo(
    () => (playlist ? () => moveTo(stepQueue(playlist, 'next')) : undefined),
    [playlist, moveTo],
  );
  const previous = useMemo(
    () => (playlist ? () => moveTo(stepQueue(playlist, 'previous')) : undefined),
    [playlist, moveTo],
  );

  const onPlay = () => current?.onPlay?.();
  const onEnded = () => {
    sleep.storyEnded();
    if (current?.rewindAtEnd) audio.seek(0);
    if (!queue) return;
    const after = queueAfterEnded(queue, !sleep.stopsAtStoryEnd);
    if (after) moveTo(after);
  };

  // The lock screen: previous/next move through a playlist, else by a sentence when it is timed.
  const timings = current?.timings ?? [];
  const sentence = sentenceIndexAt(timings, audio.currentTime);
  const toSentence = (i: number) => {
    const at = seekTimeOf(timings, i);
    if (at !== null) audio.seek(at);
  };
  const bySentence = timings.length > 0 && !playlist;
  useMediaSession({
    active: Boolean(current),
    title: current?.title ?? '',
    artist: current ? artistOf(current) : '',
    artwork: current?.artwork,
    player: audio,
    onPrevious: previous ?? (bySentence ? () => toSentence(Math.max(0, sentence - 1)) : undefined),
    onNext: next ?? (bySentence ? () => toSentence(Math.min(timings.length - 1, sentence + 1)) : undefined),
  });

  const value = useMemo<TPlayer>(
    () => ({ current, queue, audio, sleep, playItem, playQueue, next, previous, adopt, stop }),
    [current, queue, audio, sleep, playItem, playQueue, next, previous, adopt, stop],
  );
  return (
    <PlayerContext.Provider value={value}>
      <PlayerLoadedContext.Provider value={current !== null}>{children}</PlayerLoadedContext.Provider>
      <audio ref={audio.ref} src={src ?? undefined} preload="metadata" onPlay={onPlay} onEnded={onEnded} />
    </PlayerContext.Provider>
  );
}

export function usePlayer(): TPlayer {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer: no PlayerProvider above (it is mounted by the app shell)');
  return player;
}

/** Whether a story is loaded in the player (the shell makes room for the player bar). */
export function usePlayerLoaded(): boolean {
  return useContext(PlayerLoadedContext);
}

const noop = () => undefined;

/**
 * A screen's own view of one story in the app's player: the live player while that story is the
 * one loaded, else a player at 0:00 whose play (or seek, or sentence tap) loads the story.
 */
export function useStoryPlayer(item: TPlayerItem | null): TAudioPlayer & { isCurrent: boolean } {
  const { current, audio, playItem, adopt } = usePlayer();
  const isCurrent = item !== null && current?.id === item.id;
  useEffect(() => {
    if (isCurrent && item) adopt(item);
  }, [isCurrent, item, adopt]);
  const idle = useMemo(
    () => ({
      ref: audio.ref,
      playing: false,
      currentTime: 0,
      duration: item?.duration ?? 0,
      error: null,
      play: () => item && playItem(item),
      pause: noop,
      toggle: () => item && playItem(item),
      seek: (seconds: number) => item && playItem(item, seconds),
      playSource: noop,
      clearError: noop,
      isCurrent: false,
    }),
    [audio.ref, item, playItem],
  );
  return isCurrent ? { ...audio, isCurrent } : idle;
}
