import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';

/** /subscription-success (placeholder): the welcome page after checkout or verification. */
export function SubscriptionSuccessPage({ sessionId }: { sessionId: string | null }) {
  return (
    <PageFrame title="Welcome aboard">
      <div className="card stack">
        <p>
          {sessionId
            ? 'Thank you! Your subscription is being set up.'
            : 'Your account is active. Time to make tonight’s story.'}
        </p>
        <Link className="btn btn--primary btn--block" to={PATHS.home}>
          <span>Go to Dashboard</span>
        </Link>
      </div>
    </PageFrame>
  );
}
