import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { PlanPreviewList } from './PlanPreviewList';

/** /pricing-extension (placeholder): the signed-in pricing page built from the product catalogue. */
export function PricingExtensionPage({ onLogout }: { onLogout: () => void }) {
  return (
    <PageFrame
      title="Choose your plan"
      wide
      actions={
        <Button variant="ghost" onClick={onLogout}>
          Logout
        </Button>
      }
    >
      <div className="card stack">
        <p className="muted">Your account is ready. Choose the plan that suits your family.</p>
        <PlanPreviewList />
      </div>
    </PageFrame>
  );
}
