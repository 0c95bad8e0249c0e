/** Spec §8 playback messages, from what the browser reports. */
import { STORY_MESSAGES } from '../../../shared/messages';

/**
 * A rejected `audio.play()`. null when there is nothing to tell: an AbortError means a pause or a
 * new source interrupted the start, which the listener asked for.
 */
export function playRejectionMessage(err: unknown): string | null {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'AbortError') return null;
  if (name === 'NotAllowedError') return STORY_MESSAGES.playInteract;
  return STORY_MESSAGES.playFailed;
}

/** MediaError codes (HTMLMediaElement.error.code): 1 aborted, 2 network, 3 decode, 4 source not supported. */
export const MEDIA_ERROR = { aborted: 1, network: 2, decode: 3, notSupported: 4 } as const;

/** The element's `error` event: the file could not be fetched or understood. null for a user abort. */
export function mediaErrorMessage(code: number | undefined): string | null {
  if (code === MEDIA_ERROR.aborted) return null;
  if (code === MEDIA_ERROR.decode) return STORY_MESSAGES.playError;
  return STORY_MESSAGES.audioLoadFailed;
}
