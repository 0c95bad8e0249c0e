import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';
import { PlanPreviewList } from './PlanPreviewList';

/** /pricing (placeholder): public pricing with an e-mail field; continues to /signup. */
export function PricingPage() {
  return (
    <PageFrame title="Choose your plan" wide>
      <div className="card stack">
        <p className="muted">Pick a plan to start personalised bedtime stories.</p>
        <PlanPreviewList />
        <p>
          Already have an account? <Link to={PATHS.login}>Sign in</Link>
        </p>
      </div>
    </PageFrame>
  );
}
