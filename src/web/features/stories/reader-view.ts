/** The reader's pure helpers. */
import type { TStoryAudio } from '../../../shared/stories';

/** A playable source for a story's narration: the hosted file, else the inline data (spec §3 Audio object). */
export function audioSource(audio: TStoryAudio | undefined): string | null {
  if (!audio) return null;
  if (audio.audioUrl) return audio.audioUrl;
  const inline = audio.audioBase64;
  if (!inline) return null;
  return inline.startsWith('data:') ? inline : `data:${audio.mimeType || 'audio/mpeg'};base64,${inline}`;
}

export function readingTimeLabel(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  return `${m} min read`;
}
