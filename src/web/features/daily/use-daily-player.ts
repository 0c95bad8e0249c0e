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
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    const element = new Audio(source);
    element.preload = 'none';
    audio.current = element;
    const onTime = () => setProgress(element.duration ? element.currentTime / element.duration : 0);
    const onEnded = () => {
      element.currentTime = 0;
      setPlaying(false);
      setProgress(0);
    };
    const onPause = () => setPlaying(false);
    const onError = () => {
      setPlaying(false);
      setError(STORY_MESSAGES.dailyPlayFailed);
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('ended', onEnded);
    element.addEventListener('pause', onPause);
    element.addEventListener('error', onError);
    return () => {
      element.pause();
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('pause', onPause);
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

  return { playing, progress, error, toggle };
}
