import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';

/** /subscription-canceled (placeholder): checkout was cancelled; nothing was charged. */
export function SubscriptionCanceledPage() {
  return (
    <PageFrame title="Checkout canceled">
      <div className="card stack">
        <p>No payment was taken. You can choose a plan whenever you are ready.</p>
        <Link to={PATHS.pricing}>Back to pricing</Link>
      </div>
    </PageFrame>
  );
}
