import { useState } from 'react';
import { DAILY_UI } from '../../../../shared/daily-ui';
import type { TDailyStory } from '../../../../shared/daily';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import { MAIN_THEME_OPTIONS, optionLabel } from '../../../../shared/story-options';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/Dialog';
import { useDeleteDaily } from './hooks';

/** Today's story with Delete Story, or the note that today has none (spec §2). */
export function TodayCard({ story, today }: { story: TDailyStory | null; today: string }) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const remove = useDeleteDaily();

  const doDelete = () =>
    remove.mutate(
      { date: today },
      {
        onSuccess: () => setNotice({ tone: 'success', text: ADMIN_MESSAGES.dailyDeleted }),
        onError: (err) =>
          setNotice({
            tone: 'error',
            text: ADMIN_MESSAGES.deleteErrorWith(err.message || ADMIN_MESSAGES.deleteFailed),
          }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Card className="stack" aria-labelledby="today-title">
      <h2 id="today-title" className="card__title">
        {DAILY_UI.todayHeading} <span className="muted">({today})</span>
      </h2>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {story ? (
        <>
          <p className="admin-item__title">
            {story.title}{' '}
            {story.automatic && <span className="badge badge--automatic">{DAILY_UI.automaticBadge}</span>}
          </p>
          {story.automatic && <p className="muted">{DAILY_UI.automaticToday}</p>}
          <p className="muted">
            {optionLabel(MAIN_THEME_OPTIONS, story.theme)} · {DAILY_UI.words(story.metadata.wordCount)} ·{' '}
            {DAILY_UI.views(story.stats.views)} · {DAILY_UI.plays(story.stats.plays)}
          </p>
          <div>
            <Button variant="secondary" className="btn--danger" onClick={() => setConfirming(true)}>
              {DAILY_UI.deleteStory}
            </Button>
          </div>
        </>
      ) : (
        <p className="muted">{DAILY_UI.noStoryToday}</p>
      )}
      <ConfirmDialog
        open={confirming && story !== null}
        title={DAILY_UI.deleteStory}
        message={story ? DAILY_UI.deleteDailyConfirm(story.title) : ''}
        confirmLabel={DAILY_UI.deleteStory}
        busy={remove.isPending}
        onConfirm={doDelete}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
