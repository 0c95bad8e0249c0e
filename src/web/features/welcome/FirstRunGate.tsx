import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { PATHS } from '../../lib/paths';
import { useChildren } from '../children/hooks';
import { firstRunDecision, isFirstRunDone, markFirstRunDone } from './first-run';

/**
 * In front of the main app: sends a parent with no child from the home to the welcome (first-run.ts).
 * Once a child exists the welcome is over for good on this device, and the check is skipped.
 */
export function FirstRunGate({ uid, children }: { uid: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const [done] = useState(() => isFirstRunDone(uid));
  const checking = pathname === PATHS.home && !done;
  const kids = useChildren({ enabled: checking });
  const decision = firstRunDecision({
    pathname,
    done,
    children: kids.isPending
      ? { status: 'pending' }
      : kids.isError
        ? { status: 'error' }
        : { status: 'success', count: kids.data.length },
  });
  const hasChild = (kids.data?.length ?? 0) > 0;
  useEffect(() => {
    if (hasChild) markFirstRunDone(uid);
  }, [hasChild, uid]);

  if (decision === 'wait') return <LoadingView />;
  // The verification flag travels along: the welcome greets a just-verified parent too.
  if (decision === 'welcome') return <Navigate to={`${PATHS.welcome}${search}`} replace />;
  return children;
}
