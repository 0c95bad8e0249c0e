import { z } from 'zod';
import { BEDTIME_OUTCOMES } from './bedtime-ui.js';

export * from './bedtime-ui.js';

/** `childId`: which of a siblings' story's children the answer is for (default: the first). */
export const ZBedtimeFeedbackRequest = z.strictObject({
  outcome: z.enum(BEDTIME_OUTCOMES),
  childId: z.uuid().optional(),
});
export const ZBedtimeLearningRequest = z.strictObject({ enabled: z.boolean(), childId: z.uuid().optional() });

const ZChildBedtime = z.object({
  childId: z.string(),
  /** The child's first name, for the question. */
  name: z.string(),
  outcome: z.enum(BEDTIME_OUTCOMES).nullable(),
  /** The parent can turn the adjustments off for this child. */
  learning: z.boolean(),
});

/**
 * The story's first child's answer at the top (as before siblings), and one entry per child of
 * the story in `children` (issue 27: "one tap per child"), the first one first.
 */
export const ZBedtimeFeedback = z.object({
  storyId: z.string(),
  childId: z.string(),
  outcome: z.enum(BEDTIME_OUTCOMES).nullable(),
  learning: z.boolean(),
  children: z.array(ZChildBedtime),
});
export type TBedtimeFeedback = z.infer<typeof ZBedtimeFeedback>;
