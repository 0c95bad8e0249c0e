import { useEffect, useRef, useState } from 'react';
import { STORY_MESSAGES } from '../../../shared/messages';
import { reportDailyPlay } from './api';
import { playProblem } from './daily-view';

/**
 * The daily story's player: Listen / Pause, progress while playing, back to 0 when it ends
 * (spec §4), and the play reported once per view, on the first play.
 */
export function useDailyPlayer(source: string | undefined, storyId: string, viewId: string | undefined) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const reported = useRef<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  // The lock screen shows the story once it has been started, not merely opened.
  const [started, setStarted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    const element = new Audio(source);
    element.preload = 'none';
    audio.current = element;
    const onTime = () => {
      const duration = Number.isFinite(element.duration) ? element.duration : 0;
      setProgress(duration ? element.currentTime / duration : 0);
      setTime({ current: element.currentTime, duration });
    };
    const onEnded = () => {
      element.currentTime = 0;
      setPlaying(false);
      setProgress(0);
    };
    const onPause = () => setPlaying(false);
    const onPlay = () => setPlaying(true);
    const onError = () => {
      setPlaying(false);
      setError(STORY_MESSAGES.dailyPlayFailed);
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('ended', onEnded);
    element.addEventListener('pause', onPause);
    element.addEventListener('play', onPlay);
    element.addEventListener('error', onError);
    return () => {
      element.pause();
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('error', onError);
      audio.current = null;
    };
  }, [source]);

  const toggle = async () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    setError(null);
    try {
      await element.play();
      setPlaying(true);
      setStarted(true);
      if (viewId && reported.current !== viewId) {
        reported.current = viewId;
        // A lost report costs one count, never the listening.
        reportDailyPlay(storyId, viewId).catch(() => undefined);
      }
    } catch (err) {
      setPlaying(false);
      setError(
        playProblem(err, { interact: STORY_MESSAGES.playInteract, failed: STORY_MESSAGES.dailyPlayFailed }),
      );
    }
  };

  const pause = () => audio.current?.pause();
  const play = () => {
    if (audio.current?.paused) void toggle();
  };
  const seek = (seconds: number) => {
    const element = audio.current;
    if (!element || !Number.isFinite(element.duration)) return;
    element.currentTime = Math.min(Math.max(0, seconds), element.duration);
  };

  return {
    playing,
    progress,
    error,
    toggle,
    started,
    currentTime: time.current,
    duration: time.duration,
    play,
    pause,
    seek,
  };
}
