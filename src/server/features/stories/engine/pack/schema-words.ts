import { z } from 'zod';

/** [American, British]: words.yaml, the family's own words (tell/family-words.ts). */
const ZWordPair = z.tuple([z.string().min(1), z.string().min(1)]);

export const ZWords = z
  .object({
    /** Whole words, told with their plural and possessive. */
    words: z.array(ZWordPair),
    /** Starts of words: every form follows ("colored", "coloring"). */
    spelling: z.array(ZWordPair),
    /** British words Americans write too ("torch", "holiday"): they turn their own pair only. */
    ambiguous: z.array(z.string().min(1)).default([]),
  })
  .strict();
export type TWords = z.infer<typeof ZWords>;
