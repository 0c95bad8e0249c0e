import { useNavigate } from 'react-router';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { NoticeDialog } from '../../components/Dialog';
import { PATHS } from '../../lib/paths';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import { useCreditStatus } from '../credits/hooks';
import { ShortfallText } from '../credits/ShortfallText';
import { plansFor } from '../stories/generation-rules';
import { type TAudioTarget, useAddAudio } from './use-add-audio';

function NarrationProgress({ done, total }: { done: number; total: number }) {
  const known = total > 0;
  const text = known ? PLAYER_LABELS.narrationProgress(done, total) : PLAYER_LABELS.narrationQueued;
  return (
    <div className="narration-progress">
      <p className="narration-progress__title">{PLAYER_LABELS.narrating}</p>
      <div
        className="narration-progress__bar"
        role="progressbar"
        aria-label={PLAYER_LABELS.narrationProgressLabel}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? done : undefined}
        aria-valuetext={text}
      >
        <span
          className={`narration-progress__fill${known ? '' : ' narration-progress__fill--waiting'}`}
          style={{ width: known ? `${Math.round((done / total) * 100)}%` : undefined }}
        />
      </div>
      <p className="narration-progress__count" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/**
 * Add Audio for a story without narration: the credit check and its notice, the narration's
 * progress while the job runs, and the spec §8 messages when it cannot be made.
 */
export function AddAudio({ story, onNarrated }: { story: TAudioTarget; onNarrated?: () => void }) {
  const navigate = useNavigate();
  const add = useAddAudio(story, onNarrated);
  const credits = useCreditStatus(null);
  const { state, shortfall } = add;
  // A plan without narration (Starter) is offered Premium, not a button that can only refuse.
  if (credits.data && credits.data.audio.dailyLimit <= 0 && credits.data.planType !== 'family')
    return (
      <div className="add-audio">
        <Button variant="secondary" onClick={() => void navigate(plansFor('premium'))}>
          {PLAN_PROMISES.listenWithPremium}
        </Button>
      </div>
    );
  return (
    <div className="add-audio">
      {state.phase === 'working' ? (
        <NarrationProgress done={state.done} total={state.total} />
      ) : (
        <Button variant="secondary" busy={state.phase === 'checking'} onClick={add.start}>
          {PLAYER_LABELS.addAudio}
        </Button>
      )}
      {state.phase === 'failed' && (
        <Alert tone="error" title={state.problem.title} onDismiss={add.dismissProblem}>
          {state.problem.detail && <p>{state.problem.detail}</p>}
          {state.problem.kind === 'credit' && (
            <p className="muted">
              {state.problem.plans ? PLAN_PROMISES.familyAddsChildren : STORY_MESSAGES.familyResetHint}
            </p>
          )}
          {state.problem.plans && (
            <Button variant="link" onClick={() => void navigate(PATHS.subscriptionPlans)}>
              {PLAYER_LABELS.viewPlans}
            </Button>
          )}
        </Alert>
      )}
      <NoticeDialog
        open={shortfall !== null}
        title={shortfall?.title ?? STORY_MESSAGES.creditLimitReached}
        actionLabel={shortfall?.redirect ? PLAYER_LABELS.viewPlans : 'OK'}
        dismissLabel={shortfall?.redirect ? PLAN_PROMISES.close : undefined}
        // Only the button leads to the plans page; Escape and the backdrop just close the notice.
        onAction={() => {
          const redirect = shortfall?.redirect;
          add.dismissShortfall();
          if (redirect) void navigate(redirect);
        }}
        onDismiss={add.dismissShortfall}
      >
        <ShortfallText shortfall={shortfall} />
      </NoticeDialog>
    </div>
  );
}
