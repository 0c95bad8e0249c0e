import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_THEME, type TStoryTheme } from '../../../shared/constants';
import type { TChild, TChildInput } from '../../../shared/children';
import { FIRST_RUN_MESSAGES } from '../../../shared/design-messages';
import { CHILD_MESSAGES } from '../../../shared/messages';
import type { TStory } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { Illustration } from '../../components/Illustration';
import { LoadingView } from '../../components/LoadingView';
import { PageFrame } from '../../components/PageFrame';
import { UserMenu } from '../../components/UserMenu';
import { needsSubscription } from '../../lib/api-errors';
import { PATHS } from '../../lib/paths';
import { usePublicConfig } from '../../lib/public-config';
import type { TUser } from '../../lib/user';
import { childProblem } from '../children/child-errors';
import { EMPTY_CHILD_FORM, type TChildFormErrors } from '../children/child-form';
import { ChildForm } from '../children/ChildForm';
import { useChildMutations, useChildren } from '../children/hooks';
import { markFirstRunDone } from './first-run';
import { StoryReady } from './StoryReady';
import { TonightStoryStep } from './TonightStoryStep';
import { WelcomeProgress } from './WelcomeProgress';
import './welcome.css';

const TOTAL_STEPS = 2;

interface TWelcomeScreenProps {
  user: TUser;
  onLogout: () => void;
}

/**
 * The first run (issue 10): who the story is for, then tonight's story, then read it. Two short
 * steps with the spec's own forms and rules; Skip for now leaves for the app at any point.
 */
export function WelcomeScreen({ user, onLogout }: TWelcomeScreenProps) {
  const navigate = useNavigate();
  const { appName } = usePublicConfig();
  const kids = useChildren();
  const { create } = useChildMutations();
  const [child, setChild] = useState<TChild | null>(null);
  const [theme, setTheme] = useState<TStoryTheme>(DEFAULT_THEME);
  const [story, setStory] = useState<TStory | null>(null);
  const [problem, setProblem] = useState<{ message: string; fields: TChildFormErrors } | null>(null);
  const [needsPlan, setNeedsPlan] = useState(false);

  // A parent who already has a child (another device, a reload) starts at the story step.
  const forChild = child ?? kids.data?.[0] ?? null;
  const step = forChild ? 2 : 1;
  const leave = (to: string) => {
    markFirstRunDone(user.uid);
    void navigate(to);
  };

  const onCreateChild = (input: TChildInput) => {
    setProblem(null);
    create.mutate(input, {
      onSuccess: (created) => setChild(created),
      onError: (err) => {
        const found = childProblem(err, 'create');
        if (found.kind === 'subscription') setNeedsPlan(true);
        else setProblem({ message: found.message, fields: found.fields });
      },
    });
  };
  const onStory = (written: TStory) => {
    // Tonight's story exists: the welcome has done its work, even if the page is left now.
    markFirstRunDone(user.uid);
    setStory(written);
  };

  const name = user.displayName?.trim().split(/\s+/)[0] || null;
  return (
    <PageFrame
      title={FIRST_RUN_MESSAGES.title(appName)}
      actions={<UserMenu user={user} onLogout={onLogout} />}
    >
      <div className="welcome stack">
        {story ? (
          <StoryReady story={story} onRead={() => leave(PATHS.read(story.id))} />
        ) : (
          <>
            <div className="welcome__intro">
              <Illustration name="welcome" />
              {name && <p className="welcome__greeting">{FIRST_RUN_MESSAGES.greeting(name)}</p>}
              <p className="muted">{FIRST_RUN_MESSAGES.intro}</p>
            </div>
            <WelcomeProgress step={step} total={TOTAL_STEPS} />
            {kids.isPending ? (
              <LoadingView inline />
            ) : needsPlan || (kids.isError && needsSubscription(kids.error)) ? (
              // Child profiles need a plan: say so and lead there (Skip stays below).
              <Alert tone="info">
                {CHILD_MESSAGES.subscriptionRequired}{' '}
                <Link to={PATHS.subscriptionPlans}>{FIRST_RUN_MESSAGES.choosePlan}</Link>
              </Alert>
            ) : forChild ? (
              <TonightStoryStep child={forChild} theme={theme} onTheme={setTheme} onStory={onStory} />
            ) : (
              <ChildForm
                title={FIRST_RUN_MESSAGES.childStepTitle}
                submitLabel={FIRST_RUN_MESSAGES.childStepSubmit}
                initial={EMPTY_CHILD_FORM}
                busy={create.isPending}
                serverErrors={problem?.fields}
                problem={problem ? <Alert tone="error">{problem.message}</Alert> : null}
                onSubmit={onCreateChild}
              />
            )}
            <p className="welcome__skip">
              <button type="button" className="btn btn--link" onClick={() => leave(PATHS.home)}>
                <span>{FIRST_RUN_MESSAGES.skip}</span>
              </button>
            </p>
          </>
        )}
      </div>
    </PageFrame>
  );
}
