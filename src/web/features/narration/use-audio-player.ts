import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { mediaErrorMessage, playRejectionMessage } from './playback-errors';

export interface TAudioPlayer {
  /** Give this to the one `<audio>` element the player drives. */
  ref: RefObject<HTMLAudioElement | null>;
  playing: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds: the file's, once the element knows it, else the story's recorded duration. */
  duration: number;
  /** Spec §8 playback message, or null. */
  error: string | null;
  play(): void;
  pause(): void;
  toggle(): void;
  seek(seconds: number): void;
  /**
   * Plays `next` as soon as it is the source (playlist moves, continuous play); at once if it is
   * already. `at` seconds: where to start (a sentence tapped before the story was loaded).
   */
  playSource(next: string, at?: number): void;
  clearError(): void;
}

/**
 * Drives an `<audio>` element and mirrors its state for React: the element stays the truth, so
 * the lock screen, the keyboard and the page never disagree.
 */
export function useAudioPlayer(src: string | null, knownDuration = 0): TAudioPlayer {
  const ref = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const pendingPlay = useRef(false);
  const pendingAt = useRef<number | null>(null);
  const srcRef = useRef(src);
  useEffect(() => {
    srcRef.current = src;
  }, [src]);

  const startPlaying = useCallback((el: HTMLAudioElement) => {
    setError(null);
    el.play().catch((err: unknown) => {
      const message = playRejectionMessage(err);
      if (message) setError(message);
    });
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onTime = () => setCurrentTime(el.currentTime);
    const onDuration = () => setMediaDuration(Number.isFinite(el.duration) ? el.duration : 0);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    // The owner reacts to the end with the element's own onEnded (continuous play, sleep timer).
    const onEnd = () => setPlaying(false);
    const onError = () => {
      setPlaying(false);
      const message = mediaErrorMessage(el.error?.code);
      if (message) setError(message);
    };
    const events: [string, () => void][] = [
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['durationchange', onDuration],
      ['loadedmetadata', onDuration],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnd],
      ['error', onError],
    ];
    events.forEach(([name, fn]) => el.addEventListener(name, fn));
    return () => events.forEach(([name, fn]) => el.removeEventListener(name, fn));
  }, []);

  // A new source starts from its beginning; a playlist move asked for it to play straight away.
  useEffect(() => {
    setCurrentTime(0);
    setMediaDuration(0);
    setError(null);
    const el = ref.current;
    // Before the file is read this sets where playback will begin (the default start position).
    if (el && src && pendingAt.current !== null) el.currentTime = pendingAt.current;
    if (el && src && pendingPlay.current) startPlaying(el);
    pendingPlay.current = false;
    pendingAt.current = null;
  }, [src, startPlaying]);

  const play = useCallback(() => {
    if (ref.current) startPlaying(ref.current);
  }, [startPlaying]);
  const pause = useCallback(() => ref.current?.pause(), []);
  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) startPlaying(el);
    else el.pause();
  }, [startPlaying]);
  const seek = useCallback((seconds: number) => {
    const el = ref.current;
    if (!el) return;
    const end = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : Number.POSITIVE_INFINITY;
    const to = Math.min(Math.max(0, seconds), end);
    el.currentTime = to;
    setCurrentTime(to);
  }, []);
  const playSource = useCallback(
    (next: string, at?: number) => {
      const el = ref.current;
      if (next === srcRef.current && el) {
        if (at !== undefined) el.currentTime = Math.max(0, at);
        startPlaying(el);
      } else {
        pendingPlay.current = true;
        pendingAt.current = at ?? null;
      }
    },
    [startPlaying],
  );
  const clearError = useCallback(() => setError(null), []);

  return {
    ref,
    playing,
    currentTime,
    duration: mediaDuration > 0 ? mediaDuration : knownDuration,
    error,
    play,
    pause,
    toggle,
    seek,
    playSource,
    clearError,
  };
}
