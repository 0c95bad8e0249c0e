import { type RefObject, useCallback, useEffect, useState } from 'react';
import { fadedVolume, SLEEP_FADE_MS, sleepDeadline, type TSleepChoice } from './sleep-timer';

const FADE_STEP_MS = 100;

export interface TSleepTimer {
  choice: TSleepChoice;
  choose(choice: TSleepChoice): void;
  /** 'End of this story': the player must not go on to the next story. */
  stopsAtStoryEnd: boolean;
  /** The story ended: an 'end of this story' timer has done its work. */
  storyEnded(): void;
}

/**
 * Stops playback gently: at the chosen minute the volume falls to silence over a few seconds,
 * then the audio pauses and the volume is put back for next time.
 */
export function useSleepTimer(audio: RefObject<HTMLAudioElement | null>): TSleepTimer {
  const [choice, setChoice] = useState<TSleepChoice>('off');
  const [deadline, setDeadline] = useState<number | null>(null);

  const choose = useCallback((next: TSleepChoice) => {
    setChoice(next);
    setDeadline(sleepDeadline(next, Date.now()));
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    let fade: ReturnType<typeof setInterval> | undefined;
    let restore: (() => void) | undefined;
    const startFade = () => {
      const el = audio.current;
      if (!el || el.paused) return choose('off');
      const from = el.volume;
      const began = Date.now();
      restore = () => {
        el.volume = from;
      };
      fade = setInterval(() => {
        const elapsed = Date.now() - began;
        el.volume = fadedVolume(from, elapsed);
        if (elapsed < SLEEP_FADE_MS) return;
        clearInterval(fade);
        el.pause();
        el.volume = from;
        restore = undefined;
        choose('off');
      }, FADE_STEP_MS);
    };
    const wait = setTimeout(startFade, Math.max(0, deadline - SLEEP_FADE_MS - Date.now()));
    return () => {
      clearTimeout(wait);
      clearInterval(fade);
      restore?.();
    };
  }, [deadline, audio, choose]);

  const storyEnded = useCallback(() => {
    if (choice === 'end') choose('off');
  }, [choice, choose]);

  return { choice, choose, stopsAtStoryEnd: choice === 'end', storyEnded };
}
