import { useEffect } from 'react';
import { DAILY_UI } from '../../../../shared/daily-ui';
import type { TDailyJob } from '../../../../shared/daily';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import { Alert } from '../../../components/Alert';
import { useDailyJob } from './hooks';

function progressText(job: TDailyJob): string {
  const p = DAILY_UI.jobProgress;
  if (job.status === 'narrating') return p.narrating(job.done, job.total);
  return p[job.status];
}

/** Follows a generation or Add Audio job: its stage, the narration's sentences, then the outcome. */
export function JobProgress({ jobId, onDone }: { jobId: string; onDone: (jobId: string) => void }) {
  const job = useDailyJob(jobId);
  const status = job.data?.job.status;
  const finished = status === 'ready' || status === 'failed' || job.isError;

  useEffect(() => {
    if (finished) onDone(jobId);
  }, [finished, onDone, jobId]);

  if (job.isError)
    return <Alert tone="error">{`❌ ${ADMIN_MESSAGES.storyFailed}: ${job.error.message}`}</Alert>;
  if (!job.data) return <p role="status">{DAILY_UI.jobProgress.queued}</p>;
  const { job: current, story } = job.data;
  if (current.status === 'failed') {
    return <Alert tone="error">{`❌ ${current.error ?? ADMIN_MESSAGES.storyFailed}`}</Alert>;
  }
  if (current.status === 'ready') {
    return (
      <Alert tone="success">{story ? DAILY_UI.draftCreated(story.title) : DAILY_UI.jobProgress.ready}</Alert>
    );
  }
  const narrating = current.status === 'narrating' && current.total > 0;
  return (
    <div className="admin-job" role="status">
      <p>{progressText(current)}</p>
      <progress
        aria-label={DAILY_UI.progressLabel}
        max={narrating ? current.total : undefined}
        value={narrating ? current.done : undefined}
      />
    </div>
  );
}
