import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { CreditsService } from './service.js';

const ZNoPayload = z.object({}).loose();

/**
 * Every minute: reservations still 'reserved' after STALE_RESERVATION_MS belong to a process
 * that died between spending and saving; their credits go back. Idempotent (each release is a
 * conditional state flip), so two workers or a rerun give nothing back twice.
 */
export function releaseStaleReservationsJob(deps: {
  credits: Pick<CreditsService, 'releaseStale'>;
  logger: Logger;
}): JobDefinition<typeof ZNoPayload> {
  return {
    name: 'credits.release-stale-reservations',
    payload: ZNoPayload,
    cron: '* * * * *',
    async handler() {
      const released = await deps.credits.releaseStale();
      if (released > 0) deps.logger.warn({ released }, 'stale credit reservations released');
    },
  };
}
