import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { Invitations } from './invitations.js';

const ZNoPayload = z.object({}).loose();

/**
 * Hourly: a relative's voice the parent has neither approved nor deleted within
 * UNAPPROVED_RECORDING_DAYS of its save is deleted (row, takes, file), by the same deletion as
 * the parent's Delete. Idempotent: a rerun or a second worker finds nothing left to delete. Not
 * in the admin audit log, as the parent's own Delete of a voice is not either.
 */
export function removeUnapprovedRecordingsJob(deps: {
  invitations: Pick<Invitations, 'removeUnapproved'>;
  logger: Logger;
}): JobDefinition<typeof ZNoPayload> {
  return {
    name: 'recordings.remove-unapproved',
    payload: ZNoPayload,
    cron: '23 * * * *',
    async handler() {
      const removed = await deps.invitations.removeUnapproved();
      if (removed > 0) deps.logger.info({ removed }, 'unapproved recordings removed');
    },
  };
}
