import type { TSubscriptionStatus } from '../../../shared/billing';
import { formatDate } from '../../lib/format';
import { nextDateLine, statusLabel } from './status-label';

export { trialMessage } from './status-label';

/** The plan name, status line (spec §4 wording) and the next date that matters. */
export function PlanDetails({
  status,
  failed = false,
}: {
  status: TSubscriptionStatus | null;
  failed?: boolean;
}) {
  const date = status ? nextDateLine(status) : null;
  const planName = !status ? '—' : status.planKey === 'free' ? 'Free' : status.planName;
  return (
    <dl className="details plan-details">
      <dt>Current plan</dt>
      <dd>{failed ? '—' : planName}</dd>
      <dt>Status</dt>
      <dd>{statusLabel(status, { failed })}</dd>
      {date && (
        <>
          <dt>{date.label}</dt>
          <dd>{formatDate(date.iso)}</dd>
        </>
      )}
    </dl>
  );
}
