import { useEffect, useRef } from 'react';
import type { TCreditCount } from '../../../shared/credits';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { countLabel, msUntilReset, remainingShare, resetsInLabel } from './credit-view';
import { useCreditStatus, useNow } from './hooks';

function CreditMeter({ label, count }: { label: string; count: TCreditCount }) {
  const empty = count.dailyLimit > 0 && count.remaining <= 0;
  return (
    <div className={`credit-meter${empty ? ' credit-meter--empty' : ''}`}>
      <span className="credit-meter__label">{label}</span>
      <span className="credit-meter__value">{countLabel(count)}</span>
      <span className="credit-meter__track" aria-hidden="true">
        <span className="credit-meter__fill" style={{ width: `${remainingShare(count) * 100}%` }} />
      </span>
    </div>
  );
}

interface TCreditPanelProps {
  /** The Library's credits bar: one line of meters, no headline. */
  compact?: boolean;
  /** Family: that child's credits (else the sum over the children). */
  childId?: string | null;
}

/** Spec §2 Credit display panel: what is left today, against the daily limit, and when it resets. */
export function CreditPanel({ compact = false, childId = null }: TCreditPanelProps) {
  const query = useCreditStatus(childId);
  const now = useNow();
  const { data, refetch, isFetching } = query;
  const dueFor = data && msUntilReset(data.resetTime, now) === 0 ? data.resetTime : null;
  const refreshedFor = useRef<string | null>(null);

  // Midnight passed while the page was open: read the fresh day's credits (once per reset time,
  // so a clock that runs ahead of the server's cannot cause a loop).
  useEffect(() => {
    if (dueFor === null || isFetching || refreshedFor.current === dueFor) return;
    refreshedFor.current = dueFor;
    void refetch();
  }, [dueFor, isFetching, refetch]);

  const className = `credit-panel${compact ? ' credit-panel--compact' : ''}`;
  if (query.isPending) {
    return (
      <section className={className} aria-label="Story credits" aria-busy="true">
        <p className="credit-panel__loading" role="status">
          <Spinner size="sm" /> Checking your credits…
        </p>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className={`${className} credit-panel--error`} aria-label="Story credits">
        <p role="alert">{STORY_MESSAGES.creditLoadFailed}</p>
        <Button variant="ghost" onClick={() => void refetch()} busy={isFetching}>
          Retry
        </Button>
      </section>
    );
  }

  const status = query.data;
  const left = Math.max(0, status.text.remaining);
  return (
    <section className={className} aria-label="Story credits">
      {!compact && (
        <p className="credit-panel__headline">
          <strong>{left}</strong> {left === 1 ? 'story' : 'stories'} left today
        </p>
      )}
      <div className="credit-panel__meters">
        <CreditMeter label="Stories" count={status.text} />
        <CreditMeter label="Audio" count={status.audio} />
      </div>
      <p className="credit-panel__reset">{resetsInLabel(status, now)}</p>
      {status.welcome.available && <p className="credit-panel__welcome">{PLAN_PROMISES.welcomeAvailable}</p>}
    </section>
  );
}
