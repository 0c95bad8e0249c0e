import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ADMIN_DATA_MESSAGES,
  ADMIN_PAID_PLAN_KEYS,
  formatCents,
  type TAdminSubscriptionChange,
} from '../../../shared/admin-data';
import { PLAN_CATALOGUE } from '../../../shared/plans';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { adminDataApi } from './admin-data-api';

interface TProps {
  userId: string;
  onClose: () => void;
  onChanged: () => void;
  onDeleted: () => void;
}

/** One user: details, subscription changes, and account deletion (reason + typed e-mail). */
export function UserManageDialog({ userId, onClose, onChanged, onDeleted }: TProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detail = useQuery({ queryKey: ['admin', 'user', userId], queryFn: () => adminDataApi.user(userId) });
  const [planKey, setPlanKey] = useState<(typeof ADMIN_PAID_PLAN_KEYS)[number]>('premium');
  const [reason, setReason] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const changeSub = useMutation({
    mutationFn: (change: TAdminSubscriptionChange) => adminDataApi.changeSubscription(userId, change),
    onSuccess: () => {
      setMessage({ tone: 'success', text: ADMIN_DATA_MESSAGES.subscriptionUpdated });
      void detail.refetch();
      onChanged();
    },
    onError: (err) => setMessage({ tone: 'error', text: err.message }),
  });
  const remove = useMutation({
    mutationFn: () => adminDataApi.deleteUser(userId, { reason, confirmation }),
    onSuccess: onDeleted,
    onError: (err) => setMessage({ tone: 'error', text: err.message }),
  });

  const user = detail.data?.user;
  const live = user && user.planKey !== 'free';
  const matches = !!user && confirmation.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <dialog ref={ref} className="dialog admin-dialog" aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId}>{user ? user.name : 'User'}</h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {detail.isError ? (
        <Alert tone="error">{detail.error.message}</Alert>
      ) : !user ? (
        <LoadingView inline />
      ) : (
        <>
          <dl className="admin-detail">
            <dt>E-mail</dt>
            <dd>{user.email}</dd>
            <dt>Plan</dt>
            <dd>
              {user.subscription.planName} ({user.subscriptionStatus ?? 'no subscription'}
              {user.cancelAtPeriodEnd ? ', cancels at period end' : ''})
            </dd>
            <dt>Expiry</dt>
            <dd>{user.subscription.expiryFormatted}</dd>
            <dt>Total spending</dt>
            <dd>{user.totalSpendingFormatted}</dd>
            <dt>Payments</dt>
            <dd>{user.payments.map((p) => formatCents(p.amount)).join(', ') || 'None'}</dd>
          </dl>

          {live && (
            <section aria-label="Subscription" className="admin-section">
              <SelectField
                label="New plan"
                value={planKey}
                onChange={(e) => setPlanKey(e.target.value as typeof planKey)}
              >
                {ADMIN_PAID_PLAN_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {PLAN_CATALOGUE[k].name}
                  </option>
                ))}
              </SelectField>
              <div className="admin-actions">
                <Button
                  busy={changeSub.isPending}
                  onClick={() => changeSub.mutate({ action: 'changePlan', planKey })}
                >
                  Change plan
                </Button>
                <Button variant="secondary" onClick={() => changeSub.mutate({ action: 'cancelAtPeriodEnd' })}>
                  Cancel at period end
                </Button>
                <Button variant="secondary" onClick={() => changeSub.mutate({ action: 'cancelNow' })}>
                  Cancel now
                </Button>
              </div>
            </section>
          )}

          <section aria-label="Delete account" className="admin-section admin-danger">
            <TextField
              label="Reason for deletion"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <TextField
              label="Type the user's e-mail to confirm"
              value={confirmation}
              autoComplete="off"
              onChange={(e) => setConfirmation(e.target.value)}
            />
            <Button
              variant="secondary"
              className="btn--danger"
              disabled={!matches || reason.trim().length < 3}
              busy={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Delete account
            </Button>
          </section>
        </>
      )}
      <div className="admin-actions">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </dialog>
  );
}
