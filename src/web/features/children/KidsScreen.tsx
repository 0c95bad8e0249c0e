import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TChild, TChildInput } from '../../../shared/children';
import { LIBRARY_TAB_NAME } from '../../../shared/front-door';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog, NoticeDialog } from '../../components/Dialog';
import { Illustration } from '../../components/Illustration';
import { LoadingView } from '../../components/LoadingView';
import { EMPTY_STATE_MESSAGES } from '../../../shared/design-messages';
import { CHILD_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { needsSubscription } from '../../lib/api-errors';
import { useAppNavigation } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';
import { useCurrentSubscription } from '../billing/hooks';
import { storyFormPath } from '../stories/story-links';
import { childToForm, EMPTY_CHILD_FORM, type TChildFormErrors } from './child-form';
import { childProblem, type TChildAction } from './child-errors';
import { childLimitNotice } from './child-limit';
import { ChildForm } from './ChildForm';
import { ChildPicker } from './ChildPicker';
import { ChildStories } from './ChildStories';
import { ChildSummary } from './ChildSummary';
import { useChildMutations, useChildren } from './hooks';

type TMode = 'view' | 'add' | 'edit';
interface TProblem {
  message: string;
  fields: TChildFormErrors;
  action: TChildAction;
}

/** Kids tab (spec §2 Child profiles screen): pick, view, add, edit and delete child profiles. */
export function KidsScreen() {
  const query = useChildren();
  // The plan's child profile cap (spec §9), to show the limit before a form is filled in vain.
  const current = useCurrentSubscription();
  const { create, update, remove } = useChildMutations();
  const { openSubscriptionTab } = useAppNavigation();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<TMode>('view');
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [subscriptionAlert, setSubscriptionAlert] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const list = query.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? list[0] ?? null;
  const loadNeedsSubscription = query.isError && needsSubscription(query.error);

  const changeMode = (next: TMode) => {
    setMode(next);
    setProblem(null);
    setDone(null);
  };
  const onSelect = (id: string) => {
    setSelectedId(id);
    changeMode('view');
  };
  const fail = (action: TChildAction) => (err: unknown) => {
    const found = childProblem(err, action);
    if (found.kind === 'subscription') setSubscriptionAlert(true);
    else setProblem({ ...found, action });
  };

  const onCreate = (input: TChildInput) => {
    setProblem(null);
    create.mutate(input, {
      onSuccess: (child: TChild) => {
        setSelectedId(child.id);
        changeMode('view');
        setDone(`${child.name}'s profile is ready.`);
      },
      onError: fail('create'),
    });
  };
  const onUpdate = (input: TChildInput) => {
    if (!selected) return;
    setProblem(null);
    update.mutate(
      { id: selected.id, input },
      {
        onSuccess: (child: TChild) => {
          changeMode('view');
          setDone(`${child.name}'s profile is saved.`);
        },
        onError: fail('update'),
      },
    );
  };
  const onDelete = () => {
    if (!selected) return;
    const name = selected.name;
    remove.mutate(selected.id, {
      onSuccess: () => {
        setConfirming(false);
        setSelectedId(null);
        changeMode('view');
        setDone(`${name}'s profile was deleted. Their stories stay in your library.`);
      },
      onError: (err) => {
        setConfirming(false);
        fail('delete')(err);
      },
    });
  };

  const problemFor = (action: TChildAction) =>
    problem?.action === action ? <Alert tone="error">{problem.message}</Alert> : null;
  const first = list.length === 0;
  const atLimit = first ? null : childLimitNotice(list.length, current.data);

  return (
    <section className="stack" aria-labelledby="kids-title">
      <h1 id="kids-title" className="screen-title">
        Child Profiles
      </h1>
      <p className="muted">
        Tell us about each child: their name, age, favourite things and what to steer clear of. Then create
        their stories in the <strong>{LIBRARY_TAB_NAME}</strong> tab.
      </p>

      {done && (
        <Alert tone="success" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {problemFor('delete')}

      {query.isPending ? (
        <LoadingView inline label="Loading child profiles…" />
      ) : query.isError ? (
        <Card className="stack">
          <p>{loadNeedsSubscription ? SUBSCRIPTION_MESSAGES.subscriptionRequired : query.error.message}</p>
          {loadNeedsSubscription ? (
            <Button onClick={openSubscriptionTab}>View Subscription Plans</Button>
          ) : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          )}
        </Card>
      ) : (
        <>
          {first && (
            // No child yet: a picture and a word, and the form below is the one way forward.
            <div className="empty-state empty-state--intro">
              <Illustration name="child" />
              <p className="empty-state__title">{EMPTY_STATE_MESSAGES.noChildrenTitle}</p>
              <p className="muted">{EMPTY_STATE_MESSAGES.noChildrenText}</p>
            </div>
          )}
          {!first && <ChildPicker items={list} selectedId={selected?.id ?? null} onSelect={onSelect} />}
          {/* The profile (or its edit form) and the child's stories: side by side on wide screens. */}
          {selected && (
            <div className="kids-layout">
              {selected && mode === 'edit' && (
                <ChildForm
                  key={`edit-${selected.id}`}
                  title={`Edit ${selected.name}`}
                  submitLabel="Save Changes"
                  initial={childToForm(selected)}
                  busy={update.isPending}
                  serverErrors={problem?.action === 'update' ? problem.fields : undefined}
                  problem={problemFor('update')}
                  onSubmit={onUpdate}
                  onCancel={() => changeMode('view')}
                />
              )}
              {selected && mode !== 'edit' && (
                <ChildSummary
                  child={selected}
                  onEdit={() => changeMode('edit')}
                  onDelete={() => setConfirming(true)}
                  onCreateStory={() => void navigate(storyFormPath(selected.id))}
                />
              )}
              <ChildStories child={selected} />
            </div>
          )}
          {atLimit && mode !== 'edit' ? (
            <Card className="stack">
              <p role="status">{atLimit.message}</p>
              {atLimit.canUpgrade && (
                <Link className="btn btn--primary btn--block" to={PATHS.subscriptionPlans}>
                  {CHILD_MESSAGES.upgradeForMoreChildren}
                </Link>
              )}
            </Card>
          ) : first || mode === 'add' ? (
            <ChildForm
              key={`add-${list.length}`}
              title={first ? 'Create Your First Child Profile' : 'Add Another Child'}
              submitLabel={first ? 'Create Your First Child Profile' : 'Add Child'}
              initial={EMPTY_CHILD_FORM}
              busy={create.isPending}
              serverErrors={problem?.action === 'create' ? problem.fields : undefined}
              problem={problemFor('create')}
              onSubmit={onCreate}
              onCancel={first ? undefined : () => changeMode('view')}
            />
          ) : (
            mode === 'view' && (
              <Button variant="secondary" block onClick={() => changeMode('add')}>
                Add Another Child
              </Button>
            )
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title="Delete this profile?"
        message={
          selected
            ? `Are you sure you want to delete ${selected.name}'s profile? Their stories stay in your library.`
            : ''
        }
        confirmLabel="Delete Profile"
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
      <NoticeDialog
        open={subscriptionAlert || loadNeedsSubscription}
        title={SUBSCRIPTION_MESSAGES.subscriptionRequired}
        actionLabel="View Plans"
        onAction={() => {
          setSubscriptionAlert(false);
          openSubscriptionTab();
        }}
      >
        {CHILD_MESSAGES.subscriptionRequired}
      </NoticeDialog>
    </section>
  );
}
