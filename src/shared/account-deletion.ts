import { z } from 'zod';
import { ACCOUNT_DELETION_MESSAGES } from './account-deletion-messages.js';

// The path, query flag, messages and confirmation check live in a zod-free module the first page
// can import; the request and answer schemas are here.
export * from './account-deletion-messages.js';

export const ZAccountDeletion = z.object({
  confirmation: z
    .string({ error: ACCOUNT_DELETION_MESSAGES.confirmationMismatch })
    .trim()
    .min(1, ACCOUNT_DELETION_MESSAGES.confirmationMismatch)
    .max(320, ACCOUNT_DELETION_MESSAGES.confirmationMismatch),
});
export type TAccountDeletion = z.infer<typeof ZAccountDeletion>;

export const ZAccountDeleted = z.object({ deleted: z.literal(true) });
export type TAccountDeleted = z.infer<typeof ZAccountDeleted>;
