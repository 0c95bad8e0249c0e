// Zod-free, so the first page can show these without loading zod (see account-deletion.ts).
/**
 * Self-service account deletion (Account Settings, danger zone): DELETE /api/account with the
 * account's e-mail typed as the confirmation. Why the e-mail and not the password:
 * docs/decisions/027-self-service-account-deletion.md.
 */
export const ACCOUNT_DELETION_PATH = '/api/account';

/** The query flag of `/` after a deletion: the sign-in page says the account is gone. */
export const ACCOUNT_DELETED_QUERY = 'accountDeleted';

export const ACCOUNT_DELETION_MESSAGES = {
  sectionTitle: 'Delete account',
  sectionText:
    'If Moonlit Tales is no longer for your family, you can delete your account here. Your subscription ends at once and you will not be charged again.',
  openDialog: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogIntro:
    'This removes your account, your children’s profiles, every story and narration in your library, and your bedtime notes. It cannot be undone.',
  dialogSubscription: 'Any subscription is cancelled now, and we will e-mail you a receipt of the deletion.',
  dialogExportHint: 'You may want to download your data first (Your data, above).',
  confirmLabel: 'Type your e-mail address to confirm',
  confirmHint: (email: string) => `It is ${email}.`,
  confirm: 'Delete my account for good',
  cancel: 'Keep my account',
  confirmationMismatch: 'That is not the e-mail address of this account. Nothing was deleted.',
  lastAdmin:
    'You are the last admin of Moonlit Tales, so this account cannot be deleted. Give the admin role to another verified account first (npm run admin -- grant <email>).',
  failed: 'Your account could not be deleted just now. Please try again in a moment.',
  deleted:
    'Your account has been deleted, and we have e-mailed you a receipt. Thank you for sharing your bedtimes with us. Sweet dreams.',
} as const;

/** Whether a typed confirmation names the account (spaces around and letter case do not count). */
export const confirmsEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();
