/** The sleep timer's rules (off, end of this story, 15 or 30 minutes), pure so they are tested. */
import { PLAYER_LABELS } from '../../../shared/player-labels';

export const SLEEP_CHOICES = ['off', 'end', '15', '30'] as const;
export type TSleepChoice = (typeof SLEEP_CHOICES)[number];

export const SLEEP_OPTIONS: readonly { value: TSleepChoice; label: string }[] = [
  { value: 'off', label: PLAYER_LABELS.sleepOff },
  { value: 'end', label: PLAYER_LABELS.sleepEndOfStory },
  { value: '15', label: PLAYER_LABELS.sleepMinutes(15) },
  { value: '30', label: PLAYER_LABELS.sleepMinutes(30) },
];

/** Long enough to hear the voice drift away, short enough not to lose the end of a sentence. */
export const SLEEP_FADE_MS = 6_000;

export function isSleepChoice(value: string): value is TSleepChoice {
  return (SLEEP_CHOICES as readonly string[]).includes(value);
}

/** When playback must be silent (epoch ms), for the minute choices; null for off and end of story. */
export function sleepDeadline(choice: TSleepChoice, now: number): number | null {
  if (choice === 'off' || choice === 'end') return null;
  return now + Number(choice) * 60_000;
}

/** Volume `elapsedMs` into a fade from `from` to silence: eased, so the fall sounds even to the ear. */
export function fadedVolume(from: number, elapsedMs: number, fadeMs = SLEEP_FADE_MS): number {
  const left = Math.min(1, Math.max(0, 1 - elapsedMs / fadeMs));
  return Math.min(1, Math.max(0, from * left * left));
}
