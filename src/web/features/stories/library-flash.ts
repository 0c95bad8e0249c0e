/** The library's one-line notices (the flash above the shelves), and the offline refusal they share. */
import { OFFLINE_MESSAGES } from '../../../shared/offline';

export type TFlash = { tone: 'success' | 'error' | 'info'; title?: string; text: string };

/** Decision 032: a story is never asked for offline (nothing to hold, send twice or spend). */
export const OFFLINE_REFUSAL: TFlash = {
  tone: 'info',
  title: OFFLINE_MESSAGES.storyNeedsConnectionTitle,
  text: OFFLINE_MESSAGES.storyNeedsConnection,
};
