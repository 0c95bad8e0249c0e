import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DAILY_STATUS_FILTERS,
  DAILY_UI,
  type TDailyStatusFilter,
  type TDailyStory,
} from '../../../../shared/daily';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/Dialog';
import { SelectField } from '../../../components/SelectField';
import {
  DAILY_ADMIN_KEYS,
  useDailyStories,
  useDeleteDaily,
  useScheduleStory,
  useStartAudio,
  useWaitWords,
} from './hooks';
import { JobProgress } from './JobProgress';
import { LibraryItem } from './LibraryItem';
import { ScheduleDialog } from './ScheduleDialog';

type TNotice = { tone: 'success' | 'error'; text: string } | null;

/** Spec §2 Story Library of the Daily Story tab. */
export function StoryLibrary({ today }: { today: string }) {
  const [filter, setFilter] = useState<TDailyStatusFilter>('all');
  const stories = useDailyStories(filter);
  const [scheduling, setScheduling] = useState<TDailyStory | null>(null);
  const words = useWaitWords();
  const [deleting, setDeleting] = useState<TDailyStory | null>(null);
  const [audioFor, setAudioFor] = useState<TDailyStory | null>(null);
  const [audioJobs, setAudioJobs] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<TNotice>(null);
  const schedule = useScheduleStory();
  const remove = useDeleteDaily();
  const startAudio = useStartAudio();
  const queryClient = useQueryClient();

  const audioDone = useCallback(
    (jobId: string) => {
      setAudioJobs((jobs) => Object.fromEntries(Object.entries(jobs).filter(([, id]) => id !== jobId)));
      void queryClient.invalidateQueries({ queryKey: DAILY_ADMIN_KEYS.root });
    },
    [queryClient],
  );

  const addAudio = (story: TDailyStory) => {
    setAudioFor(null);
    startAudio.mutate(story.id, {
      onSuccess: (answer) => setAudioJobs((jobs) => ({ ...jobs, [story.id]: answer.job.id })),
      onError: (err) =>
        setNotice({ tone: 'error', text: `❌ ${ADMIN_MESSAGES.audioFailed}: ${err.message}` }),
    });
  };

  const doSchedule = (story: TDailyStory, publishDate: string) =>
    schedule.mutate(
      { id: story.id, publishDate },
      {
        onSuccess: () => {
          setScheduling(null);
          setNotice({ tone: 'success', text: ADMIN_MESSAGES.scheduled(publishDate) });
        },
        onError: (err) => {
          setScheduling(null);
          setNotice({
            tone: 'error',
            text: ADMIN_MESSAGES.scheduleErrorWith(err.message || ADMIN_MESSAGES.scheduleFailed),
          });
        },
      },
    );

  const doDelete = (story: TDailyStory) =>
    remove.mutate(
      { id: story.id },
      {
        onSuccess: () => {
          setDeleting(null);
          setNotice({ tone: 'success', text: ADMIN_MESSAGES.storyDeleted });
        },
        onError: (err) => {
          setDeleting(null);
          setNotice({
            tone: 'error',
            text: ADMIN_MESSAGES.deleteErrorWith(err.message || ADMIN_MESSAGES.deleteFailed),
          });
        },
      },
    );

  return (
    <Card className="stack" aria-labelledby="daily-library-title">
      <div className="admin-library__head">
        <h2 id="daily-library-title" className="card__title">
          {DAILY_UI.libraryHeading}
        </h2>
        <SelectField
          label={DAILY_UI.statusFilter}
          value={filter}
          onChange={(e) => setFilter(e.target.value as TDailyStatusFilter)}
        >
          {DAILY_STATUS_FILTERS.map((f) => (
            <option key={f} value={f}>
              {DAILY_UI.statusLabels[f]}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={() => void stories.refetch()} busy={stories.isFetching}>
          {DAILY_UI.refresh}
        </Button>
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {stories.isError && (
        <Alert tone="error">
          {DAILY_UI.loadFailed}{' '}
          <Button variant="link" onClick={() => void stories.refetch()}>
            {DAILY_UI.retry}
          </Button>
        </Alert>
      )}
      {stories.data?.length === 0 && <p className="muted">{DAILY_UI.noStories}</p>}
      <ul className="admin-library" aria-label={DAILY_UI.libraryHeading}>
        {stories.data?.map((story) => {
          const jobId = audioJobs[story.id];
          return (
            <LibraryItem
              key={story.id}
              story={story}
              addingAudio={jobId !== undefined || (startAudio.isPending && startAudio.variables === story.id)}
              onAddAudio={() => setAudioFor(story)}
              onSchedule={() => setScheduling(story)}
              onDelete={() => setDeleting(story)}
            >
              {jobId && <JobProgress key={jobId} jobId={jobId} onDone={audioDone} />}
            </LibraryItem>
          );
        })}
      </ul>
      {scheduling && (
        <ScheduleDialog
          story={scheduling}
          today={today}
          busy={schedule.isPending}
          onSchedule={(date) => doSchedule(scheduling, date)}
          onCancel={() => setScheduling(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={DAILY_UI.delete}
        message={ADMIN_MESSAGES.deleteLibraryConfirm}
        confirmLabel={DAILY_UI.delete}
        busy={remove.isPending}
        onConfirm={() => deleting && doDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={audioFor !== null}
        title={DAILY_UI.addAudio}
        message={words.addAudioConfirm}
        confirmLabel={DAILY_UI.continue}
        onConfirm={() => audioFor && addAudio(audioFor)}
        onCancel={() => setAudioFor(null)}
      />
    </Card>
  );
}
