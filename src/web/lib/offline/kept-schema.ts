import { z } from 'zod';
import type { TKeptStory } from './store';

export { ZClientUser } from '../../../shared/identity';

/** A kept story as read back from IndexedDB (see store.ts: loaded only when something is read). */
export const ZKeptStory = z.object({
  id: z.string(),
  title: z.string(),
  childName: z.string(),
  hasAudio: z.boolean(),
  keptAt: z.string(),
}) satisfies z.ZodType<TKeptStory>;
