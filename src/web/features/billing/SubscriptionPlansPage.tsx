import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';
import { PlanPreviewList } from './PlanPreviewList';

/** /subscription-plans (placeholder): where users go when their credits run out. */
export function SubscriptionPlansPage() {
  return (
    <PageFrame title="Subscription plans" wide>
      <div className="card stack">
        <p className="muted">Upgrade for more stories and narration each day.</p>
        <PlanPreviewList />
        <Link to={PATHS.home}>Back to the app</Link>
      </div>
    </PageFrame>
  );
}
