import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '../../shared/constants.js';

export const SAFETY_CHECK_USAGE =
  'Usage: npm run safety-check -- --age <2-12> [--fears a,b] [--json] < story.txt';

const Options = z.object({
  age: z.coerce.number().int().min(CHILD_AGE_MIN).max(CHILD_AGE_MAX),
  fears: z
    .string()
    .optional()
    .transform((f) =>
      (f ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    ),
  json: z.boolean().optional(),
});

export function parseSafetyArgs(argv: string[]): z.infer<typeof Options> | { error: string } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { age: { type: 'string' }, fears: { type: 'string' }, json: { type: 'boolean' } },
      strict: true,
    });
    const parsed = Options.safeParse(values);
    return parsed.success
      ? parsed.data
      : { error: `--age must be a whole number from ${CHILD_AGE_MIN} to ${CHILD_AGE_MAX}` };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
